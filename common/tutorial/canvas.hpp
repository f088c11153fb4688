// Drawing into a picture, for the project's charts: an RGB canvas with
// filled rectangles and a 5x7 bitmap font (no plotting library).
#pragma once

#include "common/tutorial/image_io.hpp"

#include <cstdint>
#include <string>
#include <utility>

namespace ocltut {

struct Rgb {
    std::uint8_t r, g, b;
};

// Each font pixel becomes a 2x2 block; one blank column between letters.
inline constexpr int font_scale = 2;
inline constexpr int glyph_advance = 6 * font_scale;
inline constexpr int text_height = 7 * font_scale;  // without the descenders

// The width in pixels of `text` drawn on a Canvas.
inline int text_width(const std::string& text)
{
    return static_cast<int>(text.size()) * glyph_advance - font_scale;
}

// An RGB picture with the two drawing operations a chart needs: rectangles
// and text.
class Canvas {
public:
    // White to start with.
    Canvas(int width, int height) : image_(make_image(width, height, 3, 255)) {}

    // Fills the rectangle, clipped to the picture.
    void fill(int x, int y, int width, int height, Rgb colour);

    // `text` with its top-left corner at (x, y).
    // The font has letters, digits, space and . , - _ ( ) / : % = +;
    // other characters show as '?'.
    void text(int x, int y, const std::string& text, Rgb colour);

    Image take() { return std::move(image_); }

private:
    Image image_;
};

}  // namespace ocltut

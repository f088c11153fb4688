#include "rotation.hpp"

#include <cstddef>
#include <string>

namespace ocltut {

namespace {

// The index of channel c of pixel (x, y) in a picture `width` pixels wide.
std::size_t at(int x, int y, int width, int channels, int c)
{
    return (static_cast<std::size_t>(y) * width + x) * channels + c;
}

}  // namespace

Image rotate_clockwise_golden(const Image& picture)
{
    Image out = make_image(picture.height, picture.width, picture.channels);
    for (int y = 0; y < out.height; ++y)
        for (int x = 0; x < out.width; ++x)
            for (int c = 0; c < picture.channels; ++c)
                out.pixels[at(x, y, out.width, out.channels, c)] =
                    picture.pixels[at(y, picture.height - 1 - x, picture.width, picture.channels, c)];
    return out;
}

Image rotate_anticlockwise(const Image& picture)
{
    // Undoes the clockwise turn: the pixel (X, Y) of `picture` goes back to
    // (Y, width - 1 - X), `width` being the picture's, the result's height.
    Image out = make_image(picture.height, picture.width, picture.channels);
    for (int y = 0; y < picture.height; ++y)
        for (int x = 0; x < picture.width; ++x)
            for (int c = 0; c < picture.channels; ++c)
                out.pixels[at(y, picture.width - 1 - x, out.width, out.channels, c)] =
                    picture.pixels[at(x, y, picture.width, picture.channels, c)];
    return out;
}

Verification verify_rotation(const std::string& what, const Image& input, const Image& got)
{
    const Image expected = rotate_clockwise_golden(input);
    if (got.width != expected.width || got.height != expected.height || got.channels != expected.channels) {
        Verification wrong_size = start_verification(what, input.pixels.size(), input.width, input.channels);
        record_wrong_size(wrong_size, width_x_height(got.width, got.height) + " with " + std::to_string(got.channels) +
                                          " channels where the golden is " +
                                          width_x_height(expected.width, expected.height) + " with " +
                                          std::to_string(expected.channels));
        return wrong_size;
    }
    return as_point_operation(compare_exact(what, rotate_anticlockwise(expected).pixels,
                                            rotate_anticlockwise(got).pixels, input.width, input.channels));
}

}  // namespace ocltut

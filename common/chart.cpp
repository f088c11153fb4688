#include "chart.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <vector>

namespace ocltut {

namespace {

struct Rgb {
    std::uint8_t r, g, b;
};

constexpr Rgb ink{35, 35, 35};
constexpr Rgb axis_grey{100, 100, 100};
constexpr Rgb grid_grey{226, 226, 226};
constexpr Rgb bar_blue{46, 98, 160};

// A 5x7 bitmap font: each glyph is 7 rows, the top row first, plus 2 rows
// below the line for the descenders of g, j, p, q, y and the comma (left
// out, they are 0). In each row bit 4 is the leftmost of the 5 columns.
struct Glyph {
    char character;
    std::array<std::uint8_t, 9> rows;
};

constexpr Glyph font[] = {
    {' ', {0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00}}, {'?', {0x0E, 0x11, 0x01, 0x02, 0x04, 0x00, 0x04}},
    {'0', {0x0E, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0E}}, {'1', {0x04, 0x0C, 0x04, 0x04, 0x04, 0x04, 0x0E}},
    {'2', {0x0E, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1F}}, {'3', {0x1F, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0E}},
    {'4', {0x02, 0x06, 0x0A, 0x12, 0x1F, 0x02, 0x02}}, {'5', {0x1F, 0x10, 0x1E, 0x01, 0x01, 0x11, 0x0E}},
    {'6', {0x06, 0x08, 0x10, 0x1E, 0x11, 0x11, 0x0E}}, {'7', {0x1F, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08}},
    {'8', {0x0E, 0x11, 0x11, 0x0E, 0x11, 0x11, 0x0E}}, {'9', {0x0E, 0x11, 0x11, 0x0F, 0x01, 0x02, 0x0C}},
    {'a', {0x00, 0x00, 0x0E, 0x01, 0x0F, 0x11, 0x0F}}, {'b', {0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x1E}},
    {'c', {0x00, 0x00, 0x0E, 0x10, 0x10, 0x11, 0x0E}}, {'d', {0x01, 0x01, 0x0D, 0x13, 0x11, 0x11, 0x0F}},
    {'e', {0x00, 0x00, 0x0E, 0x11, 0x1F, 0x10, 0x0E}}, {'f', {0x06, 0x09, 0x08, 0x1C, 0x08, 0x08, 0x08}},
    {'g', {0x00, 0x00, 0x0F, 0x11, 0x11, 0x11, 0x0F, 0x01, 0x0E}}, {'h', {0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x11}},
    {'i', {0x04, 0x00, 0x0C, 0x04, 0x04, 0x04, 0x0E}}, {'j', {0x02, 0x00, 0x06, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0C}},
    {'k', {0x10, 0x10, 0x12, 0x14, 0x18, 0x14, 0x12}}, {'l', {0x0C, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0E}},
    {'m', {0x00, 0x00, 0x1A, 0x15, 0x15, 0x11, 0x11}}, {'n', {0x00, 0x00, 0x16, 0x19, 0x11, 0x11, 0x11}},
    {'o', {0x00, 0x00, 0x0E, 0x11, 0x11, 0x11, 0x0E}}, {'p', {0x00, 0x00, 0x1E, 0x11, 0x11, 0x11, 0x1E, 0x10, 0x10}},
    {'q', {0x00, 0x00, 0x0F, 0x11, 0x11, 0x11, 0x0F, 0x01, 0x01}}, {'r', {0x00, 0x00, 0x16, 0x19, 0x10, 0x10, 0x10}},
    {'s', {0x00, 0x00, 0x0E, 0x10, 0x0E, 0x01, 0x1E}}, {'t', {0x08, 0x08, 0x1C, 0x08, 0x08, 0x09, 0x06}},
    {'u', {0x00, 0x00, 0x11, 0x11, 0x11, 0x13, 0x0D}}, {'v', {0x00, 0x00, 0x11, 0x11, 0x11, 0x0A, 0x04}},
    {'w', {0x00, 0x00, 0x11, 0x11, 0x15, 0x15, 0x0A}}, {'x', {0x00, 0x00, 0x11, 0x0A, 0x04, 0x0A, 0x11}},
    {'y', {0x00, 0x00, 0x11, 0x11, 0x11, 0x13, 0x0D, 0x01, 0x0E}}, {'z', {0x00, 0x00, 0x1F, 0x02, 0x04, 0x08, 0x1F}},
    {'A', {0x0E, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11}}, {'B', {0x1E, 0x11, 0x11, 0x1E, 0x11, 0x11, 0x1E}},
    {'C', {0x0E, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0E}}, {'D', {0x1C, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1C}},
    {'E', {0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x1F}}, {'F', {0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x10}},
    {'G', {0x0E, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0F}}, {'H', {0x11, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11}},
    {'I', {0x0E, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0E}}, {'J', {0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0C}},
    {'K', {0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11}}, {'L', {0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1F}},
    {'M', {0x11, 0x1B, 0x15, 0x15, 0x11, 0x11, 0x11}}, {'N', {0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11}},
    {'O', {0x0E, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E}}, {'P', {0x1E, 0x11, 0x11, 0x1E, 0x10, 0x10, 0x10}},
    {'Q', {0x0E, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0D}}, {'R', {0x1E, 0x11, 0x11, 0x1E, 0x14, 0x12, 0x11}},
    {'S', {0x0F, 0x10, 0x10, 0x0E, 0x01, 0x01, 0x1E}}, {'T', {0x1F, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04}},
    {'U', {0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E}}, {'V', {0x11, 0x11, 0x11, 0x11, 0x11, 0x0A, 0x04}},
    {'W', {0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0A}}, {'X', {0x11, 0x11, 0x0A, 0x04, 0x0A, 0x11, 0x11}},
    {'Y', {0x11, 0x11, 0x0A, 0x04, 0x04, 0x04, 0x04}}, {'Z', {0x1F, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1F}},
    {'.', {0x00, 0x00, 0x00, 0x00, 0x00, 0x0C, 0x0C}}, {',', {0x00, 0x00, 0x00, 0x00, 0x00, 0x0C, 0x0C, 0x04, 0x08}},
    {'-', {0x00, 0x00, 0x00, 0x1F, 0x00, 0x00, 0x00}}, {'_', {0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1F}},
    {'(', {0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02}}, {')', {0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08}},
    {'/', {0x00, 0x01, 0x02, 0x04, 0x08, 0x10, 0x00}}, {':', {0x00, 0x0C, 0x0C, 0x00, 0x0C, 0x0C, 0x00}},
    {'%', {0x18, 0x19, 0x02, 0x04, 0x08, 0x13, 0x03}}, {'=', {0x00, 0x00, 0x1F, 0x00, 0x1F, 0x00, 0x00}},
    {'+', {0x00, 0x04, 0x04, 0x1F, 0x04, 0x04, 0x00}},
};

const Glyph& glyph_for(char c)
{
    for (const Glyph& glyph : font)
        if (glyph.character == c) return glyph;
    return font[1];  // '?'
}

// Each font pixel becomes a 2x2 block; one blank column between letters.
constexpr int font_scale = 2;
constexpr int glyph_advance = 6 * font_scale;
constexpr int text_height = 7 * font_scale;  // without the descenders

int text_width(const std::string& text)
{
    return static_cast<int>(text.size()) * glyph_advance - font_scale;
}

// An RGB picture with the two drawing operations a chart needs.
class Canvas {
public:
    // White to start with.
    Canvas(int width, int height) : image_(make_image(width, height, 3, 255)) {}

    // Fills the rectangle, clipped to the picture.
    void fill(int x, int y, int width, int height, Rgb colour)
    {
        for (int row = std::max(y, 0); row < std::min(y + height, image_.height); ++row)
            for (int column = std::max(x, 0); column < std::min(x + width, image_.width); ++column) {
                std::uint8_t* pixel = &image_.pixels[(static_cast<std::size_t>(row) * image_.width + column) * 3];
                pixel[0] = colour.r;
                pixel[1] = colour.g;
                pixel[2] = colour.b;
            }
    }

    // `text` with its top-left corner at (x, y).
    void text(int x, int y, const std::string& text, Rgb colour)
    {
        for (const char c : text) {
            const Glyph& glyph = glyph_for(c);
            for (int row = 0; row < 9; ++row)
                for (int column = 0; column < 5; ++column)
                    if (glyph.rows[row] & (0x10 >> column))
                        fill(x + column * font_scale, y + row * font_scale, font_scale, font_scale, colour);
            x += glyph_advance;
        }
    }

    Image take() { return std::move(image_); }

private:
    Image image_;
};

// Where things go, in pixels. Each of the 256 bars is 3 pixels wide.
constexpr int bar_width = 3;
constexpr int plot_left = 86;
constexpr int plot_top = 56;
constexpr int plot_width = 256 * bar_width;
constexpr int plot_height = 320;
constexpr int plot_bottom = plot_top + plot_height;
constexpr int ramp_height = 10;
constexpr int chart_width = plot_left + plot_width + 28;
constexpr int chart_height = plot_bottom + ramp_height + 66;

// A tick on the count axis: its value and its height in [0, 1].
struct Tick {
    double value;
    double height;
};

// The count axis runs from 0 to the first tick at or above the largest bin.
std::vector<Tick> count_ticks(double largest, ChartScale scale)
{
    std::vector<Tick> ticks;
    if (scale == ChartScale::logarithmic) {
        // Ticks at 1, 10, 100, ...; heights follow log10(1 + count) so that
        // an empty bin sits at 0.
        const double top = std::ceil(std::log10(1 + largest));
        ticks.push_back({0, 0});
        for (double power = 0; power <= top; ++power)
            ticks.push_back({std::pow(10.0, power), std::log10(1 + std::pow(10.0, power)) / std::log10(1 + std::pow(10.0, top))});
        return ticks;
    }
    // About five steps; at least 1, since counts are whole numbers.
    const double step = round_step(std::max(largest, 5.0), 5);
    const double top = std::ceil(largest / step) * step;
    for (double value = 0; value <= top + step / 2; value += step) ticks.push_back({value, value / top});
    return ticks;
}

// A bar's height in [0, 1], on the same axis as count_ticks().
double bar_height(double count, const std::vector<Tick>& ticks, ChartScale scale)
{
    const double top = ticks.back().value;
    if (scale == ChartScale::logarithmic) return std::log10(1 + count) / std::log10(1 + top);
    return count / top;
}

void draw_count_axis(Canvas& canvas, const std::vector<Tick>& ticks, ChartScale scale)
{
    for (const Tick& tick : ticks) {
        const int y = plot_bottom - static_cast<int>(std::lround(tick.height * plot_height));
        canvas.fill(plot_left, y, plot_width, 1, grid_grey);
        canvas.fill(plot_left - 6, y, 6, 1, axis_grey);
        const std::string label = short_count(tick.value);
        canvas.text(plot_left - 10 - text_width(label), y - text_height / 2, label, ink);
    }
    canvas.text(plot_left - 10 - text_width("pixels"), plot_top - 30,
                scale == ChartScale::logarithmic ? "pixels (log scale)" : "pixels", ink);
}

// The value axis: a grey ramp showing the luminance each bar counts, then
// ticks every 32 values and the last value, 255.
void draw_value_axis(Canvas& canvas)
{
    const int ramp_top = plot_bottom + 3;
    for (int value = 0; value < 256; ++value) {
        const auto grey = static_cast<std::uint8_t>(value);
        canvas.fill(plot_left + value * bar_width, ramp_top, bar_width, ramp_height, {grey, grey, grey});
    }
    const int tick_top = ramp_top + ramp_height;
    for (const int value : {0, 32, 64, 96, 128, 160, 192, 224, 255}) {
        const int x = plot_left + value * bar_width + bar_width / 2;
        canvas.fill(x, tick_top, 1, 5, axis_grey);
        const std::string label = std::to_string(value);
        canvas.text(x - text_width(label) / 2, tick_top + 8, label, ink);
    }
    const std::string title = "luminance value";
    canvas.text(plot_left + (plot_width - text_width(title)) / 2, tick_top + 8 + text_height + 12, title, ink);
}

}  // namespace

double round_step(double largest, int steps)
{
    const double rough = largest / steps;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    for (const double multiple : {1.0, 2.0, 5.0})
        if (multiple * power >= rough) return multiple * power;
    return 10 * power;
}

std::string short_count(double value)
{
    const auto with_suffix = [](double scaled, const char* suffix) {
        char text[32];
        std::snprintf(text, sizeof text, "%.1f", scaled);
        std::string digits = text;
        if (digits.size() > 2 && digits.compare(digits.size() - 2, 2, ".0") == 0) digits.resize(digits.size() - 2);
        return digits + suffix;
    };
    if (value < 1e3) return with_suffix(value, "");
    if (value < 1e6) return with_suffix(value / 1e3, "k");
    if (value < 1e9) return with_suffix(value / 1e6, "M");
    return with_suffix(value / 1e9, "G");
}

Image histogram_chart(const Histogram& bins, const std::string& title, ChartScale scale)
{
    Canvas canvas(chart_width, chart_height);
    canvas.text(plot_left, 8, title, ink);

    const double largest = std::max<double>(1, *std::max_element(bins.begin(), bins.end()));
    const std::vector<Tick> ticks = count_ticks(largest, scale);
    draw_count_axis(canvas, ticks, scale);

    for (int value = 0; value < 256; ++value) {
        if (bins[value] == 0) continue;
        // At least one pixel tall: a bin with a single pixel must show.
        const int height = std::max(1, static_cast<int>(std::lround(bar_height(bins[value], ticks, scale) * plot_height)));
        canvas.fill(plot_left + value * bar_width, plot_bottom - height, bar_width, height, bar_blue);
    }
    canvas.fill(plot_left - 1, plot_top - 4, 1, plot_height + 5, axis_grey);   // count axis
    canvas.fill(plot_left - 1, plot_bottom, plot_width + 1, 1, axis_grey);    // value axis
    draw_value_axis(canvas);
    return canvas.take();
}

}  // namespace ocltut

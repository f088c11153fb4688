#include "histogram_chart.hpp"

#include "common/tutorial/canvas.hpp"
#include "common/tutorial/chart.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace ocltut {

namespace {

constexpr Rgb ink{35, 35, 35};
constexpr Rgb axis_grey{100, 100, 100};
constexpr Rgb grid_grey{226, 226, 226};
constexpr Rgb bar_blue{46, 98, 160};

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
            ticks.push_back(
                {std::pow(10.0, power), std::log10(1 + std::pow(10.0, power)) / std::log10(1 + std::pow(10.0, top))});
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
        const int height =
            std::max(1, static_cast<int>(std::lround(bar_height(bins[value], ticks, scale) * plot_height)));
        canvas.fill(plot_left + value * bar_width, plot_bottom - height, bar_width, height, bar_blue);
    }
    canvas.fill(plot_left - 1, plot_top - 4, 1, plot_height + 5, axis_grey);  // count axis
    canvas.fill(plot_left - 1, plot_bottom, plot_width + 1, 1, axis_grey);    // value axis
    draw_value_axis(canvas);
    return canvas.take();
}

}  // namespace ocltut

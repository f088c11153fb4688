// A bar chart of a 256-bin histogram, drawn pixel by pixel into an RGB
// Image (no plotting library: a few rectangles and a 5x7 bitmap font).
#pragma once

#include "golden.hpp"
#include "image_io.hpp"

#include <string>

namespace ocltut {

enum class ChartScale { linear, logarithmic };

// One bar per value, a grey ramp under the value axis showing which
// luminance each bar counts, ticks and labels on both axes, `title` on top.
// Logarithmic: bar heights follow log10(1 + count), so a few huge bins do
// not flatten all the others. The font has letters, digits, space and
// . , - _ ( ) / : % = +; other characters show as '?'.
Image histogram_chart(const Histogram& bins, const std::string& title, ChartScale scale = ChartScale::linear);

// A round axis step, 1, 2 or 5 times a power of ten, with which about
// `steps` steps reach `largest` (> 0). Both charts of the project use it.
double round_step(double largest, int steps);

// Counts as tick labels: 950, 1k, 1.5k, 2.5M.
std::string short_count(double value);

}  // namespace ocltut

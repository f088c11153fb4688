// A bar chart of a 256-bin histogram, drawn pixel by pixel into an RGB
// Image (no plotting library: a few rectangles and a 5x7 bitmap font).
#pragma once

#include "golden.hpp"

#include "common/tutorial/image_io.hpp"

#include <string>

namespace ocltut {

enum class ChartScale { linear, logarithmic };

// One bar per value, a grey ramp under the value axis showing which
// luminance each bar counts, ticks and labels on both axes, `title` on top.
// Logarithmic: bar heights follow log10(1 + count), so a few huge bins do
// not flatten all the others. The font has letters, digits, space and
// . , - _ ( ) / : % = +; other characters show as '?'.
Image histogram_chart(const Histogram& bins, const std::string& title, ChartScale scale = ChartScale::linear);

}  // namespace ocltut

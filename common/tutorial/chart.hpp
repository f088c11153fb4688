// The axes of a chart: where the ticks go and how their labels read. The
// charts themselves draw with Canvas (canvas.hpp) or write SVG.
#pragma once

#include <string>

namespace ocltut {

// A round axis step, 1, 2 or 5 times a power of ten, with which about
// `steps` steps reach `largest` (> 0).
double round_step(double largest, int steps);

// Counts as tick labels: 950, 1k, 1.5k, 2.5M.
std::string short_count(double value);

}  // namespace ocltut

// The per-channel histogram of exercise 03-rgb-histogram
// (docs/exercises-03.md): its CPU golden, the definition a kernel is checked
// against bit for bit, and that check.
#pragma once

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/verify.hpp"

#include <array>
#include <cstdint>
#include <string>

namespace ocltut {

// Three 256-bin histograms side by side, red, green, then blue: bin
// channel * 256 + v counts the pixels whose channel (0 R, 1 G, 2 B) has the
// value v. Each third sums to width * height.
inline constexpr int rgb_histogram_bins = 3 * 256;
using RgbHistogram = std::array<std::uint32_t, rgb_histogram_bins>;

// One pass over the pixels, one increment per colour channel; alpha is not
// counted. `rgba` must have four channels.
RgbHistogram rgb_histogram_golden(const Image& rgba);

// The 768 bins against the golden's; a mismatch's index is the bin,
// channel * 256 + v: [456] is the green bin of value 200.
Verification verify_rgb_histogram(const std::string& what, const RgbHistogram& expected, const RgbHistogram& got);

}  // namespace ocltut

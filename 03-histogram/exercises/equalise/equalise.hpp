// The histogram equalisation of exercise 03-equalise (docs/exercises-03.md):
// its CPU golden, the definition a kernel is checked against bit for bit,
// and those checks.
#pragma once

#include "reference/golden.hpp"

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/verify.hpp"

#include <array>
#include <cstdint>
#include <string>

namespace ocltut {

// The new value of each of the 256 values.
using LookupTable = std::array<std::uint8_t, 256>;

// The lookup table that spreads a picture's values over 0 .. 255 by their
// cumulative histogram (OpenCV's equalizeHist rule, in integers):
//   cdf[v]   = bins[0] + ... + bins[v]      (inclusive: cdf[255] = N pixels)
//   cdf_min  = cdf[v] of the smallest v present, the first cdf[v] > 0
//   lut[v]   = round(255 * (max(cdf[v], cdf_min) - cdf_min) / (N - cdf_min))
// rounded half up in integers, (a * 255 + d / 2) / d with d = N - cdf_min,
// which is exact for odd d too (a * 255 / d is never a half there). a * 255
// can pass 2^32, so the product is 64-bit. The smallest value present, and
// every value below it, becomes 0; the largest becomes 255.
// A picture of one value has d = 0: it is left as it is, lut[v] = v.
// `bins` must not be all zero.
LookupTable equalise_lut_golden(const Histogram& bins);

// The equalised picture: each pixel's value v replaced by lut[v], the table
// made from the picture's own histogram. `gray` must have one channel.
Image equalise_golden(const Image& gray);

// The 256 entries of the table against the golden's; a mismatch's x is v.
Verification verify_lookup_table(const std::string& what, const LookupTable& expected, const LookupTable& got);

// The equalised picture against the golden's, every pixel.
Verification verify_equalised(const std::string& what, const Image& expected, const Image& got);

}  // namespace ocltut

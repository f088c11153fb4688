// The threshold of exercise 02-threshold (docs/exercises-02.md): its CPU
// golden, the definition a kernel is checked against bit for bit, and that
// check.
#pragma once

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/verify.hpp"

#include <string>

namespace ocltut {

// Each pixel of the luminance `gray` made black or white: 255 where its
// value is at least `threshold`, 0 where it is below,
//   out = in >= threshold ? 255 : 0
// pixel by pixel, every pixel of the picture, borders included (no pixel
// needs a neighbour). `threshold` lies in 0 .. 255; `gray` must have one
// channel.
Image threshold_golden(const Image& gray, int threshold);

// A thresholded picture against threshold_golden's, every pixel.
Verification verify_threshold(const std::string& what, const Image& expected, const Image& got);

}  // namespace ocltut

// Sharpening as a user would compute it without the lessons' kernels, for
// the comparison tool (compare/): the plain loop, and the check of OpenCV's
// picture (opencv.cpp) against the golden.
#pragma once

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/verify.hpp"
#include "stages/stage.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace ocltut {

// Lessons 04 and 05's sharpen, replicated border, alpha copied, as a C++
// programmer would write it: unlike the golden, which clamps every
// coordinate, it reads neighbours straight from the rows and handles the
// border apart. Writes into `out`, of the input's size, allocated by the
// caller.
void sharpen_loop(const Image& rgba, Image& out);

// The plain loop as the comparison times it: single-threaded, single-pass,
// checked against the golden.
std::vector<BaselineCall> sharpen_plain_loop(const Image& rgba);

// An RGBA picture whose rows are `stride` bytes apart; red, green and blue
// must equal the golden's. Alpha is not compared: a filter over all four
// channels sharpens alpha too, where the lessons copy it. A plain array, so
// that the check can be tested without OpenCV.
Verification check_sharpen_colours(const Image& rgba, const std::uint8_t* sharpened, std::size_t stride);

}  // namespace ocltut

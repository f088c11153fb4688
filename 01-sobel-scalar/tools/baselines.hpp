// Sobel as a user would compute it without the lessons' kernels, for the
// comparison tool (compare/): the plain loop, and the check of OpenCV's
// derivatives (opencv.cpp) against the golden.
#pragma once

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/verify.hpp"
#include "reference/golden.hpp"
#include "stages/stage.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace ocltut {

// Lessons 01 and 02's Sobel, border pixels 0, as a C++ programmer would
// write it: unlike the golden, which clamps every coordinate to stay
// obviously correct, it reads neighbours straight from the rows and handles
// the border apart. Writes into `out`, of the input's size, allocated by the
// caller (the time is the computation's, not the allocation's).
void sobel_loop(const Image& gray, SobelGradients& out);

// The plain loop as the comparison times it: single-threaded, single-pass,
// checked against the golden.
std::vector<BaselineCall> sobel_plain_loop(const Image& gray);

// Derivatives as OpenCV's 3x3 Sobel gives them with replicated borders,
// 16-bit, dx = right minus left, dy = bottom row minus top row (the lessons'
// dy is top minus bottom: its sign is the other way). After >> 3 they must
// equal the golden with replicated borders everywhere, which is lessons 01
// and 02's golden inside the border. Rows are `stride` values apart. Plain
// arrays, so that the check can be tested without OpenCV.
std::vector<Verification> check_sobel_derivatives(const Image& gray, const std::int16_t* dx, const std::int16_t* dy,
                                                  std::size_t stride);

}  // namespace ocltut

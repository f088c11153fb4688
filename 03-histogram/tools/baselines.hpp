// The histogram as a user would compute it without the lessons' kernels,
// for the comparison tool (compare/): the plain loop, and the check of
// OpenCV's bins (opencv.cpp) against the golden.
#pragma once

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/verify.hpp"
#include "stages/stage.hpp"

#include <vector>

namespace ocltut {

// The plain loop as the comparison times it: the golden itself, which is
// already the loop a C++ programmer would write (one increment per pixel,
// single-threaded), so there is nothing to check it against but itself.
std::vector<BaselineCall> histogram_plain_loop(const Image& gray);

// 256 bins as floats (cv::calcHist's), each equal to the golden's count
// exactly. A plain array, so that the check can be tested without OpenCV.
Verification check_histogram_bins(const Image& gray, const float* bins);

}  // namespace ocltut

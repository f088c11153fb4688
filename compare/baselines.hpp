// The baselines each stage is compared with, on the same inputs and in the
// same run: what a user would write or call instead of OpenCL. A plain C++
// loop, single-threaded and single-pass, and (baselines_opencv.hpp) OpenCV.
// Each is checked against the golden before its time counts, and timed on
// the host's clock: the median of at least 5 runs after a warm-up run.
#pragma once

#include "measure.hpp"

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/verify.hpp"
#include "reference/golden.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace ocltut::compare {

// How a baseline is timed: unlike a kernel, which is timed exactly
// --iterations times, `call` runs once untimed, then is timed on the host's
// clock at least `min_baseline_runs` times, and up to `max_runs` times
// (--iterations) while the runs so far take less than `baseline_budget_ms`
// in all: a single-threaded loop over a large picture takes a while, and
// --iterations 100 of them would make compare a wait.
inline constexpr int min_baseline_runs = 5;
inline constexpr double baseline_budget_ms = 1000;
TimingStats time_baseline(const std::function<void()>& call, int max_runs);

// The plain loops. Unlike the goldens, which clamp every coordinate to stay
// obviously correct, they read neighbours straight from the rows and handle
// the border apart, as a C++ programmer would write them. They write into
// outputs of the input's size, allocated by the caller (the time is the
// computation's, not the allocation's), and give the goldens' bytes.
//   Sobel: lessons 01 and 02's definition, border pixels 0.
void sobel_loop(const Image& gray, SobelGradients& out);
//   sharpen: lessons 04 and 05's, replicated border, alpha copied.
void sharpen_loop(const Image& rgba, Image& out);
// (The histogram's golden is already the plain loop, one increment per
// pixel: the histogram row times histogram_golden itself.)

// The rows of the plain loops at one size: each checked against its golden,
// then timed. `iterations` caps the timed runs.
std::vector<Row> measure_plain_loops(const Image& gray, const Image& rgba, const Size& size, int iterations);

// The checks of a baseline that computes differently from the lessons,
// against the goldens, on what both compute. OpenCV's rows use them; they
// take plain arrays so that they can be tested without OpenCV.
//
// Sobel: derivatives as OpenCV's 3x3 Sobel gives them with replicated
// borders, 16-bit, dx = right minus left, dy = bottom row minus top row
// (the lessons' dy is top minus bottom: its sign is the other way). After
// >> 3 they must equal the golden with replicated borders everywhere, which
// is lessons 01 and 02's golden inside the border. Rows are `stride`
// values apart.
std::vector<Verification> check_sobel_derivatives(const Image& gray, const std::int16_t* dx, const std::int16_t* dy,
                                                  std::size_t stride);
// Histogram: 256 bins as floats (cv::calcHist's), each equal to the
// golden's count exactly.
Verification check_histogram_bins(const Image& gray, const float* bins);
// Sharpen: an RGBA picture whose rows are `stride` bytes apart; red, green
// and blue must equal the golden's. Alpha is not compared: a filter over
// all four channels sharpens alpha too, where the lessons copy it.
Verification check_sharpen_colours(const Image& rgba, const std::uint8_t* sharpened, std::size_t stride);

// The failure text of checks that did not pass ("" when all did), as the
// rows' "failure" shows it: "dX: 3 values differ; ".
std::string failures_of(const std::vector<Verification>& verifications);

}  // namespace ocltut::compare

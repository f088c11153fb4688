// Lesson 04's host runner: builds the lesson's program and runs its two
// kernels, the scalar one and the uchar4 one, on the same buffers. The
// lesson's executable and the tests both call it.
#pragma once

#include "common/sharpen_app.hpp"

namespace ocltut {

// The kernels of sharpen_naive.cl, in the order they run and are reported.
inline constexpr const char* sharpen_naive_kernels[] = {"sharpen_scalar", "sharpen_uchar4"};

SharpenRun run_sharpen_naive(const Runtime& runtime, const Image& rgba, const RunConfig& config);

// The lesson as its executable and the comparison tool run it.
SharpenStage sharpen_naive_stage();

}  // namespace ocltut

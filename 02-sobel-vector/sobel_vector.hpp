// Lesson 02's host runner: the vector Sobel kernel run once for verification
// and then repeatedly for timing (run_sobel_kernel does the steps lesson 01
// shares). The lesson's executable and the tests both call it.
#pragma once

#include "common/sobel_app.hpp"

namespace ocltut {

// Output pixels per work-item: the 16 lanes of the kernel's uchar16/short16.
inline constexpr int sobel_vector_run = 16;

// Work-items per row: enough runs of 16 to cover the interior columns
// 1 .. width - 2, and at least one so that narrow rows get their border
// zeros. The kernel's runs_per_row() computes the same.
int sobel_vector_runs_per_row(int width);

// The work-group size lesson 02 asks for unless --local-size says otherwise:
// 16 work-items across (16 runs, 256 consecutive bytes of a row, which is
// already two full 128-byte cache lines on a GPU, and a group that still
// fits images a few hundred pixels wide) by 16 rows (256 work-items, a size
// every current GPU runs well; rows above and below are shared in cache
// by the group's neighbouring rows).
inline constexpr LocalSize sobel_vector_local_size{16, 16};

// Reads the image once and writes dX and dY: 3 bytes per pixel at the least,
// the same model as lesson 01 (the overlapping vector loads come from cache).
WorkModel sobel_vector_work(const Image& gray);

SobelRun run_sobel_vector(const Runtime& runtime, const Image& gray, const RunConfig& config);

}  // namespace ocltut

// Lesson 02's host runner: the vector Sobel kernel run once for verification
// and then repeatedly for timing (run_sobel_kernel does the steps lesson 01
// shares). The lesson's executable and the tests both call it.
#pragma once

#include "common/sobel_app.hpp"

namespace ocltut {

// Output pixels per work-item: the 16 lanes of the kernel's uchar16/short16.
inline constexpr int sobel_vector_run = 16;

// Whole runs of 16 in a row's interior columns 1 .. width - 2 (the
// same as sobel_vector.cl's whole_runs()): lesson 02 and its going-further
// kernel both count their work in them.
int sobel_vector_whole_runs(int width);

// Work-items per row: the interior columns 1 .. width - 2 make whole runs
// of 16 (one work-item each, vectors) and a tail of 0 to 15 pixels (one
// work-item each, scalar); at least one, so that a row 1 or 2 pixels wide
// still gets its border zeros. The kernel's items_per_row() computes the same.
int sobel_vector_items_per_row(int width);

// The work-group size lesson 02 asks for unless --local-size says otherwise:
// lesson 01's 32x8, for the same reasons. 32 work-items across cover 32 runs,
// 512 consecutive bytes of a row, so on a GPU each warp of 32 reads one
// stretch of one row; on PoCL, which runs a group's work-items one after
// another on one core, wide groups walk along rows, and the narrow shapes
// measured 1.5 and 2.6 times slower (16x16, 8x32; docs/02-sobel-vector.md).
// 256 work-items in all, a size every current GPU runs well.
inline constexpr LocalSize sobel_vector_local_size{32, 8};

// Reads the image once and writes dX and dY: 3 bytes per pixel at the least,
// the same model as lesson 01 (the overlapping vector loads come from cache).
WorkModel sobel_vector_work(const Image& gray);

SobelRun run_sobel_vector(const Runtime& runtime, const Image& gray, const RunConfig& config);

// The lesson as its executable and the comparison tool run it.
SobelStage sobel_vector_stage();

}  // namespace ocltut

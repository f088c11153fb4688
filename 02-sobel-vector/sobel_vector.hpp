// Lesson 02's host code: lesson 01's steps (buffers, arguments, NDRange,
// one launch, reading back) with the vector kernel, whose NDRange counts
// runs of 16 pixels instead of pixels. main() calls it for the lesson's
// kernel and for the going-further ones (sobel_rows.hpp, sobel_packed.hpp),
// and so do the tests and the comparison tool (tools/stages.cpp).
#pragma once

#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/memory_path.hpp"
#include "common/tutorial/ndrange.hpp"
#include "reference/golden.hpp"

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

// [sobel_vector_shape]
// How a kernel of this lesson covers the picture: the lesson's kernel and
// the going-further ones differ only in this.
struct SobelVectorShape {
    const char* kernel_name;    // the __kernel function: "sobel_vector", "sobel_rows" or "sobel_packed"
    int items_per_row;          // work-items across one row
    LocalSize preferred_local;  // the work-group size unless --local-size says otherwise
    int rows_per_item = 1;      // rows one work-item makes (sobel_packed: ROWS)
};
// [sobel_vector_shape]

// The lesson's kernel: sobel_vector, sobel_vector_items_per_row() work-items
// a row, in groups of 32x8.
SobelVectorShape sobel_vector_shape(int width);

// What the host code hands back: dX and dY as the device wrote them in the
// verified launch, the kernel as it stands, for the timing loop, and its
// buffers by name, for timing the whole job (common/tutorial/transfer.hpp).
struct SobelVectorRun {
    SobelGradients gradients;
    KernelLaunch launch;
    cl::Buffer input;  // the luminance, written by the host
    cl::Buffer dx;     // read back by the host
    cl::Buffer dy;
};

// Runs the kernel `shape` names, of `program`, once on `gray`, in
// work-groups of `requested_local` ({0, 0}: the shape's preferred size),
// onto outputs filled with poison_byte, moving the luminance in and dX and
// dY out on the `memory` path (--memory).
SobelVectorRun run_sobel_vector(const Runtime& runtime, const cl::Program& program, const Image& gray,
                                const SobelVectorShape& shape, const LocalSize& requested_local,
                                MemoryPath memory = MemoryPath::copy);

}  // namespace ocltut

// Lesson 04's host code: the OpenCL calls that run the scalar and the uchar4
// sharpening kernels, each once, on the same buffers, and read each one's
// picture back. main() calls it, and so do the tests and the comparison
// tool (tools/stages.cpp).
#pragma once

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/memory_path.hpp"
#include "common/tutorial/ndrange.hpp"

#include <vector>

namespace ocltut {

// The kernels of sharpen_naive.cl, in the order they run and are reported.
inline constexpr const char* sharpen_naive_kernels[] = {"sharpen_scalar", "sharpen_uchar4"};

// The work-group size unless --local-size says otherwise: 16 x 16 = 256
// work-items, 16 pixels (64 bytes) of a row side by side, as in the
// Ljubljana course this lesson follows. Shrunk to what each kernel allows.
// The lesson's exercises (exercises.cpp) launch theirs the same way.
inline constexpr LocalSize sharpen_naive_local_size{16, 16};

// One kernel's picture, as read back after its verified launch, the kernel
// as it stands, for the timing loop, and its buffers by name, for timing
// the whole job (common/tutorial/transfer.hpp).
struct SharpenKernelRun {
    Image output;
    KernelLaunch launch;
    cl::Buffer input;          // the picture, written by the host
    cl::Buffer output_buffer;  // the sharpened picture, read back by the host
};

// Runs each kernel of sharpen_naive_kernels, from `program`, once on `rgba`
// (4 channels), in work-groups of `requested_local` ({0, 0}: 16x16), each
// onto a freshly poisoned output. One result per kernel, in that order. The
// picture goes in and each result comes out on the `memory` path (--memory).
std::vector<SharpenKernelRun> run_sharpen_naive(const Runtime& runtime, const cl::Program& program, const Image& rgba,
                                                const LocalSize& requested_local, MemoryPath memory = MemoryPath::copy);

}  // namespace ocltut

// Lesson 01's host code: the OpenCL calls that run the scalar Sobel kernel
// once, from creating the buffers to reading dX and dY back. main() calls
// it, and so do the tests and the comparison tool (tools/stages.cpp).
#pragma once

#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/memory_path.hpp"
#include "common/tutorial/ndrange.hpp"
#include "reference/golden.hpp"

namespace ocltut {

// The work-group size lesson 01 asks for unless --local-size says otherwise:
// 32 wide so a row of work-items reads 32 consecutive bytes, 8 tall to make
// 256 work-items, a size every current GPU runs well. A preference: it
// shrinks to what the compiled kernel allows on the device.
inline constexpr LocalSize sobel_scalar_local_size{32, 8};

// Reads the image once and writes dX and dY: 3 bytes per pixel at the least.
WorkModel sobel_scalar_work(const Image& gray);

// What the host code hands back: dX and dY as the device wrote them in the
// verified launch, the kernel as it stands, to be launched again for
// timing, and its buffers by name, for timing the whole job
// (time_end_to_end, common/tutorial/transfer.hpp).
struct SobelScalarRun {
    SobelGradients gradients;
    KernelLaunch launch;
    cl::Buffer input;  // the luminance, written by the host
    cl::Buffer dx;     // read back by the host
    cl::Buffer dy;
};

// Runs the kernel sobel_scalar of `program` once on `gray`, one work-item
// per pixel, in work-groups of `requested_local` ({0, 0}: the lesson's own
// size), onto outputs filled with poison_byte, moving the data on the copy
// path. `memory` only places the buffers for timing the whole job on that
// path afterwards (--memory; docs/memory-paths.md).
SobelScalarRun run_sobel_scalar(const Runtime& runtime, const cl::Program& program, const Image& gray,
                                const LocalSize& requested_local, MemoryPath memory = MemoryPath::copy);

}  // namespace ocltut

// Lesson 05's host code: lesson 04's steps (buffers, arguments, NDRange,
// one launch, reading back) with the tile kernel, whose work-group size is
// the tile size the program was built for. main() calls it for the lesson's
// kernel and for the going-further ones (sharpen_fast.hpp), and so do the
// tests and the comparison tool (tools/stages.cpp).
#pragma once

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/memory_path.hpp"
#include "common/tutorial/ndrange.hpp"
#include "common/tutorial/run_config.hpp"

#include <cstddef>
#include <string>

namespace ocltut {

// The tile, and the work-group, unless --local-size says otherwise: 16 x 16
// work-items, as in the Ljubljana course this lesson follows.
inline constexpr LocalSize sharpen_local_size{16, 16};

// Local memory the tile of a `tile` work-group needs: a one-pixel halo on
// every side, 4 bytes per pixel.
std::size_t sharpen_tile_bytes(const LocalSize& tile);

// The -D options that compile sharpen_local.cl for this tile size.
std::string sharpen_tile_build_options(const LocalSize& tile);

// The tile of config.local_size, or else 16 x 16 shrunk until it fits the
// device's local memory and the work-group the compiled kernel allows
// (CL_KERNEL_WORK_GROUP_SIZE, so config.kernel_file is built to ask). A
// --local-size whose tile does not fit the local memory is a UserError:
// one clear line, not a compiler or launch failure.
LocalSize sharpen_tile(const Runtime& runtime, const RunConfig& config);

// How a kernel of this lesson covers the picture: the tile kernel and the
// going-further ones differ only in this.
struct SharpenShape {
    const char* kernel_name;    // the __kernel function
    LocalSize block;            // pixels one work-item makes, across x down
    LocalSize preferred_local;  // the work-group size unless one is requested
    LocalSize requested_local;  // checked against the kernel, never shrunk; {0, 0}: none
};

// The tile kernel: a pixel per work-item, in groups of exactly the tile.
SharpenShape sharpen_tile_shape(const LocalSize& tile);

// One kernel's picture, as read back after its verified launch, the kernel
// as it stands, for the timing loop, and its buffers by name, for timing
// the whole job (common/tutorial/transfer.hpp).
struct SharpenLocalRun {
    Image output;
    KernelLaunch launch;
    cl::Buffer input;          // the picture, written by the host
    cl::Buffer output_buffer;  // the sharpened picture, read back by the host
};

// Runs the kernel `shape` names, of `program`, once on `rgba` (4 channels)
// onto a poisoned output, and reads the picture back; the picture goes in
// and comes out on the `memory` path (--memory).
SharpenLocalRun run_sharpen_local(const Runtime& runtime, const cl::Program& program, const Image& rgba,
                                  const SharpenShape& shape, MemoryPath memory = MemoryPath::copy);

}  // namespace ocltut

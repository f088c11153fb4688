// What lesson 05's new problems share (docs/exercises-05.md): their idea, a
// work-group's tile in local memory loaded together, a barrier, then the
// work from the tile, and so the kernel under check built for a tile the
// device and the compiled kernel accept. Each exercise's folder (blur5/,
// transpose/) holds its run, which runs it once onto a poisoned output and
// verifies the picture against the exercise's golden, its starter and its
// golden.
#pragma once

#include "sharpen_local.hpp"

#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

namespace ocltut {

// Both kernels take the lesson's parameters: RGBA in and out, a uchar4 per
// pixel, and the input's size.
inline const std::vector<std::string> rgba_parameters = {"global const uchar4* in", "global uchar4* out", "int width",
                                                         "int height"};

// How a kernel whose tile is sized when it is compiled is built for a group
// of `local` work-items, and what shapes of group it takes.
struct TileBuild {
    std::function<std::string(const LocalSize& local)> options;      // the -D options
    std::function<std::size_t(const LocalSize& local)> local_bytes;  // the tile's local memory
    std::function<LocalSize(const LocalSize& allowed)> shape;        // the largest group it takes within `allowed`
};

// A kernel built for its tile, and the work-group that tile is.
struct TiledKernel {
    cl::Kernel kernel;
    LocalSize tile;
};

// The kernel `name` of the file under check, built for the lesson's 16 x 16
// tile shrunk until it fits: first the device's local memory, then the
// work-items a group of this compiled kernel may have, which only a built
// kernel tells (CL_KERNEL_WORK_GROUP_SIZE; rusticl's llvmpipe allows 32).
// So it is built, asked (choose_local_size) and built again for the group
// it allows, as lesson 05's sharpen_tile does; the builds are cached.
inline TiledKernel build_tiled_kernel(const Runtime& runtime, const RunConfig& config, const std::string& name,
                                      const TileBuild& build)
{
    const cl_ulong available = runtime.device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>();
    LocalSize tile = build.shape(sharpen_local_size);
    while (build.local_bytes(tile) > available && tile[0] * tile[1] > 1)
        tile = build.shape({std::max<std::size_t>(tile[0] / 2, 1), std::max<std::size_t>(tile[1] / 2, 1)});
    for (;;) {
        const cl::Program program =
            build_program(runtime.context, runtime.device, config.kernel_file, build.options(tile));
        cl::Kernel kernel = make_kernel(program, name, rgba_parameters);
        const cl::NDRange fits = choose_local_size(kernel, runtime.device, {0, 0}, tile);
        const LocalSize allowed = build.shape({fits[0], fits[1]});
        if (allowed == tile) return {kernel, tile};
        tile = allowed;
    }
}

}  // namespace ocltut

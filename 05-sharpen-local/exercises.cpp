// Lesson 05's exercises that apply its idea, a work-group's tile in local
// memory loaded together, a barrier, then the work from the tile, to
// problems no page solves (docs/exercises-05.md): a 5x5 binomial blur from
// a tile with a two-pixel halo, 05-blur5, and a transpose whose reads and
// writes both go a row at a time, 05-transpose. Each run is the exercise's
// host code, the lesson's steps for one kernel: it builds the kernel under
// check for a tile the device and the compiled kernel accept, runs it once
// onto a poisoned output and verifies the picture against the exercise's
// golden (reference/).
#include "sharpen_local.hpp"

#include "common/kernel_checks.hpp"
#include "common/program.hpp"
#include "reference/blur5.hpp"
#include "reference/transpose.hpp"
#include "stages/exercise.hpp"

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

namespace ocltut {

namespace {

// Both kernels take the lesson's parameters: RGBA in and out, a uchar4 per
// pixel, and the input's size.
const std::vector<std::string> rgba_parameters = {"global const uchar4* in", "global uchar4* out", "int width",
                                                  "int height"};

// How a kernel whose tile is sized when it is compiled is built for a group
// of `local` work-items, and what shapes of group it takes.
struct TileBuild {
    std::function<std::string(const LocalSize& local)> options;       // the -D options
    std::function<std::size_t(const LocalSize& local)> local_bytes;   // the tile's local memory
    std::function<LocalSize(const LocalSize& allowed)> shape;         // the largest group it takes within `allowed`
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
TiledKernel build_tiled_kernel(const Runtime& runtime, const RunConfig& config, const std::string& name,
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

// 05-blur5: a TILE_W x TILE_H group and its tile with a halo of 2 all round,
// a uchar4 per cell.
TileBuild blur5_tile_build()
{
    TileBuild build;
    build.options = [](const LocalSize& local) {
        return "-D TILE_W=" + std::to_string(local[0]) + " -D TILE_H=" + std::to_string(local[1]);
    };
    build.local_bytes = [](const LocalSize& local) { return (local[0] + 4) * (local[1] + 4) * 4; };
    build.shape = [](const LocalSize& allowed) { return allowed; };
    return build;
}

// 05-transpose: a square TILE x TILE group, its tile one column wider (the
// padding), a uchar4 per cell.
TileBuild transpose_tile_build()
{
    TileBuild build;
    build.options = [](const LocalSize& local) { return "-D TILE=" + std::to_string(local[0]); };
    build.local_bytes = [](const LocalSize& local) { return local[0] * (local[0] + 1) * 4; };
    build.shape = [](const LocalSize& allowed) {
        const std::size_t side = std::min(allowed[0], allowed[1]);
        return LocalSize{side, side};
    };
    return build;
}

std::vector<Verification> run_blur5(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    // The exercises' host code (run_picture_kernel), in groups of exactly
    // the tile: one work-item per input pixel.
    TiledKernel blur = build_tiled_kernel(runtime, config, "blur5_tile", blur5_tile_build());
    const Image blurred = run_picture_kernel(runtime, blur.kernel, rgba, rgba.width, blur.tile, blur.tile);
    return {verify_blur5("blur5_tile RGBA", blur5_golden(rgba), blurred)};
}

std::vector<Verification> run_transpose(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    TiledKernel transpose = build_tiled_kernel(runtime, config, "transpose_tile", transpose_tile_build());
    const Image written = run_picture_kernel(runtime, transpose.kernel, rgba, rgba.width, transpose.tile, transpose.tile);
    // The same bytes, read as the output they are: height x width pixels.
    Image transposed = make_image(rgba.height, rgba.width, 4);
    transposed.pixels = written.pixels;
    return {verify_transpose("transpose_tile RGBA", transpose_golden(rgba), transposed)};
}

}  // namespace

std::vector<Exercise> exercises_05_sharpen_local()
{
    std::vector<Exercise> exercises = {
        new_problem("05-sharpen-local", "05-blur5", "a 5x5 binomial blur from a tile with a two-pixel halo",
                    "blur5_starter.cl", run_blur5),
        new_problem("05-sharpen-local", "05-transpose", "a transpose through a padded tile, coalesced both ways",
                    "transpose_starter.cl", run_transpose)};
    for (Exercise& exercise : exercises) exercise.input_channels = 4;   // both take RGBA
    return exercises;
}

}  // namespace ocltut

// Exercise 05-transpose (docs/exercises-05.md): lesson 05's idea, a work-group's
// tile in local memory loaded together, a barrier, then the work from the
// tile, applied to a transpose whose reads and writes both go a
// row at a time. Its run is the lesson's steps for one kernel: it
// builds the kernel under check for a tile the device and the compiled
// kernel accept (tiles.hpp), runs it once onto a poisoned output
// (run_picture_kernel, stages/exercise.hpp) and verifies the picture
// against the exercise's golden (transpose.hpp).
#include "transpose.hpp"

#include "../tiles.hpp"

#include "stages/exercise.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace ocltut {

namespace {

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

std::vector<Verification> run_transpose(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    TiledKernel transpose = build_tiled_kernel(runtime, config, "transpose_tile", transpose_tile_build());
    const Image written =
        run_picture_kernel(runtime, transpose.kernel, rgba, rgba.width, transpose.tile, transpose.tile);
    // The same bytes, read as the output they are: height x width pixels.
    Image transposed = make_image(rgba.height, rgba.width, 4);
    transposed.pixels = written.pixels;
    return {verify_transpose("transpose_tile RGBA", transpose_golden(rgba), transposed)};
}

}  // namespace

std::vector<Exercise> exercises_05_transpose()
{
    Exercise exercise =
        new_problem("05-sharpen-local", "05-transpose", "a transpose through a padded tile, coalesced both ways",
                    "exercises/transpose/transpose_starter.cl", run_transpose);
    exercise.input_channels = 4;  // it takes RGBA
    return {exercise};
}

}  // namespace ocltut

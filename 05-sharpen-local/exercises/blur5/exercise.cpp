// Exercise 05-blur5 (docs/exercises-05.md): lesson 05's idea, a work-group's
// tile in local memory loaded together, a barrier, then the work from the
// tile, applied to a 5x5 binomial blur from a tile with a
// two-pixel halo. Its run is the lesson's steps for one kernel: it
// builds the kernel under check for a tile the device and the compiled
// kernel accept (tiles.hpp), runs it once onto a poisoned output
// (run_picture_kernel, stages/exercise.hpp) and verifies the picture
// against the exercise's golden (blur5.hpp).
#include "blur5.hpp"

#include "../tiles.hpp"

#include "stages/exercise.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace ocltut {

namespace {

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

std::vector<Verification> run_blur5(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    // The exercises' host code (run_picture_kernel), in groups of exactly
    // the tile: one work-item per input pixel.
    TiledKernel blur = build_tiled_kernel(runtime, config, "blur5_tile", blur5_tile_build());
    const Image blurred = run_picture_kernel(runtime, blur.kernel, rgba, rgba.width, blur.tile, blur.tile);
    return {compare_pictures("blur5_tile RGBA", blur5_golden(rgba), blurred)};
}

}  // namespace

std::vector<Exercise> exercises_05_blur5()
{
    Exercise exercise =
        new_problem("05-sharpen-local", "05-blur5", "a 5x5 binomial blur from a tile with a two-pixel halo",
                    "exercises/blur5/blur5_starter.cl", run_blur5);
    exercise.input_channels = 4;  // it takes RGBA
    return {exercise};
}

}  // namespace ocltut

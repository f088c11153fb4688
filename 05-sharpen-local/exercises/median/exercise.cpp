// Exercise 05-median (docs/exercises-05.md): lesson 05's idea, a work-group's
// tile in local memory loaded together, a barrier, then the work from the
// tile, applied to a 3x3 median filter whose fifth of nine values is
// selected with min and max alone. Its run is the lesson's steps for one
// kernel: it builds the kernel under check for a tile the device and the
// compiled kernel accept (tiles.hpp), runs it once onto a poisoned output
// (run_picture_kernel, stages/exercise.hpp) and verifies the picture
// against the exercise's golden (median.hpp).
#include "median.hpp"

#include "../tiles.hpp"

#include "stages/exercise.hpp"

#include <string>
#include <vector>

namespace ocltut {

namespace {

// 05-median: a TILE_W x TILE_H group and its tile with a halo of 1 all round,
// a uchar4 per cell.
TileBuild median_tile_build()
{
    TileBuild build;
    build.options = [](const LocalSize& local) {
        return "-D TILE_W=" + std::to_string(local[0]) + " -D TILE_H=" + std::to_string(local[1]);
    };
    build.local_bytes = [](const LocalSize& local) { return (local[0] + 2) * (local[1] + 2) * 4; };
    build.shape = [](const LocalSize& allowed) { return allowed; };
    return build;
}

std::vector<Verification> run_median(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    // The exercises' host code (run_picture_kernel), in groups of exactly
    // the tile: one work-item per input pixel.
    TiledKernel median = build_tiled_kernel(runtime, config, "median_tile", median_tile_build());
    const Image filtered = run_picture_kernel(runtime, median.kernel, rgba, rgba.width, median.tile, median.tile);
    return {compare_pictures("median_tile RGBA", median_golden(rgba), filtered)};
}

}  // namespace

std::vector<Exercise> exercises_05_median()
{
    Exercise exercise = new_problem("05-sharpen-local", "05-median",
                                    "a 3x3 median filter from a tile, with a sorting network of min and max",
                                    "exercises/median/median_starter.cl", run_median);
    exercise.input_channels = 4;  // it takes RGBA
    return {exercise};
}

}  // namespace ocltut

// Exercise 05-median (docs/exercises-05.md): lesson 05's idea, a work-group's
// tile in local memory loaded together, a barrier, then the work from the
// tile, applied to a 3x3 median filter whose fifth of nine values is
// selected with min and max alone. Its run is the lesson's steps for one
// kernel: it builds the kernel under check for a tile the device and the
// compiled kernel accept (tiles.hpp), runs it once onto a poisoned output
// (run_picture_kernel, stages/exercise.hpp) and verifies the picture
// against the exercise's golden (median.hpp); then the same for the
// input's top row and left column alone, pictures one pixel thin.
#include "median.hpp"

#include "../tiles.hpp"

#include "stages/exercise.hpp"

#include <algorithm>
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

// The `width` x `height` block at the top-left corner of `picture`: its top
// row or its left column alone. In a picture one pixel thin, every cell of
// the halo on two opposite sides is the row (or column) itself, which the
// checker's inputs, at least 5 pixels each way but for the 1x1, never ask.
Image top_left_block(const Image& picture, int width, int height)
{
    Image block = make_image(width, height, picture.channels);
    const std::ptrdiff_t from_pitch = static_cast<std::ptrdiff_t>(picture.width) * picture.channels;
    const std::ptrdiff_t to_pitch = static_cast<std::ptrdiff_t>(width) * picture.channels;
    for (int y = 0; y < height; ++y)
        std::copy_n(picture.pixels.begin() + y * from_pitch, to_pitch, block.pixels.begin() + y * to_pitch);
    return block;
}

// The kernel run on `picture` as the exercises' host code runs it
// (run_picture_kernel), in groups of exactly the tile, one work-item per
// pixel, and verified against the golden.
Verification run_and_verify(const Runtime& runtime, TiledKernel& median, const Image& picture, const std::string& what)
{
    const Image filtered = run_picture_kernel(runtime, median.kernel, picture, picture.width, median.tile, median.tile);
    return verify_median(what, median_golden(picture), filtered);
}

std::vector<Verification> run_median(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    TiledKernel median = build_tiled_kernel(runtime, config, "median_tile", median_tile_build());
    return {run_and_verify(runtime, median, rgba, "median_tile RGBA"),
            run_and_verify(runtime, median, top_left_block(rgba, rgba.width, 1), "its top row"),
            run_and_verify(runtime, median, top_left_block(rgba, 1, rgba.height), "its left column")};
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

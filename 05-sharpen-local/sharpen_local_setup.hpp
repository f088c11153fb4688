// Lesson 05's step 4 for each of its kernels: the program built for the
// tile's size or for the going-further kernel's knobs, and how that kernel
// covers the picture. main() calls it, and so do the stages (the comparison
// tool, the exercise checker, the knob sweep) and the tests, so that all of
// them run the kernel as the lesson does.
#pragma once

#include "sharpen_fast.hpp"
#include "sharpen_local.hpp"

#include "common/tutorial/image_io.hpp"
#include "going-further/going_further.hpp"

#include <filesystem>

namespace ocltut {

// The kernels of lesson 05: the tile kernel of sharpen_local.cl, or the
// going-further ones of sharpen_fast.cl (--variant fast).
enum class SharpenVariant { tile, fast };

// What run_sharpen_local needs besides the picture.
struct SharpenSetup {
    cl::Program program;  // config.kernel_file, built for the tile or for the knobs
    SharpenShape shape;   // the kernel, the pixels a work-item makes, the group size
    Tuning knobs;         // the going-further knob chosen, as --tune sets it: ROWS or ACROSS ({} for the tile)
};

// tile: the tile of sharpen_tile() (--local-size, or 16 x 16 shrunk to what
// the device allows) and the program built for it (-D TILE_W, TILE_H).
// fast: the knobs of fast_sharpen_knobs() for the device and `rgba`'s size,
// and set_up_fast_sharpen. A UserError where those refuse the config.
SharpenSetup set_up_sharpen_local(const Runtime& runtime, const TunedConfig& config, const Image& rgba,
                                  SharpenVariant variant);

// sharpen_fast.cl (`kernel_file`) built for `knobs` as they are, unchecked
// (fast_sharpen_knobs checks them), for a picture `width` pixels wide, in
// groups of `requested_local` when given, else of knobs.local.
SharpenSetup set_up_fast_sharpen(const Runtime& runtime, const std::filesystem::path& kernel_file,
                                 const FastSharpenKnobs& knobs, int width, const LocalSize& requested_local);

}  // namespace ocltut

// Lesson 05's host runner: builds the tile kernel for the work-group size
// (the tile's size is fixed when the kernel is compiled) and runs it. The
// lesson's executable and the tests both call it.
#pragma once

#include "common/sharpen_app.hpp"

#include <cstddef>

namespace ocltut {

// Local memory the tile of a `tile` work-group needs: a one-pixel halo on
// every side, 4 bytes per pixel.
std::size_t sharpen_tile_bytes(const LocalSize& tile);

// The -D options that compile sharpen_local.cl for this tile size.
std::string sharpen_tile_build_options(const LocalSize& tile);

// Runs sharpen_tile with work-groups of config.local_size, or 16 x 16 when
// none is given. UserError when the tile does not fit in the device's local
// memory or the group exceeds its work-group limits.
SharpenRun run_sharpen_local(const Runtime& runtime, const Image& rgba, const RunConfig& config);

// The lesson as its executable and the comparison tool run it.
SharpenStage sharpen_local_stage();

}  // namespace ocltut

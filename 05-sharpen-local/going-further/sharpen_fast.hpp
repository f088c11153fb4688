// Lesson 05, going further: sharpen_fast.cl, whose two kernels make the
// same picture from 16-byte loads in the shape a GPU wants (sharpen_fast: 4
// pixels across, ROWS rows down per work-item, all loaded first) and in the
// one a CPU wants (sharpen_rows: whole rows). Here the host chooses the
// kernel, its knob and the work-group size for the device (--tune ROWS=..,
// --tune ACROSS=.. and --local-size override them); the launch is lesson
// 05's run_sharpen_local with the kernel's shape.
#pragma once

#include "sharpen_local.hpp"

#include "going-further/going_further.hpp"

#include <climits>
#include <string>

namespace ocltut {

// The most rows a work-item of sharpen_fast makes: it holds ROWS + 2 rows in
// registers (sharpen_fast.cl refuses to build with more).
inline constexpr int fast_sharpen_max_rows = 16;

// The longest side of a picture sharpen_fast takes: it counts where a
// work-item starts in ints, so a side must leave room for the groups the
// NDRange adds past it.
inline constexpr int fast_sharpen_max_side = INT_MAX - (1 << 20);

// The kernel of sharpen_fast.cl to run and its shape: sharpen_fast, where a
// work-item makes 4 pixels across and `rows` rows down (a GPU's shape), or
// sharpen_rows, where it makes 4 x `across` pixels along one row (a CPU's).
struct FastSharpenKnobs {
    int rows = 0;     // ROWS, sharpen_fast's rows per work-item
    int across = 0;   // ACROSS, sharpen_rows' groups of 4 pixels per work-item; 0: run sharpen_fast
    LocalSize local;  // work-group size

    const char* kernel_name() const { return across == 0 ? "sharpen_fast" : "sharpen_rows"; }
};

// The defaults for `device` and a picture of `width` x `height` pixels, with
// config.tuning and config.local_size applied: ROWS 1 to the height, ACROSS
// 1 to the groups of 4 pixels in a row (a UserError naming the range
// otherwise). The knob that --tune sets picks the kernel: ROWS
// sharpen_fast, ACROSS sharpen_rows (both: a UserError). Without either, a
// GPU runs sharpen_fast with ROWS 4 (at most the height) in groups of
// 128 x 1 (the H100's best), a CPU sharpen_rows with a work-item per row
// (ACROSS = width / 4, rounded up) alone in its group: PoCL runs a group's
// work-items one after the other, so that group is one plain loop along the
// row, which the CPU's prefetcher follows. A UserError for a knob it does
// not have.
FastSharpenKnobs fast_sharpen_knobs(const cl::Device& device, const TunedConfig& config, int width, int height);

// "-D ROWS=4 -D ACROSS=1 -D ALIGNED_ROWS=1": both kernels' options (the one
// not run gets 1), aligned rows when `width` is a multiple of 4.
std::string fast_sharpen_build_options(const FastSharpenKnobs& knobs, int width);

// How the chosen kernel covers the picture: 4 pixels across and ROWS rows
// down per work-item, or 4 x ACROSS pixels of one row; in groups of
// knobs.local, or of `requested_local` when given.
SharpenShape fast_sharpen_shape(const FastSharpenKnobs& knobs, const LocalSize& requested_local);

// What a typical run builds sharpen_fast.cl with (the build-cost row of the
// comparison): a GPU's default, strips of 4 rows, on aligned rows.
inline constexpr const char* fast_sharpen_typical_build_options = "-D ROWS=4 -D ACROSS=1 -D ALIGNED_ROWS=1";

}  // namespace ocltut

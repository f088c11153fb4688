// Lessons 04 and 05, going further: the host runner of sharpen_fast.cl,
// where each work-item makes 4 pixels across and ROWS rows down from
// 16-byte loads. It chooses ROWS and the work-group size for the device
// (--tune ROWS=.. and --local-size override them).
#pragma once

#include "common/sharpen_app.hpp"

#include <string>

namespace ocltut {

// What a work-item of sharpen_fast makes: 4 pixels across, `rows` rows down.
struct FastSharpenKnobs {
    int rows = 0;        // ROWS
    LocalSize local;     // work-group size
};

// The defaults for `device` and a picture `width` pixels wide, with
// config.tuning and config.local_size applied: ROWS 4 and groups of 64 x 4
// work-items on a GPU (a warp's 32 work-items read 512 consecutive bytes of
// a row); ROWS 4 and groups one row wide (width / 4 work-items, at most
// 1024) on a CPU, where PoCL runs a group as a loop over its work-items:
// each of the strip's rows is then read as one long run, which the CPU's
// prefetcher follows (groups 16 work-items wide made it wait for memory at
// the start of every row). A UserError for a knob it does not have.
FastSharpenKnobs fast_sharpen_knobs(const cl::Device& device, const RunConfig& config, int width);

// "-D ROWS=4 -D ALIGNED_ROWS=1": aligned rows when `width` is a multiple of 4.
std::string fast_sharpen_build_options(int rows, int width);

// Builds sharpen_fast.cl for the picture and the knobs, and runs it.
SharpenRun run_sharpen_fast(const Runtime& runtime, const Image& rgba, const RunConfig& config);

// The going-further stage as lesson 05's --variant fast and the comparison
// tool run it.
SharpenStage sharpen_fast_stage();

}  // namespace ocltut

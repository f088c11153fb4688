// Lesson 02, going further: sobel_rows.cl, where each work-item makes RUNS
// runs of 16 pixels along a row. Here the host chooses RUNS and the
// work-group size for the device (--tune RUNS=.. and --local-size override
// them); the launch is lesson 02's run_sobel_vector with the kernel's shape.
#pragma once

#include "sobel_vector.hpp"

#include "going-further/going_further.hpp"

#include <string>

namespace ocltut {

// What a work-item of sobel_rows makes, and how they are grouped.
struct RowsSobelKnobs {
    int runs = 0;     // RUNS: runs of 16 pixels per work-item
    LocalSize local;  // work-group size
};

// The defaults for `device` and a picture `width` pixels wide, with
// config.tuning and config.local_size applied. CPU: one work-item per row
// (RUNS = the row's whole runs), one per group. GPU: one run per work-item
// in lesson 02's 32 x 8 groups, so a warp reads 512 consecutive bytes. A
// UserError for a knob it does not have, or a RUNS outside 1 .. the row's
// whole runs (at least 1).
RowsSobelKnobs sobel_rows_knobs(const cl::Device& device, const TunedConfig& config, int width);

// Work-items per row of sobel_rows: the interior's whole runs of 16 in
// stretches of `runs`, at least one (the last also makes the leftover pixels
// and the border columns). The kernel computes the same.
int sobel_rows_items_per_row(int width, int runs);

// "-D RUNS=255"
std::string sobel_rows_build_options(int runs);

// How sobel_rows covers the picture with these knobs, for run_sobel_vector.
SobelVectorShape sobel_rows_shape(const RowsSobelKnobs& knobs, int width);

}  // namespace ocltut

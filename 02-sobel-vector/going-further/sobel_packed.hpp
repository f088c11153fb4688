// Lesson 02, going further: sobel_packed.cl, where each work-item makes 16
// pixels in each of ROWS rows, two pixels per 32-bit operation. Here the
// host chooses ROWS, the alignment option and the work-group size (--tune
// ROWS=.. and --local-size override them); the launch is lesson 02's
// run_sobel_vector with the kernel's shape.
#pragma once

#include "sobel_vector.hpp"

#include "going-further/going_further.hpp"

#include <string>

namespace ocltut {

// What a work-item of sobel_packed makes, and how they are grouped.
struct PackedSobelKnobs {
    int rows = 0;     // ROWS: rows per work-item
    LocalSize local;  // work-group size
};

// The defaults, with config.tuning and config.local_size applied: ROWS = 4
// in groups of 32x4, the best of the shapes measured on an H100 (ROWS 2 to
// 8, groups of 32x4 to 256x1, all within 8% of one another; see
// docs/02-going-further.md). A UserError for a knob it does not have, or a
// ROWS outside 1 .. 16 (the rows a work-item holds in registers at once).
PackedSobelKnobs sobel_packed_knobs(const TunedConfig& config);

// "-D ROWS=4 -D ALIGNED_ROWS=1": ALIGNED_ROWS is 1 when the width is a
// multiple of 16, so that every run of 16 pixels starts 16-byte aligned.
std::string sobel_packed_build_options(int rows, int width);

// How sobel_packed covers the picture with these knobs, for run_sobel_vector:
// a work-item per 16 pixels of a row (the last may make fewer), ROWS rows.
SobelVectorShape sobel_packed_shape(const PackedSobelKnobs& knobs, int width);

}  // namespace ocltut

// Lesson 02's step 4 for each of its kernels: the program built for the
// kernel's knobs, and how that kernel covers the picture. main() calls it,
// and so do the stages (the comparison tool, the exercise checker, the knob
// sweep) and the tests, so that all of them run the kernel as the lesson
// does.
#pragma once

#include "sobel_packed.hpp"
#include "sobel_rows.hpp"
#include "sobel_vector.hpp"

#include "going-further/going_further.hpp"

#include <filesystem>

namespace ocltut {

// The kernels of lesson 02: the lesson's sobel_vector, and the going-further
// sobel_rows (--variant fast, a CPU's shape) and sobel_packed (--variant
// packed, a GPU's).
enum class SobelVectorVariant { lesson, rows, packed };

// What run_sobel_vector needs besides the picture and --local-size.
struct SobelVectorSetup {
    cl::Program program;     // config.kernel_file, built for the kernel's knobs
    SobelVectorShape shape;  // the kernel, its work-items per row, its group size
    Tuning knobs;            // the going-further knob chosen, as --tune sets it: RUNS or ROWS ({} for the lesson's)
};

// lesson: the program as it is, and sobel_vector_shape. rows: the knobs of
// sobel_rows_knobs() for the device and `gray`'s width, then
// set_up_sobel_rows. packed: those of sobel_packed_knobs(), built with ROWS
// and the rows' alignment. A UserError where the knobs refuse the config.
SobelVectorSetup set_up_sobel_vector(const Runtime& runtime, const TunedConfig& config, const Image& gray,
                                     SobelVectorVariant variant);

// sobel_rows.cl (`kernel_file`) built for `knobs` as they are, unchecked
// (sobel_rows_knobs checks them), for a picture `width` pixels wide.
SobelVectorSetup set_up_sobel_rows(const Runtime& runtime, const std::filesystem::path& kernel_file,
                                   const RowsSobelKnobs& knobs, int width);

}  // namespace ocltut

#include "sobel_packed.hpp"

#include "going-further/going_further.hpp"

namespace ocltut {

// [packed_sobel_defaults]
PackedSobelKnobs sobel_packed_knobs(const TunedConfig& config)
{
    check_knob_names(config, {"ROWS"}, "sobel_packed");
    // The kernel keeps ROWS + 2 rows' sums in registers (an unrolled
    // array): past 16, a GPU spills them to memory and a compiler takes
    // long to unroll.
    check_knob_range(config, "ROWS", 1, 16, "the rows a work-item holds in registers at once");
    const PackedSobelKnobs defaults{4, {32, 4}};
    return {tuned(config, "ROWS", defaults.rows), config.local_size[0] != 0 ? config.local_size : defaults.local};
}
// [packed_sobel_defaults]

std::string sobel_packed_build_options(int rows, int width)
{
    return "-D ROWS=" + std::to_string(rows) + " -D ALIGNED_ROWS=" + (width % sobel_vector_run == 0 ? "1" : "0");
}

SobelVectorShape sobel_packed_shape(const PackedSobelKnobs& knobs, int width)
{
    const int items_per_row = (width + sobel_vector_run - 1) / sobel_vector_run;
    return {"sobel_packed", items_per_row, knobs.local, knobs.rows};
}

}  // namespace ocltut

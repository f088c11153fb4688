#include "sobel_rows.hpp"

#include "sobel_vector.hpp"

#include "going-further/going_further.hpp"

#include <algorithm>

namespace ocltut {

// [rows_sobel_defaults]
RowsSobelKnobs sobel_rows_knobs(const cl::Device& device, const TunedConfig& config, int width)
{
    check_knob_names(config, {"RUNS"}, "sobel_rows");
    // PoCL runs a group's work-items one after another on one core: a work-
    // item per row, alone in its group, is then a plain loop along the row,
    // and the rows are shared out between the cores group by group.
    const int whole_row = std::max(1, sobel_vector_whole_runs(width));
    const RowsSobelKnobs defaults = device_kind(device) == DeviceKind::cpu ? RowsSobelKnobs{whole_row, {1, 1}}
                                                                           : RowsSobelKnobs{1, sobel_vector_local_size};
    // More runs than a row has would change nothing.
    check_knob_range(config, "RUNS", 1, whole_row,
                     "the whole runs of 16 in a row of this " + std::to_string(width) + "-pixel-wide picture, or 1");
    return {tuned(config, "RUNS", defaults.runs), config.local_size[0] != 0 ? config.local_size : defaults.local};
}
// [rows_sobel_defaults]

int sobel_rows_items_per_row(int width, int runs)
{
    const int whole_runs = sobel_vector_whole_runs(width);
    return std::max(1, whole_runs / runs + (whole_runs % runs != 0));  // rounded up, and no overflow for any runs
}

std::string sobel_rows_build_options(int runs)
{
    return "-D RUNS=" + std::to_string(runs);
}

SobelVectorShape sobel_rows_shape(const RowsSobelKnobs& knobs, int width)
{
    return {"sobel_rows", sobel_rows_items_per_row(width, knobs.runs), knobs.local};
}

}  // namespace ocltut

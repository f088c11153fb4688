#include "sharpen_fast.hpp"

#include "common/opencl/errors.hpp"
#include "common/tutorial/image_io.hpp"
#include "going-further/going_further.hpp"

#include <algorithm>

namespace ocltut {

// [fast_sharpen_defaults]
FastSharpenKnobs fast_sharpen_knobs(const cl::Device& device, const TunedConfig& config, int width, int height)
{
    check_knob_names(config, {"ACROSS", "ROWS"}, "sharpen_fast");
    // sharpen_fast.cl counts where a work-item starts in ints, which the
    // groups past a side of 2^31 - 2^20 pixels could overflow.
    if (width > fast_sharpen_max_side || height > fast_sharpen_max_side)
        throw UserError("sharpen_fast takes pictures of at most " + std::to_string(fast_sharpen_max_side) +
                        " pixels a side; this one is " + width_x_height(width, height));
    const int whole_row = (width + 3) / 4;  // groups of 4 pixels in a row, the last one partial
    // sharpen_fast holds ROWS + 2 rows in registers (an unrolled array):
    // past 16 a GPU spills them, and a compiler takes long to unroll them.
    check_knob_range(config, "ROWS", 1, std::min(height, fast_sharpen_max_rows),
                     height < fast_sharpen_max_rows ? "the picture's height"
                                                    : "the rows a work-item holds in registers at once");
    check_knob_range(config, "ACROSS", 1, whole_row,
                     "groups of 4 pixels in a row of this " + std::to_string(width) + "-pixel-wide picture");
    const bool rows_set = config.tuning.count("ROWS") != 0;
    const bool across_set = config.tuning.count("ACROSS") != 0;
    if (rows_set && across_set)
        throw UserError("--tune: ROWS is a knob of sharpen_fast (strips down), ACROSS of sharpen_rows (runs along "
                        "a row); set one of them");
    // Without either knob a GPU runs sharpen_fast's strips, ROWS=4 in
    // groups of 128 x 1: with its ROWS + 2 rows loaded before any is used,
    // the best setting of compare's sweep on an H100 (its recorded output,
    // docs/results/gpu-lab/h100-sweep.txt, 8192x8192: 0.206 ms, 89% of the
    // copy, 32 x 4 as fast; ROWS=8 0.223 ms, ROWS=2 0.242 ms in groups of
    // 128 x 1). A CPU runs sharpen_rows with a work-item per row (ACROSS =
    // width / 4, rounded up) alone in its group: one plain loop along the
    // row. sharpen_rows on a GPU (--tune ACROSS) gets groups of 32 x 2, a
    // shape the sweep does not try (its best, ACROSS=1 in 128 x 1, took
    // 0.284 ms). A picture of fewer than 4 rows makes one strip.
    const bool cpu = device_kind(device) == DeviceKind::cpu;
    FastSharpenKnobs knobs = rows_set || (!across_set && !cpu)
                                 ? FastSharpenKnobs{std::min(4, height), 0, {128, 1}}
                                 : FastSharpenKnobs{1, whole_row, cpu ? LocalSize{1, 1} : LocalSize{32, 2}};
    knobs.rows = tuned(config, "ROWS", knobs.rows);
    knobs.across = tuned(config, "ACROSS", knobs.across);
    if (config.local_size[0] != 0) knobs.local = config.local_size;
    return knobs;
}
// [fast_sharpen_defaults]

std::string fast_sharpen_build_options(const FastSharpenKnobs& knobs, int width)
{
    return "-D ROWS=" + std::to_string(knobs.rows) + " -D ACROSS=" + std::to_string(std::max(knobs.across, 1)) +
           " -D ALIGNED_ROWS=" + (width % 4 == 0 ? "1" : "0");
}

// [fast_sharpen_shape]
SharpenShape fast_sharpen_shape(const FastSharpenKnobs& knobs, const LocalSize& requested_local)
{
    // The kernel skips the work-items the rounding up adds.
    const LocalSize block = knobs.across == 0 ? LocalSize{4, static_cast<std::size_t>(knobs.rows)}
                                              : LocalSize{4 * static_cast<std::size_t>(knobs.across), 1};
    return {knobs.kernel_name(), block, knobs.local, requested_local};
}
// [fast_sharpen_shape]

}  // namespace ocltut

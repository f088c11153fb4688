// Lesson 05 as the comparison tool and the exercise checker run it: the tile
// kernel, then the going-further kernel as a stage of its own, last of the
// sharpen rows. Both call run_sharpen_local, as main() does.
#include "sharpen_fast.hpp"
#include "sharpen_local.hpp"

#include "common/program.hpp"
#include "common/transfer.hpp"
#include "reference/golden.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"

namespace ocltut {

namespace {

// Runs `shape` from a program built with `build_options`, on config.memory's
// path; verified, then timed: the kernel, and the whole job.
StageResult sharpen_stage_result(const Runtime& runtime, const Image& rgba, const RunConfig& config,
                                 const std::string& build_options, const SharpenShape& shape)
{
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file, build_options);
    const SharpenLocalRun run = run_sharpen_local(runtime, program, rgba, shape, config.memory);
    const KernelReport report = time_kernel(runtime, run.launch, config);
    const Image expected = sharpen_golden(rgba);
    return {{verify_sharpen(report.kernel + " RGBA", expected, run.output)},
            {report},
            time_end_to_end(runtime, config, {{run.input, rgba.pixels}}, {run.launch}, {run.output_buffer})};
}

}  // namespace

std::vector<Stage> stages_05_sharpen_local()
{
    const auto tile = [](const Runtime& runtime, const Image& rgba, const RunConfig& config) {
        const LocalSize size = sharpen_tile(runtime, config);
        return sharpen_stage_result(runtime, rgba, config, sharpen_tile_build_options(size), sharpen_tile_shape(size));
    };
    const auto going_further = [](const Runtime& runtime, const Image& rgba, const RunConfig& config) {
        const FastSharpenKnobs knobs = fast_sharpen_knobs(runtime.device, config, rgba.width, rgba.height);
        return sharpen_stage_result(runtime, rgba, config, fast_sharpen_build_options(knobs, rgba.width),
                                    fast_sharpen_shape(knobs, config.local_size));
    };
    return {{"sharpen", "05-sharpen-local", "05-sharpen-local/sharpen_local.cl",
             "05-sharpen-local/sharpen_local_starter.cl", sharpen_tile_build_options(sharpen_local_size), 4, tile},
            going_further_stage({"sharpen", "05-sharpen-local", "05-sharpen-local/sharpen_fast.cl", "", "", 4,
                                 going_further},
                                fast_sharpen_typical_build_options)};
}

}  // namespace ocltut

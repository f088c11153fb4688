// Lesson 05 as the comparison tool and the exercise checker run it: the tile
// kernel, then the going-further kernel as a stage of its own, last of the
// sharpen rows. Both are set up and run as main() does them:
// set_up_sharpen_local, then run_sharpen_local.
#include "sharpen_local_setup.hpp"

#include "common/transfer.hpp"
#include "reference/golden.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"

namespace ocltut {

namespace {

// Runs `variant` on config.memory's path; verified, then timed: the kernel,
// and the whole job.
StageResult sharpen_stage_result(const Runtime& runtime, const Image& rgba, const RunConfig& config,
                                 SharpenVariant variant)
{
    const SharpenSetup setup = set_up_sharpen_local(runtime, config, rgba, variant);
    const SharpenLocalRun run = run_sharpen_local(runtime, setup.program, rgba, setup.shape, config.memory);
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
        return sharpen_stage_result(runtime, rgba, config, SharpenVariant::tile);
    };
    const auto going_further = [](const Runtime& runtime, const Image& rgba, const RunConfig& config) {
        return sharpen_stage_result(runtime, rgba, config, SharpenVariant::fast);
    };
    return {{"sharpen", "05-sharpen-local", "05-sharpen-local/sharpen_local.cl",
             "05-sharpen-local/sharpen_local_starter.cl", sharpen_tile_build_options(sharpen_local_size), 4, tile},
            going_further_stage({"sharpen", "05-sharpen-local", "05-sharpen-local/sharpen_fast.cl", "", "", 4,
                                 going_further},
                                fast_sharpen_typical_build_options)};
}

}  // namespace ocltut

// Lesson 05 as the comparison tool and the exercise checker run it: the tile
// kernel, then the going-further kernel as a stage of its own, last of the
// sharpen rows. Both are set up and run as main() does them:
// set_up_sharpen_local, then run_sharpen_local. The going-further stage
// also holds the settings of its knobs that the knob sweep tries.
#include "sharpen_local_setup.hpp"

#include "common/tutorial/run_config.hpp"
#include "common/tutorial/transfer.hpp"
#include "going-further/going_further.hpp"
#include "reference/golden.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"

#include <memory>
#include <utility>

namespace ocltut {

namespace {

// Runs `variant` on config.memory's path; verified, then timed: the kernel,
// and the whole job.
StageResult sharpen_stage_result(const Runtime& runtime, const Image& rgba, const RunConfig& config,
                                 SharpenVariant variant)
{
    const SharpenSetup setup = set_up_sharpen_local(runtime, TunedConfig(config), rgba, variant);
    const SharpenLocalRun run = run_sharpen_local(runtime, setup.program, rgba, setup.shape, config.memory);
    const KernelReport report = time_kernel(runtime, run.launch, config);
    const Image expected = sharpen_golden(rgba);
    return {{verify_sharpen(report.kernel + " RGBA", expected, run.output)},
            {report},
            time_end_to_end(runtime, config, {{run.input, rgba.pixels}}, {run.launch}, {run.output_buffer})};
}

// sharpen_fast.cl's settings for the knob sweep: sharpen_fast's ROWS 1 to
// 16 in five group shapes on a GPU, three on a CPU; sharpen_rows' runs of 4
// x ACROSS pixels along a row, in groups of 1 to 16 rows (a CPU's shape),
// or short runs side by side (a GPU's).
std::vector<KnobSetting> fast_settings(const std::string& grid)
{
    std::vector<KnobSetting> settings{{}};  // the device's defaults first
    if (grid == "quick") {
        settings.push_back({{{"ROWS", 3}}, {8, 2}, {}});
        settings.push_back({{{"ACROSS", 5}}, {2, 2}, {}});
        return settings;
    }
    const std::vector<LocalSize> locals = grid == "gpu"
                                              ? std::vector<LocalSize>{{64, 1}, {128, 1}, {256, 1}, {32, 4}, {64, 4}}
                                              : std::vector<LocalSize>{{16, 1}, {256, 1}, {1024, 1}};
    add_knob_grid(settings, "ROWS", {1, 2, 4, 8, 16}, locals);
    const std::vector<LocalSize> row_locals =
        grid == "gpu" ? std::vector<LocalSize>{{64, 1}, {128, 1}} : std::vector<LocalSize>{{1, 1}, {1, 4}, {1, 16}};
    add_knob_grid(settings, "ACROSS", {1, 2, 4, 64, 256, 1024}, row_locals);
    return settings;
}

// A setting of sharpen_fast.cl on `rgba`, set up and run as main() does with
// --variant fast, then timed.
KnobTrial fast_trial(const Image& rgba)
{
    const auto expected = std::make_shared<const Image>(sharpen_golden(rgba));
    return [&rgba, expected](const Runtime& runtime, const KnobSetting&, const TunedConfig& config) {
        const SharpenSetup setup = set_up_sharpen_local(runtime, config, rgba, SharpenVariant::fast);
        const SharpenLocalRun run = run_sharpen_local(runtime, setup.program, rgba, setup.shape);
        const std::string local = local_size_text(run.launch.local);
        const std::string knob = tune_text(setup.knobs);
        return KnobOutcome{"local " + local + " " + setup.shape.kernel_name + " " + knob,
                           "--variant fast --local-size " + local + " --tune " + knob,
                           verify_sharpen("sharpen RGBA", *expected, run.output).passed(),
                           time_kernel(runtime, run.launch, config)};
    };
}

// The lesson's tile kernel, whose starter is the exercise.
Stage sharpen_local_stage(StageRun run)
{
    Stage stage;
    stage.algorithm = "sharpen";
    stage.job = {4, 4};  // RGBA in and out
    stage.lesson = "05-sharpen-local";
    stage.kernel_file = "05-sharpen-local/sharpen_local.cl";
    stage.starter_file = "05-sharpen-local/exercises/sharpen-local/sharpen_local_starter.cl";
    stage.build_options = sharpen_tile_build_options(sharpen_local_size);
    stage.input_channels = 4;
    stage.run = std::move(run);
    return stage;
}

// The going-further kernel: no starter, no exercise.
Stage sharpen_fast_stage(StageRun run)
{
    Stage stage;
    stage.algorithm = "sharpen";
    stage.job = {4, 4};  // RGBA in and out
    stage.lesson = "05-sharpen-local";
    stage.kernel_file = "05-sharpen-local/going-further/sharpen_fast.cl";
    stage.input_channels = 4;
    stage.run = std::move(run);
    return stage;
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
    Stage fast = going_further_stage(sharpen_fast_stage(going_further), fast_sharpen_typical_build_options);
    fast.knob_sweep = KnobSweep{fast_settings, SweepPicture::random, fast_trial};
    return {sharpen_local_stage(tile), fast};
}

}  // namespace ocltut

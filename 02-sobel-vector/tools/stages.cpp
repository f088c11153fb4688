// Lesson 02 as the comparison tool and the exercise checker run it: the
// lesson's kernel, then the two going-further kernels as stages of their
// own, last of lesson 02's rows. Each is set up and run as main() does it
// (set_up_sobel_vector, then run_sobel_vector), on config.memory's path,
// and times the kernel and the whole job. sobel_packed's stage also holds
// the settings of its knobs that the knob sweep tries.
#include "sobel_vector_setup.hpp"

#include "common/tutorial/run_config.hpp"
#include "common/tutorial/transfer.hpp"
#include "going-further/going_further.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"

#include <memory>
#include <string>
#include <utility>

namespace ocltut {

namespace {

// The kernel of `variant` run, verified, then timed: the kernel, and the
// whole job.
StageRun stage_run(SobelVectorVariant variant)
{
    return [variant](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const SobelVectorSetup setup = set_up_sobel_vector(runtime, TunedConfig(config), gray, variant);
        const SobelVectorRun run =
            run_sobel_vector(runtime, setup.program, gray, setup.shape, config.local_size, config.memory);
        return StageResult{verify_sobel(sobel_golden(gray), run.gradients),
                           {time_kernel(runtime, run.launch, config)},
                           time_end_to_end(runtime, config, {{run.input, gray.pixels}}, {run.launch},
                                           {run.dx, run.dy})};
    };
}

// sobel_packed's settings for the knob sweep: ROWS 1 to 16, each in five
// group shapes of 128 or 256 work-items on a GPU, in three of one row on a
// CPU.
std::vector<KnobSetting> packed_settings(const std::string& grid)
{
    std::vector<KnobSetting> settings{{}};  // the device's defaults first
    if (grid == "quick") {
        settings.push_back({{{"ROWS", 3}}, {8, 2}, {}});
        return settings;
    }
    const std::vector<LocalSize> locals = grid == "gpu"
                                              ? std::vector<LocalSize>{{32, 4}, {64, 2}, {128, 1}, {32, 8}, {256, 1}}
                                              : std::vector<LocalSize>{{16, 1}, {64, 1}, {256, 1}};
    add_knob_grid(settings, "ROWS", {1, 2, 4, 8, 16}, locals);
    return settings;
}

// A setting of sobel_packed on `gray`, set up and run as main() does with
// --variant packed, then timed.
KnobTrial packed_trial(const Image& gray)
{
    const auto expected = std::make_shared<const SobelGradients>(sobel_golden(gray));
    return [&gray, expected](const Runtime& runtime, const KnobSetting&, const TunedConfig& config) {
        const SobelVectorSetup setup = set_up_sobel_vector(runtime, config, gray, SobelVectorVariant::packed);
        const SobelVectorRun run = run_sobel_vector(runtime, setup.program, gray, setup.shape, config.local_size);
        const std::string local = local_size_text(run.launch.local);
        const std::string knobs = tune_text(setup.knobs);
        return KnobOutcome{"local " + local + " sobel_packed " + knobs,
                           "--variant packed --local-size " + local + " --tune " + knobs,
                           all_passed(verify_sobel(*expected, run.gradients)),
                           time_kernel(runtime, run.launch, config)};
    };
}

// The lesson's kernel, whose starter is the exercise.
Stage sobel_vector_stage(StageRun run)
{
    Stage stage;
    stage.algorithm = "Sobel";
    stage.job = {1, 2};  // the luminance in; dX and dY out
    stage.lesson = "02-sobel-vector";
    stage.kernel_file = "02-sobel-vector/sobel_vector.cl";
    stage.starter_file = "02-sobel-vector/exercises/sobel-vector/sobel_vector_starter.cl";
    stage.run = std::move(run);
    return stage;
}

// A going-further kernel of the lesson: no starter, no exercise.
Stage going_further_sobel_stage(const std::string& kernel_file, StageRun run)
{
    Stage stage;
    stage.algorithm = "Sobel";
    stage.job = {1, 2};  // the luminance in; dX and dY out
    stage.lesson = "02-sobel-vector";
    stage.kernel_file = kernel_file;
    stage.run = std::move(run);
    return stage;
}

}  // namespace

std::vector<Stage> stages_02_sobel_vector()
{
    // sobel_packed's ROWS is swept; sobel_rows' RUNS is left to --tune.
    Stage packed = going_further_stage(going_further_sobel_stage("02-sobel-vector/going-further/sobel_packed.cl",
                                                                 stage_run(SobelVectorVariant::packed)),
                                       sobel_packed_build_options(4, 4096));
    packed.knob_sweep = KnobSweep{packed_settings, SweepPicture::random, packed_trial};
    return {sobel_vector_stage(stage_run(SobelVectorVariant::lesson)),
            going_further_stage(going_further_sobel_stage("02-sobel-vector/going-further/sobel_rows.cl",
                                                          stage_run(SobelVectorVariant::rows)),
                                sobel_rows_build_options(255)),
            packed};
}

}  // namespace ocltut

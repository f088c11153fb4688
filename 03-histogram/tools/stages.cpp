// Lesson 03 as the comparison tool and the exercise checker run it: each
// variant is a stage of the histogram algorithm, in the device's preferred
// access order, and the going-further kernel is one more, last. Each calls
// the same host code as main(), on config.memory's path. The going-further
// stage also holds the settings of its knobs that the knob sweep tries.
#include "baselines.hpp"
#include "histogram.hpp"
#include "histogram_fast.hpp"

#include "common/tutorial/run_config.hpp"
#include "common/tutorial/transfer.hpp"
#include "going-further/going_further.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"

#include <map>
#include <memory>

namespace ocltut {

namespace {

using VariantRunner = HistogramRun (*)(const Runtime&, const Image&, const RunConfig&, AccessOrder);

// A lesson variant verified, then its two kernels timed; counting and merging
// make one histogram, so the stage's one row holds both kernels' time. Then
// the whole job: the pixels written, both kernels, the histogram read back.
StageResult histogram_result(const Runtime& runtime, const Image& gray, const RunConfig& config,
                             const HistogramRun& run, const std::string& row_name)
{
    const KernelLaunch& merge = run.merge.value();  // both lesson variants merge
    const std::vector<KernelReport> reports = {time_kernel(runtime, run.count, config),
                                               time_kernel(runtime, merge, config)};
    return {{verify_histogram(run.variant, histogram_golden(gray), run.bins)},
            {combined_report(row_name, reports)},
            time_end_to_end(runtime, config, {{run.input, gray.pixels}}, {run.count, merge}, {run.histogram})};
}

Stage lesson_variant(VariantRunner run_variant)
{
    const auto variant_run = [run_variant](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const HistogramRun run = run_variant(runtime, gray, config, lesson_order);
        return histogram_result(runtime, gray, config, run,
                                run.count.kernel.getInfo<CL_KERNEL_FUNCTION_NAME>() + " + merge");
    };
    Stage stage;
    stage.algorithm = "histogram";
    stage.job = {1, 0, 256 * 4};  // the luminance in; 256 bins of 4 bytes out
    stage.lesson = "03-histogram";
    stage.kernel_file = "03-histogram/histogram.cl";
    // The lesson's two variants are its exercise: the checker runs them on the starter.
    stage.starter_file = "03-histogram/exercises/histogram/histogram_starter.cl";
    stage.build_options = "-D COUNTER=uint";
    stage.run = variant_run;
    return stage;
}

// The going-further variant is one kernel, histogram_once: its row is that
// kernel alone, and the whole job launches it alone.
StageResult fast_result(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    const HistogramRun run = run_histogram_fast(runtime, gray, TunedConfig(config), std::nullopt);
    return {{verify_histogram(run.variant, histogram_golden(gray), run.bins)},
            {time_kernel(runtime, run.count, config, "histogram_once (going further)")},
            time_end_to_end(runtime, config, {{run.input, gray.pixels}}, {run.count}, {run.histogram})};
}

// histogram_once's settings for the knob sweep. GPU: groups of 256 or 512
// work-items, 2, 3, 4 or 8 per compute unit, each with 8, 16 or 32 copies
// and 2 or 4 loads ahead, strided, then with one copy, then with 32 copies
// taken contiguously. CPU: groups of 1, 2 or 4 work-items, each spreading
// over 1, 2 or 4 copies of its own, contiguous.
std::vector<KnobSetting> fast_settings(const std::string& grid)
{
    std::vector<KnobSetting> settings{{}};  // the device's defaults first
    const auto with_order = [](AccessOrder order) {
        return std::map<std::string, std::string>{{"--order", order_name(order)}};
    };
    if (grid == "quick") {
        settings.push_back({{{"COPIES", 2}, {"LOADS", 3}, {"SPREAD", 2}}, {4, 1}, with_order(AccessOrder::contiguous)});
        return settings;
    }
    const auto gpu_setting = [&](std::size_t items, int copies, int loads, int groups_per_unit, AccessOrder order) {
        return KnobSetting{{{"COPIES", copies}, {"GROUPS_PER_UNIT", groups_per_unit}, {"LOADS", loads}, {"SPREAD", 1}},
                           {items, 1},
                           with_order(order)};
    };
    if (grid == "gpu") {
        for (const std::size_t items : {256, 512})
            for (const int groups_per_unit : {2, 3, 4, 8}) {
                for (const int copies : {8, 16, 32})
                    for (const int loads : {2, 4})
                        settings.push_back(gpu_setting(items, copies, loads, groups_per_unit, AccessOrder::strided));
                settings.push_back(gpu_setting(items, 1, 2, groups_per_unit, AccessOrder::strided));
                settings.push_back(gpu_setting(items, 32, 2, groups_per_unit, AccessOrder::contiguous));
            }
        return settings;
    }
    // PoCL hands a core whole runs of groups: too few groups, and one core
    // does all the work.
    for (const std::size_t items : {1, 2, 4})
        for (const int spread : {1, 2, 4})
            for (const int groups_per_unit : {8, 32, 128})
                settings.push_back({{{"COPIES", static_cast<int>(items) * spread},
                                     {"GROUPS_PER_UNIT", groups_per_unit},
                                     {"LOADS", 1},
                                     {"SPREAD", spread}},
                                    {items, 1},
                                    with_order(AccessOrder::contiguous)});
    return settings;
}

// A setting of histogram_once on `gray`, run as main() runs --variant fast
// (--order from the setting's options), then timed. The knobs shown are
// those the kernel ran with, from its plan.
KnobTrial fast_trial(const Image& gray)
{
    const auto expected = std::make_shared<const Histogram>(histogram_golden(gray));
    return [&gray, expected](const Runtime& runtime, const KnobSetting& setting, const TunedConfig& config) {
        const auto order = setting.options.find("--order");
        const HistogramRun run =
            run_histogram_fast(runtime, gray, config,
                               order == setting.options.end() ? std::nullopt : order_named(order->second));
        const HistogramPlan& plan = run.plan;
        const std::string knobs = tune_text({{"COPIES", static_cast<int>(plan.copies)},
                                             {"GROUPS_PER_UNIT", static_cast<int>(plan.groups_per_unit)},
                                             {"LOADS", static_cast<int>(plan.loads)},
                                             {"SPREAD", static_cast<int>(plan.spread)}});
        const std::string local = local_size_text(run.count.local);
        return KnobOutcome{
            "local " + local + " " + knobs + " " + order_name(plan.order) + " (" + std::to_string(plan.groups) +
                " groups)",
            "--variant fast --local-size " + local + " --tune " + knobs + " --order " + order_name(plan.order),
            verify_histogram("fast", *expected, run.bins).passed(), time_kernel(runtime, run.count, config)};
    };
}

Stage fast_stage()
{
    Stage stage;
    stage.algorithm = "histogram";
    stage.job = {1, 0, 256 * 4};  // the luminance in; 256 bins of 4 bytes out
    stage.lesson = "03-histogram";
    stage.kernel_file = "03-histogram/going-further/histogram_fast.cl";
    stage.build_options = fast_histogram_typical_build_options;
    stage.run = fast_result;
    // A constant picture is the atomics' worst case: every pixel adds to one bin.
    stage.knob_sweep = KnobSweep{fast_settings, SweepPicture::constant, fast_trial};
    return stage;
}

}  // namespace

std::vector<Stage> stages_03_histogram()
{
    Stage first = lesson_variant(run_sub_histograms);
    first.plain_loop = histogram_plain_loop;  // baselines.cpp, once for the algorithm
    return {first, lesson_variant(run_local_atomics), fast_stage()};
}

}  // namespace ocltut

// Lesson 03 as the comparison tool and the exercise checker run it: each
// variant is a stage of the histogram algorithm, in the device's preferred
// access order, and the going-further kernel is one more, last. Each calls
// the same host code as main(), on config.memory's path.
#include "histogram.hpp"
#include "histogram_fast.hpp"

#include "common/transfer.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"

namespace ocltut {

namespace {

using VariantRunner = HistogramRun (*)(const Runtime&, const Image&, const RunConfig&, AccessOrder);

// A lesson variant verified, then its two kernels timed; counting and merging
// make one histogram, so the stage's one row holds both kernels' time. Then
// the whole job: the pixels written, both kernels, the histogram read back.
StageResult histogram_result(const Runtime& runtime, const Image& gray, const RunConfig& config, const HistogramRun& run,
                             const std::string& row_name)
{
    const KernelLaunch& merge = run.merge.value();   // both lesson variants merge
    const std::vector<KernelReport> reports = {time_kernel(runtime, run.count, config),
                                               time_kernel(runtime, merge, config)};
    return {{verify_histogram(run.variant, histogram_golden(gray), run.bins)},
            {combined_report(row_name, reports)},
            time_end_to_end(runtime, config, {{run.input, gray.pixels}}, {run.count, merge}, {run.histogram})};
}

Stage lesson_variant(VariantRunner run_variant)
{
    const auto run = [run_variant](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const HistogramRun run = run_variant(runtime, gray, config, preferred_order(runtime.device));
        return histogram_result(runtime, gray, config, run,
                                run.count.kernel.getInfo<CL_KERNEL_FUNCTION_NAME>() + " + merge");
    };
    // The lesson's two variants are its exercise: the checker runs them on the starter.
    return {"histogram", "03-histogram", "03-histogram/histogram.cl", "03-histogram/histogram_starter.cl",
            "-D COUNTER=uint", 1, run};
}

// The going-further variant is one kernel, histogram_once: its row is that
// kernel alone, and the whole job launches it alone.
StageResult fast_result(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    const HistogramRun run = run_histogram_fast(runtime, gray, config, std::nullopt);
    return {{verify_histogram(run.variant, histogram_golden(gray), run.bins)},
            {time_kernel(runtime, run.count, config, "histogram_once (going further)")},
            time_end_to_end(runtime, config, {{run.input, gray.pixels}}, {run.count}, {run.histogram})};
}

}  // namespace

std::vector<Stage> stages_03_histogram()
{
    return {lesson_variant(run_sub_histograms), lesson_variant(run_local_atomics),
            {"histogram", "03-histogram", "03-histogram/histogram_fast.cl", "", fast_histogram_typical_build_options, 1,
             fast_result}};
}

}  // namespace ocltut

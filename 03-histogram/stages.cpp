// Lesson 03 as the comparison tool runs it: each variant is a stage of the
// histogram algorithm, in the device's preferred access order, and the
// going-further kernel is one more, last.
#include "common/stage.hpp"
#include "histogram.hpp"
#include "histogram_fast.hpp"

namespace ocltut {

namespace {

using VariantRunner = std::function<HistogramRun(const Runtime&, const Image&, const RunConfig&, AccessOrder)>;

// `row_name` names the stage's one row; counting and merging are one
// histogram, so the row holds both kernels' time.
Stage histogram_stage(const std::string& kernel_file, const std::string& build_options, VariantRunner run_variant,
                      const std::function<std::string(const HistogramRun&)>& row_name)
{
    Stage stage;
    stage.algorithm = "histogram";
    stage.lesson = "03-histogram";
    stage.kernel_file = kernel_file;
    stage.build_options = build_options;
    stage.input_channels = 1;
    stage.run = [run_variant, row_name](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const HistogramRun run = run_variant(runtime, gray, config, preferred_order(runtime.device));
        const HistogramResult& result = run.results.at(0);
        return StageResult{{verify_histogram(result.variant, histogram_golden(gray), result.bins)},
                           {combined_report(row_name(run), run.reports)}};
    };
    stage.golden = [](const Image& gray) { histogram_golden(gray); };
    return stage;
}

std::string counting_kernel_and_merge(const HistogramRun& run)
{
    return run.reports.at(0).kernel + " + merge";
}

}  // namespace

std::vector<Stage> stages_03_histogram()
{
    const std::string lesson_kernel = "03-histogram/histogram.cl";
    // The lesson's two variants are its exercise (the checker runs them on
    // the starter); the going-further kernel is not.
    const auto exercise = [](Stage stage) {
        stage.starter_file = "03-histogram/histogram_starter.cl";
        return stage;
    };
    return {exercise(histogram_stage(lesson_kernel, "-D COUNTER=uint", run_sub_histograms, counting_kernel_and_merge)),
            exercise(histogram_stage(lesson_kernel, "-D COUNTER=uint", run_local_atomics, counting_kernel_and_merge)),
            // Its merge_fast is in the row too, as in the rows above.
            histogram_stage("03-histogram/histogram_fast.cl", "-D GROUP_SIZE=512 -D COPIES=32 -D SPREAD=1 -D LOADS=2",
                            run_histogram_fast,
                            [](const HistogramRun&) { return std::string("histogram_fast (going further)"); })};
}

}  // namespace ocltut

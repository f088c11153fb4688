// Lesson 03 as the comparison tool runs it: each variant is a stage of the
// histogram algorithm, in the device's preferred access order.
#include "common/stage.hpp"
#include "histogram.hpp"

namespace ocltut {

namespace {

using VariantRunner = HistogramRun (*)(const Runtime&, const Image&, const RunConfig&, AccessOrder);

Stage histogram_stage(VariantRunner run_variant)
{
    Stage stage;
    stage.algorithm = "histogram";
    stage.lesson = "03-histogram";
    stage.kernel_file = "03-histogram/histogram.cl";
    stage.starter_file = "03-histogram/histogram_starter.cl";
    stage.build_options = "-D COUNTER=uint";
    stage.input_channels = 1;
    stage.run = [run_variant](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const HistogramRun run = run_variant(runtime, gray, config, preferred_order(runtime.device));
        const HistogramResult& result = run.results.at(0);
        // Counting and merging are one histogram: compared as one row.
        return StageResult{{verify_histogram(result.variant, histogram_golden(gray), result.bins)},
                           {combined_report(run.reports.at(0).kernel + " + merge", run.reports)}};
    };
    stage.golden = [](const Image& gray) { histogram_golden(gray); };
    return stage;
}

}  // namespace

std::vector<Stage> stages_03_histogram()
{
    return {histogram_stage(run_sub_histograms), histogram_stage(run_local_atomics)};
}

}  // namespace ocltut

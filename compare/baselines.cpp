#include "baselines.hpp"

#include <exception>

namespace ocltut::compare {

TimingStats time_baseline(const std::function<void()>& call, int max_runs)
{
    return time_on_host_clock_within(call, 1, min_baseline_runs, max_runs, baseline_budget_ms);
}

Row measure_baseline(const BaselineCall& call, const std::string& algorithm, const std::string& lesson,
                     const Size& size, int iterations)
{
    Row row;
    row.algorithm = algorithm;
    row.lesson = lesson;
    row.kernel = call.label;
    row.size = size;
    row.work = call.work;
    const bool on_device = static_cast<bool>(call.upload);
    try {
        if (on_device) call.upload();
        call.run();
        if (on_device) call.download();
        row.failure = failures_of(call.check());
        row.verified = row.failure.empty();
        if (!row.verified) return row;  // a row that failed its check keeps no time
        row.stats = time_baseline(call.run, iterations);
        if (on_device) {
            const auto whole_job = [&] {
                call.upload();
                call.run();
                call.download();
            };
            row.end_to_end_runs = {{"upload + call + download", time_baseline(whole_job, iterations)}};
        } else {
            row.end_to_end_runs = {{"host call", row.stats}};  // on the host, the call is the whole job
        }
    } catch (const std::exception& error) {
        row.verified = false;
        row.failure = error.what();
    }
    return row;
}

std::vector<Row> measure_plain_loops(const std::vector<Stage>& stages, const Image& gray, const Image& rgba,
                                     const Size& size, int iterations)
{
    std::vector<Row> rows;
    for (const Stage& stage : stages) {
        if (!stage.plain_loop) continue;
        for (const BaselineCall& call : stage.plain_loop(stage_input(stage, gray, rgba)))
            rows.push_back(measure_baseline(call, stage.algorithm, plain_loop_lesson, size, iterations));
    }
    return rows;
}

std::string failures_of(const std::vector<Verification>& verifications)
{
    std::string failure;
    for (const Verification& v : verifications)
        if (!v.passed()) failure += v.what + ": " + std::to_string(v.mismatches) + " values differ; ";
    return failure;
}

}  // namespace ocltut::compare

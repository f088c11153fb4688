#include "stage.hpp"

#include <algorithm>

namespace ocltut {

Stage going_further_stage(Stage stage, const std::string& build_options)
{
    stage.build_options = build_options;
    stage.run = [run = stage.run](const Runtime& runtime, const Image& input, const RunConfig& config) {
        StageResult result = run(runtime, input, config);
        for (KernelReport& report : result.reports) report.kernel += " (going further)";
        return result;
    };
    return stage;
}

void add_knob_grid(std::vector<KnobSetting>& settings, const std::string& name, std::initializer_list<int> values,
                   const std::vector<LocalSize>& locals)
{
    for (const int value : values)
        for (const LocalSize& local : locals) settings.push_back({{{name, value}}, local, {}});
}

std::string tune_text(const Tuning& tuning)
{
    std::string text;
    for (const auto& [name, value] : tuning) text += (text.empty() ? "" : ",") + name + "=" + std::to_string(value);
    return text;
}

std::string local_size_text(const cl::NDRange& local)
{
    return width_x_height(local[0], local[1]);
}

KernelReport combined_report(const std::string& name, const std::vector<KernelReport>& parts)
{
    KernelReport total = parts.at(0);
    total.kernel = name;
    total.stats.min_ms = total.stats.median_ms = total.stats.max_ms = 0;
    total.work = {0, 0};
    for (const KernelReport& part : parts) {
        total.stats.min_ms += part.stats.min_ms;
        total.stats.median_ms += part.stats.median_ms;
        total.stats.max_ms += part.stats.max_ms;
        total.stats.runs = std::min(total.stats.runs, part.stats.runs);
        total.work.pixels = std::max(total.work.pixels, part.work.pixels);
        total.work.bytes_moved += part.work.bytes_moved;
    }
    return total;
}

}  // namespace ocltut

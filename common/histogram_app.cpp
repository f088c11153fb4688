#include "histogram_app.hpp"

#include "chart.hpp"
#include "errors.hpp"
#include "image_io.hpp"

#include <iomanip>
#include <iostream>
#include <stdexcept>

namespace ocltut {

namespace {

// "1 pixel", "5 pixels"
std::string count_of(std::uint64_t count, const std::string& noun)
{
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

}  // namespace

AccessOrder preferred_order(const cl::Device& device)
{
    return (device.getInfo<CL_DEVICE_TYPE>() & CL_DEVICE_TYPE_CPU) ? AccessOrder::contiguous : AccessOrder::strided;
}

const char* order_name(AccessOrder order)
{
    return order == AccessOrder::strided ? "strided" : "contiguous";
}

HistogramSummary summarize_histogram(const Histogram& bins)
{
    HistogramSummary summary;
    std::uint64_t value_sum = 0;
    for (int value = 0; value < 256; ++value) {
        const std::uint32_t count = bins[value];
        if (count == 0) continue;
        if (summary.pixels == 0) summary.min = value;
        summary.max = value;
        summary.pixels += count;
        value_sum += static_cast<std::uint64_t>(value) * count;
        if (count > summary.most_frequent_count) {  // '>' keeps the lowest of equal counts
            summary.most_frequent = value;
            summary.most_frequent_count = count;
        }
    }
    if (summary.pixels == 0) throw std::invalid_argument("a histogram of no pixels has no summary");
    summary.mean = static_cast<double>(value_sum) / static_cast<double>(summary.pixels);
    return summary;
}

void print_summary(std::ostream& out, const HistogramSummary& summary)
{
    const auto old_flags = out.flags();
    const double share = 100.0 * summary.most_frequent_count / static_cast<double>(summary.pixels);
    out << std::fixed << std::setprecision(2) << "pixels " << summary.pixels << ", min " << summary.min << ", max "
        << summary.max << ", mean " << summary.mean << ", most frequent " << summary.most_frequent << " ("
        << count_of(summary.most_frequent_count, "pixel") << ", " << std::setprecision(1) << share << "%)\n";
    out.flags(old_flags);
}

Verification verify_histogram(const std::string& what, const Histogram& expected, const Histogram& got)
{
    Verification bins = compare_exact(what, std::vector<std::uint32_t>(expected.begin(), expected.end()),
                                      std::vector<std::uint32_t>(got.begin(), got.end()), 256);
    bins.picture = false;
    return bins;
}

std::string histogram_csv(const Histogram& bins)
{
    std::string csv = "value,count\n";
    for (int value = 0; value < 256; ++value)
        csv += std::to_string(value) + ',' + std::to_string(bins[value]) + '\n';
    return csv;
}

void write_histogram_csv(const std::filesystem::path& path, const Histogram& bins)
{
    const std::string csv = histogram_csv(bins);
    write_file_atomically(path, std::vector<std::uint8_t>(csv.begin(), csv.end()));
}

namespace {

// The lesson's own options, besides the common ones.
struct HistogramOptions {
    std::string order = "auto";
    bool log_scale = false;
};

void add_histogram_options(CLI::App& app, HistogramOptions& options)
{
    app.get_option("--local-size")
        ->description("Work-items per group, as Nx1: the histogram is one-dimensional work, so the height must "
                      "be 1 (default: chosen from the device's local memory size and the kernel's limits)")
        ->type_name("Nx1");
    app.add_option("--order", options.order,
                   "How a work-item takes its pixels: strided (neighbouring work-items on neighbouring bytes, "
                   "for GPUs), contiguous (each work-item on its own run, for CPUs) or auto (by device type)")
        ->capture_default_str()
        ->check(CLI::IsMember({"auto", "strided", "contiguous"}));
    app.add_flag("--log-scale", options.log_scale, "Draw the bar chart's counts on a logarithmic axis");
}

std::optional<AccessOrder> parse_order(const std::string& order)
{
    if (order == "strided") return AccessOrder::strided;
    if (order == "contiguous") return AccessOrder::contiguous;
    return std::nullopt;
}

void print_plan(std::ostream& out, const HistogramResult& result)
{
    const HistogramPlan& plan = result.plan;
    const auto old_flags = out.flags();
    out << result.variant << ": " << count_of(plan.groups, "group") << " x "
        << count_of(plan.items_per_group, "work-item") << ", up to " << count_of(plan.pixels_per_item, "pixel")
        << " each, " << order_name(plan.order) << " order, " << plan.counter
        << " counters";
    if (plan.copies != 0)
        out << ", " << plan.copies << (plan.copies == 1 ? " copy" : " copies")
            << " of the bins, each work-item spreading over " << plan.spread;
    out << " (" << std::fixed << std::setprecision(1) << plan.local_bytes / 1024.0 << " KiB local memory per group)\n";
    out.flags(old_flags);
}

// A variant's reports are its counting kernel then its merge; the sum of
// their medians is the variant's time.
void print_variant_total(std::ostream& out, const std::string& variant, const KernelReport& count,
                         const KernelReport& merge)
{
    const auto old_flags = out.flags();
    out << std::fixed << std::setprecision(3) << "  " << variant << " total: median "
        << count.stats.median_ms + merge.stats.median_ms << " ms (counting " << count.stats.median_ms
        << " + merge " << merge.stats.median_ms << ")\n";
    out.flags(old_flags);
}

}  // namespace

int run_histogram_app(int argc, char** argv, const HistogramStage& stage, const HistogramStage& going_further)
{
    return run_main([&]() {
        LessonOptions options = default_options(stage.lesson, "camera.png");
        HistogramOptions histogram_options;
        CLI::App app(stage.title);
        add_lesson_options(app, options);
        add_histogram_options(app, histogram_options);
        add_going_further_options(app, options, "COPIES=8,LOADS=2,GROUPS_PER_UNIT=2");
        if (const std::optional<int> exit_code = parse_command_line(app, options, argc, argv)) return *exit_code;
        const HistogramStage& chosen = chosen_variant(options, stage, going_further);
        const auto [gray, config, runtime] =
            start_lesson(options, chosen.lesson, chosen.title, chosen.kernel_file, InputForm::luminance, std::cout);

        const HistogramRun run = chosen.run(runtime, gray, config, parse_order(histogram_options.order));
        for (std::size_t i = 0; i < run.results.size(); ++i) {
            const KernelReport& count = run.reports.at(2 * i);
            const KernelReport& merge = run.reports.at(2 * i + 1);
            print_plan(std::cout, run.results[i]);
            print_report(std::cout, count);
            print_report(std::cout, merge);
            print_variant_total(std::cout, run.results[i].variant, count, merge);
        }

        const Histogram& bins = run.results.at(0).bins;
        std::cout << "picture: ";
        print_summary(std::cout, summarize_histogram(bins));
        const Histogram expected = histogram_golden(gray);
        std::vector<Verification> verifications;
        for (const HistogramResult& result : run.results)
            verifications.push_back(verify_histogram(result.variant, expected, result.bins));

        write_histogram_csv(options.output_dir / "histogram.csv", bins);
        const std::string title = std::filesystem::path(options.input).filename().string() + ": " +
                                  std::to_string(gray.width) + "x" + std::to_string(gray.height) + " pixels";
        write_png(options.output_dir / "histogram.png",
                  histogram_chart(bins, title,
                                  histogram_options.log_scale ? ChartScale::logarithmic : ChartScale::linear));
        std::cout << "wrote histogram.csv, histogram.png (of the " << run.results.at(0).variant << " result) in "
                  << options.output_dir.string() << '\n';
        return print_verdict(std::cout, verifications);
    });
}

}  // namespace ocltut

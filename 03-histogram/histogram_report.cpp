#include "histogram_report.hpp"

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

std::string histogram_csv(const Histogram& bins)
{
    std::string csv = "value,count\n";
    for (int value = 0; value < 256; ++value) csv += std::to_string(value) + ',' + std::to_string(bins[value]) + '\n';
    return csv;
}

void print_plan(std::ostream& out, const HistogramRun& run)
{
    const HistogramPlan& plan = run.plan;
    const auto old_flags = out.flags();
    out << run.variant << ": " << count_of(plan.groups, "group") << " x " << count_of(plan.items_per_group, "work-item")
        << ", up to " << count_of(plan.pixels_per_item, "pixel") << " each, " << order_name(plan.order) << " order, "
        << plan.counter << " counters";
    if (plan.copies != 0)
        out << ", " << plan.copies << (plan.copies == 1 ? " copy" : " copies")
            << " of the bins, each work-item spreading over " << plan.spread;
    out << " (" << std::fixed << std::setprecision(1) << static_cast<double>(plan.local_bytes) / 1024.0
        << " KiB local memory per group)\n";
    out.flags(old_flags);
}

void print_variant_total(std::ostream& out, const std::string& variant, const KernelReport& count,
                         const KernelReport& merge)
{
    const auto old_flags = out.flags();
    out << std::fixed << std::setprecision(3) << "  " << variant << " total: median "
        << count.stats.median_ms + merge.stats.median_ms << " ms (counting " << count.stats.median_ms << " + merge "
        << merge.stats.median_ms << ")\n";
    out.flags(old_flags);
}

}  // namespace ocltut

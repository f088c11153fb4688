#include "common/opencl/profiling.hpp"

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <ostream>

namespace ocltut {

bool plausible_timestamps(cl_ulong queued, cl_ulong submit, cl_ulong start, cl_ulong end)
{
    return queued > 0 && queued <= submit && submit <= start && start < end;
}

LaunchTimes launch_times(const cl::Event& event)
{
    const double ns_to_ms = 1e-6;
    // Profiling counters are unsigned nanoseconds; take differences in
    // 64-bit integers before converting so no precision is lost.
    const cl_ulong queued = event.getProfilingInfo<CL_PROFILING_COMMAND_QUEUED>();
    const cl_ulong submit = event.getProfilingInfo<CL_PROFILING_COMMAND_SUBMIT>();
    const cl_ulong start = event.getProfilingInfo<CL_PROFILING_COMMAND_START>();
    const cl_ulong end = event.getProfilingInfo<CL_PROFILING_COMMAND_END>();
    return {static_cast<double>(submit - queued) * ns_to_ms, static_cast<double>(start - submit) * ns_to_ms,
            static_cast<double>(end - start) * ns_to_ms, plausible_timestamps(queued, submit, start, end)};
}

TimingStats summarize(std::vector<double> kernel_ms)
{
    TimingStats stats;
    stats.runs = kernel_ms.size();
    if (kernel_ms.empty()) return stats;
    std::sort(kernel_ms.begin(), kernel_ms.end());
    const std::size_t middle = kernel_ms.size() / 2;
    stats.min_ms = kernel_ms.front();
    stats.max_ms = kernel_ms.back();
    stats.median_ms = kernel_ms.size() % 2 ? kernel_ms[middle] : (kernel_ms[middle - 1] + kernel_ms[middle]) / 2;
    return stats;
}

TimingStats summarize(const LaunchSeries& series)
{
    TimingStats stats = summarize(series.kernel_ms);
    stats.clock = series.clock;
    return stats;
}

TimingStats time_on_host_clock(const std::function<void()>& job, int warmup, int iterations)
{
    // Exactly `iterations` timed calls: as many at least as at most, and so
    // no budget to consult.
    return time_on_host_clock_within(job, warmup, iterations, iterations, 0);
}

TimingStats time_on_host_clock_within(const std::function<void()>& job, int warmup, int at_least, int at_most,
                                      double budget_ms)
{
    using Clock = std::chrono::steady_clock;
    const auto ms_since = [](Clock::time_point start) {
        return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    };
    for (int i = 0; i < warmup; ++i) job();
    std::vector<double> times_ms;
    times_ms.reserve(static_cast<std::size_t>(std::max({at_least, at_most, 0})));
    const Clock::time_point first = Clock::now();
    const auto timed = [&]() { return static_cast<int>(times_ms.size()); };
    while (timed() < at_least || (timed() < at_most && ms_since(first) < budget_ms)) {
        const Clock::time_point start = Clock::now();
        job();
        times_ms.push_back(ms_since(start));
    }
    return summarize(LaunchSeries{times_ms, host_clock});
}

LaunchSeries time_launches(const std::function<cl::Event()>& launch, int warmup, int iterations)
{
    using Clock = std::chrono::steady_clock;
    for (int i = 0; i < warmup; ++i) launch().wait();
    // Both clocks for every launch, so that one launch with implausible
    // timestamps turns the whole series to the host's: one clock per series.
    LaunchSeries profiled{{}, profiling_clock};
    LaunchSeries hosted{{}, host_clock};
    bool all_plausible = true;
    for (int i = 0; i < iterations; ++i) {
        const Clock::time_point before = Clock::now();
        const cl::Event event = launch();
        event.wait();
        hosted.kernel_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - before).count());
        const LaunchTimes times = launch_times(event);
        all_plausible = all_plausible && times.plausible;
        profiled.kernel_ms.push_back(times.start_to_end_ms);
    }
    return all_plausible ? profiled : hosted;
}

double gb_per_s(std::size_t bytes, double ms)
{
    return ms > 0 ? static_cast<double>(bytes) / (ms * 1e-3) * 1e-9 : 0;
}

double mpixel_per_s(std::size_t pixels, double ms)
{
    return ms > 0 ? static_cast<double>(pixels) / (ms * 1e-3) * 1e-6 : 0;
}

void print_timing(std::ostream& out, const std::string& kernel_name, const TimingStats& stats, const WorkModel& work)
{
    const auto old_flags = out.flags();
    out << std::fixed << std::setprecision(3) << "  " << std::left << std::setw(16) << kernel_name << std::right
        << " median " << stats.median_ms << " ms (" << (stats.clock == host_clock ? "host clock, " : "") << "min "
        << stats.min_ms << ", max " << stats.max_ms << ", " << stats.runs << " runs)";
    if (stats.median_ms > 0 && work.pixels > 0)
        out << std::setprecision(1) << "  " << mpixel_per_s(work.pixels, stats.median_ms) << " Mpixel/s";
    if (stats.median_ms > 0)
        out << std::setprecision(2) << "  " << gb_per_s(work.bytes_moved, stats.median_ms) << " GB/s";
    out << '\n';
    out.flags(old_flags);
}

void print_launch(std::ostream& out, const std::string& label, const LaunchTimes& times)
{
    if (!times.plausible) {
        out << "  " << label << ": this device's profiling timestamps are zero or run backwards, so the times "
            << "below are from the host's clock\n";
        return;
    }
    const auto old_flags = out.flags();
    out << std::fixed << std::setprecision(3) << "  " << label << ": queued->submit " << times.queued_to_submit_ms
        << " ms, submit->start " << times.submit_to_start_ms << " ms, start->end " << times.start_to_end_ms << " ms\n";
    out.flags(old_flags);
}

}  // namespace ocltut

// Kernel timing from OpenCL event profiling: the stages of one launch, and
// the spread over repeated launches, turned into pixel and byte rates. Where
// a device's profiling timestamps cannot be real (some report zeros), the
// repeated launches are timed by the host's clock instead, and say so.
#pragma once

#include "common/opencl/opencl.hpp"

#include <cstddef>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace ocltut {

// The four timestamps of one command, as differences in milliseconds:
//   queued -> submit : waiting in the host-side queue
//   submit -> start  : handed to the device, not yet running
//   start  -> end    : the kernel itself (what the rates below use)
// `plausible` is false when the timestamps cannot be real (see
// plausible_timestamps): the three times are then meaningless.
struct LaunchTimes {
    double queued_to_submit_ms;
    double submit_to_start_ms;
    double start_to_end_ms;
    bool plausible = true;
};

// Whether a command's four timestamps, in nanoseconds, can be a real
// device's: none is zero, none is earlier than the one before it, and the
// command took some time. Mesa's rusticl (22.3) reports 0, 1, 2, 3 for
// every command; read as times, they give a kernel of 1 ns.
bool plausible_timestamps(cl_ulong queued, cl_ulong submit, cl_ulong start, cl_ulong end);

// Reads the profiling info of a completed event (the queue must have been
// made with CL_QUEUE_PROFILING_ENABLE, as make_runtime does).
LaunchTimes launch_times(const cl::Event& event);

// The clocks a TimingStats can come from, as its `clock` says:
//   profiling: the device's own timestamps, start -> end of each kernel;
//   host:      the host's steady clock from just before each enqueue to
//              the end of its wait, used when the timestamps are not
//              plausible. It includes the launch's overhead, so its times
//              are a little longer and its rates a little lower.
inline constexpr const char* profiling_clock = "profiling";
inline constexpr const char* host_clock = "host";

// Kernel times of repeated launches, in milliseconds, and their clock.
struct TimingStats {
    std::size_t runs = 0;
    double min_ms = 0;
    double median_ms = 0;
    double max_ms = 0;
    std::string clock = profiling_clock;
};

TimingStats summarize(std::vector<double> kernel_ms);

// The times of repeated launches from one clock (profiling_clock or host_clock).
struct LaunchSeries {
    std::vector<double> kernel_ms;
    std::string clock;
};

TimingStats summarize(const LaunchSeries& series);

// How often a kernel or a job is run to time it unless told otherwise:
// `warmup_runs` untimed runs first, so that work done once (a driver's late
// compile, a first allocation, cold caches) is not timed, then
// `default_iterations` timed ones, the default of every --iterations.
inline constexpr int warmup_runs = 2;
inline constexpr int default_iterations = 20;

// Launches `launch` `warmup` times untimed, then `iterations` times, waiting
// for each event. Returns the kernel times from the profiling timestamps,
// or, when any launch's are not plausible, every launch's host time.
LaunchSeries time_launches(const std::function<cl::Event()>& launch, int warmup, int iterations);

// Calls `job` `warmup` times untimed, then `iterations` times, each timed on
// the host's steady clock from its start to its return: the timing loop of a
// whole job (transfers, kernels and waits together). `job` must return only
// once its work is done.
TimingStats time_on_host_clock(const std::function<void()>& job, int warmup, int iterations);

// The same loop, bounded by time as well as by count, for work whose time is
// not known beforehand and may be long: after `warmup` untimed calls, at
// least `at_least` timed ones, then more, up to `at_most`, while the timed
// calls so far have taken less than `budget_ms` in all.
TimingStats time_on_host_clock_within(const std::function<void()>& job, int warmup, int at_least, int at_most,
                                      double budget_ms);

// What a kernel must move through device memory at the least (each input
// byte read once, each output byte written once): each lesson declares its
// own, and GB/s = bytes / median time. A kernel that processes no pixels
// itself (a merge of partial results) has pixels = 0 and no pixel rate.
struct WorkModel {
    std::size_t pixels;
    std::size_t bytes_moved;
};

// Rates over a time in milliseconds; 0 when the time is not positive.
double gb_per_s(std::size_t bytes, double ms);
double mpixel_per_s(std::size_t pixels, double ms);

// Prints e.g.
//   my_kernel  median 0.512 ms (min 0.498, max 0.601, 20 runs)  512.0 Mpixel/s  1.54 GB/s
// or "median 0.530 ms (host clock, min ..." when the times come from the host's clock.
void print_timing(std::ostream& out, const std::string& kernel_name, const TimingStats& stats, const WorkModel& work);

// Prints the three stages of one launch, on one line; for timestamps that
// are not plausible, that line says so and that the host clock is used.
void print_launch(std::ostream& out, const std::string& label, const LaunchTimes& times);

}  // namespace ocltut

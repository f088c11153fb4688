// Kernel timing from OpenCL event profiling: the stages of one launch, and
// the spread over repeated launches, turned into pixel and byte rates.
#pragma once

#include "opencl.hpp"

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
struct LaunchTimes {
    double queued_to_submit_ms;
    double submit_to_start_ms;
    double start_to_end_ms;
};

// Reads the profiling info of a completed event (the queue must have been
// made with CL_QUEUE_PROFILING_ENABLE, as make_runtime does).
LaunchTimes launch_times(const cl::Event& event);

// Kernel (start -> end) times of repeated launches, in milliseconds.
struct TimingStats {
    std::size_t runs = 0;
    double min_ms = 0;
    double median_ms = 0;
    double max_ms = 0;
};

TimingStats summarize(std::vector<double> kernel_ms);

// Launches `launch` `warmup` times untimed, then `iterations` times, waiting
// for each event, and returns the timed launches' kernel times.
std::vector<double> time_launches(const std::function<cl::Event()>& launch, int warmup, int iterations);

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
//   sobel_scalar  median 0.512 ms (min 0.498, max 0.601, 20 runs)  512.0 Mpixel/s  1.54 GB/s
void print_timing(std::ostream& out, const std::string& kernel_name, const TimingStats& stats,
                  const WorkModel& work);

// Prints the three stages of one launch, on one line.
void print_launch(std::ostream& out, const std::string& label, const LaunchTimes& times);

}  // namespace ocltut

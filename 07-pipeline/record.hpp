// What a run of lesson 07 measures, printed as it goes and kept for
// pipeline.json beside the pictures: the docs' figures for this lesson are
// made from such files. main() calls it at each step, so that its own lines
// read as the steps.
#pragma once

#include "common/bench/bus.hpp"
#include "common/opencl/device.hpp"
#include "common/opencl/profiling.hpp"
#include "common/tutorial/image_io.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace ocltut {

class RunRecord {
public:
    // Step 1: the bus's lines, kept (print_bus prints them).
    void keep_bus(const std::vector<BusMeasurement>& bus);
    // The floor every way of doing the job is compared with: the job's
    // bytes, pinned, both ways at once.
    void set_floor(const TimingStats& floor);
    // Prints one way of doing the job, its median and how many times the
    // floor it takes, and keeps it.
    void way(const std::string& way, const TimingStats& stats);
    // One strip count tried, printed and kept.
    void strip_count(int strips, double median_ms);
    // The stream of frames: how many, their size and strips, its pace.
    void keep_stream(int frames, const std::string& size, std::size_t strips, double frames_per_second);
    // pipeline.json: the run's facts (the job, the picture's size, the
    // device, the strips chosen, the iterations, the verdict, the date in
    // UTC) and all that was kept.
    OutputFile file(const std::string& job, const std::string& size, const cl::Device& device, int strips,
                    int iterations, bool verified);

private:
    nlohmann::json json_;
    double floor_ms_ = 0;
};

}  // namespace ocltut

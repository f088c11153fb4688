#include "record.hpp"

#include <ctime>
#include <iomanip>
#include <iostream>

namespace ocltut {

void RunRecord::keep_bus(const std::vector<BusMeasurement>& bus)
{
    for (const BusMeasurement& line : bus)
        json_["bus"].push_back({{"way", line.way},
                                {"bytes", line.bytes},
                                {"median_ms", line.stats.median_ms},
                                {"gb_per_s", gb_per_s(line.bytes, line.stats.median_ms)}});
}

void RunRecord::set_floor(const TimingStats& floor)
{
    floor_ms_ = floor.median_ms;
    json_["floor_ms"] = floor_ms_;
}

void RunRecord::way(const std::string& way, const TimingStats& stats)
{
    const double times_floor = stats.median_ms / floor_ms_;
    json_["ways"].push_back(
        {{"way", way}, {"median_ms", stats.median_ms}, {"clock", stats.clock}, {"times_floor", times_floor}});
    std::cout << "  " << std::left << std::setw(46) << way << std::right << std::fixed << std::setprecision(3)
              << " median " << std::setw(9) << stats.median_ms << " ms  " << std::setprecision(2) << std::setw(6)
              << times_floor << " x the floor\n";
}

void RunRecord::strip_count(int strips, double median_ms)
{
    json_["strip_counts"].push_back({{"strips", strips}, {"median_ms", median_ms}});
    std::cout << "    " << std::setw(2) << strips << " strips: median " << std::fixed << std::setprecision(3)
              << median_ms << " ms\n";
}

void RunRecord::keep_stream(int frames, const std::string& size, std::size_t strips, double frames_per_second)
{
    json_["stream"] = {
        {"frames", frames}, {"size", size}, {"strips", strips}, {"frames_per_second", frames_per_second}};
}

OutputFile RunRecord::file(const std::string& job, const std::string& size, const cl::Device& device, int strips,
                           int iterations, bool verified)
{
    json_["job"] = job;
    json_["size"] = size;
    json_["device"] = describe_device(device);
    json_["strips"] = strips;
    json_["iterations"] = iterations;
    json_["verified"] = verified;
    const std::time_t now = std::time(nullptr);
    char date[32];
    std::strftime(date, sizeof date, "%Y-%m-%d %H:%M", std::gmtime(&now));
    json_["date"] = date;
    return text_file("pipeline.json", json_.dump(1) + "\n");
}

}  // namespace ocltut

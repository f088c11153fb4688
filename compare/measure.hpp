// What the comparison measures on one device: the copy bandwidth, the
// one-off costs, every stage on every size, and the plain C++ baseline.
#pragma once

#include "common/device.hpp"
#include "stages/stage.hpp"

#include <string>
#include <vector>

namespace ocltut::compare {

struct Size {
    int width;
    int height;
};

std::string size_name(const Size& size);

// "512x512,4096x4096" -> the sizes; a UserError naming a malformed item.
std::vector<Size> parse_sizes(const std::string& text);

// One kernel of one stage at one size.
struct Row {
    std::string algorithm;
    std::string lesson;
    std::string kernel;
    Size size{};
    bool verified = false;
    std::string failure;          // why it did not verify or run, when it did not
    TimingStats stats;
    WorkModel work{};
    double gb_per_s = 0;
    double mpixel_per_s = 0;
    double percent_of_copy = 0;
    double speedup_over_previous = 0;   // previous stage of the same algorithm; 0 = none
    double speedup_over_cpu = 0;        // the plain C++ golden on the host
};

// The host golden's time for one algorithm at one size.
struct Baseline {
    std::string algorithm;
    Size size{};
    double median_ms = 0;
};

struct CopyBandwidth {
    Size size{};                  // the image size whose RGBA buffer was copied
    std::size_t bytes = 0;        // read + written per copy
    TimingStats stats;
    double gb_per_s = 0;
};

struct BuildCost {
    std::string kernel_file;
    double cold_ms = 0;   // source never seen before: no cache can help
    double warm_ms = 0;   // the same source again
};

struct OneOffCosts {
    double context_ms = 0;          // context + queue creation
    std::vector<BuildCost> builds;
    std::size_t transfer_bytes = 0;
    double write_ms = 0;            // host -> device, the largest RGBA input
    double read_ms = 0;             // device -> host
};

struct DeviceResults {
    std::string device;
    std::string platform;
    std::string device_type;
    std::string driver;
    std::string opencl_c;
    std::string date;               // UTC, ISO 8601
    int iterations = 0;
    OneOffCosts one_off;
    std::vector<CopyBandwidth> copies;
    std::vector<Baseline> baselines;
    std::vector<Row> rows;
};

struct Settings {
    std::vector<Size> sizes;
    int iterations = 20;
    std::string photo;              // the picture tiled to each size
};

// Copies the RGBA buffer of `size` with compare/copy.cl's copy16 kernel
// (`program`): the bandwidth every kernel at that size is compared with.
CopyBandwidth measure_copy(const Runtime& runtime, const cl::Program& program, const Size& size, int iterations);

// Runs everything on one device. `progress` receives one line per step.
DeviceResults measure_device(const DeviceEntry& entry, const std::vector<Stage>& stages, const Settings& settings,
                             const std::function<void(const std::string&)>& progress);

}  // namespace ocltut::compare

// What the comparison measures on one device: the copy bandwidth, the
// one-off costs, every stage on every size, and the baselines a user would
// call instead (a plain C++ loop and OpenCV, baselines.hpp), all as rows.
#pragma once

#include "common/opencl/device.hpp"
#include "common/tutorial/sizes.hpp"
#include "stages/stage.hpp"

#include <string>
#include <vector>

namespace ocltut::compare {

// A picture size, as --sizes (parse_picture_sizes) and sweep's --size
// (parse_picture_size) read it.
using Size = PictureSize;

std::string size_name(const Size& size);

// Before any picture of `size` is made: a UserError unless the pictures
// fit, in one line naming `asked_by` (how the size was asked for: "--sizes",
// or "the default size"), the size and the limit it is over. The host must
// hold `host_bytes_per_pixel` bytes for every pixel of it, within the
// memory this program may use (platform::memory_limit_bytes); the device an RGBA picture in one buffer
// (CL_DEVICE_MAX_MEM_ALLOC_SIZE) and two in its global memory, as the copy
// kernel's source and destination (CL_DEVICE_GLOBAL_MEM_SIZE).
void check_size_fits(const cl::Device& device, const Size& size, double host_bytes_per_pixel,
                     const std::string& asked_by);

// One way a whole job was done, timed on the host's clock: a stage's run on
// one memory path, named as --memory names it ("copy", "zero-copy",
// "pinned"), or a baseline's own way ("host call"; "upload + call +
// download" through cv::UMat).
struct EndToEnd {
    std::string path;
    TimingStats stats;
};

// One kernel of one stage at one size, or one baseline: a plain C++ loop
// (lesson "plain C++") or an OpenCV call (lesson "opencv").
struct Row {
    std::string algorithm;
    std::string lesson;
    std::string kernel;
    Size size{};
    bool verified = false;
    std::string failure;  // why it did not verify or run, when it did not
    // Kernel only, or a baseline's call. Its clock says where the times
    // come from: "profiling" (the kernel's OpenCL events) or "host" (the
    // host's clock: a device whose timestamps cannot be real, a baseline).
    TimingStats stats;
    WorkModel work{};
    double gb_per_s = 0;
    double mpixel_per_s = 0;
    double percent_of_copy = 0;
    // The whole job, each way it was measured: a stage's on every memory
    // path (all_memory_paths' order, as far as the runs verified), a
    // baseline's its own one. The fastest is the row's end-to-end time, and
    // its path the row's (both set with the ratios; 0 and "": none measured).
    std::vector<EndToEnd> end_to_end_runs;
    double end_to_end_ms = 0;
    std::string end_to_end_path;
    // Ratios of times (above 1: this row is faster), 0 = none: against the
    // algorithm's first stage and against its best verified OpenCV row, at
    // the same size, kernel only and end to end; and against the plain loop.
    double speedup_vs_first = 0;
    double speedup_vs_first_end_to_end = 0;
    double speedup_vs_opencv = 0;
    double speedup_vs_opencv_end_to_end = 0;
    double speedup_vs_loop = 0;
    // The end-to-end time as a multiple of its algorithm's bus floor at
    // this size (BusFloor); 0 when either is missing, or when the row's job
    // brings back other outputs than the algorithm's (no such comparison).
    double times_floor = 0;
    bool algorithm_outputs = true;
};

// The lesson names of the baseline rows.
inline const std::string plain_loop_lesson = "plain C++";
inline const std::string opencv_lesson = "opencv";

bool is_baseline(const Row& row);

// The median end-to-end time of `row` on `path` ("copy", ...), 0 when it
// was not measured there.
double end_to_end_ms_on(const Row& row, const std::string& path);

struct CopyBandwidth {
    Size size{};            // the image size whose RGBA buffer was copied
    std::size_t bytes = 0;  // read + written per copy
    TimingStats stats;
    double gb_per_s = 0;
};

// What a whole job of one algorithm at one size is judged against: the
// bytes it moves (bytes_in up, bytes_out down) from pinned memory, one
// transfer each way, both at once, no kernel (time_bus_floor,
// common/bench/bus.hpp). A job cut into many transfers may come in under it.
struct BusFloor {
    std::string algorithm;
    Size size{};
    std::size_t bytes_in = 0;
    std::size_t bytes_out = 0;
    TimingStats stats;
};

struct BuildCost {
    std::string kernel_file;
    double cold_ms = 0;  // source never seen before: no cache can help
    double warm_ms = 0;  // the same source again
};

struct OneOffCosts {
    double context_ms = 0;  // context + queue creation
    std::vector<BuildCost> builds;
    std::size_t transfer_bytes = 0;
    double write_ms = 0;  // host -> device, the largest RGBA input
    double read_ms = 0;   // device -> host
};

struct DeviceResults {
    std::string device;
    std::string platform;
    std::string device_type;
    std::string driver;
    std::string opencl_c;
    std::string date;  // UTC, ISO 8601
    int iterations = 0;
    OneOffCosts one_off;
    std::vector<CopyBandwidth> copies;
    std::vector<BusFloor> floors;
    std::vector<Row> rows;
    std::vector<std::string> notes;  // one line each: what was not measured here, and why
};

struct Settings {
    std::vector<Size> sizes;
    int iterations = default_iterations;
    std::string photo;  // the picture tiled to each size
};

// Copies the RGBA buffer of `size` with compare/copy.cl's copy16 kernel
// (`program`): the bandwidth every kernel at that size is compared with.
CopyBandwidth measure_copy(const Runtime& runtime, const cl::Program& program, const Size& size, int iterations);

// Runs everything on one device. `progress` receives one line per step.
DeviceResults measure_device(const DeviceEntry& entry, const std::vector<Stage>& stages, const Settings& settings,
                             const std::function<void(const std::string&)>& progress);

}  // namespace ocltut::compare

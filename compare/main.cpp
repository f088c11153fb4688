// compare: every kernel of every lesson, side by side, on one device (or all
// of them), in one process, against the device's own copy bandwidth and the
// baselines a user would otherwise run: a plain C++ loop and OpenCV. Kernel
// times and end-to-end times (with either memory path). See
// docs/performance.md for how to read the output.
#include "measure.hpp"
#include "report.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/program.hpp"
#include "common/platform/platform.hpp"
#include "common/tutorial/image_io.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/sizes.hpp"

#include <CLI/CLI.hpp>

#include <iostream>
#include <optional>

using namespace ocltut;
using namespace ocltut::compare;

namespace {

// A CPU device measures the two smaller sizes by default, so that a first
// run takes about a minute there; a GPU also gets the larger ones, where
// its kernels leave the launch overheads behind.
const char* const default_sizes = "512x512,2048x2048";
const char* const default_gpu_sizes = "4096x4096,8192x8192";

// What compare holds in the host's memory for each pixel of a size while
// its stages run: with a GPU, at least the RGBA picture and its luminance;
// with a CPU device, whose buffers are in the host's memory too, what it
// held at its peak, measured (PoCL 3.1, OpenCV on, -n 1, /usr/bin/time -v):
// 1283428 KiB resident at 4096x4096, 516200 KiB at 2048x2048, so 61 bytes
// more for each pixel more.
constexpr double host_bytes_per_pixel = 5;
constexpr double cpu_device_bytes_per_pixel = 61;

// A device to measure and the sizes to measure it at.
struct DevicePlan {
    DeviceEntry entry;
    std::vector<Size> sizes;
};

// The devices to measure: one, chosen as the lessons choose, or every one.
// No device is an error, never an empty set of results.
std::vector<DeviceEntry> devices_for(const std::string& spec)
{
    if (spec != "all") return {select_device(spec)};
    const std::vector<DeviceEntry> devices = all_devices();
    if (devices.empty()) throw UserError(cl_error_hint(CL_DEVICE_NOT_FOUND));
    return devices;
}

// Each device with its sizes: `requested` (from --sizes), or the defaults
// (plus the larger ones on a GPU). Every size is checked against the host and the
// device here, before any picture is made.
std::vector<DevicePlan> plan_devices(const std::string& spec, const std::optional<std::vector<Size>>& requested)
{
    std::vector<DevicePlan> plans;
    for (const DeviceEntry& entry : devices_for(spec)) {
        DevicePlan plan{entry, requested.value_or(parse_picture_sizes(default_sizes, "--sizes"))};
        if (!requested && device_kind(entry.device) == DeviceKind::gpu) {
            const std::vector<Size> gpu_sizes = parse_picture_sizes(default_gpu_sizes, "--sizes");
            plan.sizes.insert(plan.sizes.end(), gpu_sizes.begin(), gpu_sizes.end());
        }
        const bool cpu = (entry.device.getInfo<CL_DEVICE_TYPE>() & CL_DEVICE_TYPE_CPU) != 0;
        for (const Size& size : plan.sizes)
            check_size_fits(entry.device, size, cpu ? cpu_device_bytes_per_pixel : host_bytes_per_pixel,
                            requested ? "--sizes" : "the default size");
        plans.push_back(plan);
    }
    return plans;
}

// The step being measured, shown in place on one line of a terminal; not
// shown in a log, where the returns and erasing would be clutter. The line
// is erased when the measuring ends, however it ends, so that what comes
// next (the table, an error) starts a line of its own.
class ProgressLine {
public:
    ProgressLine() : on_terminal_(platform::is_terminal(platform::Stream::err)) {}
    ~ProgressLine()
    {
        if (on_terminal_) std::cerr << "\r\033[K" << std::flush;
    }
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;

    void show(const std::string& step) const
    {
        if (on_terminal_) std::cerr << "\r\033[K  ... " << step << std::flush;
    }

private:
    bool on_terminal_;
};

// measure_device on the plan's device and sizes, with the progress line.
DeviceResults measure_with_progress(const DevicePlan& plan, const std::vector<Stage>& stages, Settings settings)
{
    settings.sizes = plan.sizes;
    const ProgressLine progress;
    return measure_device(plan.entry, stages, settings, [&progress](const std::string& step) { progress.show(step); });
}

}  // namespace

int main(int argc, char** argv)
{
    return run_main([&]() {
        CLI::App app("Measure every lesson's kernels side by side on one device");
        std::string device;
        std::string sizes_text;
        Settings settings;
        settings.photo = find_project_file("data/astronaut.png").string();
        std::filesystem::path output_dir = "output/compare";
        app.add_option("-d,--device", device, "Device as the lessons take it (P:D or part of a name), or 'all'")
            ->check(device_named);
        const CLI::Option* sizes_option =
            app.add_option("-s,--sizes", sizes_text,
                           std::string("Image sizes, WxH[,WxH...] (default ") + default_sizes + ", plus " +
                               default_gpu_sizes + " on a GPU)");
        app.add_option("-n,--iterations", settings.iterations,
                       "Timed launches per kernel, after " + std::to_string(warmup_runs) + " warm-up launches")
            ->capture_default_str()
            ->check(CLI::Range(1, 100000));
        app.add_option("-i,--input", settings.photo, "Photo tiled to each size")->capture_default_str();
        app.add_option("-o,--output-dir", output_dir,
                       "Where results.json, results.csv and chart.svg go (all three, or none on an error)")
            ->capture_default_str();
        use_one_line_errors(app);
        CLI11_PARSE(app, argc, argv);

        std::optional<std::vector<Size>> requested_sizes;
        if (sizes_option->count() > 0) requested_sizes = parse_picture_sizes(sizes_text, "--sizes");
        load_image(settings.photo);  // a bad photo fails here, before any device work
        prepare_output_dir(output_dir);
        const std::vector<DevicePlan> plans = plan_devices(device, requested_sizes);
        const std::vector<Stage> stages = all_stages();
        std::vector<DeviceResults> all;
        for (const DevicePlan& plan : plans) {
            std::cout << "measuring on " << describe_device(plan.entry.device) << '\n';
            all.push_back(measure_with_progress(plan, stages, settings));
            print_table(std::cout, all.back());
        }
        write_all_or_none(output_dir, result_files(all));
        std::cout << "\nwrote results.json, results.csv and chart.svg in " << output_dir.string() << '\n';
        bool all_verified = true;
        for (const DeviceResults& r : all)
            for (const Row& row : r.rows) all_verified = all_verified && row.verified;
        return all_verified ? 0 : 1;
    });
}

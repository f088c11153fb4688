#include "measure.hpp"

#include "baselines.hpp"
#ifdef OCLTUT_HAVE_OPENCV
#include "baselines_opencv.hpp"
#endif

#include "common/bench/bus.hpp"
#include "common/opencl/errors.hpp"
#include "common/opencl/program.hpp"
#include "common/platform/platform.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>

namespace ocltut::compare {

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

std::string utc_now()
{
    const std::time_t now = std::time(nullptr);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
    return text;
}

// Builds each kernel file twice: first with a comment no cache has seen
// (cold), then the identical text again (warm: a platform with a kernel
// cache, as PoCL and NVIDIA have, skips the compiler).
std::vector<BuildCost> measure_builds(const Runtime& runtime, const std::vector<Stage>& stages)
{
    std::map<std::string, std::string> options_of_file;
    for (const Stage& stage : stages) options_of_file.emplace(stage.kernel_file, stage.build_options);

    std::vector<BuildCost> builds;
    const std::string nonce = std::to_string(Clock::now().time_since_epoch().count());
    for (const auto& [file, options] : options_of_file) {
        const std::string source = "// cold build " + nonce + "\n" + read_text_file(find_project_file(file));
        BuildCost cost{file, 0, 0};
        Clock::time_point start = Clock::now();
        build_program_source(runtime.context, runtime.device, source, file, options);
        cost.cold_ms = ms_since(start);
        start = Clock::now();
        build_program_source(runtime.context, runtime.device, source, file, options);
        cost.warm_ms = ms_since(start);
        builds.push_back(cost);
    }
    return builds;
}

// Host -> device and back, timed by the transfer commands' own events.
void measure_transfers(const Runtime& runtime, const Image& rgba, OneOffCosts& costs)
{
    const std::size_t bytes = rgba.pixels.size();
    cl::Buffer buffer(runtime.context, CL_MEM_READ_WRITE, bytes);
    std::vector<std::uint8_t> back(bytes);
    cl::Event write;
    cl::Event read;
    // The host's clock around each blocking call too, for a device whose
    // event timestamps cannot be real (rusticl's: 0, 1, 2, 3).
    Clock::time_point start = Clock::now();
    runtime.queue.enqueueWriteBuffer(buffer, CL_TRUE, 0, bytes, rgba.pixels.data(), nullptr, &write);
    const double write_host_ms = ms_since(start);
    start = Clock::now();
    runtime.queue.enqueueReadBuffer(buffer, CL_TRUE, 0, bytes, back.data(), nullptr, &read);
    const double read_host_ms = ms_since(start);
    costs.transfer_bytes = bytes;
    const LaunchTimes write_times = launch_times(write);
    const LaunchTimes read_times = launch_times(read);
    costs.write_ms = write_times.plausible ? write_times.start_to_end_ms : write_host_ms;
    costs.read_ms = read_times.plausible ? read_times.start_to_end_ms : read_host_ms;
}

// Notes that `stage` is skipped at `size`, and why: one line for a stage and
// a reason, however many sizes it holds for ("08-multi-device at 512x512,
// 2048x2048 is skipped: ...").
void note_skipped(std::vector<std::string>& notes, const Stage& stage, const Size& size, const std::string& why)
{
    const std::string start = stage.lesson + " at ";
    const std::string end = " is skipped: " + why;
    for (std::string& note : notes) {
        if (note.size() > start.size() + end.size() && note.compare(0, start.size(), start) == 0 &&
            note.compare(note.size() - end.size(), end.size(), end) == 0) {
            note.insert(note.size() - end.size(), ", " + size_name(size));
            return;
        }
    }
    notes.push_back(start + size_name(size) + end);
}

// The rows of one stage run with one memory path, or one row saying why
// the run failed.
std::vector<Row> run_stage_once(const Runtime& runtime, const Stage& stage, const Image& input, const Size& size,
                                int iterations, MemoryPath memory, std::vector<std::string>& notes)
{
    RunConfig config;
    config.kernel_file = find_project_file(stage.kernel_file);
    config.iterations = iterations;
    config.memory = memory;
    Row failed;
    failed.algorithm = stage.algorithm;
    failed.lesson = stage.lesson;
    failed.kernel = "(whole stage)";
    failed.size = size;
    StageResult result;
    try {
        result = stage.run(runtime, input, config);
    } catch (const cl::Error& error) {
        failed.failure = describe(error);
        return {failed};
    } catch (const std::exception& error) {
        failed.failure = error.what();
        return {failed};
    }
    // Not a failure: the device cannot run this stage at this size (no rows).
    if (!result.unsupported.empty()) {
        note_skipped(notes, stage, size, result.unsupported);
        return {};
    }

    const std::string failure = failures_of(result.verifications);
    std::vector<Row> rows;
    for (const KernelReport& report : result.reports) {
        Row row;
        row.algorithm = stage.algorithm;
        row.lesson = stage.lesson;
        row.kernel = report.kernel;
        row.size = size;
        row.verified = failure.empty();
        row.failure = failure;
        row.stats = report.stats;
        row.work = report.work;
        row.end_to_end_runs = {
            {result.end_to_end_way.empty() ? memory_path_name(memory) : result.end_to_end_way, result.end_to_end}};
        row.algorithm_outputs = result.algorithm_outputs;
        rows.push_back(row);
    }
    return rows;
}

// A stage's rows: run on each memory path in turn, every run verified, until
// one fails. The kernel times are the first path's (copy) run; each path
// adds its end-to-end time. A stage with its own way is run once.
std::vector<Row> run_stage(const Runtime& runtime, const Stage& stage, const Image& input, const Size& size,
                           int iterations, std::vector<std::string>& notes)
{
    if (stage.runs_its_own_way) return run_stage_once(runtime, stage, input, size, iterations, MemoryPath::copy, notes);
    std::vector<Row> rows;
    for (const MemoryPath path : all_memory_paths) {
        const std::vector<Row> run = run_stage_once(runtime, stage, input, size, iterations, path, notes);
        if (rows.empty()) {
            rows = run;
        } else {
            for (std::size_t i = 0; i < rows.size() && !run.empty(); ++i) {
                // A run that failed as a whole gives one row, whatever the kernels.
                const Row& other = run[std::min(i, run.size() - 1)];
                rows[i].end_to_end_runs.insert(rows[i].end_to_end_runs.end(), other.end_to_end_runs.begin(),
                                               other.end_to_end_runs.end());
                if (!other.verified) {
                    rows[i].verified = false;
                    rows[i].failure = "on the " + memory_path_name(path) + " path: " + other.failure;
                }
            }
        }
        if (rows.empty() || run.empty() || !rows.front().verified) return rows;
    }
    return rows;
}

// The fastest of a row's end-to-end times, and which path gave it.
void choose_end_to_end(Row& row)
{
    row.end_to_end_ms = 0;
    row.end_to_end_path.clear();
    for (const EndToEnd& run : row.end_to_end_runs) {
        if (run.stats.runs == 0 || (row.end_to_end_ms > 0 && run.stats.median_ms >= row.end_to_end_ms)) continue;
        row.end_to_end_ms = run.stats.median_ms;
        row.end_to_end_path = run.path;
    }
}

// The memory this program may use in bytes (platform::memory_limit_bytes),
// or 0 where the system does not say.
double host_memory_bytes()
{
    return static_cast<double>(platform::memory_limit_bytes());
}

// "16384 MiB"
std::string mib(double bytes)
{
    return std::to_string(static_cast<unsigned long long>(bytes / (1 << 20))) + " MiB";
}

// "a / b" for two measured times; 0 when either is missing.
double ratio_of(double a, double b)
{
    return a > 0 && b > 0 ? a / b : 0;
}

// Fills the columns that compare rows with each other, at each size and
// algorithm: rates, the share of the copy, the better end-to-end time, and
// the speed-ups against the first stage, the best OpenCV row and the loop.
void add_ratios(DeviceResults& results)
{
    struct Yardsticks {
        const Row* first = nullptr;  // the algorithm's first stage, verified or not
        const Row* loop = nullptr;
        double opencv_ms = 0;  // the best verified OpenCV row's times
        double opencv_end_to_end_ms = 0;
    };
    std::map<std::string, Yardsticks> of_key;  // algorithm + size
    const auto key_of = [](const Row& row) { return row.algorithm + " " + size_name(row.size); };
    const auto keep_lower = [](double& best, double value) {
        if (value > 0 && (best == 0 || value < best)) best = value;
    };
    for (Row& row : results.rows) {
        choose_end_to_end(row);
        Yardsticks& yardsticks = of_key[key_of(row)];
        if (!is_baseline(row) && yardsticks.first == nullptr) yardsticks.first = &row;
        if (!row.verified) continue;
        row.gb_per_s = gb_per_s(row.work.bytes_moved, row.stats.median_ms);
        row.mpixel_per_s = mpixel_per_s(row.work.pixels, row.stats.median_ms);
        for (const CopyBandwidth& copy : results.copies)
            if (size_name(copy.size) == size_name(row.size)) row.percent_of_copy = 100 * row.gb_per_s / copy.gb_per_s;
        for (const BusFloor& floor : results.floors)
            if (row.algorithm_outputs && floor.algorithm == row.algorithm &&
                size_name(floor.size) == size_name(row.size))
                row.times_floor = ratio_of(row.end_to_end_ms, floor.stats.median_ms);
        if (row.lesson == plain_loop_lesson) yardsticks.loop = &row;
        if (row.lesson == opencv_lesson) {
            keep_lower(yardsticks.opencv_ms, row.stats.median_ms);
            keep_lower(yardsticks.opencv_end_to_end_ms, row.end_to_end_ms);
        }
    }
    for (Row& row : results.rows) {
        if (!row.verified) continue;
        const Yardsticks& yardsticks = of_key[key_of(row)];
        if (yardsticks.first != nullptr && yardsticks.first->verified) {
            row.speedup_vs_first = ratio_of(yardsticks.first->stats.median_ms, row.stats.median_ms);
            row.speedup_vs_first_end_to_end = ratio_of(yardsticks.first->end_to_end_ms, row.end_to_end_ms);
        }
        row.speedup_vs_opencv = ratio_of(yardsticks.opencv_ms, row.stats.median_ms);
        row.speedup_vs_opencv_end_to_end = ratio_of(yardsticks.opencv_end_to_end_ms, row.end_to_end_ms);
        if (yardsticks.loop != nullptr)
            row.speedup_vs_loop = ratio_of(yardsticks.loop->stats.median_ms, row.stats.median_ms);
    }
}

// Each algorithm's floor at `size`: the bytes of its job (its first
// stage's Stage::job) moved from pinned memory, both ways at once
// (time_bus_floor, common/bench/bus.hpp).
std::vector<BusFloor> measure_floors(const Runtime& runtime, const std::vector<Stage>& stages, const Size& size,
                                     int iterations)
{
    const std::size_t pixels = static_cast<std::size_t>(size.width) * size.height;
    std::vector<BusFloor> floors;
    for (const Stage& stage : stages) {
        const bool measured = std::any_of(floors.begin(), floors.end(),
                                          [&](const BusFloor& floor) { return floor.algorithm == stage.algorithm; });
        if (measured) continue;
        const std::size_t in = stage.job.in(pixels);
        const std::size_t out = stage.job.out(pixels);
        floors.push_back({stage.algorithm, size, in, out, time_bus_floor(runtime, in, out, warmup_runs, iterations)});
    }
    return floors;
}

}  // namespace

bool is_baseline(const Row& row)
{
    return row.lesson == plain_loop_lesson || row.lesson == opencv_lesson;
}

double end_to_end_ms_on(const Row& row, const std::string& path)
{
    for (const EndToEnd& run : row.end_to_end_runs)
        if (run.path == path && run.stats.runs > 0) return run.stats.median_ms;
    return 0;
}

std::string size_name(const Size& size)
{
    return width_x_height(size.width, size.height);
}

void check_size_fits(const cl::Device& device, const Size& size, double host_bytes_per_pixel,
                     const std::string& asked_by)
{
    // In doubles: 2147483647x2147483647 pixels times a few bytes is past
    // 64 bits.
    const double pixels = static_cast<double>(size.width) * static_cast<double>(size.height);
    const double rgba_bytes = 4 * pixels;
    const std::string what = asked_by + " " + size_name(size) + ": ";
    const double host_bytes = host_memory_bytes();
    if (host_bytes > 0 && host_bytes_per_pixel * pixels > host_bytes)
        throw UserError(what + "it needs about " + mib(host_bytes_per_pixel * pixels) +
                        " of host memory, more than the " + mib(host_bytes) +
                        " this program may use (the machine's memory, or a limit set on this process such as "
                        "ulimit -v or a container's): choose a smaller size");
    const double largest_buffer = static_cast<double>(device.getInfo<CL_DEVICE_MAX_MEM_ALLOC_SIZE>());
    if (rgba_bytes > largest_buffer)
        throw UserError(what + "an RGBA picture of this size is " + mib(rgba_bytes) +
                        ", more than this device's largest buffer, " + mib(largest_buffer) +
                        " (CL_DEVICE_MAX_MEM_ALLOC_SIZE): choose a smaller size");
    const double global_bytes = static_cast<double>(device.getInfo<CL_DEVICE_GLOBAL_MEM_SIZE>());
    if (2 * rgba_bytes > global_bytes)
        throw UserError(what + "the copy's two RGBA pictures of this size are " + mib(2 * rgba_bytes) +
                        ", more than this device's " + mib(global_bytes) +
                        " of global memory (CL_DEVICE_GLOBAL_MEM_SIZE): choose a smaller size");
}

CopyBandwidth measure_copy(const Runtime& runtime, const cl::Program& program, const Size& size, int iterations)
{
    const std::size_t vectors = (4 * static_cast<std::size_t>(size.width) * size.height + 15) / 16;
    const std::size_t bytes = vectors * 16;
    check_allocation(runtime.device, bytes, "the copy of a " + size_name(size) + " RGBA image");
    cl::Buffer source(runtime.context, CL_MEM_READ_ONLY, bytes);
    cl::Buffer destination(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    runtime.queue.enqueueFillBuffer(source, cl_uchar(0x5A), 0, bytes);

    cl::Kernel kernel(program, "copy16");
    kernel.setArg(0, source);
    kernel.setArg(1, destination);
    kernel.setArg(2, static_cast<cl_uint>(vectors));
    const std::size_t local =
        std::min<std::size_t>(256, kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(runtime.device));
    const cl::NDRange global((vectors + local - 1) / local * local);
    const auto launch = kernel_launcher(runtime, kernel, global, cl::NDRange(local));
    CopyBandwidth copy{size, 2 * bytes, summarize(time_launches(launch, warmup_runs, iterations)), 0};
    copy.gb_per_s = gb_per_s(copy.bytes, copy.stats.median_ms);
    return copy;
}

DeviceResults measure_device(const DeviceEntry& entry, const std::vector<Stage>& stages, const Settings& settings,
                             const std::function<void(const std::string&)>& progress)
{
    DeviceResults results;
    results.device = entry.device.getInfo<CL_DEVICE_NAME>();
    results.platform = entry.platform.getInfo<CL_PLATFORM_NAME>();
    results.device_type = device_kind_name(device_kind(entry.device));
    results.driver = entry.device.getInfo<CL_DRIVER_VERSION>();
    results.opencl_c = entry.device.getInfo<CL_DEVICE_OPENCL_C_VERSION>();
    results.date = utc_now();
    results.iterations = settings.iterations;

    progress("creating the context");
    const Clock::time_point start = Clock::now();
    const Runtime runtime = make_runtime(entry.device);
    results.one_off.context_ms = ms_since(start);

    // The copy kernel's build is untimed: the first build in a process also
    // starts the compiler (PoCL loads LLVM), which is no kernel's cost.
    progress("building every kernel file, cold and warm");
    const cl::Program copy_program =
        build_program(runtime.context, runtime.device, find_project_file("compare/copy.cl"));
    results.one_off.builds = measure_builds(runtime, stages);

    const Image photo = load_image(settings.photo, 4);
#ifdef OCLTUT_HAVE_OPENCV
    const OpenCvDevice opencv_device(runtime);
    if (!opencv_device.available())
        results.notes.push_back("OpenCV " + opencv_version() +
                                "'s OpenCL path (cv::UMat) is not measured here: " + opencv_device.unavailable);
#else
    results.notes.push_back("compare was built without OpenCV: its rows are skipped");
#endif
    for (const Size& size : settings.sizes) {
        const Image rgba = tile_mirrored(photo, size.width, size.height);
        const Image gray = luminance(rgba);
        if (&size == &settings.sizes.back()) measure_transfers(runtime, rgba, results.one_off);

        progress("copy " + size_name(size));
        results.copies.push_back(measure_copy(runtime, copy_program, size, settings.iterations));
        progress("bus floor " + size_name(size));
        for (BusFloor& floor : measure_floors(runtime, stages, size, settings.iterations))
            results.floors.push_back(std::move(floor));

        for (const Stage& stage : stages) {
            const Image& input = stage_input(stage, gray, rgba);
            progress(stage.lesson + " " + size_name(size));
            for (Row& row : run_stage(runtime, stage, input, size, settings.iterations, results.notes))
                results.rows.push_back(std::move(row));
        }
        progress("plain C++ loops " + size_name(size));
        for (Row& row : measure_plain_loops(stages, gray, rgba, size, settings.iterations))
            results.rows.push_back(std::move(row));
#ifdef OCLTUT_HAVE_OPENCV
        progress("OpenCV " + size_name(size));
        for (Row& row : measure_opencv(opencv_device, stages, gray, rgba, size, settings.iterations))
            results.rows.push_back(std::move(row));
#endif
    }
    add_ratios(results);
    return results;
}

}  // namespace ocltut::compare

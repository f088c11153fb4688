#include "measure.hpp"

#include "common/errors.hpp"
#include "common/program.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>
#include <set>
#include <sstream>

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
    runtime.queue.enqueueWriteBuffer(buffer, CL_TRUE, 0, bytes, rgba.pixels.data(), nullptr, &write);
    runtime.queue.enqueueReadBuffer(buffer, CL_TRUE, 0, bytes, back.data(), nullptr, &read);
    costs.transfer_bytes = bytes;
    costs.write_ms = launch_times(write).start_to_end_ms;
    costs.read_ms = launch_times(read).start_to_end_ms;
}

// The median of a few runs of the host golden; one run when it is slow.
double measure_golden(const Stage& stage, const Image& input)
{
    std::vector<double> runs;
    for (int i = 0; i < 5; ++i) {
        const Clock::time_point start = Clock::now();
        stage.golden(input);
        runs.push_back(ms_since(start));
        if (runs.back() > 500) break;
    }
    return summarize(runs).median_ms;
}

std::vector<Row> run_stage(const Runtime& runtime, const Stage& stage, const Image& input, const Size& size,
                           int iterations)
{
    RunConfig config;
    config.kernel_file = find_project_file(stage.kernel_file);
    config.iterations = iterations;
    Row failed{stage.algorithm, stage.lesson, "(whole stage)", size};
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

    std::string failure;
    for (const Verification& v : result.verifications)
        if (!v.passed()) failure += v.what + ": " + std::to_string(v.mismatches) + " values differ; ";

    std::vector<Row> rows;
    for (const KernelReport& report : result.reports) {
        Row row{stage.algorithm, stage.lesson, report.kernel, size};
        row.verified = failure.empty();
        row.failure = failure;
        row.stats = report.stats;
        row.work = report.work;
        row.gb_per_s = gb_per_s(report.work.bytes_moved, report.stats.median_ms);
        row.mpixel_per_s = mpixel_per_s(report.work.pixels, report.stats.median_ms);
        rows.push_back(row);
    }
    return rows;
}

// Fills the columns that compare rows with each other.
void add_ratios(DeviceResults& results)
{
    std::map<std::string, const Row*> previous;  // algorithm + size -> last verified row
    for (Row& row : results.rows) {
        if (!row.verified) continue;
        const std::string key = row.algorithm + " " + size_name(row.size);
        for (const CopyBandwidth& copy : results.copies)
            if (size_name(copy.size) == size_name(row.size)) row.percent_of_copy = 100 * row.gb_per_s / copy.gb_per_s;
        for (const Baseline& baseline : results.baselines)
            if (baseline.algorithm == row.algorithm && size_name(baseline.size) == size_name(row.size))
                row.speedup_over_cpu = baseline.median_ms / row.stats.median_ms;
        const auto before = previous.find(key);
        if (before != previous.end()) row.speedup_over_previous = before->second->stats.median_ms / row.stats.median_ms;
        previous[key] = &row;
    }
}

}  // namespace

std::string size_name(const Size& size)
{
    return std::to_string(size.width) + "x" + std::to_string(size.height);
}

std::vector<Size> parse_sizes(const std::string& text)
{
    std::vector<Size> sizes;
    std::stringstream list(text);
    std::string item;
    while (std::getline(list, item, ',')) {
        Size size{0, 0};
        char x = 0;
        std::stringstream parse(item);
        if (!(parse >> size.width >> x >> size.height) || x != 'x' || size.width < 1 || size.height < 1 ||
            !parse.eof())
            throw UserError("--sizes takes WIDTHxHEIGHT[,WIDTHxHEIGHT...], got '" + item + "'");
        sizes.push_back(size);
    }
    return sizes;
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
    const std::size_t local = std::min<std::size_t>(256, kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(runtime.device));
    const cl::NDRange global((vectors + local - 1) / local * local);
    const auto launch = kernel_launcher(runtime, kernel, global, cl::NDRange(local));
    CopyBandwidth copy{size, 2 * bytes, summarize(time_launches(launch, 2, iterations)), 0};
    copy.gb_per_s = gb_per_s(copy.bytes, copy.stats.median_ms);
    return copy;
}


DeviceResults measure_device(const DeviceEntry& entry, const std::vector<Stage>& stages, const Settings& settings,
                             const std::function<void(const std::string&)>& progress)
{
    DeviceResults results;
    results.device = entry.device.getInfo<CL_DEVICE_NAME>();
    results.platform = entry.platform.getInfo<CL_PLATFORM_NAME>();
    results.device_type = device_type_name(entry.device);
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
    for (const Size& size : settings.sizes) {
        const Image rgba = tile_mirrored(photo, size.width, size.height);
        const Image gray = luminance(rgba);
        if (&size == &settings.sizes.back()) measure_transfers(runtime, rgba, results.one_off);

        progress("copy " + size_name(size));
        results.copies.push_back(measure_copy(runtime, copy_program, size, settings.iterations));

        std::set<std::string> timed_golden;
        for (const Stage& stage : stages) {
            const Image& input = stage.input_channels == 1 ? gray : rgba;
            progress(stage.lesson + " " + size_name(size));
            for (Row& row : run_stage(runtime, stage, input, size, settings.iterations))
                results.rows.push_back(std::move(row));
            if (timed_golden.insert(stage.algorithm).second) {
                progress(stage.algorithm + " plain C++ " + size_name(size));
                results.baselines.push_back({stage.algorithm, size, measure_golden(stage, input)});
            }
        }
    }
    add_ratios(results);
    return results;
}

}  // namespace ocltut::compare

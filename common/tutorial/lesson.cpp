#include "common/tutorial/lesson.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"

#include <algorithm>
#include <charconv>
#include <iostream>
#include <limits>

namespace ocltut {

LessonOptions default_options(const std::string& lesson, const std::string& photo)
{
    LessonOptions options;
    options.input = find_project_file("data/" + photo).string();
    options.output_dir = std::filesystem::path("output") / lesson;
    return options;
}

std::vector<std::string> list_items(const std::string& text)
{
    std::vector<std::string> items;
    std::size_t start = 0;
    for (std::size_t comma = text.find(','); comma != std::string::npos; comma = text.find(',', start)) {
        items.push_back(text.substr(start, comma - start));
        start = comma + 1;
    }
    items.push_back(text.substr(start));
    return items;
}

std::optional<std::size_t> read_count(const char* first, const char* last, std::size_t largest)
{
    // from_chars reads an unsigned number with no sign and no space, and
    // refuses one too large for size_t; std::stoul took "-1" as 2^64 - 1.
    std::size_t value = 0;
    const auto [end, error] = std::from_chars(first, last, value);
    if (first == last || error != std::errc() || end != last || value < 1 || value > largest) return std::nullopt;
    return value;
}

namespace {

// Image keeps its width and height as int.
constexpr std::size_t largest_picture_side = std::numeric_limits<int>::max();

// A picture size read from `text`, or a UserError naming `option` and what
// it takes: `form`, e.g. `example`.
PictureSize read_picture_size(const std::string& text, const std::string& option, const std::string& form,
                              const std::string& example)
{
    const std::optional<std::array<std::size_t, 2>> read = read_width_x_height(text, largest_picture_side);
    if (!read)
        throw UserError(option + " takes " + form + " (whole numbers from 1 to " +
                        std::to_string(largest_picture_side) + "), e.g. " + example + "; got '" + text + "'");
    return {static_cast<int>((*read)[0]), static_cast<int>((*read)[1])};
}

// Parses "32x8" into {32, 8}; CLI11 calls it for --local-size.
std::string parse_local_size(const std::string& text, LocalSize& size)
{
    const std::optional<LocalSize> read = read_width_x_height(text, std::numeric_limits<std::size_t>::max());
    if (!read) return "expected WIDTHxHEIGHT with both at least 1, e.g. 32x8; got '" + text + "'";
    size = *read;
    return "";
}

}  // namespace

std::optional<std::array<std::size_t, 2>> read_width_x_height(const std::string& text, std::size_t largest)
{
    const std::size_t x = text.find('x');
    if (x == std::string::npos) return std::nullopt;
    const char* begin = text.data();
    const std::optional<std::size_t> width = read_count(begin, begin + x, largest);
    const std::optional<std::size_t> height = read_count(begin + x + 1, begin + text.size(), largest);
    if (!width || !height) return std::nullopt;
    return std::array<std::size_t, 2>{*width, *height};
}

PictureSize parse_picture_size(const std::string& text, const std::string& option)
{
    return read_picture_size(text, option, "WIDTHxHEIGHT", "512x512");
}

std::vector<PictureSize> parse_picture_sizes(const std::string& text, const std::string& option)
{
    std::vector<PictureSize> sizes;
    for (const std::string& item : list_items(text))
        sizes.push_back(read_picture_size(item, option, "WIDTHxHEIGHT[,WIDTHxHEIGHT...]", "512x512,2048x2048"));
    return sizes;
}

void use_one_line_errors(CLI::App& app)
{
    app.failure_message([](const CLI::App*, const CLI::Error& error) {
        return "error: " + std::string(error.what()) + " (see --help)\n";
    });
}

std::string device_named(const std::string& spec)
{
    if (spec.find_first_not_of(" \t") != std::string::npos) return "";
    return "empty: give P:D indices or part of a device's name (--list-devices lists them)";
}

void add_lesson_options(CLI::App& app, LessonOptions& options)
{
    use_one_line_errors(app);
    app.add_option("-i,--input", options.input, "Picture to process (PNG, JPEG, BMP, TGA, PNM, GIF)")
        ->capture_default_str();
    app.add_option("-o,--output-dir", options.output_dir, "Folder for the output pictures (created if needed)")
        ->capture_default_str();
    app.add_option("-d,--device", options.device,
                   std::string("Device: P:D indices or part of its name (default: $") + device_env_var +
                       ", else the first GPU, else the first device)")
        ->check(device_named);
    app.add_option("-n,--iterations", options.iterations,
                   "Timed kernel launches, after " + std::to_string(warmup_runs) + " warm-up launches")
        ->capture_default_str()
        ->check(CLI::Range(1, 100000));
    app.add_option("-k,--kernel", options.kernel_file, "Run this .cl file instead of the lesson's kernel")
        ->each(check_kernel_file);
    app.add_option_function<std::string>(
           "-l,--local-size",
           [&options](const std::string& text) {
               const std::string error = parse_local_size(text, options.local_size);
               if (!error.empty()) throw CLI::ValidationError("--local-size", error);
           },
           "Work-group size WxH (default: the lesson's choice)")
        ->type_name("WxH");
    app.add_option_function<std::string>(
           "--memory", [&options](const std::string& path) { options.memory = memory_path_named(path); },
           "How the picture reaches the device and the results come back: copy (write and read the buffers), "
           "zero-copy (CL_MEM_ALLOC_HOST_PTR, map and unmap) or pinned (write and read the buffers from "
           "page-locked staging memory); see docs/memory-paths.md")
        ->check(CLI::IsMember({"copy", "zero-copy", "pinned"}))
        ->default_str("copy");
    app.add_flag("--list-devices", options.list_devices, "List the OpenCL devices and exit");
}

std::optional<int> parse_command_line(CLI::App& app, const LessonOptions& options, int argc, char** argv)
{
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return app.exit(error);
    }
    if (options.list_devices) {
        print_device_list(std::cout);
        return 0;
    }
    return std::nullopt;
}

std::string memory_path_name(MemoryPath path)
{
    switch (path) {
    case MemoryPath::copy:
        return "copy";
    case MemoryPath::zero_copy:
        return "zero-copy";
    case MemoryPath::pinned:
        return "pinned";
    }
    throw std::logic_error("no such memory path");
}

MemoryPath memory_path_named(const std::string& name)
{
    for (const MemoryPath path : all_memory_paths)
        if (memory_path_name(path) == name) return path;
    throw UserError("--memory " + name + ": the memory paths are copy, zero-copy and pinned");
}

RunConfig run_config(const LessonOptions& options, const std::string& lesson_kernel)
{
    RunConfig config;
    config.kernel_file =
        options.kernel_file.empty() ? find_project_file(lesson_kernel) : std::filesystem::path(options.kernel_file);
    config.iterations = options.iterations;
    config.local_size = options.local_size;
    config.tuning = options.tuning;
    config.memory = options.memory;
    return config;
}

RunConfig checking_config(const std::filesystem::path& kernel_file)
{
    RunConfig config;
    config.kernel_file = kernel_file;
    config.warmup = 0;
    config.iterations = 1;
    return config;
}

Runtime open_runtime(const std::string& device_spec, std::ostream& out)
{
    const DeviceEntry entry = select_device(device_spec);
    out << "device " << entry.platform_index << ':' << entry.device_index << ": " << describe_device(entry.device)
        << '\n';
    if (device_kind(entry.device) == DeviceKind::cpu)
        out << "note: a CPU device, so every time below is a CPU timing, not a GPU one\n";
    return make_runtime(entry.device);
}

void print_input(std::ostream& out, const std::string& input, const Image& image, const std::string& form)
{
    out << "input " << display_path(input) << ": " << width_x_height(image.width, image.height) << form << '\n';
}

void print_kernel_file(std::ostream& out, const std::filesystem::path& kernel_file)
{
    out << "kernel " << display_path(kernel_file) << '\n';
}

void check_allocation(const cl::Device& device, std::size_t bytes, const std::string& what)
{
    const cl_ulong limit = device.getInfo<CL_DEVICE_MAX_MEM_ALLOC_SIZE>();
    if (bytes > limit)
        throw UserError(what + " needs a buffer of " + std::to_string(bytes >> 20) + " MiB, more than this device's " +
                        std::to_string(limit >> 20) + " MiB limit (CL_DEVICE_MAX_MEM_ALLOC_SIZE): use a smaller image");
}

cl::NDRange choose_local_size(const cl::Kernel& kernel, const cl::Device& device, const LocalSize& requested,
                              const LocalSize& preferred)
{
    const std::size_t kernel_limit = kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(device);
    const std::vector<std::size_t> item_limits = device.getInfo<CL_DEVICE_MAX_WORK_ITEM_SIZES>();
    const auto fits = [&](const LocalSize& size) {
        return size[0] <= item_limits[0] && size[1] <= item_limits[1] && size[0] * size[1] <= kernel_limit;
    };

    if (requested[0] != 0) {
        if (!fits(requested))
            throw UserError("--local-size " + width_x_height(requested[0], requested[1]) +
                            " is too large for this kernel on this device: at most " + std::to_string(kernel_limit) +
                            " work-items in a group (CL_KERNEL_WORK_GROUP_SIZE), at most " +
                            std::to_string(item_limits[0]) + " x " + std::to_string(item_limits[1]) +
                            " (CL_DEVICE_MAX_WORK_ITEM_SIZES)");
        const cl::NDRange local(requested[0], requested[1]);
        check_kernel_memory(kernel, device, local);
        return local;
    }
    // A dimension over its own limit is halved first; then the taller side:
    // keeping dimension 0 wide keeps neighbouring work-items on
    // neighbouring bytes.
    LocalSize size = preferred;
    while (!fits(size) && size[0] * size[1] > 1) {
        if (size[0] > item_limits[0] || size[1] == 1) size[0] /= 2;
        else size[1] /= 2;
    }
    const cl::NDRange local(size[0], size[1]);
    check_kernel_memory(kernel, device, local);
    return local;
}

cl::NDRange round_up_global(std::size_t width, std::size_t height, const cl::NDRange& local)
{
    const auto round_up = [](std::size_t value, std::size_t multiple) {
        return (std::max<std::size_t>(value, 1) + multiple - 1) / multiple * multiple;
    };
    return cl::NDRange(round_up(width, local[0]), round_up(height, local[1]));
}

void print_report(std::ostream& out, const KernelReport& report)
{
    out << "  " << report.kernel << ": global " << width_x_height(report.global[0], report.global[1]) << ", local "
        << width_x_height(report.local[0], report.local[1]) << '\n';
    print_launch(out, "  first launch", report.first_launch);
    print_timing(out, report.kernel, report.stats, report.work);
}

std::function<cl::Event()> kernel_launcher(const Runtime& runtime, const cl::Kernel& kernel, const cl::NDRange& global,
                                           const cl::NDRange& local)
{
    return [&runtime, kernel, global, local]() {
        cl::Event event;
        runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local, nullptr, &event);
        return event;
    };
}

KernelReport time_kernel(const Runtime& runtime, const KernelLaunch& launch, int warmup, int iterations,
                         const std::string& name)
{
    const TimingStats stats = summarize(
        time_launches(kernel_launcher(runtime, launch.kernel, launch.global, launch.local), warmup, iterations));
    return {name.empty() ? launch.kernel.getInfo<CL_KERNEL_FUNCTION_NAME>() : name,
            launch.global,
            launch.local,
            launch_times(launch.first),
            stats,
            launch.work};
}

KernelReport time_kernel(const Runtime& runtime, const KernelLaunch& launch, const RunConfig& config,
                         const std::string& name)
{
    return time_kernel(runtime, launch, config.warmup, config.iterations, name);
}

}  // namespace ocltut

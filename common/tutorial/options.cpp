#include "common/tutorial/options.hpp"

#include "common/opencl/device.hpp"
#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/sizes.hpp"

#include <iostream>
#include <limits>

namespace ocltut {

namespace {

// Parses "32x8" into {32, 8}; CLI11 calls it for --local-size.
std::string parse_local_size(const std::string& text, LocalSize& size)
{
    const std::optional<LocalSize> read = read_width_x_height(text, std::numeric_limits<std::size_t>::max());
    if (!read) return "expected WIDTHxHEIGHT with both at least 1, e.g. 32x8; got '" + text + "'";
    size = *read;
    return "";
}

// Defaults: --input <project>/data/<photo>, --output-dir output/<lesson>.
LessonOptions default_options(const std::string& lesson, const std::string& photo)
{
    LessonOptions options;
    options.input = find_project_file("data/" + photo).string();
    options.output_dir = std::filesystem::path("output") / lesson;
    return options;
}

// Adds the options every lesson takes to `app`, writing into `options`.
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

}  // namespace

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

LessonOptions parse_lesson_options(int argc, char** argv, const std::string& lesson, const std::string& photo,
                                   const std::string& title, const std::function<void(CLI::App&)>& add_own_options)
{
    LessonOptions options = default_options(lesson, photo);
    CLI::App app(title);
    add_lesson_options(app, options);
    if (add_own_options) add_own_options(app);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        throw ExitRequest{app.exit(error)};
    }
    if (options.list_devices) {
        print_device_list(std::cout);
        throw ExitRequest{0};
    }
    return options;
}

}  // namespace ocltut

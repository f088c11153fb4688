// Helpers every lesson's host program calls: its shared command-line options,
// opening the chosen device, sizing the NDRange, and timing a kernel that the
// lesson's own host code has set up and launched once. No lesson's steps are
// here: buffers, arguments and launches are in each lesson's folder.
#pragma once

#include "common/opencl/device.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/opencl.hpp"
#include "common/opencl/profiling.hpp"
#include "common/tutorial/image_io.hpp"

#include <CLI/CLI.hpp>

#include <array>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ocltut {

// Output buffers are filled with this byte before the launch that is
// verified: a pixel the kernel forgets to write keeps it and shows up as a
// mismatch (0xA5 is not 0, so even a forgotten border is caught).
inline constexpr cl_uchar poison_byte = 0xA5;

// Four poison bytes read as one 32-bit word, 0xA5A5A5A5: what a uint output
// (a counter, say) holds where no work-item wrote.
inline constexpr cl_uint poison_word = poison_byte * 0x01010101u;

// A 2D work-group size; {0, 0} means "let the lesson choose".
using LocalSize = std::array<std::size_t, 2>;

// A picture's width and height, as --size and compare's --sizes take them.
struct PictureSize {
    int width;
    int height;
};

// The items of a comma-separated list, empty ones included ("A,,B" has
// three, "" has one), so that a stray comma is refused, not skipped.
std::vector<std::string> list_items(const std::string& text);

// A whole number from 1 to `largest` that fills [first, last), written in
// digits only (no sign, space or other text), or nothing.
std::optional<std::size_t> read_count(const char* first, const char* last, std::size_t largest);

// Reads "WIDTHxHEIGHT": two whole numbers from 1 to `largest`, written in
// digits only (no sign, space or other text). Nothing when `text` is not
// that. The one reading of sizes behind --local-size, parse_picture_size and
// parse_picture_sizes.
std::optional<std::array<std::size_t, 2>> read_width_x_height(const std::string& text, std::size_t largest);

// "512x512" -> {512, 512}, or a UserError naming `option`, the option the
// user typed ("--size"), and the form it takes.
PictureSize parse_picture_size(const std::string& text, const std::string& option);

// "512x512,4096x4096" -> each size, read as parse_picture_size reads one.
std::vector<PictureSize> parse_picture_sizes(const std::string& text, const std::string& option);

// The knobs of a lesson's "going further" kernel, as --tune sets them
// (--tune COPIES=8,GROUPS_PER_UNIT=2): knob name -> value. The names are the
// kernel's build options (-D COPIES=8) or choices of its host code; each
// runner lists its own and picks a default per device for every knob not set.
// The options and checks that set and read them are in going-further/
// (going_further.hpp); the type is here because LessonOptions and RunConfig
// carry the knobs: every runner takes a RunConfig, and the command line,
// compare's sweep and the tests hand a going-further kernel its knobs in it.
using Tuning = std::map<std::string, int>;

// How the host moves a picture to the device and the results back.
//   copy:      buffers in device memory, filled by enqueueWriteBuffer and
//              read by enqueueReadBuffer (a copy each way);
//   zero_copy: buffers made with CL_MEM_ALLOC_HOST_PTR, filled and read
//              through enqueueMapBuffer/enqueueUnmapMemObject: where the
//              device shares the host's memory (CPUs, integrated GPUs such
//              as Mali), nothing is copied.
//   pinned:    buffers in device memory, as for copy, but the host's
//              pictures live in pinned (page-locked) staging memory, a
//              CL_MEM_ALLOC_HOST_PTR buffer mapped once and kept mapped
//              (PinnedHostMemory, transfer.hpp); enqueueWriteBuffer and
//              enqueueReadBuffer move the bytes between the two. A discrete
//              GPU's copy engine reads and writes such memory directly, at
//              the bus's speed (NVIDIA's and AMD's recipe).
enum class MemoryPath { copy, zero_copy, pinned };

// "copy", "zero-copy" or "pinned", as --memory takes it.
std::string memory_path_name(MemoryPath path);

// The path a name names, or a UserError listing the names.
MemoryPath memory_path_named(const std::string& name);

inline constexpr MemoryPath all_memory_paths[] = {MemoryPath::copy, MemoryPath::zero_copy, MemoryPath::pinned};

struct LessonOptions {
    std::string input;                    // picture to process
    std::filesystem::path output_dir;     // where the pictures go
    std::string device;                   // see select_device(); "" = default
    int iterations = default_iterations;  // timed launches after warm-up
    std::string kernel_file;              // a .cl file to run instead of the lesson's own
    LocalSize local_size{0, 0};           // --local-size WxH
    bool list_devices = false;
    std::string variant = "lesson";        // --variant: "lesson", or a going-further kernel ("fast", ...)
    Tuning tuning;                         // --tune NAME=VALUE,...
    MemoryPath memory = MemoryPath::copy;  // --memory copy|zero-copy|pinned
};

// Defaults: --input <project>/data/<photo>, --output-dir output/<lesson>.
LessonOptions default_options(const std::string& lesson, const std::string& photo);

// Makes `app` report a command-line mistake as every other error: one line,
// "error: ...", on stderr.
void use_one_line_errors(CLI::App& app);

// The check of a --device (or --devices) value: why it names no device, or
// "" when it may. An empty value, a script's unset variable, would
// otherwise pick the default device without a word.
std::string device_named(const std::string& spec);

// Adds --input, --output-dir, --device, --iterations, --kernel, --local-size,
// --memory and --list-devices to `app`, writing into `options`.
void add_lesson_options(CLI::App& app, LessonOptions& options);

// The start of every lesson program, once `app` has its options
// (add_lesson_options and any of the lesson's own): parses the command line.
// Returns the exit code when the program has nothing more to do (--help, a
// bad flag, --list-devices), else nothing.
std::optional<int> parse_command_line(CLI::App& app, const LessonOptions& options, int argc, char** argv);

// What a lesson's host code needs to know besides the image.
struct RunConfig {
    std::filesystem::path kernel_file;    // the .cl file to build
    int warmup = warmup_runs;             // untimed launches before timing
    int iterations = default_iterations;  // timed launches
    LocalSize local_size{0, 0};
    Tuning tuning;  // knobs of a going-further kernel
    MemoryPath memory = MemoryPath::copy;
};

// The runner's config from the options; `lesson_kernel` is the lesson's own
// kernel file relative to the project root, used unless --kernel is given.
RunConfig run_config(const LessonOptions& options, const std::string& lesson_kernel);

// For checking a kernel, not timing it: the verified launch and a single
// timed one, no warm-up (what the tests and the exercise checker use).
RunConfig checking_config(const std::filesystem::path& kernel_file);

// Selects the device, prints what was chosen, returns context and queue.
Runtime open_runtime(const std::string& device_spec, std::ostream& out);

// Lines every lesson prints after the device's, e.g.
//   input data/camera.png: 512x512 (luminance computed on the host)
//   kernel my-lesson/my_kernel.cl
// `form` is appended as it is: " (luminance computed on the host)".
void print_input(std::ostream& out, const std::string& input, const Image& image, const std::string& form);
void print_kernel_file(std::ostream& out, const std::filesystem::path& kernel_file);

// Throws a UserError when a buffer of `bytes` cannot be allocated on the
// device (CL_DEVICE_MAX_MEM_ALLOC_SIZE), naming `what` needed it.
void check_allocation(const cl::Device& device, std::size_t bytes, const std::string& what);

// The work-group size to launch `kernel` with: `requested` when set (checked
// against the device's limits, UserError if it cannot run), else `preferred`
// shrunk until the device and the compiled kernel accept it. Either way, a
// group whose memory the device cannot give is refused (check_kernel_memory,
// kernel_checks.hpp): call it once the kernel's arguments are set.
cl::NDRange choose_local_size(const cl::Kernel& kernel, const cl::Device& device, const LocalSize& requested,
                              const LocalSize& preferred);

// The smallest multiple of `local` covering `extent` in each dimension: with
// a bounds check in the kernel, any image size runs on any work-group size.
cl::NDRange round_up_global(std::size_t width, std::size_t height, const cl::NDRange& local);

// One kernel's measurements, as a lesson reports them.
struct KernelReport {
    std::string kernel;
    cl::NDRange global;
    cl::NDRange local;
    LaunchTimes first_launch;  // the verified launch, right after the build
    TimingStats stats;         // the timed launches after warm-up
    WorkModel work;
};

void print_report(std::ostream& out, const KernelReport& report);

// A function that enqueues `kernel` over the NDRange once and returns its
// event, for time_launches and the verified first launch.
std::function<cl::Event()> kernel_launcher(const Runtime& runtime, const cl::Kernel& kernel, const cl::NDRange& global,
                                           const cl::NDRange& local);

// A kernel as a lesson's host code leaves it after the launch it verified:
// its arguments set, its NDRange, the memory objects its arguments name
// (held here so that they outlive the host code and the kernel can be
// launched again), what it moves, and the verified launch's event.
struct KernelLaunch {
    cl::Kernel kernel;
    cl::NDRange global;
    cl::NDRange local;
    std::vector<cl::Memory> arguments;
    WorkModel work;
    cl::Event first;
};

// The timing loop: `warmup` untimed launches of the kernel as it stands,
// then `iterations` timed ones. The report is named after the kernel
// function unless `name` is given.
KernelReport time_kernel(const Runtime& runtime, const KernelLaunch& launch, int warmup, int iterations,
                         const std::string& name = "");

// The same with config.warmup and config.iterations.
KernelReport time_kernel(const Runtime& runtime, const KernelLaunch& launch, const RunConfig& config,
                         const std::string& name = "");

}  // namespace ocltut

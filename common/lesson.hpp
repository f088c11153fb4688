// What every lesson executable shares: its command-line options, opening the
// chosen device, sizing the NDRange, and reporting kernel timings.
#pragma once

#include "device.hpp"
#include "image_io.hpp"
#include "opencl.hpp"
#include "profiling.hpp"

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

// A 2D work-group size; {0, 0} means "let the lesson choose".
using LocalSize = std::array<std::size_t, 2>;

// The knobs of a lesson's "going further" kernel, as --tune sets them
// (--tune COPIES=8,GROUPS_PER_UNIT=2): knob name -> value. The names are the
// kernel's build options (-D COPIES=8) or choices of its host runner; each
// runner lists its own and picks a default per device for every knob not set.
using Tuning = std::map<std::string, int>;

struct LessonOptions {
    std::string input;                   // picture to process
    std::filesystem::path output_dir;    // where the pictures go
    std::string device;                  // see select_device(); "" = default
    int iterations = 20;                 // timed launches after warm-up
    std::string kernel_file;             // a .cl file to run instead of the lesson's own
    LocalSize local_size{0, 0};          // --local-size WxH
    bool list_devices = false;
    std::string variant = "lesson";      // --variant: "lesson" or "fast" (the going-further kernel)
    Tuning tuning;                       // --tune NAME=VALUE,...
};

// Defaults: --input <project>/data/<photo>, --output-dir output/<lesson>.
LessonOptions default_options(const std::string& lesson, const std::string& photo);

// Makes `app` report a command-line mistake as every other error: one line,
// "error: ...", on stderr.
void use_one_line_errors(CLI::App& app);

// Adds --input, --output-dir, --device, --iterations, --kernel, --local-size
// and --list-devices to `app`, writing into `options`.
void add_lesson_options(CLI::App& app, LessonOptions& options);

// For a lesson with a "going further" kernel: adds --variant (lesson: the
// lesson's own kernels, fast: the going-further one) and --tune, whose help
// lists `knobs`.
void add_going_further_options(CLI::App& app, LessonOptions& options, const std::string& knobs);

// The lesson's own stage, or with --variant fast its going-further one.
// --tune without --variant fast is a UserError: only that kernel has knobs.
template <typename Stage>
const Stage& chosen_variant(const LessonOptions& options, const Stage& lesson, const Stage& fast);

// The start of every lesson program, once `app` has its options
// (add_lesson_options and any of the lesson's own): parses the command line.
// Returns the exit code when the program has nothing more to do (--help, a
// bad flag, --list-devices), else nothing.
std::optional<int> parse_command_line(CLI::App& app, const LessonOptions& options, int argc, char** argv);

// What a host runner needs to know besides the image.
struct RunConfig {
    std::filesystem::path kernel_file;   // the .cl file to build
    int warmup = 2;                      // untimed launches before timing
    int iterations = 20;                 // timed launches
    LocalSize local_size{0, 0};
    Tuning tuning;                       // knobs of a going-further kernel
};

// The value of knob `name`, or `fallback` when --tune does not set it.
int tuned(const RunConfig& config, const std::string& name, int fallback);

// A UserError naming `kernel`'s knobs when --tune sets any other.
void check_knob_names(const RunConfig& config, const std::vector<std::string>& knobs, const std::string& kernel);

// The runner's config from the options; `lesson_kernel` is the lesson's own
// kernel file relative to the project root, used unless --kernel is given.
RunConfig run_config(const LessonOptions& options, const std::string& lesson_kernel);

// For checking a kernel, not timing it: the verified launch and a single
// timed one, no warm-up (what the tests and the exercise checker use).
RunConfig checking_config(const std::filesystem::path& kernel_file);

// A lesson as its main() hands it to the program shared by the lessons of
// one algorithm (run_sobel_app, run_sharpen_app): names, the kernel file,
// and the host runner, whose result `Run` is the algorithm's own (SobelRun,
// SharpenRun, ...). The comparison tool's view of a lesson is Stage, in
// stage.hpp.
template <typename Run>
struct LessonStage {
    std::string lesson;        // "01-sobel-scalar": the output folder's name
    std::string title;         // one line for --help
    std::string kernel_file;   // relative to the project root
    std::function<Run(const Runtime&, const Image& input, const RunConfig&)> run;
    std::string starter_file;  // the exercise: kernel_file with TODOs where the bodies go
};

// Selects the device, prints what was chosen, returns context and queue.
Runtime open_runtime(const std::string& device_spec, std::ostream& out);

// What a lesson's kernels take as input: the luminance (Sobel, histogram)
// or four channels (sharpen; gray and RGB expanded, opaque alpha added).
enum class InputForm { luminance, rgba };

// A lesson ready to run: its input picture, the runner's configuration and
// the device.
struct LessonStart {
    Image input;
    RunConfig config;
    Runtime runtime;
};

// Checks everything the user gave before any work (the input loads, the
// output folder is usable, the kernel file exists), so a bad run writes
// nothing; then opens the device and prints the lesson, device, input and
// kernel lines to `out`.
LessonStart start_lesson(const LessonOptions& options, const std::string& lesson, const std::string& title,
                         const std::string& lesson_kernel, InputForm form, std::ostream& out);

// Throws a UserError when a buffer of `bytes` cannot be allocated on the
// device (CL_DEVICE_MAX_MEM_ALLOC_SIZE), naming `what` needed it.
void check_allocation(const cl::Device& device, std::size_t bytes, const std::string& what);

// The work-group size to launch `kernel` with: `requested` when set (checked
// against the device's limits, UserError if it cannot run), else `preferred`
// shrunk until the device and the compiled kernel accept it.
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
    LaunchTimes first_launch;   // the verified launch, right after the build
    TimingStats stats;          // the timed launches after warm-up
    WorkModel work;
};

void print_report(std::ostream& out, const KernelReport& report);

// A function that enqueues `kernel` over the NDRange once and returns its
// event, for time_launches and the verified first launch.
std::function<cl::Event()> kernel_launcher(const Runtime& runtime, const cl::Kernel& kernel,
                                           const cl::NDRange& global, const cl::NDRange& local);

// How every runner launches a kernel, in this order:
//   1. once onto the freshly poisoned outputs, waited for;
//   2. `read_outputs()` copies those outputs to the host: this first launch
//      is the one verified, before any other launch has run;
//   3. config.warmup untimed launches, then config.iterations timed ones.
// Returns the kernel's report; `work` is its bytes-moved model.
KernelReport launch_verified_then_timed(const Runtime& runtime, const cl::Kernel& kernel, const cl::NDRange& global,
                                        const cl::NDRange& local, const RunConfig& config, const WorkModel& work,
                                        const std::function<void()>& read_outputs);

// Thrown by chosen_variant; a function so the header needs no errors.hpp.
[[noreturn]] void refuse_tuning_without_fast_variant();

template <typename Stage>
const Stage& chosen_variant(const LessonOptions& options, const Stage& lesson, const Stage& fast)
{
    if (options.variant == "fast") return fast;
    if (!options.tuning.empty()) refuse_tuning_without_fast_variant();
    return lesson;
}

}  // namespace ocltut

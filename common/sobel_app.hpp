// The program around a Sobel stage (lessons 01, 02, 06): options, device,
// input picture, the stage's host runner, verification against the golden,
// the three output pictures and the timing report. Each lesson's main() is
// one call to run_sobel_app with its own runner; the runners of the
// buffer-based kernels (01, 02) share run_sobel_kernel.
#pragma once

#include "golden.hpp"
#include "lesson.hpp"
#include "stage.hpp"
#include "verify.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace ocltut {

// What a Sobel host runner returns: what it read back from the device and
// the measurements of each kernel it launched. A kernel writes either dX and
// dY (`gradients`), or only the magnitude (lesson 06's option: then
// `gradients` has no values and `magnitude` holds the picture).
struct SobelRun {
    SobelGradients gradients;
    Image magnitude;
    std::vector<KernelReport> reports;

    bool magnitude_only() const { return gradients.dx.empty() && !magnitude.pixels.empty(); }
};

// What differs between the host runners of the buffer-based Sobel lessons
// (01, 02): every other step, from uploading the image to timing, is the
// same and lives in run_sobel_kernel.
struct SobelKernel {
    std::string name;            // the __kernel function of the .cl file
    LocalSize preferred_local;   // the lesson's work-group size unless --local-size is given
    // The NDRange's global size for the chosen work-group size: how many
    // work-items the lesson launches, rounded up to whole work-groups.
    std::function<cl::NDRange(const cl::NDRange& local)> global_size;
    WorkModel work;              // the kernel's bytes-moved model
    std::string build_options;   // -D options for the kernel file, if it takes any
};

// Runs one Sobel kernel taking (in, dx_out, dy_out, width, height), in
// order: checks the image fits in a device buffer (UserError otherwise),
// builds config.kernel_file, makes the buffers (the luminance uploaded, dX
// and dY filled with poison_byte), sets the arguments, chooses the
// work-group size and the global size, then launches as
// launch_verified_then_timed describes, reading dX and dY back after the
// first launch.
SobelRun run_sobel_kernel(const Runtime& runtime, const Image& gray, const RunConfig& config,
                          const SobelKernel& kernel);

// Its runner takes the luminance picture.
using SobelStage = LessonStage<SobelRun>;

// dX, dY and the magnitude of `got` compared with `expected`, bit for bit.
std::vector<Verification> verify_sobel(const SobelGradients& expected, const SobelGradients& got);

// A run compared with `expected`: verify_sobel, or the magnitude alone when
// that is all the kernel wrote.
std::vector<Verification> verify_sobel_run(const SobelGradients& expected, const SobelRun& run);

// Writes sobel-dx.png (|dX|), sobel-dy.png (|dY|) and sobel.png (magnitude),
// or only sobel.png for a magnitude-only run. Returns the names written.
std::vector<std::string> write_sobel_pictures(const std::filesystem::path& dir, const SobelRun& run);

// The stage as the comparison tool runs it: verified with verify_sobel_run
// against the golden with the given border mode.
Stage sobel_comparison_stage(const SobelStage& stage, SobelBorder border = SobelBorder::zero);

// What a Sobel lesson may add to the shared program: the golden's border
// mode it is verified against, flags of its own (added to the command line
// before it is parsed; they write into the lesson's variables), and a
// going-further kernel that --variant fast runs instead of the lesson's,
// with an example of its --tune knobs for the help text.
struct SobelAppExtras {
    SobelBorder border = SobelBorder::zero;
    std::function<void(CLI::App&)> add_options;
    std::optional<SobelStage> going_further;
    std::string going_further_knobs;
};

// The whole program; returns the exit code (0 only when verification passed).
int run_sobel_app(int argc, char** argv, const SobelStage& stage, const SobelAppExtras& extras = {});

}  // namespace ocltut

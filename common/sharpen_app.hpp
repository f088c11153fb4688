// The program around a sharpening stage (lessons 04 and 05): options,
// device, the RGBA input picture, the stage's host runner, verification of
// every kernel against the golden, sharpen.png and the timing report; and
// the host work the stages share: buffers, arguments, the poisoned verified
// launch and the timed launches of one kernel.
#pragma once

#include "golden.hpp"
#include "lesson.hpp"
#include "stage.hpp"
#include "verify.hpp"

#include <optional>
#include <string>
#include <vector>

namespace ocltut {

// What a sharpening host runner returns: the picture each kernel made, read
// back from the device, and each kernel's measurements, in the same order.
struct SharpenRun {
    std::vector<Image> outputs;
    std::vector<KernelReport> reports;
};

// Its runner takes the RGBA picture.
using SharpenStage = LessonStage<SharpenRun>;

// The work-group size lessons 04 and 05 use unless --local-size says
// otherwise: 16 x 16 = 256 work-items, 16 pixels (64 bytes) of a row side by
// side, as in the Ljubljana course the lessons follow.
inline constexpr LocalSize sharpen_local_size{16, 16};

// A sharpening kernel reads each RGBA pixel and writes one: 8 bytes per pixel
// at the least, whatever it reads twice.
WorkModel sharpen_work(const Image& rgba);

// The device side of one run: the input uploaded once, one output buffer
// every kernel of the stage writes in turn.
struct SharpenBuffers {
    cl::Buffer input;
    cl::Buffer output;
};

SharpenBuffers make_sharpen_buffers(const Runtime& runtime, const Image& rgba);

// Runs one kernel with the arguments (input, output, width, height) over
// the image, one work-item per `block` of pixels (across x down; one pixel
// unless said otherwise), in work-groups of `local`: the output is
// poisoned, the first launch is read back into run.outputs, then come the
// warm-up and timed launches, reported in run.reports.
void run_sharpen_kernel(const Runtime& runtime, cl::Kernel& kernel, const cl::NDRange& local,
                        const SharpenBuffers& buffers, const Image& rgba, const RunConfig& config, SharpenRun& run,
                        const LocalSize& block = {1, 1});

// Each kernel's picture compared with `expected`, bit for bit: one
// Verification per kernel, named after it.
std::vector<Verification> verify_sharpen(const Image& expected, const SharpenRun& run);

// The whole program; returns the exit code (0 only when every kernel passed).
// With a `going_further` stage the program also takes --variant fast, which
// runs that stage instead, and --tune for its knobs.
int run_sharpen_app(int argc, char** argv, const SharpenStage& stage,
                    const std::optional<SharpenStage>& going_further = std::nullopt);

// The same lesson as the comparison tool runs it: RGBA input, every kernel
// verified against sharpen_golden, which is also the plain C++ baseline.
Stage sharpen_comparison_stage(const SharpenStage& stage);

}  // namespace ocltut

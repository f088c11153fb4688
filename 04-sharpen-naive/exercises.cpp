// Lesson 04's exercises that apply its idea, one RGBA pixel per work-item in
// uchar4 lanes, widened, saturated, clamp-to-edge, to problems no page
// solves (docs/exercises-04.md): a 3x3 Gaussian blur with exact rounding,
// 04-gaussian, and an unsharp mask with a threshold, 04-unsharp. Each run is
// the exercise's host code, the lesson's steps for one kernel: it builds the
// kernel under check, runs it once onto a poisoned output
// (run_picture_kernel, stages/exercise.hpp) and verifies the picture against
// the exercise's golden (reference/).
#include "sharpen_naive.hpp"

#include "common/kernel_checks.hpp"
#include "common/program.hpp"
#include "reference/gaussian.hpp"
#include "reference/unsharp.hpp"
#include "stages/exercise.hpp"

#include <vector>

namespace ocltut {

namespace {

// The threshold the check of 04-unsharp passes: a detail of up to 4 levels
// is left alone, the noise of a photograph's flat areas.
constexpr int unsharp_threshold = 4;

std::vector<Verification> run_gaussian(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel = make_kernel(program, "gaussian_blur",
                                    {"global const uchar4* in", "global uchar4* out", "int width", "int height"});
    // One work-item per pixel, in the lesson's work-groups.
    const Image blurred =
        run_picture_kernel(runtime, kernel, rgba, rgba.width, config.local_size, sharpen_naive_local_size);
    return {verify_gaussian("gaussian_blur RGBA", gaussian_golden(rgba), blurred)};
}

std::vector<Verification> run_unsharp(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel = make_kernel(program, "unsharp_mask", {"global const uchar4* in", "global uchar4* out",
                                                              "int width", "int height", "int threshold"});
    kernel.setArg(4, static_cast<cl_int>(unsharp_threshold));
    const Image sharpened =
        run_picture_kernel(runtime, kernel, rgba, rgba.width, config.local_size, sharpen_naive_local_size);
    return {verify_unsharp("unsharp_mask RGBA", unsharp_golden(rgba, unsharp_threshold), sharpened)};
}

}  // namespace

std::vector<Exercise> exercises_04_sharpen_naive()
{
    std::vector<Exercise> exercises = {
        new_problem("04-sharpen-naive", "04-gaussian", "a 3x3 Gaussian blur of RGBA pixels, rounded half up",
                    "gaussian_starter.cl", run_gaussian),
        new_problem("04-sharpen-naive", "04-unsharp", "an unsharp mask with a threshold, decided per lane",
                    "unsharp_starter.cl", run_unsharp)};
    for (Exercise& exercise : exercises) exercise.input_channels = 4;   // both take RGBA
    return exercises;
}

}  // namespace ocltut

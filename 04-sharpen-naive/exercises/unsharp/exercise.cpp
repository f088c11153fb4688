// Exercise 04-unsharp (docs/exercises-04.md): lesson 04's idea, one RGBA pixel
// per work-item in uchar4 lanes, widened, saturated, clamp-to-edge, applied
// to an unsharp mask with a threshold. Its run is the lesson's steps for one kernel: it builds the
// kernel under check, runs it once onto a poisoned output
// (run_picture_kernel, stages/exercise.hpp) and verifies the picture
// against the exercise's golden (unsharp.hpp).
#include "unsharp.hpp"

#include "sharpen_naive.hpp"

#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "stages/exercise.hpp"

#include <vector>

namespace ocltut {

namespace {

// The threshold the check of 04-unsharp passes: a detail of up to 4 levels
// is left alone, the noise of a photograph's flat areas.
constexpr int unsharp_threshold = 4;

std::vector<Verification> run_unsharp(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel =
        make_kernel(program, "unsharp_mask",
                    {"global const uchar4* in", "global uchar4* out", "int width", "int height", "int threshold"});
    kernel.setArg(4, static_cast<cl_int>(unsharp_threshold));
    const Image sharpened =
        run_picture_kernel(runtime, kernel, rgba, rgba.width, config.local_size, sharpen_naive_local_size);
    return {compare_pictures("unsharp_mask RGBA", unsharp_golden(rgba, unsharp_threshold), sharpened)};
}

}  // namespace

std::vector<Exercise> exercises_04_unsharp()
{
    Exercise exercise =
        new_problem("04-sharpen-naive", "04-unsharp", "an unsharp mask with a threshold, decided per lane",
                    "exercises/unsharp/unsharp_starter.cl", run_unsharp);
    exercise.input_channels = 4;  // it takes RGBA
    return {exercise};
}

}  // namespace ocltut

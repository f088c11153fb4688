// Exercise 04-gaussian (docs/exercises-04.md): lesson 04's idea, one RGBA pixel
// per work-item in uchar4 lanes, widened, saturated, clamp-to-edge, applied
// to a 3x3 Gaussian blur with exact rounding. Its run is the lesson's steps for one kernel: it builds the
// kernel under check, runs it once onto a poisoned output
// (run_picture_kernel, stages/exercise.hpp) and verifies the picture
// against the exercise's golden (gaussian.hpp).
#include "gaussian.hpp"

#include "sharpen_naive.hpp"

#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "stages/exercise.hpp"

#include <vector>

namespace ocltut {

namespace {

std::vector<Verification> run_gaussian(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel = make_kernel(program, "gaussian_blur",
                                    {"global const uchar4* in", "global uchar4* out", "int width", "int height"});
    // One work-item per pixel, in the lesson's work-groups.
    const Image blurred =
        run_picture_kernel(runtime, kernel, rgba, rgba.width, config.local_size, sharpen_naive_local_size);
    return {compare_pictures("gaussian_blur RGBA", gaussian_golden(rgba), blurred)};
}

}  // namespace

std::vector<Exercise> exercises_04_gaussian()
{
    Exercise exercise =
        new_problem("04-sharpen-naive", "04-gaussian", "a 3x3 Gaussian blur of RGBA pixels, rounded half up",
                    "exercises/gaussian/gaussian_starter.cl", run_gaussian);
    exercise.input_channels = 4;  // it takes RGBA
    return {exercise};
}

}  // namespace ocltut

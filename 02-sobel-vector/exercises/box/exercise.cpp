// Exercise 02-box (docs/exercises-02.md): lesson 02's idea, sixteen pixels
// per work-item with vload16 and vstore16 and a scalar tail on any width,
// applied to a 3x3 box blur rounded to the nearest. Its run is the lesson's
// steps for one kernel: it builds the kernel under check, runs it once onto
// a poisoned output (run_picture_kernel, stages/exercise.hpp) in the
// lesson's NDRange, and verifies the picture against the exercise's golden
// (box_blur.hpp).
#include "box_blur.hpp"

#include "sobel_vector.hpp"

#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "stages/exercise.hpp"

#include <vector>

namespace ocltut {

namespace {

std::vector<Verification> run_box(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel =
        make_kernel(program, "box_blur", {"global const uchar* in", "global uchar* out", "int width", "int height"});
    // Lesson 02's split of a row, in its work-groups: the interior in runs
    // and a tail, the border columns written by the first and last items.
    const Image blurred = run_picture_kernel(runtime, kernel, gray, sobel_vector_items_per_row(gray.width),
                                             config.local_size, sobel_vector_local_size);
    return {compare_pictures("box_blur", box_blur_golden(gray), blurred)};
}

}  // namespace

std::vector<Exercise> exercises_02_box()
{
    return {new_problem("02-sobel-vector", "02-box", "a 3x3 box blur rounded to the nearest, 16 pixels per work-item",
                        "exercises/box/box_starter.cl", run_box)};
}

}  // namespace ocltut

// Lesson 02's exercises that apply its idea, sixteen pixels per work-item
// with vload16 and vstore16 and a scalar tail on any width, to problems no
// page solves (docs/exercises-02.md): a black-and-white threshold,
// 02-threshold, and a 3x3 box blur rounded to the nearest, 02-box. Each run
// is the exercise's host code, the lesson's steps for one kernel: it builds
// the kernel under check, runs it once onto a poisoned output
// (run_picture_kernel, stages/exercise.hpp) in the lesson's NDRange, and
// verifies the picture against the exercise's golden (reference/).
#include "sobel_vector.hpp"

#include "common/kernel_checks.hpp"
#include "common/program.hpp"
#include "reference/box_blur.hpp"
#include "reference/threshold.hpp"
#include "stages/exercise.hpp"

#include <vector>

namespace ocltut {

namespace {

// The threshold the check of 02-threshold passes: the middle of 0 .. 255.
constexpr int binarize_threshold = 128;

// Work-items per row of binarize: every column is thresholded, so the whole
// row is cut into runs of 16 (one work-item each) and a tail of 0 to 15
// pixels (one work-item each). The starter's items_per_row() computes the
// same.
int threshold_items_per_row(int width)
{
    return width / sobel_vector_run + width % sobel_vector_run;
}

std::vector<Verification> run_threshold(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel =
        make_kernel(program, "binarize",
                    {"global const uchar* in", "global uchar* out", "int width", "int height", "int threshold"});
    kernel.setArg(4, static_cast<cl_int>(binarize_threshold));
    const Image binary = run_picture_kernel(runtime, kernel, gray, threshold_items_per_row(gray.width),
                                            config.local_size, sobel_vector_local_size);
    return {verify_threshold("binarize", threshold_golden(gray, binarize_threshold), binary)};
}

std::vector<Verification> run_box(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel =
        make_kernel(program, "box_blur", {"global const uchar* in", "global uchar* out", "int width", "int height"});
    // Lesson 02's split of a row, in its work-groups: the interior in runs
    // and a tail, the border columns written by the first and last items.
    const Image blurred = run_picture_kernel(runtime, kernel, gray, sobel_vector_items_per_row(gray.width),
                                             config.local_size, sobel_vector_local_size);
    return {verify_box_blur("box_blur", box_blur_golden(gray), blurred)};
}

}  // namespace

std::vector<Exercise> exercises_02_sobel_vector()
{
    return {new_problem("02-sobel-vector", "02-threshold", "a black-and-white threshold, 16 pixels per work-item",
                        "threshold_starter.cl", run_threshold),
            new_problem("02-sobel-vector", "02-box", "a 3x3 box blur rounded to the nearest, 16 pixels per work-item",
                        "box_starter.cl", run_box)};
}

}  // namespace ocltut

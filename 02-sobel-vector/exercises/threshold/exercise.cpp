// Exercise 02-threshold (docs/exercises-02.md): lesson 02's idea, sixteen
// pixels per work-item with vload16 and vstore16 and a scalar tail on any
// width, applied to a black-and-white threshold. Its run is the lesson's
// steps for one kernel: it builds the kernel under check, runs it once
// onto a poisoned output (run_picture_kernel, stages/exercise.hpp) in the
// lesson's NDRange, and verifies the picture against the exercise's golden
// (threshold.hpp).
#include "threshold.hpp"

#include "sobel_vector.hpp"

#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
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

}  // namespace

std::vector<Exercise> exercises_02_threshold()
{
    return {new_problem("02-sobel-vector", "02-threshold", "a black-and-white threshold, 16 pixels per work-item",
                        "exercises/threshold/threshold_starter.cl", run_threshold)};
}

}  // namespace ocltut

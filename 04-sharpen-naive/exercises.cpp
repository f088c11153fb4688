// Lesson 04's exercises that apply its idea, one RGBA pixel per work-item in
// uchar4 lanes, widened, saturated, clamp-to-edge, to problems no page
// solves (docs/exercises-04.md): a 3x3 Gaussian blur with exact rounding,
// 04-gaussian, and an unsharp mask with a threshold, 04-unsharp. Each run is
// the exercise's host code, the lesson's steps for one kernel: it builds the
// kernel under check, runs it once onto a poisoned output and verifies the
// picture against the exercise's golden (reference/).
#include "sharpen_naive.hpp"

#include "common/kernel_checks.hpp"
#include "common/program.hpp"
#include "reference/gaussian.hpp"
#include "reference/unsharp.hpp"
#include "stages/exercise.hpp"

#include <string>
#include <vector>

namespace ocltut {

namespace {

// The threshold the check of 04-unsharp passes: a detail of up to 4 levels
// is left alone, the noise of a photograph's flat areas.
constexpr int unsharp_threshold = 4;

// The host code both kernels share: the RGBA picture in, the result out, one
// work-item per pixel. Arguments 0 to 3 are set here (in, out, width,
// height); any after them, by the caller.
Image run_rgba_kernel(const Runtime& runtime, cl::Kernel& kernel, const Image& rgba, const LocalSize& requested_local)
{
    const std::size_t bytes = rgba.pixels.size();   // 4 bytes per pixel, in and out
    check_allocation(runtime.device, bytes,
                     "a " + std::to_string(rgba.width) + "x" + std::to_string(rgba.height) + " RGBA image");

    // 1. The buffers: the picture in, written once, and the result.
    const cl::Buffer input(runtime.context, CL_MEM_READ_ONLY, bytes);
    const cl::Buffer output(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    runtime.queue.enqueueWriteBuffer(input, CL_TRUE, 0, bytes, rgba.pixels.data());

    // 2. The arguments: a uchar4* parameter sees the bytes as pixels.
    kernel.setArg(0, input);
    kernel.setArg(1, output);
    kernel.setArg(2, static_cast<cl_int>(rgba.width));
    kernel.setArg(3, static_cast<cl_int>(rgba.height));

    // 3. and 4. The lesson's work-group size, shrunk until this kernel
    //    accepts it; one work-item per pixel, rounded up to whole groups.
    const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, sharpen_naive_local_size);
    const cl::NDRange global = round_up_global(rgba.width, rgba.height, local);

    // 5. Poison the output, so that a pixel no work-item wrote shows, launch
    //    once, and read the picture back: the queue runs its commands in
    //    order, and the blocking read returns once the kernel has written.
    runtime.queue.enqueueFillBuffer(output, poison_byte, 0, bytes);
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local);
    Image result = make_image(rgba.width, rgba.height, 4);
    runtime.queue.enqueueReadBuffer(output, CL_TRUE, 0, bytes, result.pixels.data());
    return result;
}

std::vector<Verification> run_gaussian(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel = make_kernel(program, "gaussian_blur",
                                    {"global const uchar4* in", "global uchar4* out", "int width", "int height"});
    const Image blurred = run_rgba_kernel(runtime, kernel, rgba, config.local_size);
    return {verify_gaussian("gaussian_blur RGBA", gaussian_golden(rgba), blurred)};
}

std::vector<Verification> run_unsharp(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel = make_kernel(program, "unsharp_mask", {"global const uchar4* in", "global uchar4* out",
                                                              "int width", "int height", "int threshold"});
    kernel.setArg(4, static_cast<cl_int>(unsharp_threshold));
    const Image sharpened = run_rgba_kernel(runtime, kernel, rgba, config.local_size);
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

// Exercise 06-wrap (docs/exercises-06.md): lesson 06's idea, pixels read
// through an image object and a sampler, applied to the Sobel of a picture that wraps around, whose
// sampler repeats the picture and so needs normalized coordinates. Its run is the
// lesson's steps for one kernel (images.hpp): it builds the kernel under
// check, runs it once onto poisoned outputs and verifies them against the
// exercise's golden (sobel_wrap.hpp).
#include "sobel_wrap.hpp"

#include "../images.hpp"

#include "reference/verify.hpp"
#include "stages/exercise.hpp"

#include "common/tutorial/poison.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace ocltut {

namespace {

std::vector<Verification> run_wrap(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    refuse_if(image_input_unavailable(runtime, gray));
    const std::size_t bytes = gray.pixel_count();
    check_allocation(runtime.device, bytes, "a " + width_x_height(gray.width, gray.height) + " image");

    // 1. The luminance as an image, the kernel's to read through its own
    //    sampler, and dX and dY, one byte per pixel, poisoned so that a
    //    pixel no work-item wrote shows.
    const cl::Image2D input = image_of(runtime, CL_MEM_READ_ONLY, luminance_format, gray);
    const cl::Buffer dx(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    const cl::Buffer dy(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    runtime.queue.enqueueFillBuffer(dx, poison_byte, 0, bytes);
    runtime.queue.enqueueFillBuffer(dy, poison_byte, 0, bytes);

    // 2. The kernel and its arguments.
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel = make_kernel(program, "sobel_wrap",
                                    {"read_only image2d_t in", "global char* dx_out", "global char* dy_out",
                                     "int width", "int height"});
    kernel.setArg(0, input);
    kernel.setArg(1, dx);
    kernel.setArg(2, dy);
    kernel.setArg(3, static_cast<cl_int>(gray.width));
    kernel.setArg(4, static_cast<cl_int>(gray.height));

    // 3. to 5. One work-item per pixel, launched once; the queue runs its
    //    commands in order, so the blocking reads return once it has written.
    const PixelRange range = pixel_range(runtime, kernel, gray.width, gray.height, config.local_size);
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, range.global, range.local);
    SobelGradients got{gray.width, gray.height, std::vector<std::int8_t>(bytes), std::vector<std::int8_t>(bytes)};
    runtime.queue.enqueueReadBuffer(dx, CL_TRUE, 0, bytes, got.dx.data());
    runtime.queue.enqueueReadBuffer(dy, CL_TRUE, 0, bytes, got.dy.data());
    return verify_sobel(sobel_wrap_golden(gray), got);
}

}  // namespace

std::vector<Exercise> exercises_06_wrap()
{
    return {new_problem("06-sobel-image", "06-wrap",
                        "the Sobel of a picture that wraps around, through a repeating sampler",
                        "exercises/wrap/wrap_starter.cl", run_wrap)};
}

}  // namespace ocltut

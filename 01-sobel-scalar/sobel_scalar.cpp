#include "sobel_scalar.hpp"

#include <string>
#include <utility>

namespace ocltut {

WorkModel sobel_scalar_work(const Image& gray)
{
    return {gray.pixel_count(), 3 * gray.pixel_count()};
}

// [run_sobel_scalar]
SobelScalarRun run_sobel_scalar(const Runtime& runtime, const cl::Program& program, const Image& gray,
                                const LocalSize& requested_local)
{
    const std::size_t bytes = gray.pixel_count();   // one byte per pixel in, and in each output
    check_allocation(runtime.device, bytes,
                     "a " + std::to_string(gray.width) + "x" + std::to_string(gray.height) + " image");

    // 1. The buffers: the luminance in, copied from the host by a blocking
    //    write; dX and dY out, filled with the poison byte, so that a pixel
    //    the kernel forgets to write shows up as a mismatch.
    cl::Buffer input(runtime.context, CL_MEM_READ_ONLY, bytes);
    cl::Buffer dx(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    cl::Buffer dy(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    runtime.queue.enqueueWriteBuffer(input, CL_TRUE, 0, bytes, gray.pixels.data());
    runtime.queue.enqueueFillBuffer(dx, poison_byte, 0, bytes);
    runtime.queue.enqueueFillBuffer(dy, poison_byte, 0, bytes);

    // 2. The kernel's arguments, in the order of its parameters.
    cl::Kernel kernel(program, "sobel_scalar");
    kernel.setArg(0, input);                              // __global const uchar* in
    kernel.setArg(1, dx);                                 // __global char* dx_out
    kernel.setArg(2, dy);                                 // __global char* dy_out
    kernel.setArg(3, static_cast<cl_int>(gray.width));    // const int width
    kernel.setArg(4, static_cast<cl_int>(gray.height));   // const int height

    // 3. The work-group size: the lesson's 32x8 (or --local-size), shrunk
    //    until this compiled kernel accepts it on this device.
    const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, sobel_scalar_local_size);

    // 4. The global size: one work-item per pixel, rounded up to whole
    //    work-groups. The kernel skips the work-items past the edge.
    const cl::NDRange global = round_up_global(gray.width, gray.height, local);

    // 5. Launch once and wait; then read dX and dY back (blocking reads).
    //    This first launch, onto the poisoned outputs, is the one verified.
    cl::Event launched;
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local, nullptr, &launched);
    launched.wait();
    SobelGradients gradients{gray.width, gray.height, std::vector<std::int8_t>(bytes), std::vector<std::int8_t>(bytes)};
    runtime.queue.enqueueReadBuffer(dx, CL_TRUE, 0, bytes, gradients.dx.data());
    runtime.queue.enqueueReadBuffer(dy, CL_TRUE, 0, bytes, gradients.dy.data());

    // 6. The outputs, and the kernel with its buffers, for the timing loop.
    return {std::move(gradients), {kernel, global, local, {input, dx, dy}, sobel_scalar_work(gray), launched}};
}
// [run_sobel_scalar]

}  // namespace ocltut

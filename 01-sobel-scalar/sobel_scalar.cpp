#include "sobel_scalar.hpp"

#include "common/opencl/kernel_checks.hpp"
#include "common/tutorial/poison.hpp"
#include "common/tutorial/transfer.hpp"

#include <string>
#include <utility>

namespace ocltut {

WorkModel sobel_scalar_work(const Image& gray)
{
    return {gray.pixel_count(), 3 * gray.pixel_count()};
}

// [run_sobel_scalar]
SobelScalarRun run_sobel_scalar(const Runtime& runtime, const cl::Program& program, const Image& gray,
                                const LocalSize& requested_local, MemoryPath memory)
{
    const std::size_t bytes = gray.pixel_count();  // one byte per pixel in, and in each output
    check_allocation(runtime.device, bytes, "a " + width_x_height(gray.width, gray.height) + " image");

    // 1. The buffers: the luminance in; dX and dY out, where the
    //    implementation likes (on a discrete GPU, its own memory). Only
    //    for the timed whole job of --memory zero-copy (main's step 6) are
    //    they made where the host can map them: memory_flags adds
    //    CL_MEM_ALLOC_HOST_PTR then (docs/memory-paths.md).
    const cl_mem_flags placement = memory_flags(memory, 0);
    cl::Buffer input(runtime.context, CL_MEM_READ_ONLY | placement, bytes);
    cl::Buffer dx(runtime.context, CL_MEM_WRITE_ONLY | placement, bytes);
    cl::Buffer dy(runtime.context, CL_MEM_WRITE_ONLY | placement, bytes);

    // 2. The luminance into `input`: a blocking write, the bytes copied
    //    before it returns. dX and dY filled with the poison byte, so that
    //    a pixel the kernel forgets to write shows up as a mismatch.
    runtime.queue.enqueueWriteBuffer(input, CL_TRUE, 0, bytes, gray.pixels.data());
    runtime.queue.enqueueFillBuffer(dx, poison_byte, 0, bytes);
    runtime.queue.enqueueFillBuffer(dy, poison_byte, 0, bytes);

    // 3. The kernel, and its arguments in the order of its parameters.
    //    make_kernel compares the kernel's parameters with these, which the
    //    host passes: a kernel file that declares others is refused in
    //    words, before the mismatch can crash the program.
    cl::Kernel kernel = make_kernel(program, "sobel_scalar",
                                    {"global const uchar* in", "global char* dx_out", "global char* dy_out",
                                     "int width", "int height"});
    kernel.setArg(0, input);
    kernel.setArg(1, dx);
    kernel.setArg(2, dy);
    kernel.setArg(3, static_cast<cl_int>(gray.width));
    kernel.setArg(4, static_cast<cl_int>(gray.height));

    // 4. The work-group size: the lesson's 32x8 (or --local-size), shrunk
    //    until this compiled kernel accepts it on this device; and the global
    //    size, one work-item per pixel rounded up to whole work-groups (the
    //    kernel skips the work-items past the edge).
    const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, sobel_scalar_local_size);
    const cl::NDRange global = round_up_global(gray.width, gray.height, local);

    // 5. Launch once and wait. This first launch, onto the poisoned
    //    outputs, is the one verified.
    cl::Event launched;
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local, nullptr, &launched);
    launched.wait();

    // 6. dX and dY back to the host: blocking reads.
    SobelGradients gradients{gray.width, gray.height, std::vector<std::int8_t>(bytes), std::vector<std::int8_t>(bytes)};
    runtime.queue.enqueueReadBuffer(dx, CL_TRUE, 0, bytes, gradients.dx.data());
    runtime.queue.enqueueReadBuffer(dy, CL_TRUE, 0, bytes, gradients.dy.data());

    // 7. The outputs, the kernel with its buffers for the timing loop, and
    //    the buffers by name for timing the whole job.
    return {std::move(gradients),
            {kernel, global, local, {input, dx, dy}, sobel_scalar_work(gray), launched},
            input,
            dx,
            dy};
}
// [run_sobel_scalar]

}  // namespace ocltut

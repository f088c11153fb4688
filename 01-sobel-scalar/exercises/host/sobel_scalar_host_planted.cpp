// Wrong solutions of lesson 01's host-code exercise, planted for the tests
// check-catches-swapped-host and check-crash-names-host-causes: the starter
// (sobel_scalar_host_starter.cpp) with its TODOs done as the lesson does
// them (run_sobel_scalar in sobel_scalar.cpp, copy path), except for one
// mistake, chosen by the macro defined:
//   PLANTED_SWAPPED            step 3 passes dY where the kernel writes dX,
//                              and dX where it writes dY;
//   PLANTED_RESULTS_ON_STACK   step 6 reads dX back into an array on the
//                              stack as large as the largest picture a
//                              lesson takes, 16384x16384 bytes (256 MiB),
//                              where a thread's stack has a few MiB: the
//                              program dies, whatever the picture.
//
// Written by hand rather than made from sobel_scalar.cpp: a copy rewritten
// from the lesson's text would break the build whenever a learner re-spaced
// the lines it looks for, and a wrong answer does not need to follow the
// lesson's every edit to show that the checker catches it.
#if defined(PLANTED_SWAPPED) + defined(PLANTED_RESULTS_ON_STACK) != 1
#error "define one of PLANTED_SWAPPED and PLANTED_RESULTS_ON_STACK"
#endif

#include "sobel_scalar_host_starter.hpp"

#include "common/tutorial/poison.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

namespace ocltut {

SobelScalarRun run_sobel_scalar_host_exercise(const Runtime& runtime, const cl::Program& program, const Image& gray,
                                              const LocalSize& requested_local)
{
    const std::size_t bytes = gray.pixel_count();
    check_allocation(runtime.device, bytes, "a " + width_x_height(gray.width, gray.height) + " image");

    // 1. The buffers.
    cl::Buffer input(runtime.context, CL_MEM_READ_ONLY, bytes);
    cl::Buffer dx(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    cl::Buffer dy(runtime.context, CL_MEM_WRITE_ONLY, bytes);

    // 2. The luminance in, the outputs poisoned.
    runtime.queue.enqueueWriteBuffer(input, CL_TRUE, 0, bytes, gray.pixels.data());
    runtime.queue.enqueueFillBuffer(dx, poison_byte, 0, bytes);
    runtime.queue.enqueueFillBuffer(dy, poison_byte, 0, bytes);

    // 3. The kernel's arguments.
    cl::Kernel kernel(program, "sobel_scalar");
    kernel.setArg(0, input);
#ifdef PLANTED_SWAPPED
    kernel.setArg(1, dy);  // the bug: the kernel's dx_out is dY's buffer
    kernel.setArg(2, dx);  // and its dy_out dX's
#else
    kernel.setArg(1, dx);
    kernel.setArg(2, dy);
#endif
    kernel.setArg(3, static_cast<cl_int>(gray.width));
    kernel.setArg(4, static_cast<cl_int>(gray.height));

    // 4. The work-group and global sizes.
    const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, sobel_scalar_local_size);
    const cl::NDRange global = round_up_global(gray.width, gray.height, local);

    // 5. Launch once and wait.
    cl::Event launched;
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local, nullptr, &launched);
    launched.wait();

    // 6. dX and dY back to the host.
    SobelGradients gradients{gray.width, gray.height, std::vector<std::int8_t>(bytes), std::vector<std::int8_t>(bytes)};
#ifdef PLANTED_RESULTS_ON_STACK
    std::array<std::int8_t, std::size_t(16384) * 16384> dx_on_stack;  // the bug: 256 MiB on the stack
    runtime.queue.enqueueReadBuffer(dx, CL_TRUE, 0, bytes, dx_on_stack.data());
    std::copy_n(dx_on_stack.begin(), bytes, gradients.dx.begin());
#else
    runtime.queue.enqueueReadBuffer(dx, CL_TRUE, 0, bytes, gradients.dx.data());
#endif
    runtime.queue.enqueueReadBuffer(dy, CL_TRUE, 0, bytes, gradients.dy.data());

    // 7. The outputs, the kernel with its buffers, the buffers by name.
    return {std::move(gradients),
            {kernel, global, local, {input, dx, dy}, sobel_scalar_work(gray), launched},
            input,
            dx,
            dy};
}

}  // namespace ocltut

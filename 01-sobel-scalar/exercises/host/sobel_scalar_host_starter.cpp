// Lesson 01's host code, to write yourself: run_sobel_scalar with TODOs
// where the buffers, the arguments, the launch and the reading back go.
// The helper calls are given (the allocation check, the work-group and
// global sizes): they come from common/, and the exercise is the OpenCL
// calls around them.
//
// The checker runs this function with the finished kernel, sobel_scalar.cl,
// so whatever it finds wrong is in here. It is C++, compiled into the
// checker, so after each edit rebuild the checker, then check:
//   cmake --build --preset default --target check
//   ./build/default/check/check 01-host
// sobel_scalar.cpp is the answer: look there once you are done, or stuck
// past the hints (check 01-host --hint).
//
// The exercise is the copy path, the answer's one path: buffers written and
// read with enqueueWriteBuffer and enqueueReadBuffer, the calls every OpenCL
// program starts with. The zero-copy path (CL_MEM_ALLOC_HOST_PTR, map and
// unmap) and the pinned one (the same copies from page-locked staging
// memory) are docs/memory-paths.md's: once this passes, timing the three
// there is the next step.
#include "sobel_scalar_host_starter.hpp"

#include <string>
#include <utility>

namespace ocltut {

SobelScalarRun run_sobel_scalar_host_exercise(const Runtime& runtime, const cl::Program& program, const Image& gray,
                                              const LocalSize& requested_local)
{
    const std::size_t bytes = gray.pixel_count();  // one byte per pixel in, and in each output
    check_allocation(runtime.device, bytes, "a " + width_x_height(gray.width, gray.height) + " image");

    // 1. The buffers: the luminance in; dX and dY out.
    // TODO: make `input` a read-only buffer and `dx`, `dy` write-only ones,
    //       of `bytes` each, in runtime.context.
    cl::Buffer input;
    cl::Buffer dx;
    cl::Buffer dy;

    // 2. The luminance into `input`; dX and dY filled with the poison byte,
    //    so that a pixel the kernel forgets to write shows up as a mismatch.
    // TODO: on runtime.queue, copy gray.pixels into `input` (a blocking
    //       write) and fill `dx` and `dy` with poison_byte.

    // 3. The kernel's arguments, in the order of its parameters.
    cl::Kernel kernel(program, "sobel_scalar");
    // TODO: one setArg per parameter of sobel_scalar (sobel_scalar.cl):
    //         __global const uchar* in, __global char* dx_out,
    //         __global char* dy_out, const int width, const int height

    // 4. The work-group size: the lesson's 32x8 (or --local-size), shrunk
    //    until this compiled kernel accepts it on this device; and the global
    //    size, one work-item per pixel rounded up to whole work-groups (the
    //    kernel skips the work-items past the edge).
    const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, sobel_scalar_local_size);
    const cl::NDRange global = round_up_global(gray.width, gray.height, local);

    // 5. Launch once and wait. This first launch, onto the poisoned
    //    outputs, is the one verified.
    cl::Event launched;
    // TODO: enqueue `kernel` over `global` in work-groups of `local`, with
    //       its event in `launched`, and wait for that event.

    // 6. dX and dY back to the host.
    SobelGradients gradients{gray.width, gray.height, std::vector<std::int8_t>(bytes), std::vector<std::int8_t>(bytes)};
    // TODO: read `dx` into gradients.dx and `dy` into gradients.dy, blocking.

    // 7. The outputs, the kernel with its buffers for the timing loop, and
    //    the buffers by name for timing the whole job.
    return {std::move(gradients),
            {kernel, global, local, {input, dx, dy}, sobel_scalar_work(gray), launched},
            input,
            dx,
            dy};
}

}  // namespace ocltut

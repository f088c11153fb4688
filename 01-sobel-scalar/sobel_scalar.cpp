#include "sobel_scalar.hpp"

#include "common/kernel_checks.hpp"
#include "common/transfer.hpp"

#include <cstring>
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

    // 1. The buffers: the luminance in; dX and dY out. Where they live is
    //    the memory path (--memory, docs/memory-paths.md):
    //    - copy: where the implementation likes (on a discrete GPU, its own
    //      memory); the host copies the bytes in and out;
    //    - zero copy: CL_MEM_ALLOC_HOST_PTR asks for memory the host can map.
    //      On a CPU or an integrated GPU (Arm Mali, Intel), host and device
    //      share the same RAM, so mapping hands the host a pointer into the
    //      buffer itself and nothing is copied: the path the Arm Mali OpenCL
    //      SDK samples teach;
    //    - pinned: placed as for copy, but the host's side of each copy is
    //      pinned (page-locked) memory, which a discrete GPU's copy engine
    //      reads and writes at the bus's speed: NVIDIA's and AMD's recipe.
    const cl_mem_flags placement = memory == MemoryPath::zero_copy ? CL_MEM_ALLOC_HOST_PTR : 0;
    cl::Buffer input(runtime.context, CL_MEM_READ_ONLY | placement, bytes);
    cl::Buffer dx(runtime.context, CL_MEM_WRITE_ONLY | placement, bytes);
    cl::Buffer dy(runtime.context, CL_MEM_WRITE_ONLY | placement, bytes);

    // 2. The luminance into `input`; dX and dY filled with the poison byte,
    //    so that a pixel the kernel forgets to write shows up as a mismatch.
    if (memory == MemoryPath::copy) {
        // A blocking write: the bytes are copied before it returns.
        runtime.queue.enqueueWriteBuffer(input, CL_TRUE, 0, bytes, gray.pixels.data());
    } else if (memory == MemoryPath::pinned) {
        // [pinned_write]
        // Pinned staging memory (PinnedHostMemory, common/transfer.hpp: a
        // CL_MEM_ALLOC_HOST_PTR buffer, mapped once and kept mapped). The
        // luminance is copied in, then written from there. A program on this
        // path would decode its picture straight into it and skip that copy.
        const PinnedHostMemory staging(runtime, bytes);
        std::memcpy(staging.data(), gray.pixels.data(), bytes);
        runtime.queue.enqueueWriteBuffer(input, CL_TRUE, 0, bytes, staging.data());
        // [pinned_write]
    } else {
        // [zero_copy_write]
        // Map for writing: a host pointer into the buffer. Its old contents
        // do not matter (CL_MAP_WRITE_INVALIDATE_REGION), so none is fetched.
        // Fill it, then unmap: a kernel may use the buffer only once unmapped.
        void* mapped = runtime.queue.enqueueMapBuffer(input, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, bytes);
        std::memcpy(mapped, gray.pixels.data(), bytes);
        runtime.queue.enqueueUnmapMemObject(input, mapped);
        // [zero_copy_write]
    }
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

    // 6. dX and dY back to the host.
    SobelGradients gradients{gray.width, gray.height, std::vector<std::int8_t>(bytes), std::vector<std::int8_t>(bytes)};
    if (memory == MemoryPath::copy) {
        runtime.queue.enqueueReadBuffer(dx, CL_TRUE, 0, bytes, gradients.dx.data());
        runtime.queue.enqueueReadBuffer(dy, CL_TRUE, 0, bytes, gradients.dy.data());
    } else if (memory == MemoryPath::pinned) {
        // Read into pinned staging memory, dX then dY, and kept in vectors
        // like the other paths' results.
        const PinnedHostMemory staging(runtime, 2 * bytes);
        runtime.queue.enqueueReadBuffer(dx, CL_TRUE, 0, bytes, staging.data());
        runtime.queue.enqueueReadBuffer(dy, CL_TRUE, 0, bytes, staging.data() + bytes);
        std::memcpy(gradients.dx.data(), staging.data(), bytes);
        std::memcpy(gradients.dy.data(), staging.data() + bytes, bytes);
    } else {
        // Map for reading: a host pointer to the results (on a CPU or an
        // integrated GPU, the buffer itself: nothing is copied). A program
        // could use them there, say write the picture, then unmap. This one
        // keeps them in its own vectors, because the timing loop will launch
        // the kernel onto these buffers again.
        void* mapped_dx = runtime.queue.enqueueMapBuffer(dx, CL_TRUE, CL_MAP_READ, 0, bytes);
        std::memcpy(gradients.dx.data(), mapped_dx, bytes);
        runtime.queue.enqueueUnmapMemObject(dx, mapped_dx);
        void* mapped_dy = runtime.queue.enqueueMapBuffer(dy, CL_TRUE, CL_MAP_READ, 0, bytes);
        std::memcpy(gradients.dy.data(), mapped_dy, bytes);
        runtime.queue.enqueueUnmapMemObject(dy, mapped_dy);
        runtime.queue.finish();
    }

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

#include "sobel_vector.hpp"

#include "common/opencl/kernel_checks.hpp"
#include "common/tutorial/poison.hpp"
#include "common/tutorial/transfer.hpp"

#include <algorithm>
#include <string>
#include <utility>

namespace ocltut {

int sobel_vector_whole_runs(int width)
{
    return std::max(width - 2, 0) / sobel_vector_run;
}

int sobel_vector_items_per_row(int width)
{
    const int interior = std::max(width - 2, 0);
    return std::max(1, sobel_vector_whole_runs(width) + interior % sobel_vector_run);
}

namespace {

// Reads the image once and writes dX and dY: 3 bytes per pixel at the least,
// the same model as lesson 01 (the overlapping vector loads come from cache).
WorkModel sobel_vector_work(const Image& gray)
{
    return {gray.pixel_count(), 3 * gray.pixel_count()};
}

}  // namespace

SobelVectorShape sobel_vector_shape(int width)
{
    return {"sobel_vector", sobel_vector_items_per_row(width), sobel_vector_local_size};
}

// [run_sobel_vector]
SobelVectorRun run_sobel_vector(const Runtime& runtime, const cl::Program& program, const Image& gray,
                                const SobelVectorShape& shape, const LocalSize& requested_local, MemoryPath memory)
{
    const std::size_t bytes = gray.pixel_count();  // one byte per pixel in, and in each output
    check_allocation(runtime.device, bytes, "a " + width_x_height(gray.width, gray.height) + " image");

    // 1. The buffers, as in lesson 01, on the `memory` path (copy, zero copy
    //    or pinned: common/tutorial/transfer.cpp has the three as helpers): the
    //    luminance in; dX and dY out, poisoned so that a pixel the kernel
    //    forgets shows up.
    const cl::Buffer input = make_buffer(runtime, memory, CL_MEM_READ_ONLY, bytes);
    const cl::Buffer dx = make_buffer(runtime, memory, CL_MEM_WRITE_ONLY, bytes);
    const cl::Buffer dy = make_buffer(runtime, memory, CL_MEM_WRITE_ONLY, bytes);
    write_buffer(runtime, memory, input, gray.pixels);
    runtime.queue.enqueueFillBuffer(dx, poison_byte, 0, bytes);
    runtime.queue.enqueueFillBuffer(dy, poison_byte, 0, bytes);

    // 2. The arguments: the same parameters as lesson 01's kernel.
    cl::Kernel kernel = make_kernel(program, shape.kernel_name,
                                    {"global const uchar* in", "global char* dx_out", "global char* dy_out",
                                     "int width", "int height"});
    kernel.setArg(0, input);
    kernel.setArg(1, dx);
    kernel.setArg(2, dy);
    kernel.setArg(3, static_cast<cl_int>(gray.width));
    kernel.setArg(4, static_cast<cl_int>(gray.height));

    // 3. The work-group size, shrunk until the compiled kernel accepts it.
    const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, shape.preferred_local);

    // 4. What changes from lesson 01: a work-item per run of 16 pixels of a
    //    row (plus one per leftover pixel), so about width / 16 by height,
    //    rounded up to whole work-groups (the kernel skips the extra ones).
    //    A work-item of sobel_packed makes rows_per_item rows.
    // [sobel_vector_ndrange]
    const int items_down =
        (gray.height + shape.rows_per_item - 1) / shape.rows_per_item;  // the height, but for sobel_packed
    const cl::NDRange global = round_up_global(shape.items_per_row, items_down, local);
    // [sobel_vector_ndrange]

    // 5. Launch once onto the poisoned outputs, wait, read dX and dY back.
    cl::Event launched;
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local, nullptr, &launched);
    launched.wait();
    SobelGradients gradients{gray.width, gray.height, std::vector<std::int8_t>(bytes), std::vector<std::int8_t>(bytes)};
    read_buffer(runtime, memory, dx, gradients.dx.data(), bytes);
    read_buffer(runtime, memory, dy, gradients.dy.data(), bytes);

    // 6. The outputs, the kernel with its buffers for the timing loop, and
    //    the buffers by name for timing the whole job.
    return {std::move(gradients),
            {kernel, global, local, {input, dx, dy}, sobel_vector_work(gray), launched},
            input,
            dx,
            dy};
}
// [run_sobel_vector]

}  // namespace ocltut

#include "sharpen_naive.hpp"

#include "common/opencl/kernel_checks.hpp"
#include "common/tutorial/image_io.hpp"
#include "common/tutorial/poison.hpp"
#include "common/tutorial/transfer.hpp"
#include "common/tutorial/verify.hpp"

#include <string>
#include <utility>

namespace ocltut {

namespace {

// A sharpening kernel reads each RGBA pixel and writes one: 8 bytes per
// pixel at the least, whatever it reads twice.
WorkModel sharpen_naive_work(const Image& rgba)
{
    return {rgba.pixel_count(), 8 * rgba.pixel_count()};
}

}  // namespace

// [run_sharpen_naive]
std::vector<SharpenKernelRun> run_sharpen_naive(const Runtime& runtime, const cl::Program& program, const Image& rgba,
                                                const LocalSize& requested_local, MemoryPath memory)
{
    const std::size_t bytes = rgba.pixels.size();  // 4 bytes per pixel, in and out
    check_allocation(runtime.device, bytes, "a " + width_x_height(rgba.width, rgba.height) + " RGBA image");

    // 1. The buffers: the RGBA picture in, written once; one output that
    //    both kernels write in turn. Both on the `memory` path: copy, zero
    //    copy or pinned (common/tutorial/transfer.cpp has the three as
    //    helpers; docs/memory-paths.md).
    const cl::Buffer input = make_buffer(runtime, memory, CL_MEM_READ_ONLY, bytes);
    const cl::Buffer output = make_buffer(runtime, memory, CL_MEM_WRITE_ONLY, bytes);
    write_buffer(runtime, memory, input, rgba.pixels);

    std::vector<SharpenKernelRun> runs;
    for (const char* name : sharpen_naive_kernels) {
        // 2. The arguments. Both kernels take the same buffers: a uchar* and
        //    a uchar4* parameter are two views of the same bytes.
        cl::Kernel kernel =
            make_kernel(program, name, {"global const uchar* in", "global uchar* out", "int width", "int height"});
        kernel.setArg(0, input);
        kernel.setArg(1, output);
        kernel.setArg(2, static_cast<cl_int>(rgba.width));
        kernel.setArg(3, static_cast<cl_int>(rgba.height));

        // 3. and 4. The work-group size, shrunk until this kernel accepts
        //    it; one work-item per pixel, rounded up to whole groups.
        const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, sharpen_naive_local_size);
        const cl::NDRange global = round_up_global(rgba.width, rgba.height, local);

        // 5. The previous kernel left a correct picture in the output:
        //    poison it again, so that this launch is checked on its own
        //    pixels. Launch once, wait, read the picture back.
        runtime.queue.enqueueFillBuffer(output, poison_byte, 0, bytes);
        cl::Event launched;
        runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local, nullptr, &launched);
        launched.wait();
        Image picture = make_image(rgba.width, rgba.height, 4);
        read_buffer(runtime, memory, output, picture.pixels.data(), bytes);

        // 6. The picture, the kernel with its buffers for the timing loop,
        //    and the buffers by name for timing the whole job.
        runs.push_back({std::move(picture),
                        {kernel, global, local, {input, output}, sharpen_naive_work(rgba), launched},
                        input,
                        output});
    }
    return runs;
}
// [run_sharpen_naive]

}  // namespace ocltut

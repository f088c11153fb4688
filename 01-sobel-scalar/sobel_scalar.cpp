#include "sobel_scalar.hpp"

namespace ocltut {

WorkModel sobel_scalar_work(const Image& gray)
{
    return {gray.pixel_count(), 3 * gray.pixel_count()};
}

// [run_sobel_scalar]
SobelRun run_sobel_scalar(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    const std::size_t bytes = gray.pixel_count();  // one byte per pixel in and in each output
    check_allocation(runtime.device, bytes, "a " + std::to_string(gray.width) + "x" + std::to_string(gray.height) +
                                                " image");

    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel(program, "sobel_scalar");

    // Device buffers: the luminance in, the two gradients out.
    cl::Buffer input(runtime.context, CL_MEM_READ_ONLY, bytes);
    cl::Buffer dx(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    cl::Buffer dy(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    runtime.queue.enqueueWriteBuffer(input, CL_TRUE, 0, bytes, gray.pixels.data());
    runtime.queue.enqueueFillBuffer(dx, poison_byte, 0, bytes);
    runtime.queue.enqueueFillBuffer(dy, poison_byte, 0, bytes);

    kernel.setArg(0, input);
    kernel.setArg(1, dx);
    kernel.setArg(2, dy);
    kernel.setArg(3, static_cast<cl_int>(gray.width));
    kernel.setArg(4, static_cast<cl_int>(gray.height));

    // One work-item per pixel; the global size is rounded up to whole
    // work-groups and the kernel skips the work-items past the edge.
    const cl::NDRange local = choose_local_size(kernel, runtime.device, config.local_size, sobel_scalar_local_size);
    const cl::NDRange global = round_up_global(gray.width, gray.height, local);
    const auto launch = [&]() {
        cl::Event event;
        runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local, nullptr, &event);
        return event;
    };

    // The first launch writes the poisoned buffers: it is the one verified.
    const cl::Event first = launch();
    first.wait();
    SobelRun run;
    run.gradients = {gray.width, gray.height, std::vector<std::int8_t>(bytes), std::vector<std::int8_t>(bytes)};
    runtime.queue.enqueueReadBuffer(dx, CL_TRUE, 0, bytes, run.gradients.dx.data());
    runtime.queue.enqueueReadBuffer(dy, CL_TRUE, 0, bytes, run.gradients.dy.data());

    const TimingStats stats = summarize(time_launches(launch, config.warmup, config.iterations));
    run.reports.push_back({"sobel_scalar", global, local, launch_times(first), stats, sobel_scalar_work(gray)});
    return run;
}
// [run_sobel_scalar]

}  // namespace ocltut

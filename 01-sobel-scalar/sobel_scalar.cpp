#include "sobel_scalar.hpp"

namespace ocltut {

WorkModel sobel_scalar_work(const Image& gray)
{
    return {gray.pixel_count(), 3 * gray.pixel_count()};
}

// [run_sobel_scalar]
SobelRun run_sobel_scalar(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    // The luminance uploaded; dX and dY allocated and poisoned.
    const SobelBuffers buffers = make_sobel_buffers(runtime, gray);

    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel(program, "sobel_scalar");
    set_sobel_args(kernel, buffers, gray);

    // One work-item per pixel; the global size is rounded up to whole
    // work-groups and the kernel skips the work-items past the edge.
    const cl::NDRange local = choose_local_size(kernel, runtime.device, config.local_size, sobel_scalar_local_size);
    const cl::NDRange global = round_up_global(gray.width, gray.height, local);

    // The first launch writes the poisoned buffers: it is the one verified.
    SobelRun run;
    run.reports.push_back(launch_verified_then_timed(runtime, kernel, global, local, config, sobel_scalar_work(gray),
                                                     [&] { run.gradients = read_sobel_gradients(runtime, buffers, gray); }));
    return run;
}
// [run_sobel_scalar]

}  // namespace ocltut

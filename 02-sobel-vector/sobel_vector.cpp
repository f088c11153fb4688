#include "sobel_vector.hpp"

#include <algorithm>

namespace ocltut {

int sobel_vector_runs_per_row(int width)
{
    const int interior = width - 2;
    return std::max(1, (interior + sobel_vector_run - 1) / sobel_vector_run);
}

WorkModel sobel_vector_work(const Image& gray)
{
    return {gray.pixel_count(), 3 * gray.pixel_count()};
}

// [run_sobel_vector]
SobelRun run_sobel_vector(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    // The same buffers and arguments as lesson 01: only the kernel and the
    // NDRange differ.
    const SobelBuffers buffers = make_sobel_buffers(runtime, gray);

    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel(program, "sobel_vector");
    set_sobel_args(kernel, buffers, gray);

    // One work-item per run of 16 pixels of a row: the NDRange is about
    // width / 16 by height, rounded up to whole work-groups; the kernel
    // skips the work-items past the image.
    const cl::NDRange local = choose_local_size(kernel, runtime.device, config.local_size, sobel_vector_local_size);
    const cl::NDRange global = round_up_global(sobel_vector_runs_per_row(gray.width), gray.height, local);

    // The first launch writes the poisoned buffers: it is the one verified.
    SobelRun run;
    run.reports.push_back(launch_verified_then_timed(runtime, kernel, global, local, config, sobel_vector_work(gray),
                                                     [&] { run.gradients = read_sobel_gradients(runtime, buffers, gray); }));
    return run;
}
// [run_sobel_vector]

}  // namespace ocltut

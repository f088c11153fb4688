#include "sharpen_naive.hpp"

#include "common/program.hpp"

namespace ocltut {

// [run_sharpen_naive]
SharpenRun run_sharpen_naive(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    const SharpenBuffers buffers = make_sharpen_buffers(runtime, rgba);
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);

    // Both kernels take the same buffers: a uchar* and a uchar4* parameter
    // are two views of the same bytes.
    SharpenRun run;
    for (const char* name : sharpen_naive_kernels) {
        cl::Kernel kernel(program, name);
        const cl::NDRange local = choose_local_size(kernel, runtime.device, config.local_size, sharpen_local_size);
        run_sharpen_kernel(runtime, kernel, local, buffers, rgba, config, run);
    }
    return run;
}
// [run_sharpen_naive]

SharpenStage sharpen_naive_stage()
{
    return {"04-sharpen-naive", "Laplacian sharpening, one work-item per pixel (scalar, uchar4)",
            "04-sharpen-naive/sharpen_naive.cl", run_sharpen_naive, "04-sharpen-naive/sharpen_naive_starter.cl"};
}

}  // namespace ocltut

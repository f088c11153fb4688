#include "sharpen_fast.hpp"

#include "common/program.hpp"

#include <algorithm>

namespace ocltut {

// [fast_sharpen_defaults]
FastSharpenKnobs fast_sharpen_knobs(const cl::Device& device, const RunConfig& config, int width)
{
    check_knob_names(config, {"ROWS"}, "sharpen_fast");
    // A CPU group spans a whole row, 4 pixels per work-item, up to 1024
    // work-items: wider than the row, its extra work-items would only be
    // looped over to return. A GPU group is 128 work-items along a row, each
    // making 16 rows: the best of `sweep` on an H100 (2026-11-22, 8192x8192:
    // 0.296 ms, 62% of the copy; 64x4 with ROWS=4 was 54%).
    const std::size_t row_items = std::min<std::size_t>(1024, (static_cast<std::size_t>(width) + 3) / 4);
    const FastSharpenKnobs defaults =
        device_type_name(device) == "CPU" ? FastSharpenKnobs{4, {row_items, 1}} : FastSharpenKnobs{16, {128, 1}};
    return {tuned(config, "ROWS", defaults.rows), config.local_size[0] != 0 ? config.local_size : defaults.local};
}
// [fast_sharpen_defaults]

std::string fast_sharpen_build_options(int rows, int width)
{
    return "-D ROWS=" + std::to_string(rows) + " -D ALIGNED_ROWS=" + (width % 4 == 0 ? "1" : "0");
}

// [run_sharpen_fast]
SharpenRun run_sharpen_fast(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    const FastSharpenKnobs knobs = fast_sharpen_knobs(runtime.device, config, rgba.width);
    const SharpenBuffers buffers = make_sharpen_buffers(runtime, rgba);
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file,
                                              fast_sharpen_build_options(knobs.rows, rgba.width));
    cl::Kernel kernel(program, "sharpen_fast");
    // A --local-size is checked against the device; the default shrinks to fit.
    const cl::NDRange local = choose_local_size(kernel, runtime.device, config.local_size, knobs.local);
    SharpenRun run;
    run_sharpen_kernel(runtime, kernel, local, buffers, rgba, config, run, {4, static_cast<std::size_t>(knobs.rows)});
    return run;
}
// [run_sharpen_fast]

SharpenStage sharpen_fast_stage()
{
    return {"05-sharpen-local", "going further: sharpening at memory speed (4 pixels x ROWS rows per work-item)",
            "05-sharpen-local/sharpen_fast.cl", run_sharpen_fast};
}

}  // namespace ocltut

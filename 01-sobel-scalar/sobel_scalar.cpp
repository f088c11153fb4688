#include "sobel_scalar.hpp"

namespace ocltut {

WorkModel sobel_scalar_work(const Image& gray)
{
    return {gray.pixel_count(), 3 * gray.pixel_count()};
}

// [run_sobel_scalar]
SobelRun run_sobel_scalar(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    // One work-item per pixel; the global size is rounded up to whole
    // work-groups and the kernel skips the work-items past the edge.
    const auto global_size = [&gray](const cl::NDRange& local) {
        return round_up_global(gray.width, gray.height, local);
    };
    return run_sobel_kernel(runtime, gray, config,
                            {"sobel_scalar", sobel_scalar_local_size, global_size, sobel_scalar_work(gray)});
}
// [run_sobel_scalar]

SobelStage sobel_scalar_stage()
{
    return {"01-sobel-scalar", "Sobel edge detection, one work-item per pixel", "01-sobel-scalar/sobel_scalar.cl",
            run_sobel_scalar, "01-sobel-scalar/sobel_scalar_starter.cl"};
}

}  // namespace ocltut

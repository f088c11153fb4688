#include "sobel_vector.hpp"

#include <algorithm>

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

WorkModel sobel_vector_work(const Image& gray)
{
    return {gray.pixel_count(), 3 * gray.pixel_count()};
}

// [run_sobel_vector]
SobelRun run_sobel_vector(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    // The same buffers, arguments and launches as lesson 01; what changes is
    // the kernel and the NDRange: one work-item per run of 16 pixels of a
    // row (plus one per leftover pixel), about width / 16 by height, rounded
    // up to whole work-groups (the kernel skips the work-items past the image).
    // [sobel_vector_ndrange]
    const auto global_size = [&gray](const cl::NDRange& local) {
        return round_up_global(sobel_vector_items_per_row(gray.width), gray.height, local);
    };
    return run_sobel_kernel(runtime, gray, config,
                            {"sobel_vector", sobel_vector_local_size, global_size, sobel_vector_work(gray)});
    // [sobel_vector_ndrange]
}
// [run_sobel_vector]

SobelStage sobel_vector_stage()
{
    return {"02-sobel-vector", "Sobel edge detection, sixteen pixels per work-item (vectors)",
            "02-sobel-vector/sobel_vector.cl", run_sobel_vector, "02-sobel-vector/sobel_vector_starter.cl"};
}

}  // namespace ocltut

#include "sobel_vector_setup.hpp"

#include "common/opencl/program.hpp"

namespace ocltut {

SobelVectorSetup set_up_sobel_vector(const Runtime& runtime, const TunedConfig& config, const Image& gray,
                                     SobelVectorVariant variant)
{
    if (variant == SobelVectorVariant::rows)
        return set_up_sobel_rows(runtime, config.kernel_file, sobel_rows_knobs(runtime.device, config, gray.width),
                                 gray.width);
    if (variant == SobelVectorVariant::packed) {
        const PackedSobelKnobs knobs = sobel_packed_knobs(config);
        return {build_program(runtime.context, runtime.device, config.kernel_file,
                              sobel_packed_build_options(knobs.rows, gray.width)),
                sobel_packed_shape(knobs, gray.width),
                {{"ROWS", knobs.rows}}};
    }
    return {build_program(runtime.context, runtime.device, config.kernel_file), sobel_vector_shape(gray.width), {}};
}

SobelVectorSetup set_up_sobel_rows(const Runtime& runtime, const std::filesystem::path& kernel_file,
                                   const RowsSobelKnobs& knobs, int width)
{
    return {build_program(runtime.context, runtime.device, kernel_file, sobel_rows_build_options(knobs.runs)),
            sobel_rows_shape(knobs, width),
            {{"RUNS", knobs.runs}}};
}

}  // namespace ocltut

#include "sharpen_local_setup.hpp"

#include "common/opencl/program.hpp"
#include "common/tutorial/image_io.hpp"

namespace ocltut {

// [build_for_the_tile]
SharpenSetup set_up_sharpen_local(const Runtime& runtime, const TunedConfig& config, const Image& rgba,
                                  SharpenVariant variant)
{
    if (variant == SharpenVariant::tile) {
        // The tile is an array whose size the compiler must know, so the
        // program is built for one tile size (-D TILE_W, TILE_H):
        // --local-size, or 16x16 shrunk to what the device allows.
        const LocalSize tile = sharpen_tile(runtime, config);
        return {build_program(runtime.context, runtime.device, config.kernel_file, sharpen_tile_build_options(tile)),
                sharpen_tile_shape(tile),
                {}};
    }
    // The going-further kernels are built for their knobs.
    const FastSharpenKnobs knobs = fast_sharpen_knobs(runtime.device, config, rgba.width, rgba.height);
    return set_up_fast_sharpen(runtime, config.kernel_file, knobs, rgba.width, config.local_size);
}
// [build_for_the_tile]

SharpenSetup set_up_fast_sharpen(const Runtime& runtime, const std::filesystem::path& kernel_file,
                                 const FastSharpenKnobs& knobs, int width, const LocalSize& requested_local)
{
    const Tuning chosen = knobs.across == 0 ? Tuning{{"ROWS", knobs.rows}} : Tuning{{"ACROSS", knobs.across}};
    return {build_program(runtime.context, runtime.device, kernel_file, fast_sharpen_build_options(knobs, width)),
            fast_sharpen_shape(knobs, requested_local), chosen};
}

}  // namespace ocltut

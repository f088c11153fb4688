#include "sharpen_local.hpp"

#include "common/errors.hpp"
#include "common/program.hpp"

namespace ocltut {

std::size_t sharpen_tile_bytes(const LocalSize& tile)
{
    return (tile[0] + 2) * (tile[1] + 2) * 4;
}

std::string sharpen_tile_build_options(const LocalSize& tile)
{
    return "-D TILE_W=" + std::to_string(tile[0]) + " -D TILE_H=" + std::to_string(tile[1]);
}

namespace {

// Checked before building, so a tile that cannot fit is one clear line and
// not a compiler or launch failure.
void check_local_memory(const cl::Device& device, const LocalSize& tile)
{
    const cl_ulong available = device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>();
    if (sharpen_tile_bytes(tile) > available)
        throw UserError("--local-size " + std::to_string(tile[0]) + "x" + std::to_string(tile[1]) + " needs a " +
                        std::to_string(tile[0] + 2) + "x" + std::to_string(tile[1] + 2) + " tile of " +
                        std::to_string(sharpen_tile_bytes(tile)) + " bytes of local memory; this device has " +
                        std::to_string(available) + " (CL_DEVICE_LOCAL_MEM_SIZE)");
}

}  // namespace

// [run_sharpen_local]
SharpenRun run_sharpen_local(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    // The work-group size is the tile size, and the tile is an array whose
    // size the compiler must know: the program is built for this one size.
    const LocalSize tile = config.local_size[0] != 0 ? config.local_size : sharpen_local_size;
    check_local_memory(runtime.device, tile);

    const SharpenBuffers buffers = make_sharpen_buffers(runtime, rgba);
    const cl::Program program =
        build_program(runtime.context, runtime.device, config.kernel_file, sharpen_tile_build_options(tile));
    cl::Kernel kernel(program, "sharpen_tile");

    // Passing the tile as the requested size checks it against the device
    // and the compiled kernel instead of silently shrinking it.
    const cl::NDRange local = choose_local_size(kernel, runtime.device, tile, tile);
    SharpenRun run;
    run_sharpen_kernel(runtime, kernel, local, buffers, rgba, config, run);
    return run;
}
// [run_sharpen_local]

SharpenStage sharpen_local_stage()
{
    return {"05-sharpen-local", "Laplacian sharpening from a tile in local memory",
            "05-sharpen-local/sharpen_local.cl", run_sharpen_local, "05-sharpen-local/sharpen_local_starter.cl"};
}

}  // namespace ocltut

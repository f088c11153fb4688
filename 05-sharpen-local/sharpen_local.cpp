#include "sharpen_local.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/image_io.hpp"
#include "common/tutorial/poison.hpp"
#include "common/tutorial/transfer.hpp"
#include "common/tutorial/verify.hpp"

#include <utility>

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

// Half the tile, taller side first: keeping rows wide keeps neighbouring
// work-items on neighbouring pixels.
LocalSize halved(const LocalSize& tile)
{
    return tile[1] >= tile[0] && tile[1] > 1 ? LocalSize{tile[0], tile[1] / 2} : LocalSize{tile[0] / 2, tile[1]};
}

// A sharpening kernel reads each RGBA pixel and writes one: 8 bytes per
// pixel at the least, whatever it reads twice.
WorkModel sharpen_local_work(const Image& rgba)
{
    return {rgba.pixel_count(), 8 * rgba.pixel_count()};
}

}  // namespace

LocalSize sharpen_tile(const Runtime& runtime, const RunConfig& config)
{
    const bool requested = config.local_size[0] != 0;
    LocalSize tile = requested ? config.local_size : sharpen_local_size;
    const cl_ulong available = runtime.device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>();
    if (requested && sharpen_tile_bytes(tile) > available)
        throw UserError("--local-size " + width_x_height(tile[0], tile[1]) + " needs a " +
                        width_x_height(tile[0] + 2, tile[1] + 2) + " tile of " +
                        std::to_string(sharpen_tile_bytes(tile)) + " bytes of local memory; this device has " +
                        std::to_string(available) + " (CL_DEVICE_LOCAL_MEM_SIZE)");
    // A size asked for is launched as it is, and run_sharpen_local names the
    // limit it breaks; the lesson's own is a preference, shrunk to fit.
    if (requested) return tile;
    while (sharpen_tile_bytes(tile) > available && tile[0] * tile[1] > 1) tile = halved(tile);
    // How many work-items a group of the compiled kernel may have is known
    // only once it is built (rusticl's llvmpipe allows 32, fewer than 16 x
    // 16): built for the tile, asked, and built again for a smaller tile
    // until it fits. The builds are cached, so main()'s costs little.
    for (;;) {
        const cl::Program program =
            build_program(runtime.context, runtime.device, config.kernel_file, sharpen_tile_build_options(tile));
        const cl::NDRange fits = choose_local_size(cl::Kernel(program, "sharpen_tile"), runtime.device, {0, 0}, tile);
        if (fits[0] == tile[0] && fits[1] == tile[1]) return tile;
        tile = {fits[0], fits[1]};
    }
}

SharpenShape sharpen_tile_shape(const LocalSize& tile)
{
    // The tile is an array whose size the compiler must know: the group is
    // requested as it is, so a size the kernel cannot run is an error, not
    // a silently smaller group than the program was built for.
    return {"sharpen_tile", {1, 1}, tile, tile};
}

// [run_sharpen_local]
SharpenLocalRun run_sharpen_local(const Runtime& runtime, const cl::Program& program, const Image& rgba,
                                  const SharpenShape& shape, MemoryPath memory)
{
    const std::size_t bytes = rgba.pixels.size();  // 4 bytes per pixel, in and out
    check_allocation(runtime.device, bytes, "a " + width_x_height(rgba.width, rgba.height) + " RGBA image");

    // 1. The buffers, as in lesson 04, on the `memory` path: the picture
    //    in, the output poisoned.
    const cl::Buffer input = make_buffer(runtime, memory, CL_MEM_READ_ONLY, bytes);
    const cl::Buffer output = make_buffer(runtime, memory, CL_MEM_WRITE_ONLY, bytes);
    write_buffer(runtime, memory, input, rgba.pixels);
    runtime.queue.enqueueFillBuffer(output, poison_byte, 0, bytes);

    // 2. The arguments: lesson 04's. The tile in local memory is declared in
    //    the kernel, sized by the build options, so it is no argument.
    cl::Kernel kernel = make_kernel(program, shape.kernel_name,
                                    {"global const uchar4* in", "global uchar4* out", "int width", "int height"});
    kernel.setArg(0, input);
    kernel.setArg(1, output);
    kernel.setArg(2, static_cast<cl_int>(rgba.width));
    kernel.setArg(3, static_cast<cl_int>(rgba.height));

    // 3. The work-group size: the tile (checked against what this compiled
    //    kernel allows on this device), or the shape's preference.
    const cl::NDRange local = choose_local_size(kernel, runtime.device, shape.requested_local, shape.preferred_local);

    // 4. One work-item per block of pixels, rounded up to whole groups.
    const auto blocks = [](std::size_t pixels, std::size_t per_block) { return (pixels + per_block - 1) / per_block; };
    const cl::NDRange global =
        round_up_global(blocks(rgba.width, shape.block[0]), blocks(rgba.height, shape.block[1]), local);

    // 5. Launch once onto the poisoned output, wait, read the picture back.
    cl::Event launched;
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local, nullptr, &launched);
    launched.wait();
    Image picture = make_image(rgba.width, rgba.height, 4);
    read_buffer(runtime, memory, output, picture.pixels.data(), bytes);

    // 6. The picture, the kernel with its buffers for the timing loop, and
    //    the buffers by name for timing the whole job.
    return {std::move(picture),
            {kernel, global, local, {input, output}, sharpen_local_work(rgba), launched},
            input,
            output};
}
// [run_sharpen_local]

}  // namespace ocltut

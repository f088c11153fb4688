// Exercise 06-rotate (docs/exercises-06.md): lesson 06's idea, pixels read
// through an image object and a sampler, applied to a quarter turn of an RGBA picture from one
// image into another. Its run is the
// lesson's steps for one kernel (images.hpp): it builds the kernel under
// check, runs it once onto poisoned outputs and verifies them against the
// exercise's golden (rotation.hpp).
#include "rotation.hpp"

#include "../images.hpp"

#include "stages/exercise.hpp"

#include "common/tutorial/poison.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace ocltut {

namespace {

// RGBA as 06-rotate reads and writes it: four 8-bit unsigned integer
// channels, read_imageui and write_imageui move them as the bytes they are.
const cl::ImageFormat rgba_format(CL_RGBA, CL_UNSIGNED_INT8);
const std::string rgba_format_name = "CL_RGBA / CL_UNSIGNED_INT8";

std::vector<Verification> run_rotate(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    // The output is height x width: each must fit the device's images too.
    refuse_if(image_format_unavailable(runtime, CL_MEM_READ_ONLY, rgba_format, rgba_format_name));
    refuse_if(image_format_unavailable(runtime, CL_MEM_WRITE_ONLY, rgba_format, rgba_format_name));
    refuse_if(image_size_unavailable(runtime, rgba.width, rgba.height));
    refuse_if(image_size_unavailable(runtime, rgba.height, rgba.width));
    check_allocation(runtime.device, rgba.pixels.size(),
                     "a " + width_x_height(rgba.width, rgba.height) + " RGBA image");

    // 1. The picture as an image, and the output image, turned, written
    //    from a host picture of poison as the input is from the picture, so
    //    that a pixel no work-item wrote shows.
    const cl::Image2D input = image_of(runtime, CL_MEM_READ_ONLY, rgba_format, rgba);
    const cl::Image2D output =
        image_of(runtime, CL_MEM_WRITE_ONLY, rgba_format, make_image(rgba.height, rgba.width, 4, poison_byte));

    // 2. The kernel and its arguments: the images carry their sizes.
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel =
        make_kernel(program, "rotate_clockwise", {"read_only image2d_t in", "write_only image2d_t out"});
    kernel.setArg(0, input);
    kernel.setArg(1, output);

    // 3. to 5. One work-item per pixel of the output, launched once, and
    //    the output image read back, its rows packed.
    const PixelRange range = pixel_range(runtime, kernel, rgba.height, rgba.width, config.local_size);
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, range.global, range.local);
    Image rotated = make_image(rgba.height, rgba.width, 4);
    runtime.queue.enqueueReadImage(output, CL_TRUE, {0, 0, 0},
                                   {static_cast<std::size_t>(rotated.width), static_cast<std::size_t>(rotated.height),
                                    1},
                                   static_cast<std::size_t>(rotated.width) * 4, 0, rotated.pixels.data());
    return {verify_rotation("rotated RGBA", rgba, rotated)};
}

}  // namespace

std::vector<Exercise> exercises_06_rotate()
{
    Exercise rotate =
        new_problem("06-sobel-image", "06-rotate", "an RGBA picture turned a quarter turn, from image to image",
                    "exercises/rotate/rotate_starter.cl", run_rotate);
    rotate.input_channels = 4;
    return {rotate};
}

}  // namespace ocltut

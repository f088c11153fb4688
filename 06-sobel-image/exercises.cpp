// Lesson 06's exercises that apply its idea, pixels read through an image
// object and a sampler, to problems no page solves (docs/exercises-06.md):
// the Sobel on a picture that wraps around, whose sampler repeats the
// picture and so needs normalized coordinates, 06-wrap; and a quarter turn
// of an RGBA picture from one image into another, 06-rotate. Each run is
// the exercise's host code, the lesson's steps for one kernel: it builds the
// kernel under check, runs it once onto poisoned outputs and verifies them
// against the exercise's golden (reference/).
#include "sobel_image.hpp"

#include "common/errors.hpp"
#include "common/kernel_checks.hpp"
#include "common/program.hpp"
#include "common/transfer.hpp"
#include "reference/rotation.hpp"
#include "reference/sobel_wrap.hpp"
#include "reference/verify.hpp"
#include "stages/exercise.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace ocltut {

namespace {

// The work-group size unless --local-size says otherwise: 16 x 16, a square
// of pixels. A quarter turn reads the input down a column while it writes
// the output along a row, and a square group keeps both within a few rows
// of each image, where the device's image cache holds them.
constexpr LocalSize image_exercise_local_size{16, 16};

// RGBA as 06-rotate reads and writes it: four 8-bit unsigned integer
// channels, read_imageui and write_imageui move them as the bytes they are.
const cl::ImageFormat rgba_format(CL_RGBA, CL_UNSIGNED_INT8);
const std::string rgba_format_name = "CL_RGBA / CL_UNSIGNED_INT8";

// Throws the reason, one line, when it is not empty.
void refuse_if(const std::string& unavailable)
{
    if (!unavailable.empty()) throw UserError(unavailable);
}

// `picture` on the device as an image of `format` (whose pixel is the
// picture's channels), written from the host. `access` is the kernel's:
// the host writes any image.
cl::Image2D image_of(const Runtime& runtime, cl_mem_flags access, const cl::ImageFormat& format, const Image& picture)
{
    const cl::Image2D image(runtime.context, access, format, picture.width, picture.height);
    write_image(runtime, MemoryPath::copy, image, picture.pixels);
    return image;
}

// The one-work-item-per-pixel NDRange over a width x height output, in the
// work-groups --local-size asks for, shrunk until `kernel` accepts them.
struct PixelRange {
    cl::NDRange global;
    cl::NDRange local;
};

PixelRange pixel_range(const Runtime& runtime, const cl::Kernel& kernel, int width, int height,
                       const LocalSize& requested_local)
{
    const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, image_exercise_local_size);
    return {round_up_global(width, height, local), local};
}

std::vector<Verification> run_wrap(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    refuse_if(image_input_unavailable(runtime, gray));
    const std::size_t bytes = gray.pixel_count();
    check_allocation(runtime.device, bytes, "a " + width_x_height(gray.width, gray.height) + " image");

    // 1. The luminance as an image, the kernel's to read through its own
    //    sampler, and dX and dY, one byte per pixel, poisoned so that a
    //    pixel no work-item wrote shows.
    const cl::Image2D input = image_of(runtime, CL_MEM_READ_ONLY, luminance_format, gray);
    const cl::Buffer dx(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    const cl::Buffer dy(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    runtime.queue.enqueueFillBuffer(dx, poison_byte, 0, bytes);
    runtime.queue.enqueueFillBuffer(dy, poison_byte, 0, bytes);

    // 2. The kernel and its arguments.
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel = make_kernel(program, "sobel_wrap",
                                    {"read_only image2d_t in", "global char* dx_out", "global char* dy_out",
                                     "int width", "int height"});
    kernel.setArg(0, input);
    kernel.setArg(1, dx);
    kernel.setArg(2, dy);
    kernel.setArg(3, static_cast<cl_int>(gray.width));
    kernel.setArg(4, static_cast<cl_int>(gray.height));

    // 3. to 5. One work-item per pixel, launched once; the queue runs its
    //    commands in order, so the blocking reads return once it has written.
    const PixelRange range = pixel_range(runtime, kernel, gray.width, gray.height, config.local_size);
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, range.global, range.local);
    SobelGradients got{gray.width, gray.height, std::vector<std::int8_t>(bytes), std::vector<std::int8_t>(bytes)};
    runtime.queue.enqueueReadBuffer(dx, CL_TRUE, 0, bytes, got.dx.data());
    runtime.queue.enqueueReadBuffer(dy, CL_TRUE, 0, bytes, got.dy.data());
    return verify_sobel(sobel_wrap_golden(gray), got);
}

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
    cl::Kernel kernel = make_kernel(program, "rotate_clockwise", {"read_only image2d_t in", "write_only image2d_t out"});
    kernel.setArg(0, input);
    kernel.setArg(1, output);

    // 3. to 5. One work-item per pixel of the output, launched once, and
    //    the output image read back, its rows packed.
    const PixelRange range = pixel_range(runtime, kernel, rgba.height, rgba.width, config.local_size);
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, range.global, range.local);
    Image rotated = make_image(rgba.height, rgba.width, 4);
    runtime.queue.enqueueReadImage(
        output, CL_TRUE, {0, 0, 0},
        {static_cast<std::size_t>(rotated.width), static_cast<std::size_t>(rotated.height), 1},
        static_cast<std::size_t>(rotated.width) * 4, 0, rotated.pixels.data());
    return {verify_rotation("rotated RGBA", rgba, rotated)};
}

}  // namespace

std::vector<Exercise> exercises_06_sobel_image()
{
    Exercise rotate = new_problem("06-sobel-image", "06-rotate",
                                  "an RGBA picture turned a quarter turn, from image to image",
                                  "rotate_starter.cl", run_rotate);
    rotate.input_channels = 4;
    return {new_problem("06-sobel-image", "06-wrap",
                        "the Sobel of a picture that wraps around, through a repeating sampler",
                        "wrap_starter.cl", run_wrap),
            rotate};
}

}  // namespace ocltut

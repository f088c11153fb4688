// What lesson 06's new problems share (docs/exercises-06.md): their idea,
// pixels read through an image object and a sampler, run with the lesson's
// steps for one kernel. Each exercise's folder (wrap/, rotate/) holds its
// run, which builds the kernel under check, runs it once onto poisoned
// outputs and verifies them against the exercise's golden, its starter and
// its golden.
#pragma once

#include "sobel_image.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/transfer.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace ocltut {

// The work-group size unless --local-size says otherwise: 16 x 16, a square
// of pixels. A quarter turn reads the input down a column while it writes
// the output along a row, and a square group keeps both within a few rows
// of each image, where the device's image cache holds them.
inline constexpr LocalSize image_exercise_local_size{16, 16};

// Throws the reason, one line, when it is not empty.
inline void refuse_if(const std::string& unavailable)
{
    if (!unavailable.empty()) throw UserError(unavailable);
}

// `picture` on the device as an image of `format` (whose pixel is the
// picture's channels), written from the host. `access` is the kernel's:
// the host writes any image.
inline cl::Image2D image_of(const Runtime& runtime, cl_mem_flags access, const cl::ImageFormat& format,
                            const Image& picture)
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

inline PixelRange pixel_range(const Runtime& runtime, const cl::Kernel& kernel, int width, int height,
                              const LocalSize& requested_local)
{
    const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, image_exercise_local_size);
    return {round_up_global(width, height, local), local};
}

}  // namespace ocltut

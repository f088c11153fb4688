// Lesson 01's new problems (docs/exercises-01.md): its idea, one work-item
// per pixel with a bounds check and a border of zeros, applied to what the
// lesson does not compute. Each exercise's run is the lesson's host code
// (sobel_scalar.cpp) on the copy path, with the learner's kernel, verified
// against the exercise's CPU golden (reference/).
#include "sobel_scalar.hpp"

#include "common/kernel_checks.hpp"
#include "common/program.hpp"
#include "reference/gradient_direction.hpp"
#include "reference/scharr.hpp"
#include "reference/verify.hpp"
#include "stages/exercise.hpp"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace ocltut {

namespace {

// What a kernel of these exercises writes: two outputs of one byte per
// pixel, as read back.
template <typename Byte>
struct TwoOutputs {
    std::vector<Byte> first;
    std::vector<Byte> second;
};

// Runs `kernel_name` from the file `config` names once on `gray`: its
// parameters are `parameters`, the luminance in, two outputs of one byte per
// pixel out, then the width and the height. One work-item per pixel, in
// lesson 01's work-groups, onto outputs filled with poison_byte.
template <typename Byte>
TwoOutputs<Byte> run_per_pixel(const Runtime& runtime, const RunConfig& config, const Image& gray,
                               const std::string& kernel_name, const std::vector<std::string>& parameters)
{
    const std::size_t bytes = gray.pixel_count();   // one byte per pixel in, and in each output
    check_allocation(runtime.device, bytes,
                     "a " + width_x_height(gray.width, gray.height) + " image");

    // 1. The buffers, the luminance written in, the outputs poisoned: a
    //    pixel the kernel forgets to write shows up as a mismatch.
    cl::Buffer input(runtime.context, CL_MEM_READ_ONLY, bytes);
    cl::Buffer first(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    cl::Buffer second(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    runtime.queue.enqueueWriteBuffer(input, CL_TRUE, 0, bytes, gray.pixels.data());
    runtime.queue.enqueueFillBuffer(first, poison_byte, 0, bytes);
    runtime.queue.enqueueFillBuffer(second, poison_byte, 0, bytes);

    // 2. The kernel, refused in words unless it declares the parameters the
    //    host passes, and its arguments.
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel = make_kernel(program, kernel_name, parameters);
    kernel.setArg(0, input);
    kernel.setArg(1, first);
    kernel.setArg(2, second);
    kernel.setArg(3, static_cast<cl_int>(gray.width));
    kernel.setArg(4, static_cast<cl_int>(gray.height));

    // 3. Lesson 01's 32x8 work-groups, shrunk to what the device and the
    //    kernel allow; one work-item per pixel, rounded up to whole groups.
    const cl::NDRange local = choose_local_size(kernel, runtime.device, config.local_size, sobel_scalar_local_size);
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, round_up_global(gray.width, gray.height, local), local);

    // 4. Both outputs back; the in-order queue reads them after the kernel ran.
    TwoOutputs<Byte> outputs{std::vector<Byte>(bytes), std::vector<Byte>(bytes)};
    runtime.queue.enqueueReadBuffer(first, CL_TRUE, 0, bytes, outputs.first.data());
    runtime.queue.enqueueReadBuffer(second, CL_TRUE, 0, bytes, outputs.second.data());
    return outputs;
}

// 01-scharr: dX and dY, Sobel's outputs, from Scharr's weights.
std::vector<Verification> run_scharr(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    TwoOutputs<std::int8_t> gradients =
        run_per_pixel<std::int8_t>(runtime, config, gray, "scharr",
                                   {"global const uchar* in", "global char* dx_out", "global char* dy_out",
                                    "int width", "int height"});
    return verify_sobel(scharr_golden(gray),
                        {gray.width, gray.height, std::move(gradients.first), std::move(gradients.second)});
}

// 01-direction: the gradient's magnitude and its direction in degrees.
std::vector<Verification> run_direction(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    TwoOutputs<std::uint8_t> outputs =
        run_per_pixel<std::uint8_t>(runtime, config, gray, "gradient_direction",
                                    {"global const uchar* in", "global uchar* magnitude", "global uchar* direction",
                                     "int width", "int height"});
    return verify_gradient_directions(gradient_direction_golden(gray),
                                      {gray.width, gray.height, std::move(outputs.first), std::move(outputs.second)});
}

}  // namespace

std::vector<Exercise> exercises_01_sobel_scalar()
{
    return {new_problem("01-sobel-scalar", "01-scharr", "Scharr gradients, one work-item per pixel",
                        "scharr_starter.cl", run_scharr),
            new_problem("01-sobel-scalar", "01-direction", "gradient magnitude and direction, the first step of Canny",
                        "direction_starter.cl", run_direction)};
}

}  // namespace ocltut

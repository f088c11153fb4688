// A test-only exercise, declared as a lesson declares its own
// (stages/exercise.hpp), to show that the checker takes one without an
// edit to check/ and that the learner's loop works with it
// (tests/check_loop.cmake): the negative of the luminance, 255 - v, one
// work-item per pixel. Its files lie in a scratch project, a git checkout
// of its own that the tests make (CHECK_LOOP_PROJECT), so that `check
// reset` can be tried there and never on the project's own starters.
#include "common/opencl/device.hpp"
#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "stages/exercise.hpp"

#include <cstdint>

namespace ocltut {

namespace {

std::vector<std::uint8_t> negative_golden(const Image& gray)
{
    std::vector<std::uint8_t> negative(gray.pixels.size());
    for (std::size_t i = 0; i < negative.size(); ++i) negative[i] = static_cast<std::uint8_t>(255 - gray.pixels[i]);
    return negative;
}

// The host code: the kernel under check run once over the whole picture,
// its output poisoned before, read back and compared with the golden.
std::vector<Verification> run_negative(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel =
        make_kernel(program, "negative", {"global const uchar* in", "global uchar* out", "int width", "int height"});
    const std::size_t bytes = gray.pixel_count();
    cl::Buffer input(runtime.context, CL_MEM_READ_ONLY, bytes);
    cl::Buffer output(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    runtime.queue.enqueueWriteBuffer(input, CL_TRUE, 0, bytes, gray.pixels.data());
    runtime.queue.enqueueFillBuffer(output, poison_byte, 0, bytes);
    kernel.setArg(0, input);
    kernel.setArg(1, output);
    kernel.setArg(2, static_cast<cl_int>(gray.width));
    kernel.setArg(3, static_cast<cl_int>(gray.height));
    const cl::NDRange local = choose_local_size(kernel, runtime.device, config.local_size, {16, 16});
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, round_up_global(gray.width, gray.height, local), local);
    std::vector<std::uint8_t> negative(bytes);
    runtime.queue.enqueueReadBuffer(output, CL_TRUE, 0, bytes, negative.data());
    return {compare_exact("negative", negative_golden(gray), negative, gray.width)};
}

}  // namespace

std::vector<Exercise> exercises_check_loop()
{
    const std::string project = CHECK_LOOP_PROJECT;
    Exercise negative;
    negative.name = "01-negative";
    negative.title = "the negative of a picture (a test-only exercise)";
    negative.lesson = "01-sobel-scalar";
    negative.starter_file = project + "/negative_starter.cl";
    negative.solution_file = project + "/solutions/01-negative.cl";
    negative.run = run_negative;
    negative.hints_page = project + "/negative.md";
    negative.hints_section = "01-negative exercise hints";
    return {negative};
}

}  // namespace ocltut

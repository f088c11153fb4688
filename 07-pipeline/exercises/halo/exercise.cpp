// Exercise 07-halo (docs/exercises-07.md): lesson 07's idea, the picture
// in strips of rows, each with the halo rows its stencil reads, applied to
// the kernel of a strip that arrives with its halo rows in a buffer of its
// own. Its run cuts the picture into strips, uploads each with its halo
// rows, runs the kernel under check on each onto poisoned outputs and
// verifies the whole picture against lesson 01's golden (reference/).
#include "pipeline.hpp"

#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "reference/verify.hpp"
#include "stages/exercise.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace ocltut {

namespace {

// 07-halo's host code for one strip: its rows and its halo rows (those the
// picture has) uploaded into a buffer of their own, the kernel over the
// strip's rows into outputs of the strip's size, poisoned first, and those
// rows read back into `gradients`, the whole picture's.
void run_halo_strip(const Runtime& runtime, cl::Kernel& kernel, const Image& gray, const Strip& strip,
                    const cl::NDRange& local, SobelGradients& gradients)
{
    const auto width = static_cast<std::size_t>(gray.width);
    const int first_in = std::max(strip.first_row - 1, 0);
    const int end_in = std::min(strip.first_row + strip.rows + 1, gray.height);
    const std::size_t in_bytes = static_cast<std::size_t>(end_in - first_in) * width;
    const std::size_t out_bytes = static_cast<std::size_t>(strip.rows) * width;
    const std::size_t out_offset = static_cast<std::size_t>(strip.first_row) * width;

    const cl::Buffer input(runtime.context, CL_MEM_READ_ONLY, in_bytes);
    const cl::Buffer dx(runtime.context, CL_MEM_WRITE_ONLY, out_bytes);
    const cl::Buffer dy(runtime.context, CL_MEM_WRITE_ONLY, out_bytes);
    const std::uint8_t* first_in_row = &gray.pixels[static_cast<std::size_t>(first_in) * width];
    runtime.queue.enqueueWriteBuffer(input, CL_FALSE, 0, in_bytes, first_in_row);
    runtime.queue.enqueueFillBuffer(dx, poison_byte, 0, out_bytes);
    runtime.queue.enqueueFillBuffer(dy, poison_byte, 0, out_bytes);

    kernel.setArg(0, input);
    kernel.setArg(1, dx);
    kernel.setArg(2, dy);
    kernel.setArg(3, static_cast<cl_int>(gray.width));
    kernel.setArg(4, static_cast<cl_int>(gray.height));
    kernel.setArg(5, static_cast<cl_int>(strip.first_row));
    kernel.setArg(6, static_cast<cl_int>(strip.rows));
    // One in-order queue: the kernel runs once its strip has landed, and the
    // blocking reads return once it has written.
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, round_up_global(width, strip.rows, local), local);
    runtime.queue.enqueueReadBuffer(dx, CL_TRUE, 0, out_bytes, &gradients.dx[out_offset]);
    runtime.queue.enqueueReadBuffer(dy, CL_TRUE, 0, out_bytes, &gradients.dy[out_offset]);
}

// 07-halo's check: the picture's Sobel on one strip, on three and on one a
// row (those the height allows), dX and dY verified for each ("dX (3
// strips)").
std::vector<Verification> run_halo(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    check_allocation(runtime.device, gray.pixels.size(), "a " + width_x_height(gray.width, gray.height) + " picture");
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel kernel = make_kernel(program, "sobel_halo",
                                    {"global const uchar* strip_in", "global char* dx_out", "global char* dy_out",
                                     "int width", "int height", "int first_row", "int rows"});
    const cl::NDRange local = choose_local_size(kernel, runtime.device, config.local_size, stencil_local_size);
    const SobelGradients golden = sobel_golden(gray);

    std::vector<int> counts{1, std::min(3, gray.height), gray.height};
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    std::vector<Verification> verifications;
    for (const int count : counts) {
        SobelGradients gradients{gray.width, gray.height, std::vector<std::int8_t>(gray.pixels.size()),
                                 std::vector<std::int8_t>(gray.pixels.size())};
        for (const Strip& strip : cut_into_strips(gray.height, count))
            run_halo_strip(runtime, kernel, gray, strip, local, gradients);
        for (Verification& v : verify_sobel(golden, gradients)) {
            v.what += " (" + std::to_string(count) + (count == 1 ? " strip)" : " strips)");
            verifications.push_back(std::move(v));
        }
    }
    return verifications;
}

}  // namespace

std::vector<Exercise> exercises_07_halo()
{
    return {new_problem("07-pipeline", "07-halo", "Sobel on a strip that arrives with its halo rows, in its own buffer",
                        "exercises/halo/halo_starter.cl", run_halo)};
}

}  // namespace ocltut

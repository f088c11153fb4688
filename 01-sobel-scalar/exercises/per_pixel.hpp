// What lesson 01's new problems share (docs/exercises-01.md): their idea,
// one work-item per pixel with a bounds check and a border of zeros, run
// with the lesson's host code (sobel_scalar.cpp) on the copy path and the
// learner's kernel. Each exercise's folder (scharr/, direction/) holds its
// run of this, its starter and its CPU golden.
#pragma once

#include "sobel_scalar.hpp"

#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"

#include <string>
#include <vector>

namespace ocltut {

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
    const std::size_t bytes = gray.pixel_count();  // one byte per pixel in, and in each output
    check_allocation(runtime.device, bytes, "a " + width_x_height(gray.width, gray.height) + " image");

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

}  // namespace ocltut

#include "exercise.hpp"

#include "common/opencl/device.hpp"
#include "common/tutorial/poison.hpp"

#include <string>
#include <utility>

namespace ocltut {

Exercise new_problem(const std::string& lesson, const std::string& name, const std::string& title,
                     const std::string& starter, ExerciseRun run)
{
    Exercise exercise;
    exercise.name = name;
    exercise.title = title;
    exercise.lesson = lesson;
    exercise.starter_file = lesson + "/" + starter;
    exercise.solution_file = "solutions/" + name + ".cl";
    exercise.run = std::move(run);
    exercise.hints_page = "docs/exercises-" + lesson.substr(0, lesson.find('-')) + ".md";
    exercise.hints_section = name + " exercise hints";
    return exercise;
}

Image run_picture_kernel(const Runtime& runtime, cl::Kernel& kernel, const Image& picture, int items_across,
                         const LocalSize& requested_local, const LocalSize& preferred_local)
{
    const std::size_t bytes = picture.pixels.size();  // the same size in and out
    check_allocation(runtime.device, bytes,
                     "a " + width_x_height(picture.width, picture.height) + " picture of " + std::to_string(bytes) +
                         " bytes");

    // 1. The buffers: the picture in, written once, and the result.
    const cl::Buffer input(runtime.context, CL_MEM_READ_ONLY, bytes);
    const cl::Buffer output(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    runtime.queue.enqueueWriteBuffer(input, CL_TRUE, 0, bytes, picture.pixels.data());

    // 2. The arguments every such kernel takes first.
    kernel.setArg(0, input);
    kernel.setArg(1, output);
    kernel.setArg(2, static_cast<cl_int>(picture.width));
    kernel.setArg(3, static_cast<cl_int>(picture.height));

    // 3. and 4. The work-group size, chosen once the arguments are set;
    //    the work-items, rounded up to whole groups.
    const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, preferred_local);
    const cl::NDRange global = round_up_global(static_cast<std::size_t>(items_across), picture.height, local);

    // 5. Poison the output, launch once, and read the picture back: the
    //    queue runs its commands in order, and the blocking read returns
    //    once the kernel has written.
    runtime.queue.enqueueFillBuffer(output, poison_byte, 0, bytes);
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local);
    Image result = make_image(picture.width, picture.height, picture.channels);
    runtime.queue.enqueueReadBuffer(output, CL_TRUE, 0, bytes, result.pixels.data());
    return result;
}

}  // namespace ocltut

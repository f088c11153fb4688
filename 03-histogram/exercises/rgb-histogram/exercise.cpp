// Exercise 03-rgb-histogram (docs/exercises-03.md): lesson 03's idea,
// work-items of a group cooperating through local memory with barriers
// between the steps, applied to three histograms of an RGBA picture at once.
// Its run is the lesson's steps for its kernels: it builds the file under
// check, runs the kernels once onto poisoned outputs and verifies what they
// wrote against the exercise's golden (rgb_histogram.hpp).
#include "rgb_histogram.hpp"

#include "histogram.hpp"

#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "stages/exercise.hpp"

#include <string>
#include <vector>

namespace ocltut {

namespace {

// Each work-item of rgb_histogram counts about this many pixels: enough for
// the group's fixed work, clearing and copying its 768 counters, to stay
// small beside the counting.
constexpr std::size_t rgb_pixels_per_item = 64;

std::vector<Verification> run_rgb_histogram(const Runtime& runtime, const Image& rgba, const RunConfig& config)
{
    const std::size_t pixels = checked_pixel_count(rgba);
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel count =
        make_kernel(program, "rgb_histogram",
                    {"global const uchar4* pixels", "uint pixel_count", "global uint* group_histograms"});
    cl::Kernel merge = make_kernel(program, "merge_rgb_groups",
                                   {"global const uint* group_histograms", "uint groups", "global uint* histogram"});

    // The group size the device allows this kernel, at most 256; enough
    // groups for each work-item to count about rgb_pixels_per_item pixels.
    const cl::NDRange count_local = choose_local_size(count, runtime.device, config.local_size, {256, 1});
    const std::size_t pixels_per_group = count_local[0] * rgb_pixels_per_item;
    const std::size_t groups = (pixels + pixels_per_group - 1) / pixels_per_group;  // rounded up
    const cl::NDRange count_global(groups * count_local[0], 1);
    // merge_rgb_groups: one work-item per bin, 768 rounded up to whole groups.
    const cl::NDRange merge_local = choose_local_size(merge, runtime.device, {0, 0}, {64, 1});
    const cl::NDRange merge_global = round_up_global(rgb_histogram_bins, 1, merge_local);

    // 1. The buffers: the pixels in; 768 bins per group, which the counting
    //    kernel writes and the merge reads; the 768 bins out.
    const std::size_t pixel_bytes = pixels * 4;
    const std::size_t group_bytes = groups * sizeof(RgbHistogram);
    check_allocation(runtime.device, pixel_bytes, "a " + width_x_height(rgba.width, rgba.height) + " RGBA image");
    check_allocation(runtime.device, group_bytes, "the per-group histograms");
    const cl::Buffer input(runtime.context, CL_MEM_READ_ONLY, pixel_bytes);
    const cl::Buffer group_histograms(runtime.context, CL_MEM_READ_WRITE, group_bytes);
    const cl::Buffer histogram(runtime.context, CL_MEM_WRITE_ONLY, sizeof(RgbHistogram));
    runtime.queue.enqueueWriteBuffer(input, CL_TRUE, 0, pixel_bytes, rgba.pixels.data());

    // 2. The arguments.
    count.setArg(0, input);
    count.setArg(1, static_cast<cl_uint>(pixels));
    count.setArg(2, group_histograms);
    merge.setArg(0, group_histograms);
    merge.setArg(1, static_cast<cl_uint>(groups));
    merge.setArg(2, histogram);
    check_kernel_memory(count, runtime.device, count_local);  // its 768 counters

    // 3. Both outputs poisoned, so that a bin no work-item wrote shows;
    //    count, merge (the in-order queue runs them one after the other),
    //    and read the bins back.
    runtime.queue.enqueueFillBuffer(group_histograms, poison_byte, 0, group_bytes);
    runtime.queue.enqueueFillBuffer(histogram, poison_byte, 0, sizeof(RgbHistogram));
    runtime.queue.enqueueNDRangeKernel(count, cl::NullRange, count_global, count_local);
    runtime.queue.enqueueNDRangeKernel(merge, cl::NullRange, merge_global, merge_local);
    RgbHistogram bins{};
    runtime.queue.enqueueReadBuffer(histogram, CL_TRUE, 0, sizeof(RgbHistogram), bins.data());
    return {verify_rgb_histogram("rgb_histogram bins", rgb_histogram_golden(rgba), bins)};
}

}  // namespace

std::vector<Exercise> exercises_03_rgb_histogram()
{
    Exercise exercise =
        new_problem("03-histogram", "03-rgb-histogram", "red, green and blue histograms, 3 x 256 bins in local memory",
                    "exercises/rgb-histogram/rgb_histogram_starter.cl", run_rgb_histogram);
    exercise.input_channels = 4;  // it takes RGBA
    return {exercise};
}

}  // namespace ocltut

// Exercise 03-equalise (docs/exercises-03.md): lesson 03's idea, work-items
// of a group cooperating through local memory with barriers between the
// steps, applied to histogram equalisation, whose cumulative histogram is a
// prefix sum in local memory. Its run is the lesson's steps for its kernels:
// it builds the file under check, runs the kernels once onto poisoned
// outputs and verifies what they wrote against the exercise's golden
// (equalise.hpp).
#include "equalise.hpp"

#include "histogram.hpp"

#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "stages/exercise.hpp"

#include <vector>

namespace ocltut {

namespace {

// equalise_lut's one group: 64 work-items, 4 values each. Fewer than the
// 256 values on purpose, so that a kernel which gives each work-item one
// value, as if a group always had 256, is caught on every device.
constexpr LocalSize lut_local_size{64, 1};

// The histogram `bins` with every bin multiplied by the largest factor that
// keeps the pixel count within 32 bits: the same picture's table, for
// almost 2^32 pixels, where 255 x a count passes 2^32. No picture of the
// check is that large; this histogram holds the table's kernel to the
// rule's 64-bit product all the same.
Histogram scaled_to_32_bits(const Histogram& bins, std::size_t pixels)
{
    const std::uint32_t factor = static_cast<std::uint32_t>(0xFFFFFFFFu / pixels);
    Histogram scaled{};
    for (std::size_t v = 0; v < scaled.size(); ++v) scaled[v] = bins[v] * factor;
    return scaled;
}

// equalise_lut, one group of `local`, on `bins` into `lut`, poisoned first.
void launch_lut(const Runtime& runtime, cl::Kernel& make_lut, const Histogram& bins, const cl::Buffer& bins_buffer,
                const cl::Buffer& lut, const cl::NDRange& local)
{
    runtime.queue.enqueueWriteBuffer(bins_buffer, CL_TRUE, 0, sizeof(Histogram), bins.data());
    make_lut.setArg(0, bins_buffer);
    make_lut.setArg(1, lut);
    check_kernel_memory(make_lut, runtime.device, local);  // its sums in local memory
    runtime.queue.enqueueFillBuffer(lut, poison_byte, 0, sizeof(LookupTable));
    runtime.queue.enqueueNDRangeKernel(make_lut, cl::NullRange, local, local);
}

LookupTable read_lut(const Runtime& runtime, const cl::Buffer& lut)
{
    LookupTable table{};
    runtime.queue.enqueueReadBuffer(lut, CL_TRUE, 0, sizeof(LookupTable), table.data());
    return table;
}

std::vector<Verification> run_equalise(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    // 1. The picture's histogram, by the lesson's finished local_atomics and
    //    merge_groups, read back. Its buffer of pixels stays on the device
    //    for equalise_apply.
    RunConfig lesson_config = config;
    lesson_config.kernel_file = find_project_file("03-histogram/histogram.cl");
    const HistogramRun counted = run_local_atomics(runtime, gray, lesson_config, lesson_order);
    const std::size_t pixels = gray.pixel_count();

    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    cl::Kernel make_lut = make_kernel(program, "equalise_lut", {"global const uint* histogram", "global uchar* lut"});
    cl::Kernel apply =
        make_kernel(program, "equalise_apply",
                    {"global const uchar* pixels", "uint pixel_count", "global const uchar* lut", "global uchar* out"});

    // 2. The buffers: the bins in (the lesson's own histogram buffer is
    //    write-only for kernels), the table between the two kernels, the
    //    equalised picture out.
    const cl::Buffer bins(runtime.context, CL_MEM_READ_ONLY, sizeof(Histogram));
    const cl::Buffer lut(runtime.context, CL_MEM_READ_WRITE, sizeof(LookupTable));
    const cl::Buffer output(runtime.context, CL_MEM_WRITE_ONLY, pixels);

    // 3. equalise_lut: one group, of the size the device allows it up to
    //    lut_local_size; first on the histogram scaled to almost 2^32
    //    pixels, then on the picture's own.
    const cl::NDRange lut_local = choose_local_size(make_lut, runtime.device, {0, 0}, lut_local_size);
    const Histogram scaled = scaled_to_32_bits(counted.bins, pixels);
    launch_lut(runtime, make_lut, scaled, bins, lut, lut_local);
    const LookupTable scaled_table = read_lut(runtime, lut);
    launch_lut(runtime, make_lut, counted.bins, bins, lut, lut_local);

    // 4. equalise_apply: one work-item per pixel, rounded up to whole
    //    groups, onto a poisoned output, after the table (the in-order queue
    //    runs them one after the other).
    apply.setArg(0, counted.input);
    apply.setArg(1, static_cast<cl_uint>(pixels));
    apply.setArg(2, lut);
    apply.setArg(3, output);
    const cl::NDRange apply_local = choose_local_size(apply, runtime.device, config.local_size, {256, 1});
    runtime.queue.enqueueFillBuffer(output, poison_byte, 0, pixels);
    runtime.queue.enqueueNDRangeKernel(apply, cl::NullRange, round_up_global(pixels, 1, apply_local), apply_local);

    // 5. The table and the picture read back, and checked.
    const LookupTable table = read_lut(runtime, lut);
    Image equalised = make_image(gray.width, gray.height, 1);
    runtime.queue.enqueueReadBuffer(output, CL_TRUE, 0, pixels, equalised.pixels.data());
    return {verify_lookup_table("equalise_lut table", equalise_lut_golden(histogram_golden(gray)), table),
            verify_lookup_table("equalise_lut scaled table", equalise_lut_golden(scaled), scaled_table),
            verify_equalised("equalise_apply picture", equalise_golden(gray), equalised)};
}

}  // namespace

std::vector<Exercise> exercises_03_equalise()
{
    return {new_problem("03-histogram", "03-equalise",
                        "histogram equalisation: a prefix sum in local memory, then a lookup table",
                        "exercises/equalise/equalise_starter.cl", run_equalise)};
}

}  // namespace ocltut

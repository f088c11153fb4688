#include "pipeline.hpp"

#include "common/opencl/kernel_checks.hpp"
#include "common/tutorial/poison.hpp"

#include <algorithm>
#include <cstring>
#include <string>

namespace ocltut {

// [cut_into_strips]
std::vector<Strip> cut_into_strips(int height, int count)
{
    std::vector<Strip> strips;
    for (int k = 0; k < count; ++k) {
        // 64-bit products: height * count may pass 2^31 on a tall picture.
        const int first = static_cast<int>(std::int64_t{k} * height / count);
        const int end = static_cast<int>(std::int64_t{k + 1} * height / count);
        strips.push_back({first, end - first});
    }
    return strips;
}
// [cut_into_strips]

PipelineQueues make_pipeline_queues(const Runtime& runtime)
{
    // Three in-order queues: commands on one queue run one after the other,
    // commands on different queues may run at the same time. A discrete GPU
    // has a copy engine for each direction beside its compute units, so
    // three queues keep all three busy. One out-of-order queue would allow
    // the same overlap, but implementations may run it in order anyway
    // (it is an optional property), and the order of the work would be
    // hidden in wait lists alone.
    const cl_command_queue_properties profiling = CL_QUEUE_PROFILING_ENABLE;
    return {cl::CommandQueue(runtime.context, runtime.device, profiling),
            cl::CommandQueue(runtime.context, runtime.device, profiling),
            cl::CommandQueue(runtime.context, runtime.device, profiling)};
}

std::vector<cl::Event> end_markers(const PipelineQueues& queues)
{
    std::vector<cl::Event> markers(3);
    queues.upload.enqueueMarkerWithWaitList(nullptr, &markers[0]);
    queues.compute.enqueueMarkerWithWaitList(nullptr, &markers[1]);
    queues.download.enqueueMarkerWithWaitList(nullptr, &markers[2]);
    for (const cl::CommandQueue* queue : {&queues.upload, &queues.compute, &queues.download}) queue->flush();
    return markers;
}

void finish(const PipelineQueues& queues)
{
    // A wait for a marker at the end of each queue. clFinish on each queue
    // says the same, but rusticl (Mesa 22.3) returns from it at once when
    // every command was flushed already, as the pipeline flushes each one,
    // and the host would read results, or free memory, that transfers are
    // still writing.
    cl::Event::waitForEvents(end_markers(queues));
}

DrainQueuesOnUnwind::~DrainQueuesOnUnwind()
{
    if (std::uncaught_exceptions() == exceptions_) return;
    try {
        finish(queues_);
    } catch (const cl::Error&) {
        // A command that failed has ended; there is nothing more to wait for.
    }
}

namespace {

// The wait list of strip k's kernel: the uploads of strips k - 1, k and
// k + 1, where they exist. On an in-order upload queue strip k's upload ends
// after strip k - 1's, so listing k - 1 changes nothing there; it keeps the
// code right on any queue.
std::vector<cl::Event> uploads_read_by(const JobEvents& events, std::size_t k)
{
    std::vector<cl::Event> reads;
    if (k > 0) reads.push_back(events.uploads[k - 1]);
    reads.push_back(events.uploads[k]);
    if (k + 1 < events.uploads.size()) reads.push_back(events.uploads[k + 1]);
    return reads;
}

// What strip k's upload waits for: strip_ready[k], if given.
std::vector<cl::Event> ready_list(const std::vector<cl::Event>& strip_ready, std::size_t k)
{
    if (k < strip_ready.size()) return {strip_ready[k]};
    return {};
}

// The work-items covering `rows` rows of `width` pixels, rounded up to
// whole work-groups.
cl::NDRange strip_global(int width, int rows, const cl::NDRange& local)
{
    const auto round_up = [](std::size_t n, std::size_t multiple) { return (n + multiple - 1) / multiple * multiple; };
    return cl::NDRange(round_up(static_cast<std::size_t>(width), local[0]),
                       round_up(static_cast<std::size_t>(rows), local[1]));
}

}  // namespace

// [enqueue_stencil_job]
JobEvents enqueue_stencil_job(const PipelineQueues& queues, const StencilJob& job, const std::vector<Strip>& strips,
                              const std::vector<cl::Event>& strip_ready)
{
    JobEvents events;
    events.uploads.resize(strips.size());
    cl::Kernel kernel = job.kernel;  // the same kernel (a handle), whose strip arguments change
    const auto upload = [&](std::size_t k) {
        // The strip's rows from host memory into the same rows of the
        // device's picture. Not blocking: the host memory stays as it is
        // until the job is done.
        const std::vector<cl::Event> ready = ready_list(strip_ready, k);
        queues.upload.enqueueWriteBuffer(job.input, CL_FALSE, strips[k].first_row * job.row_bytes,
                                         strips[k].rows * job.row_bytes,
                                         job.host_input + strips[k].first_row * job.row_bytes, &ready,
                                         &events.uploads[k]);
        queues.upload.flush();
    };

    upload(0);
    for (std::size_t k = 0; k < strips.size(); ++k) {
        // 1. Strip k + 1 goes up before strip k's kernel is enqueued: the
        //    kernel reads its first row, so must name its upload's event.
        if (k + 1 < strips.size()) upload(k + 1);

        // 2. The kernel over strip k's rows, once the rows it reads are in.
        //    The arguments are read when the kernel is enqueued, so setting
        //    them again for the next strip does not change this launch.
        const Strip& strip = strips[k];
        kernel.setArg(job.first_row_argument, static_cast<cl_int>(strip.first_row));
        kernel.setArg(job.first_row_argument + 1, static_cast<cl_int>(strip.first_row + strip.rows));
        const std::vector<cl::Event> reads = uploads_read_by(events, k);
        cl::Event computed;
        queues.compute.enqueueNDRangeKernel(kernel, cl::NullRange, strip_global(job.width, strip.rows, job.local),
                                            job.local, &reads, &computed);
        queues.compute.flush();
        events.kernels.push_back(computed);

        // 3. Its output rows back to host memory, once computed.
        const std::vector<cl::Event> after_kernel{computed};
        for (std::size_t o = 0; o < job.outputs.size(); ++o) {
            cl::Event downloaded;
            queues.download.enqueueReadBuffer(job.outputs[o], CL_FALSE, strip.first_row * job.output_row_bytes,
                                              strip.rows * job.output_row_bytes,
                                              job.host_outputs[o] + strip.first_row * job.output_row_bytes,
                                              &after_kernel, &downloaded);
            events.downloads.push_back(downloaded);
        }
        queues.download.flush();
    }
    return events;
}
// [enqueue_stencil_job]

// [enqueue_histogram_job]
JobEvents enqueue_histogram_job(const PipelineQueues& queues, const HistogramJob& job, const std::vector<Strip>& strips,
                                const std::vector<cl::Event>& strip_ready)
{
    JobEvents events;
    cl::Kernel kernel = job.kernel;
    // The bins start at zero; every strip's kernel adds to them, one after
    // the other on the in-order compute queue.
    queues.compute.enqueueFillBuffer(job.histogram, cl_uint{0}, 0, 256 * sizeof(cl_uint));
    for (std::size_t k = 0; k < strips.size(); ++k) {
        const std::size_t first = static_cast<std::size_t>(strips[k].first_row) * job.width;
        const std::size_t count = static_cast<std::size_t>(strips[k].rows) * job.width;
        const std::vector<cl::Event> ready = ready_list(strip_ready, k);
        cl::Event uploaded;
        queues.upload.enqueueWriteBuffer(job.pixels, CL_FALSE, first, count, job.host_pixels + first, &ready,
                                         &uploaded);
        queues.upload.flush();
        events.uploads.push_back(uploaded);

        // Counted as soon as it has landed: a pixel's bin needs no other row.
        kernel.setArg(1, static_cast<cl_ulong>(first));
        kernel.setArg(2, static_cast<cl_ulong>(first + count));
        const std::size_t needed = (count + job.local[0] - 1) / job.local[0] * job.local[0];
        const std::vector<cl::Event> landed{uploaded};
        cl::Event counted;
        queues.compute.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(std::min(job.global[0], needed)),
                                            job.local, &landed, &counted);
        queues.compute.flush();
        events.kernels.push_back(counted);
    }
    const std::vector<cl::Event> all_counted{events.kernels.back()};
    cl::Event downloaded;
    queues.download.enqueueReadBuffer(job.histogram, CL_FALSE, 0, 256 * sizeof(cl_uint), job.host_histogram,
                                      &all_counted, &downloaded);
    queues.download.flush();
    events.downloads.push_back(downloaded);
    return events;
}
// [enqueue_histogram_job]

cl::Kernel make_sobel_strip_kernel(const cl::Program& program, const cl::Buffer& input, const cl::Buffer& dx,
                                   const cl::Buffer& dy, int width, int height)
{
    cl::Kernel kernel = make_kernel(program, "sobel_strip",
                                    {"global const uchar* in", "global char* dx_out", "global char* dy_out",
                                     "int width", "int height", "int first_row", "int end_row"});
    kernel.setArg(0, input);
    kernel.setArg(1, dx);
    kernel.setArg(2, dy);
    kernel.setArg(3, static_cast<cl_int>(width));
    kernel.setArg(4, static_cast<cl_int>(height));
    kernel.setArg(5, cl_int{0});
    kernel.setArg(6, static_cast<cl_int>(height));
    return kernel;
}

SobelPipeline make_sobel_pipeline(const Runtime& runtime, const cl::Program& program, const Image& gray,
                                  HostMemory kind, const LocalSize& requested_local, cl_mem_flags device_placement)
{
    const std::size_t bytes = gray.pixel_count();
    check_allocation(runtime.device, bytes, "a " + width_x_height(gray.width, gray.height) + " image");
    SobelPipeline pipeline{HostBytes(runtime, kind, bytes),
                           HostBytes(runtime, kind, bytes),
                           HostBytes(runtime, kind, bytes),
                           cl::Buffer(runtime.context, CL_MEM_READ_ONLY | device_placement, bytes),
                           cl::Buffer(runtime.context, CL_MEM_WRITE_ONLY | device_placement, bytes),
                           cl::Buffer(runtime.context, CL_MEM_WRITE_ONLY | device_placement, bytes),
                           {}};
    // The picture where the program keeps it (a decoder would write it
    // there); the device's outputs poisoned, so that a row no strip writes
    // shows up as a mismatch.
    std::memcpy(pipeline.host_input.data(), gray.pixels.data(), bytes);
    runtime.queue.enqueueFillBuffer(pipeline.dx, poison_byte, 0, bytes);
    runtime.queue.enqueueFillBuffer(pipeline.dy, poison_byte, 0, bytes);
    runtime.queue.finish();

    const cl::Kernel kernel =
        make_sobel_strip_kernel(program, pipeline.input, pipeline.dx, pipeline.dy, gray.width, gray.height);
    const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, stencil_local_size);
    const auto row = static_cast<std::size_t>(gray.width);
    pipeline.job = {kernel,
                    5,
                    gray.width,
                    local,
                    pipeline.input,
                    pipeline.host_input.data(),
                    row,
                    {pipeline.dx, pipeline.dy},
                    {pipeline.host_dx.data(), pipeline.host_dy.data()},
                    row};
    return pipeline;
}

SobelGradients sobel_results(const SobelPipeline& pipeline, const Image& gray)
{
    const auto* dx = reinterpret_cast<const std::int8_t*>(pipeline.host_dx.data());
    const auto* dy = reinterpret_cast<const std::int8_t*>(pipeline.host_dy.data());
    const std::size_t bytes = gray.pixel_count();
    return {gray.width, gray.height, std::vector<std::int8_t>(dx, dx + bytes),
            std::vector<std::int8_t>(dy, dy + bytes)};
}

SharpenPipeline make_sharpen_pipeline(const Runtime& runtime, const cl::Program& program, const Image& rgba,
                                      HostMemory kind, const LocalSize& requested_local, cl_mem_flags device_placement)
{
    const std::size_t bytes = rgba.pixel_count() * 4;
    check_allocation(runtime.device, bytes, "a " + width_x_height(rgba.width, rgba.height) + " RGBA image");
    SharpenPipeline pipeline{HostBytes(runtime, kind, bytes),
                             HostBytes(runtime, kind, bytes),
                             cl::Buffer(runtime.context, CL_MEM_READ_ONLY | device_placement, bytes),
                             cl::Buffer(runtime.context, CL_MEM_WRITE_ONLY | device_placement, bytes),
                             {}};
    std::memcpy(pipeline.host_input.data(), rgba.pixels.data(), bytes);
    runtime.queue.enqueueFillBuffer(pipeline.output, poison_byte, 0, bytes);
    runtime.queue.finish();

    cl::Kernel kernel = make_kernel(program, "sharpen_strip",
                                    {"global const uchar4* in", "global uchar4* out", "int width", "int height",
                                     "int first_row", "int end_row"});
    kernel.setArg(0, pipeline.input);
    kernel.setArg(1, pipeline.output);
    kernel.setArg(2, static_cast<cl_int>(rgba.width));
    kernel.setArg(3, static_cast<cl_int>(rgba.height));
    kernel.setArg(4, cl_int{0});
    kernel.setArg(5, static_cast<cl_int>(rgba.height));
    const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, stencil_local_size);
    const std::size_t row = static_cast<std::size_t>(rgba.width) * 4;
    pipeline.job = {kernel,
                    4,
                    rgba.width,
                    local,
                    pipeline.input,
                    pipeline.host_input.data(),
                    row,
                    {pipeline.output},
                    {pipeline.host_output.data()},
                    row};
    return pipeline;
}

Image sharpen_results(const SharpenPipeline& pipeline, const Image& rgba)
{
    Image result{rgba.width, rgba.height, 4, {}};
    result.pixels.assign(pipeline.host_output.data(), pipeline.host_output.data() + pipeline.host_output.size());
    return result;
}

HistogramPipeline make_histogram_pipeline(const Runtime& runtime, const cl::Program& program, const Image& gray,
                                          HostMemory kind, const LocalSize& requested_local,
                                          cl_mem_flags device_placement)
{
    const std::size_t bytes = gray.pixel_count();
    check_allocation(runtime.device, bytes, "a " + width_x_height(gray.width, gray.height) + " image");
    const std::size_t histogram_bytes = 256 * sizeof(cl_uint);
    HistogramPipeline pipeline{HostBytes(runtime, kind, bytes),
                               HostBytes(runtime, kind, histogram_bytes),
                               cl::Buffer(runtime.context, CL_MEM_READ_ONLY | device_placement, bytes),
                               cl::Buffer(runtime.context, CL_MEM_READ_WRITE | device_placement, histogram_bytes),
                               {}};
    std::memcpy(pipeline.host_pixels.data(), gray.pixels.data(), bytes);

    cl::Kernel kernel =
        make_kernel(program, "histogram_strip",
                    {"global const uchar* pixels", "ulong first_pixel", "ulong end_pixel", "global uint* histogram"});
    kernel.setArg(0, pipeline.pixels);
    kernel.setArg(1, cl_ulong{0});
    kernel.setArg(2, static_cast<cl_ulong>(bytes));
    kernel.setArg(3, pipeline.histogram);
    // One dimension: 256 work-items a group unless asked otherwise, and
    // enough groups to fill the device several times over (each work-item
    // then counts pixels a whole launch apart, so neighbours read
    // neighbouring bytes).
    const LocalSize requested = requested_local[0] == 0 ? LocalSize{0, 0} : LocalSize{requested_local[0], 1};
    const cl::NDRange local = choose_local_size(kernel, runtime.device, requested, {256, 1});
    const std::size_t groups = 8 * runtime.device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>();
    pipeline.job = {kernel,
                    gray.width,
                    cl::NDRange(groups * local[0]),
                    cl::NDRange(local[0]),
                    pipeline.pixels,
                    pipeline.host_pixels.data(),
                    pipeline.histogram,
                    pipeline.host_histogram.data()};
    return pipeline;
}

Histogram histogram_results(const HistogramPipeline& pipeline)
{
    Histogram bins{};
    std::memcpy(bins.data(), pipeline.host_histogram.data(), sizeof bins);
    return bins;
}

namespace {

KernelLaunch launched_once(const Runtime& runtime, KernelLaunch launch)
{
    runtime.queue.enqueueNDRangeKernel(launch.kernel, cl::NullRange, launch.global, launch.local, nullptr,
                                       &launch.first);
    launch.first.wait();
    return launch;
}

}  // namespace

KernelLaunch whole_picture_launch(const Runtime& runtime, const StencilJob& job, int height, const WorkModel& work)
{
    cl::Kernel kernel = job.kernel;
    kernel.setArg(job.first_row_argument, cl_int{0});
    kernel.setArg(job.first_row_argument + 1, static_cast<cl_int>(height));
    std::vector<cl::Memory> arguments{job.input};
    arguments.insert(arguments.end(), job.outputs.begin(), job.outputs.end());
    return launched_once(runtime, {kernel, strip_global(job.width, height, job.local), job.local, arguments, work, {}});
}

KernelLaunch whole_picture_launch(const Runtime& runtime, const HistogramJob& job, int height, const WorkModel& work)
{
    const std::size_t pixels = static_cast<std::size_t>(job.width) * height;
    cl::Kernel kernel = job.kernel;
    kernel.setArg(1, cl_ulong{0});
    kernel.setArg(2, static_cast<cl_ulong>(pixels));
    return launched_once(runtime, {kernel, job.global, job.local, {job.pixels, job.histogram}, work, {}});
}

}  // namespace ocltut

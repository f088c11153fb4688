#include "jobs.hpp"

#include "common/opencl/errors.hpp"
#include "reference/histogram_chart.hpp"
#include "reference/pictures.hpp"
#include "reference/verify.hpp"

namespace ocltut {

int job_channels(const std::string& job)
{
    return job == "sharpen" ? 4 : 1;
}

namespace {

PictureJob sobel_job(const Runtime& runtime, const PipelineQueues& queues, const cl::Program& program,
                     const Image& gray, HostMemory kind, const LocalSize& requested_local)
{
    auto pipeline = std::make_shared<SobelPipeline>(make_sobel_pipeline(runtime, program, gray, kind, requested_local));
    const std::size_t bytes = gray.pixel_count();
    return {"sobel",
            bytes,
            2 * bytes,
            [&queues, pipeline](const std::vector<Strip>& strips) {
                return enqueue_stencil_job(queues, pipeline->job, strips);
            },
            [pipeline, gray]() { return verify_sobel(sobel_golden(gray), sobel_results(*pipeline, gray)); },
            [&runtime, pipeline, gray]() {
                return whole_picture_launch(runtime, pipeline->job, gray.height,
                                            {gray.pixel_count(), 3 * gray.pixel_count()});
            },
            [pipeline, gray]() {
                return std::vector<OutputFile>{
                    png_file("sobel.png", sobel_view(sobel_pictures(sobel_results(*pipeline, gray)).magnitude))};
            },
            pipeline};
}

PictureJob sharpen_job(const Runtime& runtime, const PipelineQueues& queues, const cl::Program& program,
                       const Image& rgba, HostMemory kind, const LocalSize& requested_local)
{
    auto pipeline =
        std::make_shared<SharpenPipeline>(make_sharpen_pipeline(runtime, program, rgba, kind, requested_local));
    const std::size_t bytes = rgba.pixel_count() * 4;
    return {"sharpen",
            bytes,
            bytes,
            [&queues, pipeline](const std::vector<Strip>& strips) {
                return enqueue_stencil_job(queues, pipeline->job, strips);
            },
            [pipeline, rgba]() {
                return std::vector<Verification>{
                    verify_sharpen("sharpen_strip RGBA", sharpen_golden(rgba), sharpen_results(*pipeline, rgba))};
            },
            [&runtime, pipeline, rgba]() {
                return whole_picture_launch(runtime, pipeline->job, rgba.height,
                                            {rgba.pixel_count(), 8 * rgba.pixel_count()});
            },
            [pipeline, rgba]() {
                return std::vector<OutputFile>{png_file("sharpen.png", sharpen_results(*pipeline, rgba))};
            },
            pipeline};
}

PictureJob histogram_job(const Runtime& runtime, const PipelineQueues& queues, const cl::Program& program,
                         const Image& gray, HostMemory kind, const LocalSize& requested_local)
{
    auto pipeline =
        std::make_shared<HistogramPipeline>(make_histogram_pipeline(runtime, program, gray, kind, requested_local));
    return {
        "histogram",
        gray.pixel_count(),
        256 * sizeof(cl_uint),
        [&queues, pipeline](const std::vector<Strip>& strips) {
            return enqueue_histogram_job(queues, pipeline->job, strips);
        },
        [pipeline, gray]() {
            return std::vector<Verification>{
                verify_histogram("histogram", histogram_golden(gray), histogram_results(*pipeline))};
        },
        [&runtime, pipeline, gray]() {
            return whole_picture_launch(runtime, pipeline->job, gray.height, {gray.pixel_count(), gray.pixel_count()});
        },
        [pipeline]() {
            return std::vector<OutputFile>{
                png_file("histogram.png", histogram_chart(histogram_results(*pipeline), "histogram, strip by strip",
                                                          ChartScale::linear))};
        },
        pipeline};
}

}  // namespace

PictureJob make_picture_job(const std::string& name, const Runtime& runtime, const PipelineQueues& queues,
                            const cl::Program& program, const Image& picture, HostMemory kind,
                            const LocalSize& requested_local)
{
    if (name == "sobel") return sobel_job(runtime, queues, program, picture, kind, requested_local);
    if (name == "sharpen") return sharpen_job(runtime, queues, program, picture, kind, requested_local);
    if (name == "histogram") return histogram_job(runtime, queues, program, picture, kind, requested_local);
    throw UserError("--job " + name + ": the jobs are sobel, sharpen and histogram");
}

VerifiedRun run_and_verify(const PictureJob& job, const PipelineQueues& queues, const std::vector<Strip>& strips)
{
    const DrainQueuesOnUnwind drain(queues);
    JobEvents events = job.enqueue(strips);
    finish(queues);
    return {std::move(events), job.verify()};
}

TimingStats time_job(const PictureJob& job, const PipelineQueues& queues, const std::vector<Strip>& strips, int warmup,
                     int iterations)
{
    const DrainQueuesOnUnwind drain(queues);
    return time_on_host_clock(
        [&]() {
            job.enqueue(strips);
            finish(queues);
        },
        warmup, iterations);
}

bool shares_host_memory(const cl::Device& device)
{
    return device_kind(device) == DeviceKind::cpu || device.getInfo<CL_DEVICE_HOST_UNIFIED_MEMORY>() == CL_TRUE;
}

namespace {

// Times `launch` on the zero-copy path, then reads each output into its
// host memory, where the job's verify finds it. The picture is written into
// the input buffer's own memory once, before the timing, as a program that
// decodes its pictures straight into the mapped buffer would; each timed
// job is then the kernel and each output mapped for reading. On a device
// that works in the host's memory nothing is copied: the whole job is the
// kernel and the calls around it. (time_end_to_end, which lessons 01 to 06
// use, writes the picture in each job: on a CPU that copy is a memcpy of
// the picture, about as long as a fast kernel.)
TimingStats time_zero_copy(const Runtime& runtime, const RunConfig& config, const HostInput& input,
                           const KernelLaunch& launch, const std::vector<std::pair<cl::Buffer, HostBytes*>>& outputs)
{
    write_buffer(runtime, MemoryPath::zero_copy, cl::Buffer(input.memory(), true), *input.bytes);
    std::vector<std::size_t> output_sizes;
    for (const auto& output : outputs) output_sizes.push_back(output.first.getInfo<CL_MEM_SIZE>());
    const auto job = [&]() {
        runtime.queue.enqueueNDRangeKernel(launch.kernel, cl::NullRange, launch.global, launch.local);
        for (std::size_t i = 0; i < outputs.size(); ++i) map_for_reading(runtime, outputs[i].first, output_sizes[i]);
        runtime.queue.finish();
    };
    const TimingStats stats = time_on_host_clock(job, config.warmup, config.iterations);
    for (const auto& [buffer, host] : outputs)
        read_buffer(runtime, MemoryPath::zero_copy, buffer, host->data(), host->size());
    return stats;
}

}  // namespace

ZeroCopyRun run_zero_copy_job(const std::string& name, const Runtime& runtime, const cl::Program& program,
                              const Image& picture, const LocalSize& requested_local, const RunConfig& config)
{
    const cl_mem_flags mappable = CL_MEM_ALLOC_HOST_PTR;
    if (name == "sobel") {
        SobelPipeline pipeline =
            make_sobel_pipeline(runtime, program, picture, HostMemory::pageable, requested_local, mappable);
        const KernelLaunch launch = whole_picture_launch(runtime, pipeline.job, picture.height, {});
        const TimingStats stats = time_zero_copy(runtime, config, {pipeline.input, picture.pixels}, launch,
                                                 {{pipeline.dx, &pipeline.host_dx}, {pipeline.dy, &pipeline.host_dy}});
        return {stats, verify_sobel(sobel_golden(picture), sobel_results(pipeline, picture))};
    }
    if (name == "sharpen") {
        SharpenPipeline pipeline =
            make_sharpen_pipeline(runtime, program, picture, HostMemory::pageable, requested_local, mappable);
        const KernelLaunch launch = whole_picture_launch(runtime, pipeline.job, picture.height, {});
        const TimingStats stats = time_zero_copy(runtime, config, {pipeline.input, picture.pixels}, launch,
                                                 {{pipeline.output, &pipeline.host_output}});
        return {stats,
                {verify_sharpen("sharpen_strip RGBA", sharpen_golden(picture), sharpen_results(pipeline, picture))}};
    }
    HistogramPipeline pipeline =
        make_histogram_pipeline(runtime, program, picture, HostMemory::pageable, requested_local, mappable);
    const KernelLaunch launch = whole_picture_launch(runtime, pipeline.job, picture.height, {});
    const TimingStats stats = time_zero_copy(runtime, config, {pipeline.pixels, picture.pixels}, launch,
                                             {{pipeline.histogram, &pipeline.host_histogram}});
    // The kernel adds to the bins, so the timed runs left their sum there
    // (zeroing them, 1 KiB, is left out of the timing). One more run from
    // zero gives the bins to verify.
    runtime.queue.enqueueFillBuffer(pipeline.histogram, cl_uint{0}, 0, 256 * sizeof(cl_uint));
    runtime.queue.enqueueNDRangeKernel(launch.kernel, cl::NullRange, launch.global, launch.local);
    read_buffer(runtime, MemoryPath::zero_copy, pipeline.histogram, pipeline.host_histogram.data(),
                pipeline.host_histogram.size());
    return {stats, {verify_histogram("histogram", histogram_golden(picture), histogram_results(pipeline))}};
}

}  // namespace ocltut

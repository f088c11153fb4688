// Lesson 07 as the comparison tool runs it: each job (Sobel, sharpen,
// histogram) in pinned memory on strips, verified, then timed: the kernel
// alone, and the whole job. The Sobel stage also carries the lesson's
// host-code exercise (exercises/host/).
#include "host_exercise.hpp"
#include "jobs.hpp"

#include "common/opencl/program.hpp"
#include "stages/stage.hpp"

#include <algorithm>

namespace ocltut {

namespace {

// The strip count the comparison uses: strips of about 4 MiB of input, 1 to
// 64 of them (at most one a row). The lesson's own sweep on the H100 found
// the fastest strips between 2 and 8 MiB at 8192x8192 and at 4096x4096, for
// each job (docs/results/07-pipeline/h100-*.json and h100-4096-*.json):
// smaller strips pay each command's overhead more often, larger ones
// overlap less.
int pipeline_strips(const Image& picture)
{
    constexpr std::size_t strip_bytes = std::size_t{4} << 20;
    const std::size_t bytes = picture.pixels.size();
    const auto by_size = static_cast<int>(std::min<std::size_t>((bytes + strip_bytes / 2) / strip_bytes, 64));
    return std::clamp(by_size, 1, picture.height);
}

}  // namespace

std::vector<Stage> stages_07_pipeline()
{
    const auto stage = [](const std::string& algorithm, const std::string& job_name, int channels,
                          const JobBytes& job_bytes) {
        const auto run = [job_name](const Runtime& runtime, const Image& picture, const RunConfig& config) {
            const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
            const PipelineQueues queues = make_pipeline_queues(runtime);
            const PictureJob job =
                make_picture_job(job_name, runtime, queues, program, picture, HostMemory::pinned, config.local_size);
            const KernelReport kernel = time_kernel(runtime, job.whole_picture(), config);
            // Where the device works in the host's memory, the lesson's
            // answer is zero copy: there is no bus to cross.
            if (shares_host_memory(runtime.device)) {
                const ZeroCopyRun zero_copy =
                    run_zero_copy_job(job_name, runtime, program, picture, config.local_size, config);
                return StageResult{zero_copy.verifications, {kernel}, zero_copy.stats, "zero copy, one launch"};
            }
            const int strip_count = pipeline_strips(picture);
            const std::vector<Strip> strips = cut_into_strips(picture.height, strip_count);
            return StageResult{run_and_verify(job, queues, strips).verifications,
                               {kernel},
                               time_job(job, queues, strips, config.warmup, config.iterations),
                               "pinned, " + std::to_string(strip_count) + (strip_count == 1 ? " strip" : " strips") +
                                   ", 3 queues"};
        };
        Stage pipelined;
        pipelined.algorithm = algorithm;
        pipelined.lesson = "07-pipeline";
        pipelined.kernel_file = "07-pipeline/pipeline.cl";
        pipelined.input_channels = channels;
        pipelined.job = job_bytes;
        pipelined.run = run;
        pipelined.runs_its_own_way = true;
        return pipelined;
    };
    // The jobs' bytes: the luminance in, dX and dY out; the luminance in, 256
    // bins of 4 bytes out; RGBA in and out.
    Stage sobel = stage("Sobel", "sobel", 1, {1, 2});
    sobel.host_exercise = pipeline_host_exercise();
    return {sobel, stage("histogram", "histogram", 1, {1, 0, 256 * 4}), stage("sharpen", "sharpen", 4, {4, 4})};
}

}  // namespace ocltut

// Lesson 07 as the comparison tool runs it: each job (Sobel, sharpen,
// histogram) in pinned memory on strips, verified, then timed: the kernel
// alone, and the whole job. The Sobel stage also carries the lesson's
// host-code exercise (pipeline_host_starter.cpp).
#include "jobs.hpp"
#include "pipeline_host_check.hpp"
#include "pipeline_host_starter.hpp"

#include "common/program.hpp"
#include "stages/stage.hpp"

namespace ocltut {

std::vector<Stage> stages_07_pipeline()
{
    const auto stage = [](const std::string& algorithm, const std::string& job_name, int channels) {
        const auto run = [job_name](const Runtime& runtime, const Image& picture, const RunConfig& config) {
            const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
            const PipelineQueues queues = make_pipeline_queues(runtime);
            const PictureJob job = make_picture_job(job_name, runtime, queues, program, picture, HostMemory::pinned,
                                                    config.local_size);
            const std::vector<Strip> strips = cut_into_strips(picture.height, std::min(16, picture.height));
            StageResult result{run_and_verify(job, queues, strips).verifications,
                               {time_kernel(runtime, job.whole_picture(), config)},
                               time_job(job, queues, strips, config.warmup, config.iterations)};
            return result;
        };
        return Stage{algorithm, "07-pipeline", "07-pipeline/pipeline.cl", "", "", channels, run};
    };
    const auto checked = [](StencilJobFunction enqueue) -> StageRun {
        return [enqueue](const Runtime& runtime, const Image& gray, const RunConfig& config) {
            return check_stencil_job_function(runtime, gray, config, enqueue);
        };
    };
    Stage sobel = stage("Sobel", "sobel", 1);
    // Its check holds the strips back with user events: not under Oclgrind.
    sobel.host_exercise = HostExercise{"07-host", "07-pipeline/pipeline.cpp", "07-pipeline/pipeline_host_starter.cpp",
                                       "docs/exercises.md", checked(enqueue_stencil_job),
                                       checked(enqueue_stencil_job_exercise), false};
    return {sobel, stage("histogram", "histogram", 1), stage("sharpen", "sharpen", 4)};
}

}  // namespace ocltut

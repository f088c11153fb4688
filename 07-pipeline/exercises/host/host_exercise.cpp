#include "host_exercise.hpp"

#include "pipeline_host_check.hpp"
#include "pipeline_host_starter.hpp"

namespace ocltut {

namespace {

// The check of `enqueue`, with the kernels config.kernel_file names.
StageRun checked(StencilJobFunction enqueue)
{
    return [enqueue](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        return check_stencil_job_function(runtime, gray, config, enqueue);
    };
}

}  // namespace

HostExercise pipeline_host_exercise()
{
    HostExercise exercise;
    exercise.name = "07-host";
    exercise.finished_file = "07-pipeline/pipeline.cpp";
    exercise.starter_file = "07-pipeline/exercises/host/pipeline_host_starter.cpp";
    exercise.hints_page = "docs/host-code-exercises.md";
    exercise.finished_run = checked(enqueue_stencil_job);
    exercise.starter_run = checked(enqueue_stencil_job_exercise);
    // Its check holds the strips back with user events: not under Oclgrind.
    exercise.under_oclgrind = false;
    return exercise;
}

}  // namespace ocltut

#include "host_exercise.hpp"

#include "sobel_scalar.hpp"
#include "sobel_scalar_host_starter.hpp"

#include "common/opencl/program.hpp"
#include "reference/verify.hpp"

namespace ocltut {

namespace {

using SobelScalarHost = SobelScalarRun (*)(const Runtime&, const cl::Program&, const Image&, const LocalSize&);

// The lesson's function with its buffers made as the copy path makes them,
// the path the exercise asks for (sobel_scalar_host_starter.cpp), whatever
// config.memory says.
SobelScalarRun run_sobel_scalar_copy_path(const Runtime& runtime, const cl::Program& program, const Image& gray,
                                          const LocalSize& requested_local)
{
    return run_sobel_scalar(runtime, program, gray, requested_local, MemoryPath::copy);
}

// The check of `host`: one run with the kernel the config names, verified.
// Not timed: a starter may launch nothing.
StageRun verified_run(SobelScalarHost host)
{
    return [host](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
        const SobelScalarRun result = host(runtime, program, gray, config.local_size);
        return StageResult{verify_sobel(sobel_golden(gray), result.gradients), {}};
    };
}

}  // namespace

HostExercise sobel_scalar_host_exercise()
{
    HostExercise exercise;
    exercise.name = "01-host";
    exercise.finished_file = "01-sobel-scalar/sobel_scalar.cpp";
    exercise.starter_file = "01-sobel-scalar/exercises/host/sobel_scalar_host_starter.cpp";
    exercise.hints_page = "docs/host-code-exercises.md";
    exercise.finished_run = verified_run(run_sobel_scalar_copy_path);
    exercise.starter_run = verified_run(run_sobel_scalar_host_exercise);
    return exercise;
}

}  // namespace ocltut

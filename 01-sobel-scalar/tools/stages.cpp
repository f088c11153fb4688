// Lesson 01 as the comparison tool and the exercise checker run it: the same
// host code as main(), on config.memory's path, verified against the golden,
// then timed: the kernel, and the whole job with the transfers. The stage
// also carries the lesson's host-code exercise (sobel_scalar_host_starter.cpp).
#include "sobel_scalar.hpp"
#include "sobel_scalar_host_starter.hpp"

#include "common/program.hpp"
#include "common/transfer.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"

#include <utility>

namespace ocltut {

namespace {

using SobelScalarHost = SobelScalarRun (*)(const Runtime&, const cl::Program&, const Image&, const LocalSize&);

// The host-code exercise's check of `host`: one run with the kernel the
// config names, verified. Not timed: a starter may launch nothing. The
// exercise is the copy path (sobel_scalar_host_starter.cpp says why), so
// both functions are checked on it, whatever config.memory says.
StageRun verified_run(SobelScalarHost host)
{
    return [host](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
        const SobelScalarRun result = host(runtime, program, gray, config.local_size);
        return StageResult{verify_sobel(sobel_golden(gray), result.gradients), {}};
    };
}

// The host-code exercise: `finished`, the lesson's function on the copy
// path, and the starter, each checked by verified_run.
HostExercise sobel_scalar_host_exercise(SobelScalarHost finished)
{
    HostExercise exercise;
    exercise.name = "01-host";
    exercise.finished_file = "01-sobel-scalar/sobel_scalar.cpp";
    exercise.starter_file = "01-sobel-scalar/sobel_scalar_host_starter.cpp";
    exercise.hints_page = "docs/host-code-exercises.md";
    exercise.finished_run = verified_run(finished);
    exercise.starter_run = verified_run(run_sobel_scalar_host_exercise);
    return exercise;
}

Stage sobel_scalar_stage(StageRun run, HostExercise host_exercise)
{
    Stage stage;
    stage.algorithm = "Sobel";
    stage.lesson = "01-sobel-scalar";
    stage.kernel_file = "01-sobel-scalar/sobel_scalar.cl";
    stage.starter_file = "01-sobel-scalar/sobel_scalar_starter.cl";
    stage.run = std::move(run);
    stage.host_exercise = std::move(host_exercise);
    return stage;
}

}  // namespace

std::vector<Stage> stages_01_sobel_scalar()
{
    const auto run = [](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
        const SobelScalarRun result = run_sobel_scalar(runtime, program, gray, config.local_size, config.memory);
        return StageResult{
            verify_sobel(sobel_golden(gray), result.gradients),
            {time_kernel(runtime, result.launch, config)},
            time_end_to_end(runtime, config, {{result.input, gray.pixels}}, {result.launch}, {result.dx, result.dy})};
    };
    const SobelScalarHost finished = [](const Runtime& runtime, const cl::Program& program, const Image& gray,
                                        const LocalSize& requested_local) {
        return run_sobel_scalar(runtime, program, gray, requested_local, MemoryPath::copy);
    };
    return {sobel_scalar_stage(run, sobel_scalar_host_exercise(finished))};
}

}  // namespace ocltut

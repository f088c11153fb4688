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
    const HostExercise host_exercise{"01-host", "01-sobel-scalar/sobel_scalar.cpp",
                                     "01-sobel-scalar/sobel_scalar_host_starter.cpp", "docs/host-code-exercises.md",
                                     verified_run(finished), verified_run(run_sobel_scalar_host_exercise)};
    return {{"Sobel", "01-sobel-scalar", "01-sobel-scalar/sobel_scalar.cl", "01-sobel-scalar/sobel_scalar_starter.cl",
             "", 1, run, host_exercise}};
}

}  // namespace ocltut

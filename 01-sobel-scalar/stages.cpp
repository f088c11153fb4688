// Lesson 01 as the comparison tool and the exercise checker run it: the same
// host code as main(), verified against the golden, then timed.
#include "sobel_scalar.hpp"

#include "common/program.hpp"
#include "stages/stage.hpp"

namespace ocltut {

std::vector<Stage> stages_01_sobel_scalar()
{
    const auto run = [](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
        const SobelScalarRun result = run_sobel_scalar(runtime, program, gray, config.local_size);
        return StageResult{verify_sobel(sobel_golden(gray), result.gradients), {time_kernel(runtime, result.launch, config)}};
    };
    const auto golden = [](const Image& gray) { sobel_golden(gray); };
    return {{"Sobel", "01-sobel-scalar", "01-sobel-scalar/sobel_scalar.cl", "01-sobel-scalar/sobel_scalar_starter.cl",
             "", 1, run, golden}};
}

}  // namespace ocltut

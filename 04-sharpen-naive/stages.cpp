// Lesson 04 as the comparison tool and the exercise checker run it: the same
// host code as main(), both kernels verified against the golden, then timed.
#include "sharpen_naive.hpp"

#include "common/golden.hpp"
#include "common/program.hpp"
#include "stages/stage.hpp"

namespace ocltut {

std::vector<Stage> stages_04_sharpen_naive()
{
    const auto run = [](const Runtime& runtime, const Image& rgba, const RunConfig& config) {
        const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
        const Image expected = sharpen_golden(rgba);
        StageResult result;
        for (const SharpenKernelRun& kernel_run : run_sharpen_naive(runtime, program, rgba, config.local_size)) {
            result.reports.push_back(time_kernel(runtime, kernel_run.launch, config));
            result.verifications.push_back(compare_exact(result.reports.back().kernel + " RGBA", expected.pixels,
                                                         kernel_run.output.pixels, rgba.width, 4));
        }
        return result;
    };
    const auto golden = [](const Image& rgba) { sharpen_golden(rgba); };
    return {{"sharpen", "04-sharpen-naive", "04-sharpen-naive/sharpen_naive.cl",
             "04-sharpen-naive/sharpen_naive_starter.cl", "", 4, run, golden}};
}

}  // namespace ocltut

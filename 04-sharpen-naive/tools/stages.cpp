// Lesson 04 as the comparison tool and the exercise checker run it: a stage
// per kernel, sharpen_scalar then sharpen_uchar4, so that each row has the
// whole job's time of its own kernel (the picture written, the kernel, the
// result read back) on config.memory's path. Each calls the same host code
// as main(), which runs both kernels, verifies its kernel's picture against
// the golden, then times its kernel alone and its whole job.
#include "baselines.hpp"
#include "sharpen_naive.hpp"

#include "common/opencl/program.hpp"
#include "common/tutorial/transfer.hpp"
#include "reference/golden.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"

#include <iterator>
#include <utility>

namespace ocltut {

namespace {

// The stage of one of the lesson's kernels: both are in one file, whose
// starter is the exercise.
Stage sharpen_naive_stage(StageRun run)
{
    Stage stage;
    stage.algorithm = "sharpen";
    stage.job = {4, 4};  // RGBA in and out
    stage.lesson = "04-sharpen-naive";
    stage.kernel_file = "04-sharpen-naive/sharpen_naive.cl";
    stage.starter_file = "04-sharpen-naive/exercises/sharpen-naive/sharpen_naive_starter.cl";
    stage.input_channels = 4;
    stage.run = std::move(run);
    return stage;
}

}  // namespace

std::vector<Stage> stages_04_sharpen_naive()
{
    std::vector<Stage> stages;
    for (std::size_t k = 0; k < std::size(sharpen_naive_kernels); ++k) {
        const auto run = [k](const Runtime& runtime, const Image& rgba, const RunConfig& config) {
            const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
            const SharpenKernelRun kernel_run =
                run_sharpen_naive(runtime, program, rgba, config.local_size, config.memory).at(k);
            const KernelReport report = time_kernel(runtime, kernel_run.launch, config);
            return StageResult{{verify_sharpen(report.kernel + " RGBA", sharpen_golden(rgba), kernel_run.output)},
                               {report},
                               time_end_to_end(runtime, config, {{kernel_run.input, rgba.pixels}}, {kernel_run.launch},
                                               {kernel_run.output_buffer})};
        };
        stages.push_back(sharpen_naive_stage(run));
    }
    stages.front().plain_loop = sharpen_plain_loop;  // baselines.cpp, once for the algorithm
    return stages;
}

}  // namespace ocltut

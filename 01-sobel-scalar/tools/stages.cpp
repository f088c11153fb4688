// Lesson 01 as the comparison tool and the exercise checker run it: the same
// host code as main(), its buffers made for config.memory's path, verified
// against the golden, then timed: the kernel, and the whole job on that
// path. The stage also carries the lesson's host-code exercise
// (exercises/host/), the algorithm's job and its plain loop
// (baselines.cpp).
#include "baselines.hpp"
#include "host_exercise.hpp"
#include "sobel_scalar.hpp"

#include "common/opencl/program.hpp"
#include "common/tutorial/transfer.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"

#include <utility>

namespace ocltut {

std::vector<Stage> stages_01_sobel_scalar()
{
    Stage stage;
    stage.algorithm = "Sobel";
    stage.job = {1, 2};                   // the luminance in; dX and dY out
    stage.plain_loop = sobel_plain_loop;  // baselines.cpp
    stage.lesson = "01-sobel-scalar";
    stage.kernel_file = "01-sobel-scalar/sobel_scalar.cl";
    stage.starter_file = "01-sobel-scalar/exercises/sobel-scalar/sobel_scalar_starter.cl";
    stage.run = [](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
        const SobelScalarRun result = run_sobel_scalar(runtime, program, gray, config.local_size, config.memory);
        return StageResult{verify_sobel(sobel_golden(gray), result.gradients),
                           {time_kernel(runtime, result.launch, config)},
                           time_end_to_end(runtime, config, {{result.input, gray.pixels}}, {result.launch},
                                           {result.dx, result.dy})};
    };
    stage.host_exercise = sobel_scalar_host_exercise();
    return {std::move(stage)};
}

}  // namespace ocltut

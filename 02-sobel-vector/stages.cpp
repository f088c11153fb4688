// Lesson 02 as the comparison tool and the exercise checker run it: the
// lesson's kernel, then the two going-further kernels as stages of their
// own, last of lesson 02's rows. Both call run_sobel_vector, as main() does, on
// config.memory's path, and time the kernel and the whole job.
#include "sobel_packed.hpp"
#include "sobel_rows.hpp"
#include "sobel_vector.hpp"

#include "common/program.hpp"
#include "common/transfer.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"

namespace ocltut {

namespace {

// The run verified, then timed: the kernel, and the whole job.
StageResult sobel_vector_result(const Runtime& runtime, const Image& gray, const RunConfig& config,
                                const SobelVectorRun& run)
{
    return {verify_sobel(sobel_golden(gray), run.gradients),
            {time_kernel(runtime, run.launch, config)},
            time_end_to_end(runtime, config, {{run.input, gray.pixels}}, {run.launch}, {run.dx, run.dy})};
}

}  // namespace

std::vector<Stage> stages_02_sobel_vector()
{
    const auto lesson = [](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
        const SobelVectorRun run = run_sobel_vector(runtime, program, gray, sobel_vector_shape(gray.width),
                                                    config.local_size, config.memory);
        return sobel_vector_result(runtime, gray, config, run);
    };
    const auto going_further = [](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const RowsSobelKnobs knobs = sobel_rows_knobs(runtime.device, config, gray.width);
        const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file,
                                                  sobel_rows_build_options(knobs.runs));
        const SobelVectorRun run = run_sobel_vector(runtime, program, gray, sobel_rows_shape(knobs, gray.width),
                                                    config.local_size, config.memory);
        return sobel_vector_result(runtime, gray, config, run);
    };
    const auto packed = [](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const PackedSobelKnobs knobs = sobel_packed_knobs(config);
        const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file,
                                                  sobel_packed_build_options(knobs.rows, gray.width));
        const SobelVectorRun run = run_sobel_vector(runtime, program, gray, sobel_packed_shape(knobs, gray.width),
                                                    config.local_size, config.memory);
        return sobel_vector_result(runtime, gray, config, run);
    };
    return {{"Sobel", "02-sobel-vector", "02-sobel-vector/sobel_vector.cl", "02-sobel-vector/sobel_vector_starter.cl",
             "", 1, lesson},
            going_further_stage({"Sobel", "02-sobel-vector", "02-sobel-vector/sobel_rows.cl", "", "", 1, going_further},
                                sobel_rows_build_options(255)),
            going_further_stage({"Sobel", "02-sobel-vector", "02-sobel-vector/sobel_packed.cl", "", "", 1, packed},
                                sobel_packed_build_options(4, 4096))};
}

}  // namespace ocltut

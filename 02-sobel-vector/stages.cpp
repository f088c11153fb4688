// Lesson 02 as the comparison tool and the exercise checker run it: the
// lesson's kernel, then the two going-further kernels as stages of their
// own, last of lesson 02's rows. Each is set up and run as main() does it
// (set_up_sobel_vector, then run_sobel_vector), on config.memory's path,
// and times the kernel and the whole job.
#include "sobel_vector_setup.hpp"

#include "common/transfer.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"

namespace ocltut {

namespace {

// The kernel of `variant` run, verified, then timed: the kernel, and the
// whole job.
StageRun stage_run(SobelVectorVariant variant)
{
    return [variant](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const SobelVectorSetup setup = set_up_sobel_vector(runtime, config, gray, variant);
        const SobelVectorRun run =
            run_sobel_vector(runtime, setup.program, gray, setup.shape, config.local_size, config.memory);
        return StageResult{
            verify_sobel(sobel_golden(gray), run.gradients),
            {time_kernel(runtime, run.launch, config)},
            time_end_to_end(runtime, config, {{run.input, gray.pixels}}, {run.launch}, {run.dx, run.dy})};
    };
}

}  // namespace

std::vector<Stage> stages_02_sobel_vector()
{
    return {{"Sobel", "02-sobel-vector", "02-sobel-vector/sobel_vector.cl", "02-sobel-vector/sobel_vector_starter.cl",
             "", 1, stage_run(SobelVectorVariant::lesson)},
            going_further_stage({"Sobel", "02-sobel-vector", "02-sobel-vector/sobel_rows.cl", "", "", 1,
                                 stage_run(SobelVectorVariant::rows)},
                                sobel_rows_build_options(255)),
            going_further_stage({"Sobel", "02-sobel-vector", "02-sobel-vector/sobel_packed.cl", "", "", 1,
                                 stage_run(SobelVectorVariant::packed)},
                                sobel_packed_build_options(4, 4096))};
}

}  // namespace ocltut

// Lesson 01 as the comparison tool runs it.
#include "common/stage.hpp"
#include "sobel_scalar.hpp"

namespace ocltut {

std::vector<Stage> stages_01_sobel_scalar()
{
    Stage stage;
    stage.algorithm = "Sobel";
    stage.lesson = "01-sobel-scalar";
    stage.kernel_file = "01-sobel-scalar/sobel_scalar.cl";
    stage.input_channels = 1;
    stage.run = [](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        const SobelRun run = run_sobel_scalar(runtime, gray, config);
        return StageResult{verify_sobel(sobel_golden(gray), run.gradients), run.reports};
    };
    stage.golden = [](const Image& gray) { sobel_golden(gray); };
    return {stage};
}

}  // namespace ocltut

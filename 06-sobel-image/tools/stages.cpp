// Lesson 06 as the comparison tool and the exercise checker run it: the
// lesson's default (image input, 8 outputs per work-item, shared sums), the
// fastest variant measured on the H100 (buffer input, 16 outputs) and the
// same writing only the magnitude, each a row of the Sobel comparison. Each
// calls run_sobel_image, as main() does, on config.memory's path, and times
// the kernel and the whole job.
#include "sobel_image.hpp"

#include "common/tutorial/transfer.hpp"
#include "stages/stage.hpp"

#include <utility>

namespace ocltut {

namespace {

// The stage of one variant of the lesson's kernel.
Stage sobel_image_stage(const SobelImageVariant& variant, StageRun run)
{
    Stage stage;
    stage.algorithm = "Sobel";
    stage.job = {1, 2};  // the luminance in; dX and dY out
    stage.lesson = "06-sobel-image";
    stage.kernel_file = "06-sobel-image/sobel_image.cl";
    // The exercise is the image kernel: the checker runs only that stage.
    if (variant.storage == SobelStorage::image)
        stage.starter_file = "06-sobel-image/exercises/sobel-image/sobel_image_starter.cl";
    stage.build_options = sobel_image_build_options(variant);
    stage.run = std::move(run);
    return stage;
}

}  // namespace

std::vector<Stage> stages_06_sobel_image()
{
    SobelImageVariant image;
    SobelImageVariant buffer;
    buffer.storage = SobelStorage::buffer;
    buffer.outputs = 16;
    SobelImageVariant magnitude = buffer;
    magnitude.magnitude_only = true;

    std::vector<Stage> stages;
    for (const SobelImageVariant& variant : {image, buffer, magnitude}) {
        const auto run = [variant](const Runtime& runtime, const Image& gray, const RunConfig& config) {
            if (variant.storage == SobelStorage::image) {
                StageResult skipped;
                const std::string unavailable = image_input_unavailable(runtime, gray);
                if (!unavailable.empty()) {
                    skipped.unsupported = "sobel_image (" + describe(variant) + "): " + unavailable;
                    return skipped;
                }
            }
            SobelImageResult result = measure_sobel_image(runtime, gray, config, variant);
            const TimingStats end_to_end = time_end_to_end(runtime, config, {{result.run.input, gray.pixels}},
                                                           {result.run.launch}, result.run.outputs);
            StageResult stage_result{std::move(result.verifications), {result.report}, end_to_end};
            stage_result.algorithm_outputs = !variant.magnitude_only;
            return stage_result;
        };
        stages.push_back(sobel_image_stage(variant, run));
    }
    return stages;
}

}  // namespace ocltut

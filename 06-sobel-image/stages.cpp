// Lesson 06 as the comparison tool runs it: the lesson's default (image
// input, 8 outputs per work-item, shared sums), the fastest variant measured
// on the H100 (buffer input, 16 outputs) and the same writing only the
// magnitude, each a row of the Sobel comparison.
#include "common/stage.hpp"
#include "sobel_image.hpp"

namespace ocltut {

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
        Stage stage = sobel_comparison_stage(sobel_image_stage(variant), SobelBorder::replicate);
        stage.build_options = sobel_image_build_options(variant);
        // The exercise is the image kernel: the checker runs only that stage.
        if (variant.storage != SobelStorage::image) stage.starter_file.clear();
        stages.push_back(stage);
    }
    return stages;
}

}  // namespace ocltut

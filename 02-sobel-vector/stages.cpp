// Lesson 02 as the comparison tool runs it: the lesson's kernel, then the
// going-further kernel as a stage of its own, last of lesson 02's rows.
#include "common/stage.hpp"
#include "sobel_rows.hpp"
#include "sobel_vector.hpp"

namespace ocltut {

std::vector<Stage> stages_02_sobel_vector()
{
    return {sobel_comparison_stage(sobel_vector_stage()),
            going_further_stage(sobel_comparison_stage(sobel_rows_stage()), sobel_rows_build_options(255))};
}

}  // namespace ocltut

// Lesson 02 as the comparison tool runs it.
#include "common/stage.hpp"
#include "sobel_vector.hpp"

namespace ocltut {

std::vector<Stage> stages_02_sobel_vector()
{
    return {sobel_comparison_stage(sobel_vector_stage())};
}

}  // namespace ocltut

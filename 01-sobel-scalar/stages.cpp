// Lesson 01 as the comparison tool runs it.
#include "common/stage.hpp"
#include "sobel_scalar.hpp"

namespace ocltut {

std::vector<Stage> stages_01_sobel_scalar()
{
    return {sobel_comparison_stage(sobel_scalar_stage())};
}

}  // namespace ocltut

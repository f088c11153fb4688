// Lesson 04 as the comparison tool runs it.
#include "common/stage.hpp"
#include "sharpen_naive.hpp"

namespace ocltut {

std::vector<Stage> stages_04_sharpen_naive()
{
    return {sharpen_comparison_stage(sharpen_naive_stage())};
}

}  // namespace ocltut

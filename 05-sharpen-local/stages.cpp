// Lesson 05 as the comparison tool runs it.
#include "common/stage.hpp"
#include "sharpen_local.hpp"

namespace ocltut {

std::vector<Stage> stages_05_sharpen_local()
{
    return {sharpen_comparison_stage(sharpen_local_stage())};
}

}  // namespace ocltut

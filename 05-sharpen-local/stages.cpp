// Lesson 05 as the comparison tool runs it: the tile kernel, then the
// going-further kernel as a stage of its own, last of the sharpen rows.
#include "common/stage.hpp"
#include "sharpen_fast.hpp"
#include "sharpen_local.hpp"

namespace ocltut {

std::vector<Stage> stages_05_sharpen_local()
{
    return {sharpen_comparison_stage(sharpen_local_stage()),
            going_further_stage(sharpen_comparison_stage(sharpen_fast_stage()), "-D ROWS=16 -D ACROSS=1 -D ALIGNED_ROWS=1")};
}

}  // namespace ocltut

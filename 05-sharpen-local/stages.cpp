// Lesson 05 as the comparison tool runs it: the tile kernel, then the
// going-further kernel as a stage of its own, last of the sharpen rows.
#include "common/stage.hpp"
#include "sharpen_fast.hpp"
#include "sharpen_local.hpp"

namespace ocltut {

std::vector<Stage> stages_05_sharpen_local()
{
    Stage going_further = sharpen_comparison_stage(sharpen_fast_stage());
    going_further.build_options = "-D ROWS=4 -D ALIGNED_ROWS=1";
    // Its row says what it is: the kernel's name alone would not.
    going_further.run = [run = going_further.run](const Runtime& runtime, const Image& rgba, const RunConfig& config) {
        StageResult result = run(runtime, rgba, config);
        for (KernelReport& report : result.reports) report.kernel += " (going further)";
        return result;
    };
    return {sharpen_comparison_stage(sharpen_local_stage()), going_further};
}

}  // namespace ocltut

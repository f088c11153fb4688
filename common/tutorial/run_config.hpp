// What a lesson's host code is given besides the picture: the kernel file,
// the timing loop's counts, the work-group size and the memory path. A
// going-further kernel's runner is also given its knobs, in a TunedConfig
// (going-further/going_further.hpp).
#pragma once

#include "common/opencl/profiling.hpp"
#include "common/tutorial/memory_path.hpp"
#include "common/tutorial/ndrange.hpp"
#include "common/tutorial/options.hpp"

#include <filesystem>
#include <string>

namespace ocltut {

// What a lesson's host code needs to know besides the image.
struct RunConfig {
    std::filesystem::path kernel_file;    // the .cl file to build
    int warmup = warmup_runs;             // untimed launches before timing
    int iterations = default_iterations;  // timed launches
    LocalSize local_size{0, 0};
    MemoryPath memory = MemoryPath::copy;
};

// The last step before any device work, once the picture is loaded: the
// output folder made (a folder that cannot be made or written to stops the
// run here, so that a bad run writes nothing) and the runner's config from
// the options. `lesson_kernel` is the lesson's own kernel file relative to
// the project root, used unless --kernel is given.
RunConfig prepare_run(const LessonOptions& options, const std::string& lesson_kernel);

// For checking a kernel, not timing it: the verified launch and a single
// timed one, no warm-up (what the tests and the exercise checker use).
RunConfig checking_config(const std::filesystem::path& kernel_file);

}  // namespace ocltut

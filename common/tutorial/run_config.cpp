
#include "common/tutorial/run_config.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/program.hpp"

namespace ocltut {

RunConfig prepare_run(const LessonOptions& options, const std::string& lesson_kernel)
{
    prepare_output_dir(options.output_dir);
    RunConfig config;
    config.kernel_file =
        options.kernel_file.empty() ? find_project_file(lesson_kernel) : std::filesystem::path(options.kernel_file);
    config.iterations = options.iterations;
    config.local_size = options.local_size;
    config.memory = options.memory;
    return config;
}

RunConfig checking_config(const std::filesystem::path& kernel_file)
{
    RunConfig config;
    config.kernel_file = kernel_file;
    config.warmup = 0;
    config.iterations = 1;
    return config;
}

}  // namespace ocltut

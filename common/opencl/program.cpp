#include "common/opencl/program.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"

#include "common/platform/platform.hpp"

#include <system_error>

namespace ocltut {

namespace {

std::filesystem::path executable_dir()
{
    return platform::executable_path().parent_path();
}

}  // namespace

std::filesystem::path find_project_file(const std::string& relative_path)
{
    const std::filesystem::path candidates[] = {
        std::filesystem::path(OCLTUT_SOURCE_DIR) / relative_path,
        executable_dir() / ".." / OCLTUT_SHARE_DIR / relative_path,
    };
    for (const std::filesystem::path& candidate : candidates)
        if (std::filesystem::is_regular_file(candidate)) return candidate.lexically_normal();
    throw UserError("cannot find '" + relative_path + "': looked in '" + candidates[0].string() + "' and '" +
                    candidates[1].lexically_normal().string() + "'");
}

std::string display_path(const std::filesystem::path& path)
{
    std::error_code error;
    const std::filesystem::path relative = std::filesystem::proximate(path, error);
    if (error || relative.empty() || *relative.begin() == "..") return path.string();
    return relative.string();
}

std::string read_text_file(const std::filesystem::path& path)
{
    const std::vector<std::uint8_t> bytes = read_named_file(path, largest_text_file, "cannot read");
    return std::string(bytes.begin(), bytes.end());
}

cl::Program build_program(const cl::Context& context, const cl::Device& device,
                          const std::filesystem::path& kernel_file, const std::string& options)
{
    return build_program_source(context, device, read_text_file(kernel_file), kernel_file.string(), options);
}

cl::Program build_program_source(const cl::Context& context, const cl::Device& device, const std::string& source,
                                 const std::string& label, const std::string& options)
{
    cl::Program program(context, source);
    // -cl-kernel-arg-info keeps each kernel's parameter types and names,
    // which make_kernel (kernel_checks.hpp) compares with what the host passes.
    const std::string all_options = options + (options.empty() ? "" : " ") + "-cl-kernel-arg-info";
    try {
        program.build(device, all_options.c_str());
    } catch (const cl::BuildError& error) {
        // The bindings throw cl::BuildError, with the build log, for any
        // failed clBuildProgram. A compile error is the kernel's fault: it
        // becomes this project's BuildError (errors.hpp), a UserError that
        // names the file and carries the log. Any other failure (invalid
        // options, a device out of memory) goes on as the OpenCL error it is.
        if (error.err() != CL_BUILD_PROGRAM_FAILURE) throw;
        std::string log;
        for (const auto& device_and_log : error.getBuildLog()) log += device_and_log.second;
        const std::string cache = pocl_cache_problem();  // the log then says nothing of the cause
        throw BuildError("building '" + label + "' failed (CL_BUILD_PROGRAM_FAILURE) on " +
                         device.getInfo<CL_DEVICE_NAME>() + (cache.empty() ? "" : ": " + cache) + ". Build log:\n" +
                         log);
    }
    return program;
}

}  // namespace ocltut

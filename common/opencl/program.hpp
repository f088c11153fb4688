// Finding a lesson's files at run time and building its OpenCL program.
#pragma once

#include "common/opencl/opencl.hpp"

#include <filesystem>
#include <string>

namespace ocltut {

// Finds a file shipped with the project, given its path relative to the
// project root ("my-lesson/my_kernel.cl", "data/camera.png").
// Search order:
//   1. the source tree this binary was built from, so an edited kernel takes
//      effect on the next run without rebuilding;
//   2. <exe dir>/../share/ocl-image-tutorial/, where `cmake --install` puts them.
// Throws UserError listing both places when neither has it.
std::filesystem::path find_project_file(const std::string& relative_path);

// `path` as a person wants to read it: relative to the current folder when
// it lies below it ("data/camera.png"), else as it is.
std::string display_path(const std::filesystem::path& path);

// The whole file as a string, if it is a regular file of at most 4 MiB
// (common/opencl/files.hpp); else UserError("cannot read 'PATH': REASON").
std::string read_text_file(const std::filesystem::path& path);

// Compiles the kernel file for one device, with `options` and
// -cl-kernel-arg-info (the parameters' types, for make_kernel). On a compile
// error, throws a BuildError (a UserError) holding the file name, the device
// and the compiler's build log.
cl::Program build_program(const cl::Context& context, const cl::Device& device,
                          const std::filesystem::path& kernel_file, const std::string& options = "");

// The same from source text; `label` names it in the error.
cl::Program build_program_source(const cl::Context& context, const cl::Device& device, const std::string& source,
                                 const std::string& label, const std::string& options = "");

}  // namespace ocltut

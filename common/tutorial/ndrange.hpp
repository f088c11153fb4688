// Sizing a launch from what the device allows: the work-group size, the
// global size rounded up to it, and whether a buffer can be allocated at
// all. Every limit is queried from the device, none assumed.
#pragma once

#include "common/opencl/opencl.hpp"

#include <array>
#include <cstddef>
#include <string>

namespace ocltut {

// A 2D work-group size; {0, 0} means "let the lesson choose".
using LocalSize = std::array<std::size_t, 2>;

// Throws a UserError when a buffer of `bytes` cannot be allocated on the
// device (CL_DEVICE_MAX_MEM_ALLOC_SIZE), naming `what` needed it.
void check_allocation(const cl::Device& device, std::size_t bytes, const std::string& what);

// The work-group size to launch `kernel` with: `requested` when set (checked
// against the device's limits, UserError if it cannot run), else `preferred`
// shrunk until the device and the compiled kernel accept it. Either way, a
// group whose memory the device cannot give is refused (check_kernel_memory,
// kernel_checks.hpp): call it once the kernel's arguments are set.
cl::NDRange choose_local_size(const cl::Kernel& kernel, const cl::Device& device, const LocalSize& requested,
                              const LocalSize& preferred);

// The smallest multiple of `local` covering `extent` in each dimension: with
// a bounds check in the kernel, any image size runs on any work-group size.
cl::NDRange round_up_global(std::size_t width, std::size_t height, const cl::NDRange& local);

}  // namespace ocltut

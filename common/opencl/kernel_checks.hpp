// Checks of a kernel before it runs. A kernel file is the learner's to edit,
// and an OpenCL implementation on the CPU (PoCL, rusticl) runs kernels
// inside the calling program, where a mismatch with what the host passes or
// memory beyond the device's is no OpenCL error but a crash: an image2d_t
// parameter given a buffer, or 2 MiB of __local memory where the device has
// 1 MiB, takes the whole program down. These checks turn each into a
// sentence that names the parameter or the limit.
#pragma once

#include "common/opencl/opencl.hpp"

#include <string>
#include <vector>

namespace ocltut {

// The kernel `name` of `program`, refused with a UserError unless its
// parameters are those the host passes, given as the kernel would declare
// them, in order:
//   make_kernel(program, "my_kernel", {"global const uchar* in", "global uchar* out",
//                                      "int width", "int height"})
// Each is an address space (global, constant or local for a pointer, none
// for a value; read_only or write_only for an image), a type and a name.
// The number of parameters is always compared. Where the implementation
// gives the parameters' details (programs built by build_program ask for
// them with -cl-kernel-arg-info), so are their kinds: a pointer where a
// pointer goes, in the same address space (global and constant both take a
// buffer), to the same scalar type (a uchar16* may stand for a uchar*; a
// __local pointer's type is the kernel's affair, since the host gives it a
// size, no data); a value of the same type; an image with the same access. Names, const,
// restrict and volatile are not compared, nor a type that is no built-in
// one (a typedef may be reported by either of its names).
cl::Kernel make_kernel(const cl::Program& program, const std::string& name, const std::vector<std::string>& parameters);

// The stack of each thread an OpenCL driver starts in a program that runs
// through run_main (errors.hpp), which sets it: an implementation on the
// CPU may keep the private memory of a whole group on one thread's stack
// (PoCL does), and the usual 8 MiB is 32 KiB a work-item for 256 of them.
inline constexpr std::size_t driver_thread_stack_bytes = std::size_t{64} << 20;

// The most private memory a group of work-items may take: half of that
// stack, which leaves room for the rest.
inline constexpr std::size_t largest_private_bytes_per_group = driver_thread_stack_bytes / 2;

// Refuses (UserError) a launch of `kernel` in groups of `local` that needs
// more memory than the device gives: __local memory beyond
// CL_DEVICE_LOCAL_MEM_SIZE (the fixed arrays and the __local arguments as
// set), or, on a CPU device, private memory (CL_KERNEL_PRIVATE_MEM_SIZE,
// per work-item) beyond largest_private_bytes_per_group for the whole group.
// PoCL 3.1 reports a fixed 1024 bytes of private memory whatever the kernel
// declares, so there a large private array is not seen before it runs.
void check_kernel_memory(const cl::Kernel& kernel, const cl::Device& device, const cl::NDRange& local);

}  // namespace ocltut

// Errors a learner can act on: OpenCL failures by name with a hint, and plain
// "this input is wrong" failures that need no stack of OpenCL detail.
#pragma once

#include "common/opencl/opencl.hpp"

#include <functional>
#include <stdexcept>
#include <string>

namespace ocltut {

// Something the user can fix (a bad file, a bad flag value, a device that
// lacks a feature). Reported as one line, exit code 1.
class UserError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A kernel file that does not compile: the message names the file and the
// device and carries the compiler's build log. A UserError like any other,
// except for the exercise checker, which counts it apart ("does not compile").
class BuildError : public UserError {
public:
    using UserError::UserError;
};

// Thrown when the program has printed all it has to (--help, a command-line
// mistake, --list-devices): run_main returns `code` and prints nothing more.
struct ExitRequest {
    int code;
};

// "CL_INVALID_WORK_GROUP_SIZE" for -54; "unknown OpenCL error" otherwise.
const char* cl_error_name(cl_int code);

// A sentence on what usually causes `code` and what to try, or "".
const char* cl_error_hint(cl_int code);

// "clEnqueueNDRangeKernel failed: CL_INVALID_WORK_GROUP_SIZE (-54). Hint: ..."
std::string describe(const cl::Error& error);

// PoCL keeps the kernels it compiles under $POCL_CACHE_DIR. Where it cannot
// write there, it fails to build every kernel, or to start at all, and the
// OpenCL error names neither: "PoCL cannot write to its cache folder,
// POCL_CACHE_DIR=...: ...", when POCL_CACHE_DIR is set and is no folder
// this program can write to, else "".
std::string pocl_cache_problem();

// What to say when no device was found: the cache problem above where there
// is one, else how to install a device on this operating system.
std::string no_device_message();

// Notes what this run holds that grows with its input, for the message of a
// run that runs out of memory (std::bad_alloc, or an OpenCL call failing
// with CL_OUT_OF_HOST_MEMORY, CL_MEM_OBJECT_ALLOCATION_FAILURE, or
// CL_OUT_OF_RESOURCES while making a buffer or an image) and for the
// explanation of a crash (a driver may abort when memory runs out): each
// picture load_image decodes, "the picture big.png is 16384x16384, 1024 MiB
// decoded", and each tiled picture. The last note stands; "" clears it.
void note_input_size(const std::string& note);

// Runs a program's body and turns every exception into one clear message on
// stderr and a non-zero exit code, so no lesson crashes on a thrown error;
// output that standard output could not take is such an error too. An
// ExitRequest ends it with its code. A crash
// (a kernel's stray write can end the program: the driver runs kernels
// inside it) is explained in a line of its own, with the noted input's size
// (note_input_size), before the program ends, and
// the threads the driver starts get stacks of driver_thread_stack_bytes
// (kernel_checks.hpp), so that a kernel's large private arrays fit on a CPU
// device.
int run_main(const std::function<int()>& body);

}  // namespace ocltut

#include "common/opencl/errors.hpp"

#include "common/opencl/files.hpp"
#include "common/opencl/kernel_checks.hpp"

#include "common/platform/platform.hpp"

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <new>
#include <string>

namespace ocltut {

const char* cl_error_name(cl_int code)
{
    switch (code) {
#define OCLTUT_NAME(name) \
    case name:            \
        return #name;
        OCLTUT_NAME(CL_SUCCESS)
        OCLTUT_NAME(CL_DEVICE_NOT_FOUND)
        OCLTUT_NAME(CL_DEVICE_NOT_AVAILABLE)
        OCLTUT_NAME(CL_COMPILER_NOT_AVAILABLE)
        OCLTUT_NAME(CL_MEM_OBJECT_ALLOCATION_FAILURE)
        OCLTUT_NAME(CL_OUT_OF_RESOURCES)
        OCLTUT_NAME(CL_OUT_OF_HOST_MEMORY)
        OCLTUT_NAME(CL_PROFILING_INFO_NOT_AVAILABLE)
        OCLTUT_NAME(CL_MEM_COPY_OVERLAP)
        OCLTUT_NAME(CL_IMAGE_FORMAT_MISMATCH)
        OCLTUT_NAME(CL_IMAGE_FORMAT_NOT_SUPPORTED)
        OCLTUT_NAME(CL_BUILD_PROGRAM_FAILURE)
        OCLTUT_NAME(CL_MAP_FAILURE)
        OCLTUT_NAME(CL_MISALIGNED_SUB_BUFFER_OFFSET)
        OCLTUT_NAME(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
        OCLTUT_NAME(CL_COMPILE_PROGRAM_FAILURE)
        OCLTUT_NAME(CL_LINKER_NOT_AVAILABLE)
        OCLTUT_NAME(CL_LINK_PROGRAM_FAILURE)
        OCLTUT_NAME(CL_DEVICE_PARTITION_FAILED)
        OCLTUT_NAME(CL_KERNEL_ARG_INFO_NOT_AVAILABLE)
        OCLTUT_NAME(CL_INVALID_VALUE)
        OCLTUT_NAME(CL_INVALID_DEVICE_TYPE)
        OCLTUT_NAME(CL_INVALID_PLATFORM)
        OCLTUT_NAME(CL_INVALID_DEVICE)
        OCLTUT_NAME(CL_INVALID_CONTEXT)
        OCLTUT_NAME(CL_INVALID_QUEUE_PROPERTIES)
        OCLTUT_NAME(CL_INVALID_COMMAND_QUEUE)
        OCLTUT_NAME(CL_INVALID_HOST_PTR)
        OCLTUT_NAME(CL_INVALID_MEM_OBJECT)
        OCLTUT_NAME(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR)
        OCLTUT_NAME(CL_INVALID_IMAGE_SIZE)
        OCLTUT_NAME(CL_INVALID_SAMPLER)
        OCLTUT_NAME(CL_INVALID_BINARY)
        OCLTUT_NAME(CL_INVALID_BUILD_OPTIONS)
        OCLTUT_NAME(CL_INVALID_PROGRAM)
        OCLTUT_NAME(CL_INVALID_PROGRAM_EXECUTABLE)
        OCLTUT_NAME(CL_INVALID_KERNEL_NAME)
        OCLTUT_NAME(CL_INVALID_KERNEL_DEFINITION)
        OCLTUT_NAME(CL_INVALID_KERNEL)
        OCLTUT_NAME(CL_INVALID_ARG_INDEX)
        OCLTUT_NAME(CL_INVALID_ARG_VALUE)
        OCLTUT_NAME(CL_INVALID_ARG_SIZE)
        OCLTUT_NAME(CL_INVALID_KERNEL_ARGS)
        OCLTUT_NAME(CL_INVALID_WORK_DIMENSION)
        OCLTUT_NAME(CL_INVALID_WORK_GROUP_SIZE)
        OCLTUT_NAME(CL_INVALID_WORK_ITEM_SIZE)
        OCLTUT_NAME(CL_INVALID_GLOBAL_OFFSET)
        OCLTUT_NAME(CL_INVALID_EVENT_WAIT_LIST)
        OCLTUT_NAME(CL_INVALID_EVENT)
        OCLTUT_NAME(CL_INVALID_OPERATION)
        OCLTUT_NAME(CL_INVALID_GL_OBJECT)
        OCLTUT_NAME(CL_INVALID_BUFFER_SIZE)
        OCLTUT_NAME(CL_INVALID_MIP_LEVEL)
        OCLTUT_NAME(CL_INVALID_GLOBAL_WORK_SIZE)
        OCLTUT_NAME(CL_INVALID_PROPERTY)
        OCLTUT_NAME(CL_INVALID_IMAGE_DESCRIPTOR)
        OCLTUT_NAME(CL_INVALID_COMPILER_OPTIONS)
        OCLTUT_NAME(CL_INVALID_LINKER_OPTIONS)
        OCLTUT_NAME(CL_INVALID_DEVICE_PARTITION_COUNT)
        OCLTUT_NAME(CL_PLATFORM_NOT_FOUND_KHR)
#undef OCLTUT_NAME
    }
    return "unknown OpenCL error";
}

const char* cl_error_hint(cl_int code)
{
    switch (code) {
    case CL_PLATFORM_NOT_FOUND_KHR:
    case CL_DEVICE_NOT_FOUND: {
        // How to get a device depends on the learner's operating system.
        static const std::string hint = std::string("no OpenCL device was found: ") + platform::device_install_hint() +
                                        " and check it with `clinfo -l`.";
        return hint.c_str();
    }
    case CL_BUILD_PROGRAM_FAILURE:
    case CL_COMPILE_PROGRAM_FAILURE:
        return "the kernel did not compile: the build log above names the line.";
    case CL_INVALID_KERNEL_NAME:
        return "no __kernel function of that name in the .cl file: the host and the kernel file must agree.";
    case CL_INVALID_WORK_GROUP_SIZE:
        // Also what `check` meets, which takes no --local-size: the cause
        // may be the kernel's own reqd_work_group_size.
        return "the local size must divide the global size (OpenCL 1.2), its product must not exceed "
               "CL_KERNEL_WORK_GROUP_SIZE, and a kernel's reqd_work_group_size must match it: a lesson takes "
               "another with --local-size.";
    case CL_INVALID_WORK_ITEM_SIZE:
        return "a local size dimension exceeds CL_DEVICE_MAX_WORK_ITEM_SIZES (see --list-devices).";
    case CL_OUT_OF_RESOURCES:
        return "the device ran out of registers, local memory or another resource for this launch: try a "
               "smaller work-group, or look for an out-of-bounds access (run the kernel under Oclgrind).";
    case CL_OUT_OF_HOST_MEMORY:
        return "the OpenCL implementation could not get the memory it needed.";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE:
    case CL_INVALID_BUFFER_SIZE:
        return "the buffer is too large for the device (CL_DEVICE_MAX_MEM_ALLOC_SIZE): try a smaller image.";
    case CL_INVALID_ARG_INDEX:
    case CL_INVALID_ARG_SIZE:
    case CL_INVALID_ARG_VALUE:
    case CL_INVALID_KERNEL_ARGS:
        return "the host's kernel arguments do not match the kernel's parameter list.";
    case CL_PROFILING_INFO_NOT_AVAILABLE:
        return "the queue needs CL_QUEUE_PROFILING_ENABLE and the event must be complete.";
    default:
        return "";
    }
}

namespace {

// Whether `error` says that memory ran out: CL_OUT_OF_RESOURCES too where
// the call was making a buffer or an image (rusticl's answer to one it
// cannot allocate). From any other call, a map or a wait among them, it is
// the launch's resources, or a kernel's stray access reported late.
bool is_out_of_memory(const cl::Error& error)
{
    const std::string call = error.what();
    const bool allocates =
        call == "clCreateBuffer" || call == "clCreateSubBuffer" || call.rfind("clCreateImage", 0) == 0;
    return error.err() == CL_OUT_OF_HOST_MEMORY || error.err() == CL_MEM_OBJECT_ALLOCATION_FAILURE ||
           (error.err() == CL_OUT_OF_RESOURCES && allocates);
}

}  // namespace

std::string describe(const cl::Error& error)
{
    std::string text = std::string(error.what()) + " failed: " + cl_error_name(error.err()) + " (" +
                       std::to_string(error.err()) + ").";
    const std::string hint = is_out_of_memory(error) && error.err() == CL_OUT_OF_RESOURCES
                                 ? cl_error_hint(CL_OUT_OF_HOST_MEMORY)
                                 : cl_error_hint(error.err());
    if (!hint.empty()) text += " Hint: " + hint;
    return text;
}

std::string pocl_cache_problem()
{
    const char* folder = std::getenv("POCL_CACHE_DIR");
    if (folder == nullptr || *folder == '\0') return "";
    // Made if missing, as PoCL would make it, then written to once: what
    // every program's output folder goes through.
    try {
        prepare_output_dir(folder);
        return "";
    } catch (const UserError&) {
        return std::string("PoCL cannot write to its cache folder, POCL_CACHE_DIR=") + folder +
               ": make that a folder you can write to, or unset POCL_CACHE_DIR";
    }
}

std::string no_device_message()
{
    const std::string cache = pocl_cache_problem();
    if (!cache.empty()) return "no OpenCL device was found: " + cache + '.';
    return cl_error_hint(CL_DEVICE_NOT_FOUND);
}

namespace {

std::string& input_size_note()
{
    static std::string note;
    return note;
}

// The input's size, where it is known, and what to do: a run keeps its
// picture more than once (decoded, its outputs, staging memory on the
// pinned path), so the note gives the size of one copy.
std::string out_of_memory_advice()
{
    const std::string& note = input_size_note();
    const std::string sizes = note.empty() ? "" : note + ", and the run keeps more than one picture of that size; ";
    return sizes + "try a smaller picture, or close programs that hold memory";
}

// What a learner reads when a kernel has ended the program, before the
// shell's "Segmentation fault" or "Aborted", with the noted input's size.
const char* const crash_explanation =
    "error: the program crashed. An OpenCL driver runs kernels inside the program, so a kernel that reads or "
    "writes outside its buffers can end it, as a bug in host code can, or the driver running out of memory (PoCL "
    "then fails an assertion): `check` runs a kernel in a process of its own and says what went wrong, and "
    "Oclgrind names the line (docs/troubleshooting.md).";

// The explanation as the crash handler writes it, composed here whenever
// the note changes. The handler may only read memory that is already
// there, so this buffer is the one it is given, written over in place.
char crash_text[1024];

void compose_crash_text()
{
    const std::string& note = input_size_note();
    std::snprintf(crash_text, sizeof crash_text, "%s%s%s\n", crash_explanation,
                  note.empty() ? "" : " The input: ", note.c_str());
}

}  // namespace

void note_input_size(const std::string& note)
{
    input_size_note() = note;
    compose_crash_text();
}

int run_main(const std::function<int()>& body)
{
    compose_crash_text();
    platform::explain_crashes(crash_text);
    platform::set_thread_stack_size(driver_thread_stack_bytes);
    try {
        int exit_code = 0;
        try {
            exit_code = body();
        } catch (const ExitRequest& request) {
            exit_code = request.code;
        }
        // What the program printed is part of its result: when standard
        // output could not take it (a full disk, a closed pipe), the run
        // did not do what it says.
        std::cout.flush();
        if (!std::cout) throw UserError("could not write to standard output (a full disk, or a closed pipe?)");
        return exit_code;
    } catch (const cl::Error& error) {
        std::cerr << "error: " << describe(error);
        if (is_out_of_memory(error)) std::cerr << " Here: " << out_of_memory_advice() << '.';
        std::cerr << '\n';
    } catch (const UserError& error) {
        std::cerr << "error: " << error.what() << '\n';
    } catch (const std::bad_alloc&) {
        std::cerr << "error: out of memory (std::bad_alloc): this run needs more memory than the machine could "
                     "give: "
                  << out_of_memory_advice() << '\n';
    } catch (const std::exception& error) {
        std::cerr << "error: " << error.what() << '\n';
    }
    return 1;
}

}  // namespace ocltut

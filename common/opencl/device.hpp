// Choosing an OpenCL device and making the context and the profiling queue
// every lesson runs on.
#pragma once

#include "common/opencl/opencl.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace ocltut {

// The environment variable read when no --device is given, so tests and the
// lessons can be pointed at another device without changing a command line.
inline constexpr const char* device_env_var = "OCLTUT_DEVICE";

struct DeviceEntry {
    int platform_index;
    int device_index;
    cl::Platform platform;
    cl::Device device;
};

// One platform and its devices. A platform may have none: Mesa's Clover
// appears when mesa-opencl-icd is installed, with no device on a machine
// without a GPU it drives.
struct PlatformEntry {
    int platform_index;
    cl::Platform platform;
    std::vector<cl::Device> devices;
};

// Every platform, in the order the ICD loader reports them.
std::vector<PlatformEntry> all_platforms();

// Every device of every platform, in that order: a platform with no device
// adds nothing, so it is skipped by everything but --list-devices.
std::vector<DeviceEntry> all_devices();

// Picks a device from a spec:
//   ""         -> $OCLTUT_DEVICE if set, else the first GPU, else the first device
//   "P:D"      -> device D of platform P (indices as --list-devices shows them)
//   "P"        -> the first device of platform P
//   otherwise  -> the first device whose platform name, platform vendor or
//                 device name contains the spec, ignoring case ("nvidia",
//                 "pocl", "oclgrind", "h100")
DeviceEntry select_device(const std::string& spec);

// One line per device: index, name, type, OpenCL C version, driver; and one
// per platform with no device, saying so.
void print_device_list(std::ostream& out);

// "NVIDIA H100 80GB HBM3 (NVIDIA CUDA), GPU, driver 580.159.04, OpenCL C 1.2"
std::string describe_device(const cl::Device& device);

// What kind of device this is, and so what its kernels prefer. Every choice
// that depends on it (a kernel's shape and access order, the memory checks,
// the zero-copy path, the sizes and settings compare tries) asks
// device_kind; none reads CL_DEVICE_TYPE itself.
//   gpu:         a group's work-items run side by side on one compute unit:
//                it prefers groups of many work-items, neighbouring
//                work-items reading neighbouring words, and local memory for
//                what a group shares.
//   cpu:         a group's work-items run one after another on one core
//                (PoCL): it prefers a work-item alone in its group, running a
//                plain loop over contiguous memory; it works in the host's
//                memory, and a group's private memory lives on a stack.
//   accelerator: neither (a DSP, an FPGA): the lessons shape kernels for it
//                as for a GPU, but compare gives it a CPU's sizes and
//                settings.
//   other:       a custom device, or one whose type says none of these.
enum class DeviceKind { gpu, cpu, accelerator, other };

// The kind a CL_DEVICE_TYPE bit mask says. A device may set several bits:
// the GPU bit wins, then the CPU bit, then the accelerator bit. Oclgrind,
// the simulator, sets all of them ("Accelerator, GPU, CPU, Default") and so
// is a GPU everywhere: it is where the kernels are checked for races and
// out-of-bounds accesses, and a GPU's shapes (many work-items of a group
// sharing local memory behind barriers) are where races live; a CPU's
// (one work-item a group) have next to none to find.
DeviceKind device_kind_of_type(cl_device_type type);

DeviceKind device_kind(const cl::Device& device);

// "GPU", "CPU", "accelerator" or "other", as the device lines and
// compare's results name the kind.
std::string device_kind_name(DeviceKind kind);

// What every lesson runs on: one device, its context, and an in-order queue
// with profiling enabled so each kernel's event carries timestamps.
struct Runtime {
    cl::Device device;
    cl::Context context;
    cl::CommandQueue queue;
};

Runtime make_runtime(const cl::Device& device);

}  // namespace ocltut

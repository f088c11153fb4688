// Choosing an OpenCL device and making the context and the profiling queue
// every lesson runs on.
#pragma once

#include "opencl.hpp"

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

// "GPU", "CPU", "accelerator"...
std::string device_type_name(const cl::Device& device);

// What every lesson runs on: one device, its context, and an in-order queue
// with profiling enabled so each kernel's event carries timestamps.
struct Runtime {
    cl::Device device;
    cl::Context context;
    cl::CommandQueue queue;
};

Runtime make_runtime(const cl::Device& device);

}  // namespace ocltut

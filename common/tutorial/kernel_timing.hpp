// Timing a kernel that a lesson's host code has set up and launched once:
// the kernel as the host code leaves it, the timing loop over its profiling
// events, and the report a lesson prints.
#pragma once

#include "common/opencl/device.hpp"
#include "common/opencl/opencl.hpp"
#include "common/opencl/profiling.hpp"
#include "common/tutorial/run_config.hpp"

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace ocltut {

// One kernel's measurements, as a lesson reports them.
struct KernelReport {
    std::string kernel;
    cl::NDRange global;
    cl::NDRange local;
    LaunchTimes first_launch;  // the verified launch, right after the build
    TimingStats stats;         // the timed launches after warm-up
    WorkModel work;
};

void print_report(std::ostream& out, const KernelReport& report);

// A function that enqueues `kernel` over the NDRange once and returns its
// event, for time_launches and the verified first launch.
std::function<cl::Event()> kernel_launcher(const Runtime& runtime, const cl::Kernel& kernel, const cl::NDRange& global,
                                           const cl::NDRange& local);

// A kernel as a lesson's host code leaves it after the launch it verified:
// its arguments set, its NDRange, the memory objects its arguments name
// (held here so that they outlive the host code and the kernel can be
// launched again), what it moves, and the verified launch's event.
struct KernelLaunch {
    cl::Kernel kernel;
    cl::NDRange global;
    cl::NDRange local;
    std::vector<cl::Memory> arguments;
    WorkModel work;
    cl::Event first;
};

// The timing loop: `warmup` untimed launches of the kernel as it stands,
// then `iterations` timed ones. The report is named after the kernel
// function unless `name` is given.
KernelReport time_kernel(const Runtime& runtime, const KernelLaunch& launch, int warmup, int iterations,
                         const std::string& name = "");

// The same with config.warmup and config.iterations.
KernelReport time_kernel(const Runtime& runtime, const KernelLaunch& launch, const RunConfig& config,
                         const std::string& name = "");

}  // namespace ocltut

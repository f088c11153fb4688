#include "common/tutorial/kernel_timing.hpp"

#include "common/tutorial/image_io.hpp"

#include <ostream>

namespace ocltut {

void print_report(std::ostream& out, const KernelReport& report)
{
    out << "  " << report.kernel << ": global " << width_x_height(report.global[0], report.global[1]) << ", local "
        << width_x_height(report.local[0], report.local[1]) << '\n';
    print_launch(out, "  first launch", report.first_launch);
    print_timing(out, report.kernel, report.stats, report.work);
}

std::function<cl::Event()> kernel_launcher(const Runtime& runtime, const cl::Kernel& kernel, const cl::NDRange& global,
                                           const cl::NDRange& local)
{
    return [&runtime, kernel, global, local]() {
        cl::Event event;
        runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local, nullptr, &event);
        return event;
    };
}

KernelReport time_kernel(const Runtime& runtime, const KernelLaunch& launch, int warmup, int iterations,
                         const std::string& name)
{
    const TimingStats stats = summarize(
        time_launches(kernel_launcher(runtime, launch.kernel, launch.global, launch.local), warmup, iterations));
    return {name.empty() ? launch.kernel.getInfo<CL_KERNEL_FUNCTION_NAME>() : name,
            launch.global,
            launch.local,
            launch_times(launch.first),
            stats,
            launch.work};
}

KernelReport time_kernel(const Runtime& runtime, const KernelLaunch& launch, const RunConfig& config,
                         const std::string& name)
{
    return time_kernel(runtime, launch, config.warmup, config.iterations, name);
}

}  // namespace ocltut

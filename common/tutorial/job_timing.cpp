#include "common/tutorial/job_timing.hpp"

#include <ostream>

namespace ocltut {

std::vector<KernelReport> time_job(std::ostream& out, const Runtime& runtime, const RunConfig& config, const Job& job)
{
    const std::string lone_kernel_name = job.launches.size() == 1 ? job.name : "";
    std::vector<KernelReport> reports;
    for (const KernelLaunch& launch : job.launches) {
        reports.push_back(time_kernel(runtime, launch, config, lone_kernel_name));
        print_report(out, reports.back());
    }
    const std::string job_name = job.name.empty() && !reports.empty() ? reports.front().kernel : job.name;
    print_end_to_end(out, job_name, config.memory,
                     time_end_to_end(runtime, config, job.inputs, job.launches, job.outputs));
    return reports;
}

}  // namespace ocltut

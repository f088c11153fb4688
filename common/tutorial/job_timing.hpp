// The two timings every lesson prints for its job: each kernel on the
// device's clock, from its profiling events, then the whole job (the
// picture written, the kernels, the results read back) on the host's clock.
#pragma once

#include "common/opencl/device.hpp"
#include "common/opencl/opencl.hpp"
#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/transfer.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace ocltut {

// A lesson's job as its host code leaves it: the host bytes it writes, its
// kernels in launch order (arguments set), the buffers it reads back.
struct Job {
    std::string name;  // what the end-to-end line, and a lone kernel's report, call it; "": the first kernel's function
    std::vector<HostInput> inputs;
    std::vector<KernelLaunch> launches;
    std::vector<cl::Buffer> outputs;
};

// Times each kernel of `job` (time_kernel: config.warmup launches, then
// config.iterations timed ones) and prints its report, named after its
// kernel function, or job.name when the job has one kernel. Then times the whole job end to end on config.memory
// (time_end_to_end) and prints that line. Returns the kernels' reports.
std::vector<KernelReport> time_job(std::ostream& out, const Runtime& runtime, const RunConfig& config, const Job& job);

}  // namespace ocltut

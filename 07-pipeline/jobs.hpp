// The lesson's three jobs (Sobel, sharpen, histogram) behind one shape, so
// that main() and the comparison tool measure each the same way: made
// ready in host memory of one kind, run on any strips, verified, timed.
// The OpenCL calls are in pipeline.cpp.
#pragma once

#include "pipeline.hpp"

#include "common/tutorial/verify.hpp"

#include <functional>
#include <memory>
#include <string>

namespace ocltut {

// "sobel", "sharpen", "histogram", as --job takes them.
inline const std::vector<std::string> job_names{"sobel", "sharpen", "histogram"};

// The picture a job takes: the luminance, or RGBA for sharpen.
int job_channels(const std::string& job);

struct PictureJob {
    std::string name;
    std::size_t bytes_in;   // uploaded each run
    std::size_t bytes_out;  // downloaded each run
    // Runs the job once on `strips` (not waiting: finish(queues) does).
    std::function<JobEvents(const std::vector<Strip>&)> enqueue;
    // The results the last run left in host memory, against the golden.
    std::function<std::vector<Verification>()> verify;
    // The job's kernel over the whole picture in one launch, for timing the
    // kernel alone; launched once.
    std::function<KernelLaunch()> whole_picture;
    // The pictures of the last run's results, to be looked at: sobel.png
    // (the magnitude), sharpen.png, or histogram.png (a chart).
    std::function<std::vector<OutputFile>()> pictures;
    std::shared_ptr<void> memory;  // the pipeline the functions use
};

// Job `name` on `picture` (job_channels(name) channels), its buffers in
// host memory of `kind`.
PictureJob make_picture_job(const std::string& name, const Runtime& runtime, const PipelineQueues& queues,
                            const cl::Program& program, const Image& picture, HostMemory kind,
                            const LocalSize& requested_local);

// One run of `job` on `strips`, waited for, and its verification.
struct VerifiedRun {
    JobEvents events;
    std::vector<Verification> verifications;
};

VerifiedRun run_and_verify(const PictureJob& job, const PipelineQueues& queues, const std::vector<Strip>& strips);

// The whole job timed on the host's clock: `warmup` untimed runs, then
// `iterations` timed ones, each from the first enqueue to the end of the
// last download.
TimingStats time_job(const PictureJob& job, const PipelineQueues& queues, const std::vector<Strip>& strips, int warmup,
                     int iterations);

// Whether the device works in the host's memory (a CPU, or an integrated
// GPU that says CL_DEVICE_HOST_UNIFIED_MEMORY): then there is no bus to
// cross and nothing to overlap, and the zero-copy path is the answer.
bool shares_host_memory(const cl::Device& device);

// The job on the zero-copy path: its kernel over the whole picture on
// CL_MEM_ALLOC_HOST_PTR buffers, the picture written into the input buffer
// once, then the kernel and its results mapped for reading, timed; then its
// results verified. On a device that works in the host's memory, the timed
// job copies nothing.
struct ZeroCopyRun {
    TimingStats stats;
    std::vector<Verification> verifications;
};

ZeroCopyRun run_zero_copy_job(const std::string& name, const Runtime& runtime, const cl::Program& program,
                              const Image& picture, const LocalSize& requested_local, const RunConfig& config);

}  // namespace ocltut

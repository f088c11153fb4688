// Lesson 08 as the comparison tool runs it: Sobel shared among every
// device of the machine, each device's share in proportion to its speed
// measured alone on this picture, on lesson 07's three queues; verified,
// then timed as a whole. The kernel is lesson 07's (pipeline.cl), timed
// alone on the device compare measures; the lesson has no kernel exercise,
// and its exercise 08-split is declared in its own folder (exercises/split/).
// On a machine with one device there is nothing to share: the stage says
// so, and the comparison notes it instead of a row.
#include "jobs.hpp"  // lesson 07's Sobel job, for the kernel alone
#include "multi_device.hpp"

#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"

#include <algorithm>
#include <sstream>

namespace ocltut {

namespace {

// The strips a share: about 4 MiB of input each, 1 to 64 of them (at most
// one a row), as the comparison runs lesson 07 (07-pipeline/tools/stages.cpp
// says where the 4 MiB comes from).
int strips_a_share(const Image& picture, std::size_t members)
{
    constexpr std::size_t strip_bytes = std::size_t{4} << 20;
    const std::size_t share_bytes = picture.pixels.size() / members;
    const auto by_size = static_cast<int>(std::min<std::size_t>((share_bytes + strip_bytes / 2) / strip_bytes, 64));
    return std::clamp(by_size, 1, picture.height);
}

// The split Sobel on `shares`, every queue waited for, timed on the host's clock.
TimingStats time_shares(const std::vector<Member>& members, const SplitStencil& split, const std::vector<Strip>& shares,
                        int strips, const RunConfig& config)
{
    return time_on_host_clock(
        [&]() {
            enqueue_split(members, split, shares, strips);
            finish_all(members);
        },
        config.warmup, config.iterations);
}

StageResult run_on_every_device(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    const std::vector<DeviceEntry> entries = all_devices();
    if (entries.size() < 2) {
        StageResult skipped;
        skipped.unsupported = "this machine has one OpenCL device, and the lesson shares a picture among several "
                              "(08-multi-device --devices 0:0,0:0 runs the split on one device listed twice)";
        return skipped;
    }
    std::ostringstream device_lines;  // open_members' lines: compare prints its own
    const std::vector<Member> members = open_members(entries, config.kernel_file, device_lines);
    SplitStencil split = make_split_sobel(members, gray, config.local_size);
    const int strips = strips_a_share(gray, members.size());

    // Each device alone, then shares in proportion to its speed (1 / its time).
    std::vector<double> weights;
    for (std::size_t d = 0; d < members.size(); ++d) {
        std::vector<double> only(members.size(), 0.0);
        only[d] = 1;
        weights.push_back(1.0 / time_shares(members, split, split_rows(gray.height, only), strips, config).median_ms);
    }
    const std::vector<Strip> shares = split_rows(gray.height, weights);

    // The run verified, into poisoned host memory; then the same timed.
    for (HostBytes& output : split.host_outputs) std::fill(output.data(), output.data() + output.size(), poison_byte);
    enqueue_split(members, split, shares, strips);
    finish_all(members);
    std::vector<Verification> verifications = verify_sobel(sobel_golden(gray), split_sobel_results(split));
    const TimingStats whole_job = time_shares(members, split, shares, strips, config);

    // The kernel alone: lesson 07's, over the whole picture on this device.
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    const PipelineQueues queues = make_pipeline_queues(runtime);
    const PictureJob alone =
        make_picture_job("sobel", runtime, queues, program, gray, HostMemory::pinned, config.local_size);
    const KernelReport kernel = time_kernel(runtime, alone.whole_picture(), config);

    std::string rows;
    for (const Strip& share : shares) rows += (rows.empty() ? "" : "/") + std::to_string(share.rows);
    return StageResult{std::move(verifications),
                       {kernel},
                       whole_job,
                       std::to_string(members.size()) + " devices by speed (rows " + rows + "), " +
                           std::to_string(strips) + (strips == 1 ? " strip" : " strips") + " a share"};
}

}  // namespace

std::vector<Stage> stages_08_multi_device()
{
    Stage shared;
    shared.algorithm = "Sobel";
    shared.job = {1, 2};  // the luminance in; dX and dY out
    shared.lesson = "08-multi-device";
    shared.kernel_file = "07-pipeline/pipeline.cl";
    shared.run = run_on_every_device;
    shared.runs_its_own_way = true;
    return {shared};
}

}  // namespace ocltut

// Lesson 08's host code: every device at once. Each platform gets one
// context (a buffer belongs to one context and never crosses to another),
// each device lesson 07's three queues; the picture is cut into shares of
// rows, one a device, and every device runs lesson 07's pipeline on its
// share, with the halo rows its stencil reads above and below it.
#pragma once

#include "pipeline.hpp"  // lesson 07: Strip, StencilJob, PipelineQueues, JobEvents

#include "common/opencl/device.hpp"
#include "common/tutorial/transfer.hpp"

#include <filesystem>
#include <iosfwd>
#include <string>
#include <vector>

namespace ocltut {

// One device of the run, ready to work.
struct Member {
    std::string name;       // "1:0 NVIDIA H100 80GB HBM3": its P:D and its name
    Runtime runtime;        // the device, its platform's context, a queue for setting up
    PipelineQueues queues;  // lesson 07's upload, compute and download queues
    cl::Program program;    // the kernels, built for this device
};

// The devices `list` names, in its order: "" for every device of every
// platform, else a comma-separated list of what --device takes (P:D, P, or
// part of a name). A device may be named twice: it then counts as two
// members with queues and buffers of their own, which is how the split is
// tried on a machine with one device.
std::vector<DeviceEntry> devices_named(const std::string& list);

// A context per platform, holding that platform's chosen devices; then, per
// entry, its queues and `kernel_file` built for it. Prints one line per
// member.
std::vector<Member> open_members(const std::vector<DeviceEntry>& entries, const std::filesystem::path& kernel_file,
                                 std::ostream& out);

// The member whose context holds the host's pinned staging memory: the
// first GPU, whose copy engines need it pinned; else the first member.
// Other contexts' devices copy from it as from any host memory.
const Member& staging_member(const std::vector<Member>& members);

// Waits for every queue of every member (lesson 07's finish, on each).
void finish_all(const std::vector<Member>& members);

// `height` rows in one share per weight, in order, each share's size in
// proportion to its weight: share d starts at row round(height * (w0 + ...
// + w(d-1)) / total). Shares are contiguous and together cover every row
// once; a weight of 0 gets 0 rows. Weights must be >= 0, not all 0.
std::vector<Strip> split_rows(int height, const std::vector<double>& weights);

// `share`'s rows cut into `strips` strips (fewer where the share has fewer
// rows), in picture rows; none for a share of 0 rows.
std::vector<Strip> share_strips(const Strip& share, int strips);

// Enqueues strip k of one device's share (`pieces`, from share_strips) of a
// stencil job, adding its commands to `events`; called for k = 0, 1, ... in
// order. Strip k's kernel and downloads, and the upload of strip k + 1
// (and of strip 0 first, when k is 0), with the share's halo rows.
void enqueue_share_strip(const PipelineQueues& queues, const StencilJob& job, int height,
                         const std::vector<Strip>& pieces, std::size_t k, JobEvents& events);

// Enqueues one device's share of a stencil job and returns without waiting:
// the share's rows and the halo rows around it (the row above and the row
// below, where the picture has them) go up in `strips` strips on the upload
// queue, each strip's kernel runs once the rows it reads are in, and only
// the share's own output rows come back. A share of 0 rows enqueues nothing.
JobEvents enqueue_share(const PipelineQueues& queues, const StencilJob& job, int height, const Strip& share,
                        int strips);

// A stencil job (lesson 01's Sobel, lesson 04's sharpen) over every member:
// the picture and the results once, in pinned host memory of the staging
// member's context; on each member its own device buffers and kernel.
struct SplitStencil {
    int width;
    int height;
    HostBytes host_input;
    std::vector<HostBytes> host_outputs;
    std::vector<StencilJob> jobs;  // jobs[d]: member d's
};

// Sobel of `gray`: dX and dY. `requested_local` {0, 0}: each device's
// kernel in 32x8 groups, shrunk to what it allows.
SplitStencil make_split_sobel(const std::vector<Member>& members, const Image& gray, const LocalSize& requested_local);

// Sharpening of `rgba`: RGBA out.
SplitStencil make_split_sharpen(const std::vector<Member>& members, const Image& rgba,
                                const LocalSize& requested_local);

// Runs `split` once on `shares` (shares[d] for member d), each share in
// `strips` strips, strip k of every member before strip k + 1 of any (so
// that every device starts at once), and returns each member's events, not
// waiting.
std::vector<JobEvents> enqueue_split(const std::vector<Member>& members, const SplitStencil& split,
                                     const std::vector<Strip>& shares, int strips);

// What the last run left in host memory: dX and dY, or the sharpened RGBA.
SobelGradients split_sobel_results(const SplitStencil& split);
Image split_sharpen_results(const SplitStencil& split);

// Lesson 03's histogram over every member: the picture once in pinned host
// memory, each member its own device buffers, kernel and 256 bins, which
// the host adds up. No halo: a pixel's bin needs no other row.
struct SplitHistogram {
    int width;
    int height;
    HostBytes host_pixels;
    std::vector<HostBytes> host_bins;  // host_bins[d]: member d's 256 counts
    std::vector<HistogramJob> jobs;
};

SplitHistogram make_split_histogram(const std::vector<Member>& members, const Image& gray,
                                    const LocalSize& requested_local);

// Enqueues strip k of one device's share of the histogram (lesson 07's
// enqueue_histogram_job, one strip at a time): before strip 0 the bins are
// zeroed, after the last they are read back.
void enqueue_histogram_strip(const PipelineQueues& queues, const HistogramJob& job, const std::vector<Strip>& pieces,
                             std::size_t k, JobEvents& events);

// Runs `split` once on `shares`, each share in `strips` strips, strip k of
// every member before strip k + 1 of any, not waiting. A member given 0
// rows counts nothing: its bins are set to 0 on the host.
std::vector<JobEvents> enqueue_split(const std::vector<Member>& members, SplitHistogram& split,
                                     const std::vector<Strip>& shares, int strips);

// Every member's bins added up, as the last run left them.
Histogram split_histogram_results(const SplitHistogram& split);

// A stream of Sobel frames over every member, dealt out as devices become
// free: each member holds two frames at a time (one crossing the bus while
// the other is computed), and whenever a frame comes back, the member that
// finished it takes the next. A slow member finishes fewer, so takes fewer.
struct SharedStreamRun {
    int frames = 0;
    double milliseconds = 0;             // first enqueue to last frame back, host clock
    std::vector<int> frames_per_member;  // how many frames each member took
    std::vector<SobelGradients> kept;    // each frame's dX and dY, when asked to keep them
    double frames_per_second() const { return milliseconds > 0 ? frames * 1000.0 / milliseconds : 0; }
};

// Frame f is sources[f % sources.size()] (all of one size), already in
// pinned memory as a camera's driver would leave it; each frame in `strips`
// strips.
SharedStreamRun run_shared_stream(const std::vector<Member>& members, const std::vector<Image>& sources,
                                  int frame_count, int strips, const LocalSize& requested_local, bool keep);

}  // namespace ocltut

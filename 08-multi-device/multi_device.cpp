#include "multi_device.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/ndrange.hpp"
#include "common/tutorial/poison.hpp"
#include "common/tutorial/sizes.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <deque>
#include <map>
#include <ostream>
#include <stdexcept>
#include <thread>

namespace ocltut {

std::vector<DeviceEntry> devices_named(const std::string& list)
{
    if (list.empty()) {
        std::vector<DeviceEntry> every = all_devices();
        if (every.empty()) return {select_device("")};  // throws the loader's "no device" message
        return every;
    }
    std::vector<DeviceEntry> chosen;
    for (const std::string& item : list_items(list)) {
        // select_device("") would fall back to the default device: an empty
        // item is a slip of the keyboard, not a request.
        if (item.empty()) throw UserError("--devices '" + list + "': an empty item between commas");
        chosen.push_back(select_device(item));
    }
    return chosen;
}

std::vector<Member> open_members(const std::vector<DeviceEntry>& entries, const std::filesystem::path& kernel_file,
                                 std::ostream& out)
{
    // [contexts]
    // 1. One context per platform, holding each of its chosen devices once.
    //    A context cannot span platforms (each is a different driver), and
    //    a buffer lives in one context, so every device of another platform
    //    gets the picture from host memory, never from this one's buffers.
    std::map<int, std::vector<cl::Device>> devices_of_platform;
    for (const DeviceEntry& entry : entries) {
        std::vector<cl::Device>& devices = devices_of_platform[entry.platform_index];
        const auto same = [&](const cl::Device& device) { return device() == entry.device(); };
        if (std::none_of(devices.begin(), devices.end(), same)) devices.push_back(entry.device);
    }
    std::map<int, cl::Context> context_of_platform;
    for (const auto& [platform, devices] : devices_of_platform)
        context_of_platform.emplace(platform, cl::Context(devices));
    // [contexts]

    // 2. Per entry: a queue for setting up, lesson 07's three queues, and
    //    the program built for this device.
    std::vector<Member> members;
    for (const DeviceEntry& entry : entries) {
        const cl::Context& context = context_of_platform.at(entry.platform_index);
        const Runtime runtime{entry.device, context,
                              cl::CommandQueue(context, entry.device, CL_QUEUE_PROFILING_ENABLE)};
        const std::string name = std::to_string(entry.platform_index) + ":" + std::to_string(entry.device_index) + " " +
                                 entry.device.getInfo<CL_DEVICE_NAME>();
        out << "device " << members.size() << ": " << describe_device(entry.device) << " ("
            << name.substr(0, name.find(' ')) << ")\n";
        members.push_back(
            {name, runtime, make_pipeline_queues(runtime), build_program(context, entry.device, kernel_file)});
    }
    return members;
}

const Member& staging_member(const std::vector<Member>& members)
{
    for (const Member& member : members)
        if (device_kind(member.runtime.device) == DeviceKind::gpu) return member;
    return members.front();
}

void finish_all(const std::vector<Member>& members)
{
    for (const Member& member : members) finish(member.queues);
}

// [split_rows]
std::vector<Strip> split_rows(int height, const std::vector<double>& weights)
{
    double total = 0;
    for (const double weight : weights) {
        if (!(weight >= 0) || !std::isfinite(weight)) throw std::invalid_argument("split_rows: a weight below 0");
        total += weight;
    }
    if (!(total > 0)) throw std::invalid_argument("split_rows: every weight is 0");
    // Each share ends where the running total of the weights says, rounded
    // to a row; the last one ends at the picture's last row whatever the
    // rounding did, so no row is lost or counted twice.
    std::vector<Strip> shares;
    double before = 0;
    int first = 0;
    for (std::size_t d = 0; d < weights.size(); ++d) {
        before += weights[d];
        const int end =
            d + 1 == weights.size() ? height : std::min(height, static_cast<int>(std::lround(height * before / total)));
        shares.push_back({first, std::max(end, first) - first});
        first = std::max(end, first);
    }
    return shares;
}
// [split_rows]

namespace {

// The work-items covering `rows` rows of `width` pixels, whole work-groups.
cl::NDRange strip_global(int width, int rows, const cl::NDRange& local)
{
    const auto round_up = [](std::size_t n, std::size_t multiple) { return (n + multiple - 1) / multiple * multiple; };
    return cl::NDRange(round_up(static_cast<std::size_t>(width), local[0]),
                       round_up(static_cast<std::size_t>(rows), local[1]));
}

}  // namespace

std::vector<Strip> share_strips(const Strip& share, int strips)
{
    if (share.rows == 0) return {};
    std::vector<Strip> pieces = cut_into_strips(share.rows, std::min(strips, share.rows));
    for (Strip& piece : pieces) piece.first_row += share.first_row;
    return pieces;
}

void enqueue_share_strip(const PipelineQueues& queues, const StencilJob& job, int height,
                         const std::vector<Strip>& pieces, std::size_t k, JobEvents& events)
{
    const std::size_t last = pieces.size() - 1;

    // [halo_upload]
    // The rows strip s uploads: its own, and for the share's first strip
    // the halo row above the share, for its last the halo row below, where
    // the picture has them. Those two rows are another device's output
    // rows: this device reads them, and never writes them back.
    const auto upload = [&](std::size_t s) {
        const int first = s == 0 ? std::max(pieces[s].first_row - 1, 0) : pieces[s].first_row;
        const int end_of_piece = pieces[s].first_row + pieces[s].rows;
        const int end = s == last ? std::min(end_of_piece + 1, height) : end_of_piece;
        cl::Event uploaded;
        queues.upload.enqueueWriteBuffer(job.input, CL_FALSE, first * job.row_bytes, (end - first) * job.row_bytes,
                                         job.host_input + first * job.row_bytes, nullptr, &uploaded);
        queues.upload.flush();
        events.uploads.push_back(uploaded);
    };
    // [halo_upload]

    // The upload runs one strip ahead: strip k + 1 goes up before strip
    // k's kernel is enqueued, which needs it.
    if (k == 0) upload(0);
    if (k < last) upload(k + 1);
    // Strip k's kernel reads a row of strip k - 1 and one of strip k + 1
    // (or the halo rows, which came up with strips 0 and last).
    std::vector<cl::Event> reads{events.uploads[k]};
    if (k > 0) reads.push_back(events.uploads[k - 1]);
    if (k < last) reads.push_back(events.uploads[k + 1]);
    cl::Kernel kernel = job.kernel;
    kernel.setArg(job.first_row_argument, static_cast<cl_int>(pieces[k].first_row));
    kernel.setArg(job.first_row_argument + 1, static_cast<cl_int>(pieces[k].first_row + pieces[k].rows));
    cl::Event computed;
    queues.compute.enqueueNDRangeKernel(kernel, cl::NullRange, strip_global(job.width, pieces[k].rows, job.local),
                                        job.local, &reads, &computed);
    queues.compute.flush();
    events.kernels.push_back(computed);

    // Only the share's own output rows come back.
    const std::vector<cl::Event> after_kernel{computed};
    for (std::size_t o = 0; o < job.outputs.size(); ++o) {
        const std::size_t offset = pieces[k].first_row * job.output_row_bytes;
        cl::Event downloaded;
        queues.download.enqueueReadBuffer(job.outputs[o], CL_FALSE, offset, pieces[k].rows * job.output_row_bytes,
                                          job.host_outputs[o] + offset, &after_kernel, &downloaded);
        events.downloads.push_back(downloaded);
    }
    queues.download.flush();
}

JobEvents enqueue_share(const PipelineQueues& queues, const StencilJob& job, int height, const Strip& share, int strips)
{
    JobEvents events;
    const std::vector<Strip> pieces = share_strips(share, strips);
    for (std::size_t k = 0; k < pieces.size(); ++k) enqueue_share_strip(queues, job, height, pieces, k, events);
    return events;
}

namespace {

// The buffers of one member for a stencil over a picture of `bytes` in and
// `output_count` outputs of `output_bytes`: allocations checked against the
// device's limit, outputs poisoned.
struct DeviceBuffers {
    cl::Buffer input;
    std::vector<cl::Buffer> outputs;
};

DeviceBuffers make_device_buffers(const Member& member, std::size_t bytes, int output_count, const std::string& what)
{
    check_allocation(member.runtime.device, bytes, what);
    DeviceBuffers buffers{cl::Buffer(member.runtime.context, CL_MEM_READ_ONLY, bytes), {}};
    for (int o = 0; o < output_count; ++o) {
        buffers.outputs.emplace_back(member.runtime.context, CL_MEM_WRITE_ONLY, bytes);
        member.runtime.queue.enqueueFillBuffer(buffers.outputs.back(), poison_byte, 0, bytes);
    }
    member.runtime.queue.finish();
    return buffers;
}

cl::Kernel make_sharpen_strip_kernel(const cl::Program& program, const DeviceBuffers& buffers, int width, int height)
{
    cl::Kernel kernel = make_kernel(program, "sharpen_strip",
                                    {"global const uchar4* in", "global uchar4* out", "int width", "int height",
                                     "int first_row", "int end_row"});
    kernel.setArg(0, buffers.input);
    kernel.setArg(1, buffers.outputs[0]);
    kernel.setArg(2, static_cast<cl_int>(width));
    kernel.setArg(3, static_cast<cl_int>(height));
    kernel.setArg(4, cl_int{0});
    kernel.setArg(5, static_cast<cl_int>(height));
    return kernel;
}

// The host side of a split stencil: the picture and `output_count`
// outputs in pinned memory of the staging member's context, the outputs
// poisoned (a row no share writes back shows up as a mismatch).
SplitStencil make_host_side(const std::vector<Member>& members, const Image& picture, int output_count)
{
    const Runtime& staging = staging_member(members).runtime;
    const std::size_t bytes = picture.pixel_count() * picture.channels;
    SplitStencil split{picture.width, picture.height, HostBytes(staging, HostMemory::pinned, bytes), {}, {}};
    std::memcpy(split.host_input.data(), picture.pixels.data(), bytes);
    for (int o = 0; o < output_count; ++o) {
        split.host_outputs.emplace_back(staging, HostMemory::pinned, bytes);
        std::memset(split.host_outputs.back().data(), poison_byte, bytes);
    }
    return split;
}

std::vector<std::uint8_t*> output_pointers(std::vector<HostBytes>& outputs)
{
    std::vector<std::uint8_t*> pointers;
    for (HostBytes& output : outputs) pointers.push_back(output.data());
    return pointers;
}

// The most strips any member's share has.
std::size_t most_strips(const std::vector<std::vector<Strip>>& pieces)
{
    std::size_t most = 0;
    for (const std::vector<Strip>& share : pieces) most = std::max(most, share.size());
    return most;
}

}  // namespace

SplitStencil make_split_sobel(const std::vector<Member>& members, const Image& gray, const LocalSize& requested_local)
{
    SplitStencil split = make_host_side(members, gray, 2);
    const auto row = static_cast<std::size_t>(gray.width);
    for (const Member& member : members) {
        const DeviceBuffers buffers = make_device_buffers(member, gray.pixel_count(), 2,
                                                          "a " + width_x_height(gray.width, gray.height) + " image");
        const cl::Kernel kernel = make_sobel_strip_kernel(member.program, buffers.input, buffers.outputs[0],
                                                          buffers.outputs[1], gray.width, gray.height);
        const cl::NDRange local = choose_local_size(kernel, member.runtime.device, requested_local, stencil_local_size);
        split.jobs.push_back({kernel, 5, gray.width, local, buffers.input, split.host_input.data(), row,
                              buffers.outputs, output_pointers(split.host_outputs), row});
    }
    return split;
}

SplitStencil make_split_sharpen(const std::vector<Member>& members, const Image& rgba, const LocalSize& requested_local)
{
    SplitStencil split = make_host_side(members, rgba, 1);
    const std::size_t row = static_cast<std::size_t>(rgba.width) * 4;
    for (const Member& member : members) {
        const DeviceBuffers buffers =
            make_device_buffers(member, rgba.pixel_count() * 4, 1,
                                "a " + width_x_height(rgba.width, rgba.height) + " RGBA image");
        const cl::Kernel kernel = make_sharpen_strip_kernel(member.program, buffers, rgba.width, rgba.height);
        const cl::NDRange local = choose_local_size(kernel, member.runtime.device, requested_local, stencil_local_size);
        split.jobs.push_back({kernel, 4, rgba.width, local, buffers.input, split.host_input.data(), row,
                              buffers.outputs, output_pointers(split.host_outputs), row});
    }
    return split;
}

// [enqueue_split]
std::vector<JobEvents> enqueue_split(const std::vector<Member>& members, const SplitStencil& split,
                                     const std::vector<Strip>& shares, int strips)
{
    std::vector<std::vector<Strip>> pieces;  // pieces[d]: member d's share, in strips
    for (const Strip& share : shares) pieces.push_back(share_strips(share, strips));

    // Round robin: strip k of every member before strip k + 1 of any. One
    // host thread enqueues for every device, and each device starts on its
    // first command as soon as it is flushed: member by member, the last
    // member would wait for all the others' enqueueing before its first
    // upload. No command is waited for: every device works at once.
    std::vector<JobEvents> events(members.size());
    for (std::size_t k = 0; k < most_strips(pieces); ++k)
        for (std::size_t d = 0; d < members.size(); ++d)
            if (k < pieces[d].size())
                enqueue_share_strip(members[d].queues, split.jobs[d], split.height, pieces[d], k, events[d]);
    return events;
}
// [enqueue_split]

SobelGradients split_sobel_results(const SplitStencil& split)
{
    const auto* dx = reinterpret_cast<const std::int8_t*>(split.host_outputs[0].data());
    const auto* dy = reinterpret_cast<const std::int8_t*>(split.host_outputs[1].data());
    const std::size_t bytes = split.host_outputs[0].size();
    return {split.width, split.height, std::vector<std::int8_t>(dx, dx + bytes),
            std::vector<std::int8_t>(dy, dy + bytes)};
}

Image split_sharpen_results(const SplitStencil& split)
{
    Image result{split.width, split.height, 4, {}};
    const std::uint8_t* output = split.host_outputs[0].data();
    result.pixels.assign(output, output + split.host_outputs[0].size());
    return result;
}

SplitHistogram make_split_histogram(const std::vector<Member>& members, const Image& gray,
                                    const LocalSize& requested_local)
{
    const Runtime& staging = staging_member(members).runtime;
    const std::size_t bytes = gray.pixel_count();
    const std::size_t bins_bytes = sizeof(Histogram);
    SplitHistogram split{gray.width, gray.height, HostBytes(staging, HostMemory::pinned, bytes), {}, {}};
    std::memcpy(split.host_pixels.data(), gray.pixels.data(), bytes);
    for (const Member& member : members) {
        check_allocation(member.runtime.device, bytes, "a " + width_x_height(gray.width, gray.height) + " image");
        split.host_bins.emplace_back(staging, HostMemory::pinned, bins_bytes);
        const cl::Buffer pixels(member.runtime.context, CL_MEM_READ_ONLY, bytes);
        const cl::Buffer bins(member.runtime.context, CL_MEM_READ_WRITE, bins_bytes);
        cl::Kernel kernel = make_kernel(member.program, "histogram_strip",
                                        {"global const uchar* pixels", "ulong first_pixel", "ulong end_pixel",
                                         "global uint* histogram"});
        kernel.setArg(0, pixels);
        kernel.setArg(1, cl_ulong{0});
        kernel.setArg(2, static_cast<cl_ulong>(bytes));
        kernel.setArg(3, bins);
        // As lesson 07: 256 work-items a group unless asked otherwise, and
        // eight groups per compute unit of this device.
        const LocalSize requested = requested_local[0] == 0 ? LocalSize{0, 0} : LocalSize{requested_local[0], 1};
        const cl::NDRange local = choose_local_size(kernel, member.runtime.device, requested, {256, 1});
        const std::size_t groups = 8 * member.runtime.device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>();
        split.jobs.push_back({kernel, gray.width, cl::NDRange(groups * local[0]), cl::NDRange(local[0]), pixels,
                              split.host_pixels.data(), bins, split.host_bins.back().data()});
    }
    return split;
}

void enqueue_histogram_strip(const PipelineQueues& queues, const HistogramJob& job, const std::vector<Strip>& pieces,
                             std::size_t k, JobEvents& events)
{
    // As lesson 07's enqueue_histogram_job, one strip at a time: the bins
    // start at zero before the first strip, each strip is counted as soon
    // as it has landed, and the bins come back after the last.
    if (k == 0) queues.compute.enqueueFillBuffer(job.histogram, cl_uint{0}, 0, 256 * sizeof(cl_uint));
    const std::size_t first = static_cast<std::size_t>(pieces[k].first_row) * job.width;
    const std::size_t count = static_cast<std::size_t>(pieces[k].rows) * job.width;
    cl::Event uploaded;
    queues.upload.enqueueWriteBuffer(job.pixels, CL_FALSE, first, count, job.host_pixels + first, nullptr, &uploaded);
    queues.upload.flush();
    events.uploads.push_back(uploaded);

    cl::Kernel kernel = job.kernel;
    kernel.setArg(1, static_cast<cl_ulong>(first));
    kernel.setArg(2, static_cast<cl_ulong>(first + count));
    const std::size_t needed = (count + job.local[0] - 1) / job.local[0] * job.local[0];
    const std::vector<cl::Event> landed{uploaded};
    cl::Event counted;
    queues.compute.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(std::min(job.global[0], needed)), job.local,
                                        &landed, &counted);
    queues.compute.flush();
    events.kernels.push_back(counted);

    if (k + 1 < pieces.size()) return;
    const std::vector<cl::Event> all_counted{counted};
    cl::Event downloaded;
    queues.download.enqueueReadBuffer(job.histogram, CL_FALSE, 0, 256 * sizeof(cl_uint), job.host_histogram,
                                      &all_counted, &downloaded);
    queues.download.flush();
    events.downloads.push_back(downloaded);
}

std::vector<JobEvents> enqueue_split(const std::vector<Member>& members, SplitHistogram& split,
                                     const std::vector<Strip>& shares, int strips)
{
    std::vector<std::vector<Strip>> pieces;
    for (std::size_t d = 0; d < members.size(); ++d) {
        pieces.push_back(share_strips(shares[d], strips));
        // A member given no rows counts nothing.
        if (pieces[d].empty()) std::memset(split.host_bins[d].data(), 0, split.host_bins[d].size());
    }
    // Round robin over the members, as the stencil's enqueue_split.
    std::vector<JobEvents> events(members.size());
    for (std::size_t k = 0; k < most_strips(pieces); ++k)
        for (std::size_t d = 0; d < members.size(); ++d)
            if (k < pieces[d].size())
                enqueue_histogram_strip(members[d].queues, split.jobs[d], pieces[d], k, events[d]);
    return events;
}

Histogram split_histogram_results(const SplitHistogram& split)
{
    Histogram total{};
    for (const HostBytes& bins : split.host_bins) {
        Histogram counts{};
        std::memcpy(counts.data(), bins.data(), sizeof counts);
        for (std::size_t bin = 0; bin < total.size(); ++bin) total[bin] += counts[bin];
    }
    return total;
}

namespace {

// Declared after the memory a stream's transfers use: when an exception
// leaves the stream, it waits for every member's queues before that memory
// is freed.
class DrainAllOnUnwind {
public:
    explicit DrainAllOnUnwind(const std::vector<Member>& members) : members_(members) {}
    ~DrainAllOnUnwind()
    {
        if (std::uncaught_exceptions() == exceptions_) return;
        for (const Member& member : members_) {
            try {
                finish(member.queues);
            } catch (const cl::Error&) {
                // A command that failed has ended; there is nothing more to wait for.
            }
        }
    }
    DrainAllOnUnwind(const DrainAllOnUnwind&) = delete;
    DrainAllOnUnwind& operator=(const DrainAllOnUnwind&) = delete;

private:
    const std::vector<Member>& members_;
    int exceptions_ = std::uncaught_exceptions();
};

// A frame a member is working on: its number in the stream, the slot
// (the set of buffers) it uses, and its last download.
struct FrameInFlight {
    int frame;
    int slot;
    cl::Event last;
};

// The member whose oldest frame in flight is back first (on in-order
// queues a member's oldest frame is the first of its frames to come back).
// The host asks each member's oldest frame whether it is done
// (CL_EVENT_COMMAND_EXECUTION_STATUS) and, while none is, sleeps a moment
// and asks again. An implementation may also run commands only while the
// host waits for them (Oclgrind, the simulator, does): after a while with
// no frame back, the host waits for the earliest frame it dealt out.
std::size_t first_member_done(const std::vector<std::deque<FrameInFlight>>& in_flight)
{
    constexpr auto poll = std::chrono::microseconds(100);
    constexpr auto patience = std::chrono::milliseconds(20);
    const auto since = std::chrono::steady_clock::now();
    while (std::chrono::steady_clock::now() - since < patience) {
        for (std::size_t m = 0; m < in_flight.size(); ++m) {
            if (in_flight[m].empty()) continue;
            const cl::Event& last = in_flight[m].front().last;
            const cl_int status = last.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>();
            if (status < 0) last.wait();  // the command failed: wait() throws its error
            if (status == CL_COMPLETE) return m;
        }
        std::this_thread::sleep_for(poll);
    }
    std::size_t earliest = in_flight.size();
    for (std::size_t m = 0; m < in_flight.size(); ++m)
        if (!in_flight[m].empty() &&
            (earliest == in_flight.size() || in_flight[m].front().frame < in_flight[earliest].front().frame))
            earliest = m;
    in_flight[earliest].front().last.wait();
    return earliest;
}

}  // namespace

// [run_shared_stream]
SharedStreamRun run_shared_stream(const std::vector<Member>& members, const std::vector<Image>& sources,
                                  int frame_count, int strips, const LocalSize& requested_local, bool keep)
{
    constexpr int slots = 2;  // frames a member holds at once
    const Image& first = sources.front();
    const Runtime& staging = staging_member(members).runtime;
    const std::size_t bytes = first.pixel_count();

    // The frames where a camera's driver would leave them: pinned memory.
    std::vector<HostBytes> frames_in;
    for (const Image& source : sources) {
        frames_in.emplace_back(staging, HostMemory::pinned, bytes);
        std::memcpy(frames_in.back().data(), source.pixels.data(), bytes);
    }
    // Results: each frame's own when kept, else each slot's, reused.
    const int result_sets = keep ? frame_count : static_cast<int>(members.size()) * slots;
    std::vector<HostBytes> results;
    for (int r = 0; r < 2 * result_sets; ++r) {
        results.emplace_back(staging, HostMemory::pinned, bytes);
        std::memset(results.back().data(), poison_byte, bytes);
    }

    // Each member's two slots: device buffers and a kernel of their own.
    std::vector<StencilJob> slot_jobs;
    for (const Member& member : members) {
        for (int s = 0; s < slots; ++s) {
            const DeviceBuffers buffers =
                make_device_buffers(member, bytes, 2, "a " + width_x_height(first.width, first.height) + " frame");
            const cl::Kernel kernel = make_sobel_strip_kernel(member.program, buffers.input, buffers.outputs[0],
                                                              buffers.outputs[1], first.width, first.height);
            const cl::NDRange local =
                choose_local_size(kernel, member.runtime.device, requested_local, stencil_local_size);
            const auto row = static_cast<std::size_t>(first.width);
            slot_jobs.push_back(
                {kernel, 5, first.width, local, buffers.input, nullptr, row, buffers.outputs, {nullptr, nullptr}, row});
        }
    }

    // Each member's frames in flight, oldest first.
    std::vector<std::deque<FrameInFlight>> in_flight(members.size());
    SharedStreamRun run;
    run.frames = frame_count;
    run.frames_per_member.assign(members.size(), 0);
    int next_frame = 0;
    // Frame next_frame to member m's slot s: lesson 07's pipeline over the
    // whole frame, with the slot's own buffers and kernel.
    const auto deal = [&](std::size_t m, int s) {
        const int f = next_frame++;
        const int set = keep ? f : static_cast<int>(m) * slots + s;
        StencilJob job = slot_jobs[m * slots + s];
        job.host_input = frames_in[f % frames_in.size()].data();
        job.host_outputs = {results[2 * set].data(), results[2 * set + 1].data()};
        const JobEvents events = enqueue_share(members[m].queues, job, first.height, {0, first.height}, strips);
        in_flight[m].push_back({f, s, events.downloads.back()});
        ++run.frames_per_member[m];
    };

    const DrainAllOnUnwind drain(members);
    const auto start = std::chrono::steady_clock::now();
    // [work_queue]
    for (int s = 0; s < slots; ++s)
        for (std::size_t m = 0; m < members.size() && next_frame < frame_count; ++m) deal(m, s);
    for (int done = 0; done < frame_count; ++done) {
        // The work queue: whichever member has a frame back first takes
        // the next one, so a slow member takes fewer.
        const std::size_t m = first_member_done(in_flight);
        const int slot = in_flight[m].front().slot;
        in_flight[m].pop_front();
        if (next_frame < frame_count) deal(m, slot);
    }
    // [work_queue]
    run.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

    if (keep) {
        for (int f = 0; f < frame_count; ++f) {
            const auto* dx = reinterpret_cast<const std::int8_t*>(results[2 * f].data());
            const auto* dy = reinterpret_cast<const std::int8_t*>(results[2 * f + 1].data());
            run.kept.push_back({first.width, first.height, std::vector<std::int8_t>(dx, dx + bytes),
                                std::vector<std::int8_t>(dy, dy + bytes)});
        }
    }
    return run;
}
// [run_shared_stream]

}  // namespace ocltut

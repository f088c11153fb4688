#include "stream.hpp"

#include "common/opencl/kernel_checks.hpp"

#include <chrono>
#include <cstring>

namespace ocltut {

Image pan_frame(const Image& gray, int frame, int step, int width, int height)
{
    Image result = make_image(width, height, 1);
    const std::size_t shift = static_cast<std::size_t>(frame) * step;
    for (int y = 0; y < height; ++y) {
        const std::uint8_t* source_row = &gray.pixels[static_cast<std::size_t>(y % gray.height) * gray.width];
        std::uint8_t* row = &result.pixels[static_cast<std::size_t>(y) * width];
        for (int x = 0; x < width; ++x) row[x] = source_row[(x + shift) % gray.width];
    }
    return result;
}

namespace {

// One of the two device pictures with its outputs and the kernel whose
// arguments name them.
struct DeviceSlot {
    cl::Buffer input, dx, dy;
    cl::Kernel kernel;
};

DeviceSlot make_slot(const Runtime& runtime, const cl::Program& program, int width, int height)
{
    const std::size_t bytes = static_cast<std::size_t>(width) * height;
    check_allocation(runtime.device, bytes, "a " + width_x_height(width, height) + " frame");
    DeviceSlot slot{cl::Buffer(runtime.context, CL_MEM_READ_ONLY, bytes),
                    cl::Buffer(runtime.context, CL_MEM_WRITE_ONLY, bytes),
                    cl::Buffer(runtime.context, CL_MEM_WRITE_ONLY, bytes),
                    {}};
    slot.kernel = make_sobel_strip_kernel(program, slot.input, slot.dx, slot.dy, width, height);
    return slot;
}

// The frames whose commands may be queued at once: the two that use the
// two device slots, and the one whose downloads are still finishing.
constexpr int frames_in_flight = 3;

}  // namespace

// [run_sobel_stream]
StreamRun run_sobel_stream(const Runtime& runtime, const PipelineQueues& queues, const cl::Program& program,
                           const std::vector<Image>& sources, int frame_count, const std::vector<Strip>& strips,
                           const LocalSize& requested_local, bool keep)
{
    const int width = sources.front().width;
    const int height = sources.front().height;
    const std::size_t bytes = sources.front().pixel_count();

    // The frames in pinned memory, and pinned memory for the results: one
    // pair per frame when they are kept, else two pairs taking turns.
    std::vector<HostBytes> frames;
    for (const Image& source : sources) {
        frames.emplace_back(runtime, HostMemory::pinned, bytes);
        std::memcpy(frames.back().data(), source.pixels.data(), bytes);
    }
    const int result_sets = keep ? frame_count : 2;
    std::vector<HostBytes> host_dx, host_dy;
    for (int i = 0; i < result_sets; ++i) {
        host_dx.emplace_back(runtime, HostMemory::pinned, bytes);
        host_dy.emplace_back(runtime, HostMemory::pinned, bytes);
    }
    const DeviceSlot slots[2] = {make_slot(runtime, program, width, height),
                                 make_slot(runtime, program, width, height)};
    const cl::NDRange local = choose_local_size(slots[0].kernel, runtime.device, requested_local, stencil_local_size);

    const DrainQueuesOnUnwind drain(queues);
    // The events of the last frames_in_flight frames, frame f at f % 3.
    std::vector<JobEvents> events(frames_in_flight);
    const auto start = std::chrono::steady_clock::now();
    for (int f = 0; f < frame_count; ++f) {
        const DeviceSlot& slot = slots[f % 2];
        if (f >= frames_in_flight) {
            // The host waits for frame f - 3 to be back before it enqueues
            // frame f: the queues never hold more than three frames of
            // commands, however long the stream.
            events[(f - frames_in_flight) % frames_in_flight].downloads.back().wait();
        }
        // [frame_barriers]
        if (f >= 2) {
            // The slot's last user was frame f - 2: its picture may be
            // overwritten once that frame's kernels are done, its outputs
            // once that frame's downloads are. (In-order queues: the last
            // event of each stands for all before it.) A barrier holds back
            // every later command of its queue.
            const JobEvents& slot_user = events[(f - 2) % frames_in_flight];
            const std::vector<cl::Event> read_by_kernels{slot_user.kernels.back()};
            const std::vector<cl::Event> outputs_read{slot_user.downloads.back()};
            queues.upload.enqueueBarrierWithWaitList(&read_by_kernels);
            queues.compute.enqueueBarrierWithWaitList(&outputs_read);
        }
        // [frame_barriers]
        const int set = f % result_sets;
        const StencilJob job{slot.kernel,
                             5,
                             width,
                             local,
                             slot.input,
                             frames[f % frames.size()].data(),
                             static_cast<std::size_t>(width),
                             {slot.dx, slot.dy},
                             {host_dx[set].data(), host_dy[set].data()},
                             static_cast<std::size_t>(width)};
        events[f % frames_in_flight] = enqueue_stencil_job(queues, job, strips);
    }
    finish(queues);
    const double milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

    StreamRun run{frame_count, milliseconds, {}};
    if (keep) {
        for (int f = 0; f < frame_count; ++f) {
            const auto* dx = reinterpret_cast<const std::int8_t*>(host_dx[f].data());
            const auto* dy = reinterpret_cast<const std::int8_t*>(host_dy[f].data());
            run.kept.push_back({width, height, {dx, dx + bytes}, {dy, dy + bytes}});
        }
    }
    return run;
}
// [run_sobel_stream]

}  // namespace ocltut

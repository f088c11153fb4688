#include "stream.hpp"

#include "common/kernel_checks.hpp"

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
    DeviceSlot slot{cl::Buffer(runtime.context, CL_MEM_READ_ONLY, bytes),
                    cl::Buffer(runtime.context, CL_MEM_WRITE_ONLY, bytes),
                    cl::Buffer(runtime.context, CL_MEM_WRITE_ONLY, bytes),
                    make_kernel(program, "sobel_strip",
                                {"global const uchar* in", "global char* dx_out", "global char* dy_out", "int width",
                                 "int height", "int first_row", "int end_row"})};
    slot.kernel.setArg(0, slot.input);
    slot.kernel.setArg(1, slot.dx);
    slot.kernel.setArg(2, slot.dy);
    slot.kernel.setArg(3, static_cast<cl_int>(width));
    slot.kernel.setArg(4, static_cast<cl_int>(height));
    slot.kernel.setArg(5, cl_int{0});
    slot.kernel.setArg(6, static_cast<cl_int>(height));
    return slot;
}

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
    const DeviceSlot slots[2] = {make_slot(runtime, program, width, height), make_slot(runtime, program, width, height)};
    const cl::NDRange local = choose_local_size(slots[0].kernel, runtime.device, requested_local, {32, 8});

    std::vector<JobEvents> events;
    const auto start = std::chrono::steady_clock::now();
    for (int f = 0; f < frame_count; ++f) {
        const DeviceSlot& slot = slots[f % 2];
        // [frame_barriers]
        if (f >= 2) {
            // The slot's last user was frame f - 2: its picture may be
            // overwritten once that frame's kernels are done, its outputs
            // once that frame's downloads are. (In-order queues: the last
            // event of each stands for all before it.) A barrier holds back
            // every later command of its queue.
            const std::vector<cl::Event> read_by_kernels{events[f - 2].kernels.back()};
            const std::vector<cl::Event> outputs_read{events[f - 2].downloads.back()};
            queues.upload.enqueueBarrierWithWaitList(&read_by_kernels);
            queues.compute.enqueueBarrierWithWaitList(&outputs_read);
        }
        // [frame_barriers]
        const int set = f % result_sets;
        const StencilJob job{slot.kernel, 5, width, local, slot.input, frames[f % frames.size()].data(), 
                             static_cast<std::size_t>(width), {slot.dx, slot.dy},
                             {host_dx[set].data(), host_dy[set].data()}, static_cast<std::size_t>(width)};
        events.push_back(enqueue_stencil_job(queues, job, strips));
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

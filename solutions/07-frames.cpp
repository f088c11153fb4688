// The solution of 07-frames (docs/exercises-07.md): a stream of frames
// through one kernel, two device slots taking turns, each command ordered
// by its wait list. The checker names this file once the exercise is
// solved.
#include "07-pipeline/exercises/frames/frames.hpp"

namespace ocltut {

JobEvents enqueue_frames(const PipelineQueues& queues, const FrameStream& stream,
                         const std::vector<cl::Event>& frame_ready)
{
    const std::size_t frames = stream.host_frames.size();
    JobEvents events;
    events.uploads.resize(frames);
    events.kernels.resize(frames);
    events.downloads.resize(frames);
    for (std::size_t f = 0; f < frames; ++f) {
        const FrameSlot& slot = stream.slots[f % 2];
        // Frame f - 2 used this slot last: its kernel read the input that
        // this upload overwrites, its download the output this kernel does.
        const bool slot_used = f >= 2;

        std::vector<cl::Event> before_upload{frame_ready.at(f)};
        if (slot_used) before_upload.push_back(events.kernels[f - 2]);
        queues.upload.enqueueWriteBuffer(slot.input, CL_FALSE, 0, stream.bytes, stream.host_frames[f], &before_upload,
                                         &events.uploads[f]);
        queues.upload.flush();

        std::vector<cl::Event> before_kernel{events.uploads[f]};
        if (slot_used) before_kernel.push_back(events.downloads[f - 2]);
        queues.compute.enqueueNDRangeKernel(slot.kernel, cl::NullRange, stream.global, stream.local, &before_kernel,
                                            &events.kernels[f]);
        queues.compute.flush();

        const std::vector<cl::Event> before_download{events.kernels[f]};
        queues.download.enqueueReadBuffer(slot.output, CL_FALSE, 0, stream.bytes, stream.host_results[f],
                                          &before_download, &events.downloads[f]);
        queues.download.flush();
    }
    return events;
}

}  // namespace ocltut

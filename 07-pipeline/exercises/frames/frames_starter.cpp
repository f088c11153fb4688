// Lesson 07's exercise 07-frames, to write yourself: a stream of frames
// through one kernel, double-buffered. Two device slots take turns, frame f
// in slot f % 2, so that frame f + 1 crosses the bus while frame f is
// computed and frame f - 1 comes back. The queues, the commands and the
// flushes are given; the exercise is which slot each frame uses and which
// command waits for which (frames.hpp says it in full).
//
// The checker runs this function on RGBA frames through lesson 04's
// sharpening (sharpen_strip in pipeline.cl, over the whole frame) and holds
// commands back with events of its own: each frame's frame_ready, and at
// times the whole compute or download queue. A command that does not wait
// for what it must is then seen to run too early every time, not only when
// the timing happens to show it. It is C++, compiled into the checker, so
// after each edit rebuild the checker, then check:
//   cmake --build --preset default --target check
//   ./build/default/check/check 07-frames
//
// The function only enqueues: it must return without waiting for any of
// its commands (no blocking write or read, no wait(), no finish()).
#include "frames.hpp"

namespace ocltut {

JobEvents enqueue_frames_exercise(const PipelineQueues& queues, const FrameStream& stream,
                                  const std::vector<cl::Event>& frame_ready)
{
    const std::size_t frames = stream.host_frames.size();
    JobEvents events;
    events.uploads.resize(frames);
    events.kernels.resize(frames);
    events.downloads.resize(frames);
    for (std::size_t f = 0; f < frames; ++f) {
        // TODO: frame f's slot. As given, every frame goes through slot 0,
        //       and no frame can cross the bus while another is computed.
        const FrameSlot& slot = stream.slots[0];
        static_cast<void>(frame_ready);  // until the upload waits for it

        // 1. The picture into the slot's input, not blocking: the host
        //    memory stays as it is until the stream is done.
        // TODO: what the upload waits for: frame_ready[f], and from frame 2
        //       on the kernel that last read this slot's input.
        const std::vector<cl::Event> before_upload;
        queues.upload.enqueueWriteBuffer(slot.input, CL_FALSE, 0, stream.bytes, stream.host_frames[f], &before_upload,
                                         &events.uploads[f]);
        queues.upload.flush();

        // 2. The kernel, over the whole frame.
        // TODO: what the kernel waits for: this frame's upload, and from
        //       frame 2 on the download that last read this slot's output.
        const std::vector<cl::Event> before_kernel;
        queues.compute.enqueueNDRangeKernel(slot.kernel, cl::NullRange, stream.global, stream.local, &before_kernel,
                                            &events.kernels[f]);
        queues.compute.flush();

        // 3. The result back to host memory.
        // TODO: what the download waits for: this frame's kernel.
        const std::vector<cl::Event> before_download;
        queues.download.enqueueReadBuffer(slot.output, CL_FALSE, 0, stream.bytes, stream.host_results[f],
                                          &before_download, &events.downloads[f]);
        queues.download.flush();
    }
    return events;
}

}  // namespace ocltut

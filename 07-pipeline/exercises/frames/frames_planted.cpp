// Wrong solutions of lesson 07's exercise 07-frames, planted for the tests
// check-catches-frames-picture-overwritten and
// check-catches-frames-result-overwritten (tests.cmake, beside it): the
// stream of frames as solutions/07-frames.cpp writes it, with one mistake,
// chosen when this file is compiled:
//   PLANTED_UPLOAD_BEFORE_READ    frame f's upload waits for frame_ready[f]
//                                 alone, not for frame f - 2's kernel: it may
//                                 overwrite the slot's picture before that
//                                 kernel has read it;
//   PLANTED_KERNEL_BEFORE_READ_BACK  frame f's kernel waits for its upload
//                                 alone, not for frame f - 2's download: it
//                                 may overwrite the slot's result before it
//                                 is read back;
//   PLANTED_DOWNLOAD_NEVER_RELEASED  each download also waits for a user
//                                 event of its own that nothing ever sets:
//                                 the stream never ends.
// The first two are right whenever the timing happens to order the
// commands; the check holds the queues back so that it never does. The
// third is never right: the check waits for the downloads until its time
// limit ends it.
#include "frames.hpp"

#if 1 != defined(PLANTED_UPLOAD_BEFORE_READ) + defined(PLANTED_KERNEL_BEFORE_READ_BACK) + \
             defined(PLANTED_DOWNLOAD_NEVER_RELEASED)
#error "define one of PLANTED_UPLOAD_BEFORE_READ, PLANTED_KERNEL_BEFORE_READ_BACK and PLANTED_DOWNLOAD_NEVER_RELEASED"
#endif

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
        const FrameSlot& slot = stream.slots[f % 2];
        const bool slot_used = f >= 2;

        std::vector<cl::Event> before_upload{frame_ready.at(f)};
#ifndef PLANTED_UPLOAD_BEFORE_READ
        if (slot_used) before_upload.push_back(events.kernels[f - 2]);
#endif
        queues.upload.enqueueWriteBuffer(slot.input, CL_FALSE, 0, stream.bytes, stream.host_frames[f], &before_upload,
                                         &events.uploads[f]);
        queues.upload.flush();

        std::vector<cl::Event> before_kernel{events.uploads[f]};
#ifndef PLANTED_KERNEL_BEFORE_READ_BACK
        if (slot_used) before_kernel.push_back(events.downloads[f - 2]);
#endif
        queues.compute.enqueueNDRangeKernel(slot.kernel, cl::NullRange, stream.global, stream.local, &before_kernel,
                                            &events.kernels[f]);
        queues.compute.flush();

#ifndef PLANTED_DOWNLOAD_NEVER_RELEASED
        const std::vector<cl::Event> before_download{events.kernels[f]};
#else
        const std::vector<cl::Event> before_download{events.kernels[f],
                                                     cl::UserEvent(queues.download.getInfo<CL_QUEUE_CONTEXT>())};
#endif
        queues.download.enqueueReadBuffer(slot.output, CL_FALSE, 0, stream.bytes, stream.host_results[f],
                                          &before_download, &events.downloads[f]);
        queues.download.flush();
    }
    return events;
}

}  // namespace ocltut

// Wrong solutions of lesson 07's host-code exercise, planted for the tests
// check-catches-no-next-row, check-catches-offsets-in-pixels and
// check-catches-never-set-event (tests.cmake, beside it):
// enqueue_stencil_job as the lesson writes it (pipeline.cpp), with one
// mistake, chosen when this file is compiled:
//   PLANTED_NO_NEXT_ROW        strip k's kernel waits for the uploads of
//                              strips k - 1 and k, not for strip k + 1's,
//                              whose first row it reads;
//   PLANTED_OFFSETS_IN_PIXELS  each strip's upload is placed and sized in
//                              pixels (job.width) instead of bytes
//                              (job.row_bytes): the same for the luminance,
//                              a byte a pixel, wrong for RGBA;
//   PLANTED_NEVER_SET_EVENT    strip 0's upload also waits for a user event
//                              of the function's own, which no one sets.
// Written by hand, as 01-sobel-scalar/exercises/host/sobel_scalar_host_planted.cpp is and for
// the same reason: a copy rewritten from the lesson's text at build time
// would break the build whenever the lesson's lines moved.
#include "pipeline_host_starter.hpp"

#if defined(PLANTED_NO_NEXT_ROW) + defined(PLANTED_OFFSETS_IN_PIXELS) + defined(PLANTED_NEVER_SET_EVENT) != 1
#error "define one of PLANTED_NO_NEXT_ROW, PLANTED_OFFSETS_IN_PIXELS and PLANTED_NEVER_SET_EVENT"
#endif

namespace ocltut {

namespace {

std::vector<cl::Event> uploads_read_by(const JobEvents& events, std::size_t k)
{
    std::vector<cl::Event> reads;
    if (k > 0) reads.push_back(events.uploads[k - 1]);
    reads.push_back(events.uploads[k]);
#ifndef PLANTED_NO_NEXT_ROW
    if (k + 1 < events.uploads.size()) reads.push_back(events.uploads[k + 1]);
#endif
    return reads;
}

std::vector<cl::Event> ready_list(const std::vector<cl::Event>& strip_ready, std::size_t k)
{
    if (k < strip_ready.size()) return {strip_ready[k]};
    return {};
}

#ifdef PLANTED_NEVER_SET_EVENT
// The mistake: an event strip 0's upload also waits for, which is never set.
void add_never_set_event(const cl::CommandQueue& queue, std::vector<cl::Event>& wait_list)
{
    wait_list.push_back(cl::UserEvent(queue.getInfo<CL_QUEUE_CONTEXT>()));
}
#endif

cl::NDRange strip_global(int width, int rows, const cl::NDRange& local)
{
    const auto round_up = [](std::size_t n, std::size_t multiple) { return (n + multiple - 1) / multiple * multiple; };
    return cl::NDRange(round_up(static_cast<std::size_t>(width), local[0]),
                       round_up(static_cast<std::size_t>(rows), local[1]));
}

}  // namespace

JobEvents enqueue_stencil_job_exercise(const PipelineQueues& queues, const StencilJob& job,
                                       const std::vector<Strip>& strips, const std::vector<cl::Event>& strip_ready)
{
#ifdef PLANTED_OFFSETS_IN_PIXELS
    const std::size_t upload_row = static_cast<std::size_t>(job.width);  // the mistake: pixels, not bytes
#else
    const std::size_t upload_row = job.row_bytes;
#endif
    JobEvents events;
    events.uploads.resize(strips.size());
    cl::Kernel kernel = job.kernel;
    const auto upload = [&](std::size_t k) {
#ifdef PLANTED_NEVER_SET_EVENT
        std::vector<cl::Event> ready = ready_list(strip_ready, k);
        if (k == 0) add_never_set_event(queues.upload, ready);
#else
        const std::vector<cl::Event> ready = ready_list(strip_ready, k);
#endif
        queues.upload.enqueueWriteBuffer(job.input, CL_FALSE, strips[k].first_row * upload_row,
                                         strips[k].rows * upload_row, job.host_input + strips[k].first_row * upload_row,
                                         &ready, &events.uploads[k]);
        queues.upload.flush();
    };

    upload(0);
    for (std::size_t k = 0; k < strips.size(); ++k) {
        if (k + 1 < strips.size()) upload(k + 1);

        const Strip& strip = strips[k];
        kernel.setArg(job.first_row_argument, static_cast<cl_int>(strip.first_row));
        kernel.setArg(job.first_row_argument + 1, static_cast<cl_int>(strip.first_row + strip.rows));
        const std::vector<cl::Event> reads = uploads_read_by(events, k);
        cl::Event computed;
        queues.compute.enqueueNDRangeKernel(kernel, cl::NullRange, strip_global(job.width, strip.rows, job.local),
                                            job.local, &reads, &computed);
        queues.compute.flush();
        events.kernels.push_back(computed);

        const std::vector<cl::Event> after_kernel{computed};
        for (std::size_t o = 0; o < job.outputs.size(); ++o) {
            cl::Event downloaded;
            queues.download.enqueueReadBuffer(job.outputs[o], CL_FALSE, strip.first_row * job.output_row_bytes,
                                              strip.rows * job.output_row_bytes,
                                              job.host_outputs[o] + strip.first_row * job.output_row_bytes,
                                              &after_kernel, &downloaded);
            events.downloads.push_back(downloaded);
        }
        queues.download.flush();
    }
    return events;
}

}  // namespace ocltut

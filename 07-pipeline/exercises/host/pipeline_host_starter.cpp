// Lesson 07's host code, to write yourself: enqueue_stencil_job with TODOs
// where each strip's bytes and the events that order the strips go. The
// queues, the kernel's strip arguments, its global size and the flushes
// are given: the exercise is which command waits for which, and where each
// strip lies in memory.
//
// The checker runs this function on lesson 01's Sobel with the finished
// kernel, sobel_strip (pipeline.cl), and holds each strip's upload back
// until it lets it go (strip_ready), one strip after the other, so a
// command that does not wait for what it reads runs too early every time,
// not only when the timing happens to show it. It is C++, compiled into the
// checker, so after each edit rebuild the checker, then check:
//   cmake --build --preset default --target check
//   ./build/default/check/check 07-host
// pipeline.cpp is the answer: look there once you are done, or stuck past
// the hints (check 07-host --hint).
//
// The function only enqueues: it must return without waiting for any of
// its commands (no blocking write or read, no wait(), no finish()). The
// caller waits, once the job is under way.
#include "pipeline_host_starter.hpp"

namespace ocltut {

namespace {

// Where `strip` lies in a picture (on the device or in host memory) whose
// rows are `row_bytes` bytes long: the offset of its first byte, and its
// size in bytes.
struct StripBytes {
    std::size_t offset;
    std::size_t size;
};

StripBytes strip_bytes(const Strip& strip, std::size_t row_bytes)
{
    // TODO: the strip's offset and size in bytes: it starts strip.first_row
    //       rows into the picture and is strip.rows rows long. As given,
    //       every strip is the picture's first row: that runs, and gets
    //       most rows wrong.
    static_cast<void>(strip);
    return {0, row_bytes};
}

// What strip k's upload waits for: strip_ready[k], if given.
std::vector<cl::Event> ready_list(const std::vector<cl::Event>& strip_ready, std::size_t k)
{
    if (k < strip_ready.size()) return {strip_ready[k]};
    return {};
}

// The work-items covering `rows` rows of `width` pixels, rounded up to
// whole work-groups.
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
    JobEvents events;
    events.uploads.resize(strips.size());  // each strip's upload event, once enqueued
    cl::Kernel kernel = job.kernel;        // the same kernel (a handle), whose strip arguments change
    const auto upload = [&](std::size_t k) {
        // The strip's rows from host memory into the same rows of the
        // device's picture. Not blocking: the host memory stays as it is
        // until the job is done.
        const std::vector<cl::Event> ready = ready_list(strip_ready, k);
        const StripBytes bytes = strip_bytes(strips[k], job.row_bytes);
        queues.upload.enqueueWriteBuffer(job.input, CL_FALSE, bytes.offset, bytes.size, job.host_input + bytes.offset,
                                         &ready, &events.uploads[k]);
        queues.upload.flush();
    };

    for (std::size_t k = 0; k < strips.size(); ++k) {
        // 1. The uploads.
        // TODO: strip k's kernel reads the first row of strip k + 1, so its
        //       wait list (step 2) must name strip k + 1's upload event, and
        //       that event exists only once the upload is enqueued: upload
        //       strip 0 before this loop, and here strip k + 1 (where there
        //       is one) instead of strip k.
        upload(k);

        // 2. The kernel over strip k's rows, once the rows it reads are in.
        //    The arguments are read when the kernel is enqueued, so setting
        //    them again for the next strip does not change this launch.
        const Strip& strip = strips[k];
        kernel.setArg(job.first_row_argument, static_cast<cl_int>(strip.first_row));
        kernel.setArg(job.first_row_argument + 1, static_cast<cl_int>(strip.first_row + strip.rows));
        // TODO: the uploads this kernel waits for: those of the rows it
        //       reads, one row above and one below its own (the 3x3
        //       stencil), so the uploads of strips k - 1, k and k + 1, where
        //       those strips exist.
        const std::vector<cl::Event> reads;
        cl::Event computed;
        queues.compute.enqueueNDRangeKernel(kernel, cl::NullRange, strip_global(job.width, strip.rows, job.local),
                                            job.local, &reads, &computed);
        queues.compute.flush();
        events.kernels.push_back(computed);

        // 3. Its output rows back to host memory, once computed.
        // TODO: what the downloads wait for: this strip's kernel.
        const std::vector<cl::Event> after_kernel;
        const StripBytes bytes = strip_bytes(strip, job.output_row_bytes);
        for (std::size_t o = 0; o < job.outputs.size(); ++o) {
            cl::Event downloaded;
            queues.download.enqueueReadBuffer(job.outputs[o], CL_FALSE, bytes.offset, bytes.size,
                                              job.host_outputs[o] + bytes.offset, &after_kernel, &downloaded);
            events.downloads.push_back(downloaded);
        }
        queues.download.flush();
    }
    return events;
}

}  // namespace ocltut

// Lesson 07's host code: a picture in and its results out, as fast as the
// bus allows. The picture is cut into strips of whole rows; each strip goes
// up on one queue, is computed on a second and comes back on a third, and
// events link them, so that strip k + 1 crosses the bus while strip k is
// computed and strip k - 1 comes back.
#pragma once

#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/ndrange.hpp"
#include "common/tutorial/transfer.hpp"
#include "reference/golden.hpp"

#include <cstdint>
#include <exception>
#include <vector>

namespace ocltut {

// One strip: the output rows first_row .. first_row + rows - 1.
struct Strip {
    int first_row;
    int rows;
};

// `count` strips (1 .. height) of whole rows: strip k starts at row
// k * height / count, so every row is in exactly one strip and strips
// differ in height by one row at most.
std::vector<Strip> cut_into_strips(int height, int count);

// The events of one job, strip by strip: uploads[k] and kernels[k] of strip
// k; downloads[k * outputs + o] of its output o.
struct JobEvents {
    std::vector<cl::Event> uploads;
    std::vector<cl::Event> kernels;
    std::vector<cl::Event> downloads;
};

// The pipeline's three in-order queues on one device, profiling on.
struct PipelineQueues {
    cl::CommandQueue upload;    // host -> device
    cl::CommandQueue compute;   // the kernels
    cl::CommandQueue download;  // device -> host
};

PipelineQueues make_pipeline_queues(const Runtime& runtime);

// A marker at the end of each of the three queues, flushed: on an in-order
// queue a marker ends after every command before it, so the three end when
// every command enqueued so far has.
std::vector<cl::Event> end_markers(const PipelineQueues& queues);

// Waits until every command enqueued so far on the three queues is done: a
// wait for their end_markers (clFinish is not enough on Mesa's rusticl
// 22.3: pipeline.cpp says why).
void finish(const PipelineQueues& queues);

// Declared after the memory a job's transfers use: when an exception leaves
// its scope, it waits for the three queues before that memory is freed, so
// that no transfer still in flight writes into memory given back.
class DrainQueuesOnUnwind {
public:
    explicit DrainQueuesOnUnwind(const PipelineQueues& queues) : queues_(queues) {}
    ~DrainQueuesOnUnwind();
    DrainQueuesOnUnwind(const DrainQueuesOnUnwind&) = delete;
    DrainQueuesOnUnwind& operator=(const DrainQueuesOnUnwind&) = delete;

private:
    const PipelineQueues& queues_;
    int exceptions_ = std::uncaught_exceptions();
};

// A 3x3 stencil over a picture, ready to run strip by strip: the kernel with
// its picture arguments set (its last two, first_row and end_row, are set
// per strip), one input and some outputs, each in host memory and in a
// device buffer of the same size, rows of `row_bytes` in the input and of
// `output_row_bytes` in each output.
struct StencilJob {
    cl::Kernel kernel;
    cl_uint first_row_argument;
    int width;
    cl::NDRange local;
    cl::Buffer input;
    const std::uint8_t* host_input;
    std::size_t row_bytes;
    std::vector<cl::Buffer> outputs;
    std::vector<std::uint8_t*> host_outputs;
    std::size_t output_row_bytes;
};

// Enqueues one job over `strips` and returns without waiting. Strip k's
// upload waits for strip_ready[k] when given (say, a decoder that has
// filled those rows of host memory); its kernel waits for the uploads of
// the rows it reads, its own and one row on each side; its downloads wait
// for its kernel. Every queue is flushed as it goes.
JobEvents enqueue_stencil_job(const PipelineQueues& queues, const StencilJob& job, const std::vector<Strip>& strips,
                              const std::vector<cl::Event>& strip_ready = {});

// A histogram of a picture, ready to run strip by strip: the kernel with
// its pixels and histogram arguments set (first_pixel and end_pixel, its
// 2nd and 3rd, are set per strip), the work-items of one launch, the
// 256-bin result in host memory and on the device.
struct HistogramJob {
    cl::Kernel kernel;
    int width;
    cl::NDRange global;
    cl::NDRange local;
    cl::Buffer pixels;
    const std::uint8_t* host_pixels;
    cl::Buffer histogram;
    std::uint8_t* host_histogram;
};

// Enqueues one histogram job: the bins zeroed, then each strip uploaded and
// counted as soon as it lands (no halo), and the bins read back after the
// last strip. Returns without waiting.
JobEvents enqueue_histogram_job(const PipelineQueues& queues, const HistogramJob& job, const std::vector<Strip>& strips,
                                const std::vector<cl::Event>& strip_ready = {});

// --- The three jobs, with their memory ---------------------------------

// The work-group size for the stencils: 32x8 unless asked otherwise, shrunk
// to what the kernel allows on the device.
inline constexpr LocalSize stencil_local_size{32, 8};

// The kernel sobel_strip of `program` with its picture arguments set: the
// luminance in, dX and dY out, the picture's size; its strip (first_row,
// end_row: arguments 5 and 6) set to the whole picture.
cl::Kernel make_sobel_strip_kernel(const cl::Program& program, const cl::Buffer& input, const cl::Buffer& dx,
                                   const cl::Buffer& dy, int width, int height);

// Lesson 01's Sobel, strip by strip: the luminance in; dX and dY out.
struct SobelPipeline {
    HostBytes host_input, host_dx, host_dy;
    cl::Buffer input, dx, dy;
    StencilJob job;
};

// The buffers in host memory of `kind` and on the device, the luminance in
// host memory, the device's outputs poisoned, the kernel sobel_strip of
// `program` with its arguments, in work-groups of `requested_local`
// ({0, 0}: 32x8, shrunk to what the kernel allows).
// `device_placement` CL_MEM_ALLOC_HOST_PTR makes the device buffers
// mappable, for the zero-copy path (time_zero_copy_job, jobs.hpp).
SobelPipeline make_sobel_pipeline(const Runtime& runtime, const cl::Program& program, const Image& gray,
                                  HostMemory kind, const LocalSize& requested_local, cl_mem_flags device_placement = 0);

// dX and dY as the last job left them in host memory.
SobelGradients sobel_results(const SobelPipeline& pipeline, const Image& gray);

// Lesson 04's sharpening, strip by strip: RGBA in, RGBA out.
struct SharpenPipeline {
    HostBytes host_input, host_output;
    cl::Buffer input, output;
    StencilJob job;
};

SharpenPipeline make_sharpen_pipeline(const Runtime& runtime, const cl::Program& program, const Image& rgba,
                                      HostMemory kind, const LocalSize& requested_local,
                                      cl_mem_flags device_placement = 0);

Image sharpen_results(const SharpenPipeline& pipeline, const Image& rgba);

// Lesson 03's histogram, strip by strip: the luminance in; 256 bins out.
struct HistogramPipeline {
    HostBytes host_pixels, host_histogram;
    cl::Buffer pixels, histogram;
    HistogramJob job;
};

HistogramPipeline make_histogram_pipeline(const Runtime& runtime, const cl::Program& program, const Image& gray,
                                          HostMemory kind, const LocalSize& requested_local,
                                          cl_mem_flags device_placement = 0);

Histogram histogram_results(const HistogramPipeline& pipeline);

// The strip kernel over the whole picture as one launch, for timing the
// kernel alone (time_kernel): the job's kernel with its strip arguments
// set to the whole picture, launched once on the runtime's queue.
KernelLaunch whole_picture_launch(const Runtime& runtime, const StencilJob& job, int height, const WorkModel& work);
KernelLaunch whole_picture_launch(const Runtime& runtime, const HistogramJob& job, int height, const WorkModel& work);

}  // namespace ocltut

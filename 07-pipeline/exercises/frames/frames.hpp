// Lesson 07's exercise 07-frames (docs/exercises-07.md): a stream of whole
// frames through one kernel, two device slots taking turns, each command
// ordered by the events in its wait list alone, so that the next frame
// crosses the bus while this one is computed.
#pragma once

#include "pipeline.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace ocltut {

// One of the two device slots: a frame's picture, its result, and the
// kernel whose arguments name the two (all of them set: the kernel is
// launched as it is).
struct FrameSlot {
    cl::Buffer input;
    cl::Buffer output;
    cl::Kernel kernel;
};

// A stream of frames through one kernel: frame f goes through slot f % 2.
// A frame is `bytes` long, in and out alike; frame f's picture is at
// host_frames[f] in host memory, and its result goes to host_results[f].
struct FrameStream {
    std::array<FrameSlot, 2> slots;
    cl::NDRange global;
    cl::NDRange local;
    std::size_t bytes;
    std::vector<const std::uint8_t*> host_frames;
    std::vector<std::uint8_t*> host_results;
};

// Enqueues every frame of `stream` and returns without waiting: frame f's
// upload (into its slot's input, on queues.upload), its kernel (on
// queues.compute) and its download (of its slot's output, on
// queues.download). Events alone order them:
// - the upload waits for frame_ready[f] (its picture is in host memory)
//   and, from frame 2 on, for frame f - 2's kernel, the last reader of the
//   slot's picture;
// - the kernel waits for its upload and, from frame 2 on, for frame f - 2's
//   download, the last reader of the slot's result;
// - the download waits for the kernel.
// Returns uploads[f], kernels[f] and downloads[f], each frame's commands.
using FramesFunction = JobEvents (*)(const PipelineQueues& queues, const FrameStream& stream,
                                     const std::vector<cl::Event>& frame_ready);

// The starter, with TODOs (frames_starter.cpp).
JobEvents enqueue_frames_exercise(const PipelineQueues& queues, const FrameStream& stream,
                                  const std::vector<cl::Event>& frame_ready);

// The solution (solutions/07-frames.cpp).
JobEvents enqueue_frames(const PipelineQueues& queues, const FrameStream& stream,
                         const std::vector<cl::Event>& frame_ready);

}  // namespace ocltut

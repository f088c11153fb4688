// Lesson 07's host-code exercise: enqueue_stencil_job (pipeline.cpp) to
// write yourself, with TODOs where each strip's bytes and the events that
// order the strips go. The exercise checker runs it on lesson 01's Sobel
// with the lesson's finished kernel: `check 07-host`, after rebuilding the
// checker (docs/host-code-exercises.md).
#pragma once

#include "pipeline.hpp"

namespace ocltut {

// What enqueue_stencil_job does, once the TODOs are done: one job enqueued
// over `strips` on the three queues, returning without waiting.
JobEvents enqueue_stencil_job_exercise(const PipelineQueues& queues, const StencilJob& job,
                                       const std::vector<Strip>& strips,
                                       const std::vector<cl::Event>& strip_ready = {});

}  // namespace ocltut

// The check of lesson 07's host-code exercise (07-host): a function that
// enqueues a stencil job strip by strip, as enqueue_stencil_job does, run
// on an input for several strip counts, with each strip's upload held back
// until the check lets it go, and its results verified.
#pragma once

#include "pipeline.hpp"

#include "stages/stage.hpp"

namespace ocltut {

// enqueue_stencil_job, or a function of the same signature to check.
using StencilJobFunction = JobEvents (*)(const PipelineQueues&, const StencilJob&, const std::vector<Strip>&,
                                         const std::vector<cl::Event>&);

// The check of `enqueue` on a picture (the luminance), with the kernels of
// config.kernel_file (pipeline.cl):
// - lesson 01's Sobel on 1, 2, 3 and 5 strips and one strip per row (those
//   counts the height allows), dX and dY verified bit for bit for each
//   (named "dX (3 strips)" and so on);
// - lesson 04's sharpening on 5 strips of an RGBA picture made of the
//   input, where a row is four times as many bytes as pixels.
// Every run gives the function one user event per strip as strip_ready and
// sets them one at a time, in strip order, each once the strip before has
// landed: a command that does not wait for an upload it reads then runs
// before that upload has even started, whatever the timing. Such a command,
// a function that waits for its own commands, or one that returns the
// wrong events throws HostCodeMistake, saying which and why. Not timed.
StageResult check_stencil_job_function(const Runtime& runtime, const Image& gray, const RunConfig& config,
                                       StencilJobFunction enqueue);

}  // namespace ocltut

// The check of lesson 07's exercise 07-frames (frames.hpp): a function that
// enqueues a stream of frames through two device slots, run on frames made
// of an RGBA picture, with its commands held back by the check's own
// events, and every frame's result verified.
#pragma once

#include "frames.hpp"

#include "common/tutorial/verify.hpp"

namespace ocltut {

// The check of `enqueue` on five frames made of `rgba` (frame f: every byte
// plus 37 f, wrapping round, so that no two frames are alike), through
// sharpen_strip of config.kernel_file (pipeline.cl) over the whole frame,
// in two runs:
// - frames held: each frame's frame_ready set one at a time, in order, each
//   once the frame before has been uploaded; while frame f is held back,
//   its upload, kernel and download must not run;
// - slots held: every frame_ready set, but the compute queue held back by a
//   barrier until frames 0 and 1 are uploaded, then the download queue
//   until frames 0 and 1 are computed; frame 1, in the other slot, must get
//   that far, and frame 2, in frame 0's slot, no further.
// Each run's five results are verified against sharpen_golden ("frame 2
// (slots held)" and so on). A command run too early, a function that waits
// for its own commands, or events of the wrong commands or queues throw
// HostCodeMistake, saying which and why. Not under Oclgrind, which cannot
// hold a command back for an event the host sets later.
std::vector<Verification> check_frames_function(const Runtime& runtime, const Image& rgba, const RunConfig& config,
                                                FramesFunction enqueue);

}  // namespace ocltut

// A stream of frames through lesson 07's pipeline: frame after frame of
// Sobel, with no wait between frames, so that the next frame's first strips
// cross the bus while this frame's last ones are computed.
#pragma once

#include "pipeline.hpp"

#include "common/tutorial/verify.hpp"

#include <vector>

namespace ocltut {

// Frame `frame` of a pan across `gray`: the picture moved left by
// frame * step pixels, wrapping round, and repeated to fill width x height.
Image pan_frame(const Image& gray, int frame, int step, int width, int height);

struct StreamRun {
    int frames = 0;
    double milliseconds = 0;  // from the first enqueue to the last frame back, host clock
    double frames_per_second() const { return milliseconds > 0 ? frames * 1000.0 / milliseconds : 0; }
    std::vector<SobelGradients> kept;  // each frame's dX and dY, when asked to keep them
};

// Runs `frame_count` frames of Sobel through the pipeline on `strips`, frame
// f taken from sources[f % sources.size()] (pictures already in pinned
// memory, as a camera's driver would leave them). Two device pictures and
// two sets of outputs take turns. With `keep`, every frame's dX and dY are
// kept (in pinned memory of their own, then copied out).
StreamRun run_sobel_stream(const Runtime& runtime, const PipelineQueues& queues, const cl::Program& program,
                           const std::vector<Image>& sources, int frame_count, const std::vector<Strip>& strips,
                           const LocalSize& requested_local, bool keep);

}  // namespace ocltut

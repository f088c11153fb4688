// A timeline of commands on several queues, drawn from their profiling
// events: one lane per queue, one bar per command, on one time axis, so that
// overlap (or its absence) can be seen. Written as a picture and as a trace
// in the Chrome trace event format, which Perfetto (ui.perfetto.dev) and
// chrome://tracing open.
#pragma once

#include "common/opencl/opencl.hpp"
#include "common/tutorial/image_io.hpp"

#include <string>
#include <vector>

namespace ocltut {

// A command to show: the lane (its queue's name), its own name, its event.
struct TimelineCommand {
    std::string lane;
    std::string name;
    cl::Event event;
};

// One bar, in milliseconds from the earliest command's start.
struct TimelineBar {
    std::string lane;
    std::string name;
    double start_ms;
    double end_ms;
};

// The bars of completed commands, from CL_PROFILING_COMMAND_START and _END
// (their queues made with CL_QUEUE_PROFILING_ENABLE), lanes in the order
// they first appear. Nothing when any command's timestamps cannot be real
// (plausible_timestamps, profiling.hpp): a timeline from them would lie.
std::vector<TimelineBar> timeline_bars(const std::vector<TimelineCommand>& commands);

// The bars drawn: `title` on top, a lane per queue with its name, a time
// axis in milliseconds below.
Image timeline_picture(const std::vector<TimelineBar>& bars, const std::string& title);

// The bars as a Chrome trace: {"traceEvents": [...]}, one complete ("X")
// event per bar, times in microseconds, a thread per lane, named.
std::string chrome_trace(const std::vector<TimelineBar>& bars);

}  // namespace ocltut

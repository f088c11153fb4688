// What the checks of lesson 07's host-code exercises (07-host, 07-frames)
// share: they hold a learner's commands back with user events of their own,
// call the learner's function under a watchdog, and watch which commands
// run.
#pragma once

#include "pipeline.hpp"

#include <chrono>
#include <functional>
#include <mutex>
#include <vector>

namespace ocltut {

// Whether a command has ended: CL_COMPLETE, or failed (a negative status).
bool has_ended(const cl::Event& event);

// How often the checks look at a command's status while they wait for it.
constexpr std::chrono::microseconds poll_interval{200};

// Looks at `event` every poll_interval until it has ended or `until` has
// come, without blocking on it: whether it ended.
bool ended_by(const cl::Event& event, std::chrono::steady_clock::time_point until);

// Waits up to `limit` for `events` to end, then for every command enqueued
// so far on the three queues (their end_markers, as finish() in
// pipeline.cpp waits for), by looking at them rather than blocking. False
// when one has not ended by then: a learner's command that waits for an
// event no one sets (a user event of its own, say) would otherwise hold the
// check for ever, and the check's own finding with it.
bool ended_within(const std::vector<cl::Event>& events, const PipelineQueues& queues, std::chrono::milliseconds limit);

// User events, closed until the check opens them, each once: a command
// that has one in its wait list is held back until then. Thread-safe: a
// watchdog may open them all while the learner's function runs.
class EventGates {
public:
    EventGates(const cl::Context& context, std::size_t count);
    EventGates(const EventGates&) = delete;
    EventGates& operator=(const EventGates&) = delete;

    // The gates as events, for wait lists.
    const std::vector<cl::Event>& events() const { return events_; }

    void open(std::size_t k);
    void open_all();

private:
    std::mutex mutex_;
    std::vector<cl::UserEvent> gates_;
    std::vector<cl::Event> events_;
    std::vector<bool> open_;
};

// Calls `call` and returns whether it had to be let go: a function that
// waits for one of its own commands, which the check holds back, would
// wait forever, so after `limit` a watchdog calls `let_go` (which lets
// every command go) and `call` returns. An OpenCL error in `let_go` leaves
// it stuck, for the checker's own time limit to stop. What `call` throws
// is thrown on, once the watchdog is stopped.
bool call_watched(const std::function<void()>& call, std::chrono::milliseconds limit,
                  const std::function<void()>& let_go);

}  // namespace ocltut

// What the checks of lesson 07's host-code exercises (07-host, 07-frames)
// share: they hold a learner's commands back with user events, and watch
// which of them run.
#pragma once

#include "common/lesson.hpp"

#include <chrono>
#include <functional>

namespace ocltut {

// Whether a command has ended: CL_COMPLETE, or failed (a negative status).
bool has_ended(const cl::Event& event);

// Calls `call` and returns whether it had to be let go: a function that
// waits for one of its own commands, which the check holds back, would
// wait forever, so after `limit` a watchdog calls `let_go` (which lets
// every command go) and `call` returns. An OpenCL error in `let_go` leaves
// it stuck, for the checker's own time limit to stop. What `call` throws
// is thrown on, once the watchdog is stopped.
bool call_watched(const std::function<void()>& call, std::chrono::milliseconds limit,
                  const std::function<void()>& let_go);

}  // namespace ocltut

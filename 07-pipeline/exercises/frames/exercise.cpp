// Exercise 07-frames (docs/exercises-07.md): lesson 07's idea, transfers on
// queues of their own overlapping the kernels, ordered by events, applied
// to the host code of a double-buffered stream of frames. It is host code,
// compiled into the checker and run with the lesson's finished kernels; its
// check (frames_check.hpp) holds the learner's commands back with events of
// its own and verifies every frame.
#include "frames_check.hpp"

#include "stages/exercise.hpp"

#include <vector>

namespace ocltut {

std::vector<Exercise> exercises_07_frames()
{
    Exercise exercise = host_code_problem("07-pipeline", "07-frames",
                                          "a double-buffered stream of frames: two slots, events between three queues",
                                          "exercises/frames/frames_starter.cpp", "07-pipeline/pipeline.cl",
                                          enqueue_frames_exercise, enqueue_frames, check_frames_function);
    exercise.input_channels = 4;
    // Its check holds commands back with user events: not under Oclgrind.
    exercise.under_oclgrind = false;
    return {exercise};
}

}  // namespace ocltut

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

namespace {

ExerciseRun frames_checked(FramesFunction enqueue)
{
    return [enqueue](const Runtime& runtime, const Image& rgba, const RunConfig& config) {
        return check_frames_function(runtime, rgba, config, enqueue);
    };
}

// A host-code exercise: C++ compiled into the checker, run with the
// lesson's finished kernels.
Exercise frames_exercise()
{
    Exercise exercise = new_problem("07-pipeline", "07-frames",
                                    "a double-buffered stream of frames: two slots, events between three queues",
                                    "exercises/frames/frames_starter.cpp", frames_checked(enqueue_frames_exercise));
    exercise.solution_file = "solutions/07-frames.cpp";
    exercise.solution_run = frames_checked(enqueue_frames);
    exercise.kernel_file = "07-pipeline/pipeline.cl";
    exercise.input_channels = 4;
    // Its check holds commands back with user events: not under Oclgrind.
    exercise.under_oclgrind = false;
    return exercise;
}

}  // namespace

std::vector<Exercise> exercises_07_frames()
{
    return {frames_exercise()};
}

}  // namespace ocltut

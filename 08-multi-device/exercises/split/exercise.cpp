// Exercise 08-split (docs/exercises-08.md): the rows of a picture shared
// among devices by weight, with each device's halo rows, in host code. Its
// starter is a library of its own (split_starter.cpp), so that a test can
// link a wrong solution in its place; its solution is compiled in beside it.
#include "split_check.hpp"

#include "stages/exercise.hpp"

namespace ocltut {

namespace {

ExerciseRun split_checked(SplitFunction split)
{
    return [split](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        return check_split_function(runtime, gray, config, split);
    };
}

}  // namespace

std::vector<Exercise> exercises_08_split()
{
    Exercise exercise = new_problem("08-multi-device", "08-split",
                                    "a picture's rows shared among devices by their speed, with their halo rows",
                                    "exercises/split/split_starter.cpp", split_checked(split_with_halos_exercise));
    exercise.solution_file = "solutions/08-split.cpp";
    exercise.solution_run = split_checked(split_with_halos);
    exercise.kernel_file = "07-pipeline/pipeline.cl";
    return {exercise};
}

}  // namespace ocltut

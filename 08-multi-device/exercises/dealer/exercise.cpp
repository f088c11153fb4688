// Exercise 08-dealer (docs/exercises-08.md): the dealer of a stream of
// frames, which decides which device takes the next one, in host code. Its
// starter is a library of its own (dealer_starter.cpp), so that a test can
// link a wrong solution in its place; its solution is compiled in beside it.
#include "dealer_check.hpp"

#include "stages/exercise.hpp"

namespace ocltut {

namespace {

ExerciseRun dealer_checked(DealFunction deal)
{
    return [deal](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        return check_dealer_function(runtime, gray, config, deal);
    };
}

}  // namespace

std::vector<Exercise> exercises_08_dealer()
{
    Exercise exercise = new_problem("08-multi-device", "08-dealer",
                                    "a stream of frames dealt to the device that would finish each first",
                                    "exercises/dealer/dealer_starter.cpp", dealer_checked(deal_stream_exercise));
    exercise.solution_file = "solutions/08-dealer.cpp";
    exercise.solution_run = dealer_checked(deal_stream);
    exercise.kernel_file = "07-pipeline/pipeline.cl";
    return {exercise};
}

}  // namespace ocltut

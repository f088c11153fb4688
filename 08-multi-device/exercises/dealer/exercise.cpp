// Exercise 08-dealer (docs/exercises-08.md): the dealer of a stream of
// frames, which decides which device takes the next one, in host code. Its
// starter is a library of its own (dealer_starter.cpp), so that a test can
// link a wrong solution in its place; its solution is compiled in beside it.
#include "dealer_check.hpp"

#include "stages/exercise.hpp"

namespace ocltut {

std::vector<Exercise> exercises_08_dealer()
{
    return {host_code_problem("08-multi-device", "08-dealer",
                              "a stream of frames dealt to the device that would finish each first",
                              "exercises/dealer/dealer_starter.cpp", "07-pipeline/pipeline.cl", deal_stream_exercise,
                              deal_stream, check_dealer_function)};
}

}  // namespace ocltut

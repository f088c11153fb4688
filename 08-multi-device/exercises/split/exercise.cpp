// Exercise 08-split (docs/exercises-08.md): the rows of a picture shared
// among devices by weight, with each device's halo rows, in host code. Its
// starter is a library of its own (split_starter.cpp), so that a test can
// link a wrong solution in its place; its solution is compiled in beside it.
#include "split_check.hpp"

#include "stages/exercise.hpp"

namespace ocltut {

std::vector<Exercise> exercises_08_split()
{
    return {host_code_problem("08-multi-device", "08-split",
                              "a picture's rows shared among devices by their speed, with their halo rows",
                              "exercises/split/split_starter.cpp", "07-pipeline/pipeline.cl", split_with_halos_exercise,
                              split_with_halos, check_split_function)};
}

}  // namespace ocltut

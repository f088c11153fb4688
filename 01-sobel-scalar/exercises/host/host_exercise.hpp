// Exercise 01-host as lesson 01's stage carries it
// (01-sobel-scalar/tools/stages.cpp): the lesson's run_sobel_scalar and the
// learner's starter (sobel_scalar_host_starter.cpp), each run once and
// verified against the golden.
#pragma once

#include "stages/stage.hpp"

namespace ocltut {

HostExercise sobel_scalar_host_exercise();

}  // namespace ocltut

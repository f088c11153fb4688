// Exercise 07-host as lesson 07's Sobel stage carries it
// (07-pipeline/tools/stages.cpp): the lesson's enqueue_stencil_job and the
// learner's starter (pipeline_host_starter.cpp), each checked with every
// strip's upload held back (pipeline_host_check.hpp).
#pragma once

#include "stages/stage.hpp"

namespace ocltut {

HostExercise pipeline_host_exercise();

}  // namespace ocltut

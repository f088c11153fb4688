// Lesson 01's host-code exercise: run_sobel_scalar (sobel_scalar.cpp) to
// write yourself, with TODOs where its OpenCL calls go. The exercise checker
// runs it with the lesson's finished kernel: `check 01-host`, after
// rebuilding the checker (docs/host-code-exercises.md).
#pragma once

#include "sobel_scalar.hpp"

namespace ocltut {

// What run_sobel_scalar does on the copy path, once the TODOs are done: the
// kernel sobel_scalar of `program` run once on `gray`, dX and dY read back.
SobelScalarRun run_sobel_scalar_host_exercise(const Runtime& runtime, const cl::Program& program, const Image& gray,
                                              const LocalSize& requested_local);

}  // namespace ocltut

// The program around a Sobel stage (lessons 01, 02, 06): options, device,
// input picture, the stage's host runner, verification against the golden,
// the three output pictures and the timing report. Each lesson's main() is
// one call to run_sobel_app with its own runner.
#pragma once

#include "golden.hpp"
#include "lesson.hpp"
#include "verify.hpp"

#include <string>
#include <vector>

namespace ocltut {

// What a Sobel host runner returns: the gradients read back from the device
// and the measurements of each kernel it launched.
struct SobelRun {
    SobelGradients gradients;
    std::vector<KernelReport> reports;
};

// Its runner takes the luminance picture.
using SobelStage = LessonStage<SobelRun>;

// dX, dY and the magnitude of `got` compared with `expected`, bit for bit.
std::vector<Verification> verify_sobel(const SobelGradients& expected, const SobelGradients& got);

// Writes sobel-dx.png (|dX|), sobel-dy.png (|dY|) and sobel.png (magnitude).
void write_sobel_pictures(const std::filesystem::path& dir, const SobelGradients& gradients);

// The whole program; returns the exit code (0 only when verification passed).
int run_sobel_app(int argc, char** argv, const SobelStage& stage);

}  // namespace ocltut

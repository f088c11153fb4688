// The program around a Sobel stage (lessons 01, 02, 06): options, device,
// input picture, the stage's host runner, verification against the golden,
// the three output pictures and the timing report. Each lesson's main() is
// one call to run_sobel_app with its own runner.
#pragma once

#include "golden.hpp"
#include "lesson.hpp"
#include "verify.hpp"

#include <functional>
#include <string>
#include <vector>

namespace ocltut {

// What a Sobel host runner returns: the gradients read back from the device
// and the measurements of each kernel it launched.
struct SobelRun {
    SobelGradients gradients;
    std::vector<KernelReport> reports;
};

using SobelRunner = std::function<SobelRun(const Runtime&, const Image& gray, const RunConfig&)>;

// The device memory of every Sobel runner: the luminance in, dX and dY out,
// one byte per pixel each.
struct SobelBuffers {
    cl::Buffer input;
    cl::Buffer dx;
    cl::Buffer dy;
};

// Checks the image fits in one device buffer (UserError otherwise), uploads
// it, and fills dX and dY with poison_byte so that the verified launch must
// write every pixel.
SobelBuffers make_sobel_buffers(const Runtime& runtime, const Image& gray);

// Binds the arguments every Sobel kernel takes: (in, dx_out, dy_out, width, height).
void set_sobel_args(cl::Kernel& kernel, const SobelBuffers& buffers, const Image& gray);

// Reads dX and dY back into the host's gradients.
SobelGradients read_sobel_gradients(const Runtime& runtime, const SobelBuffers& buffers, const Image& gray);

struct SobelStage {
    std::string lesson;        // "01-sobel-scalar": the output folder's name
    std::string title;         // one line for --help
    std::string kernel_file;   // relative to the project root
    SobelRunner run;
};

// dX, dY and the magnitude of `got` compared with `expected`, bit for bit.
std::vector<Verification> verify_sobel(const SobelGradients& expected, const SobelGradients& got);

// Writes sobel-dx.png (|dX|), sobel-dy.png (|dY|) and sobel.png (magnitude).
void write_sobel_pictures(const std::filesystem::path& dir, const SobelGradients& gradients);

// The whole program; returns the exit code (0 only when verification passed).
int run_sobel_app(int argc, char** argv, const SobelStage& stage);

}  // namespace ocltut

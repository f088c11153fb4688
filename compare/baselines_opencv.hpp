// OpenCV as a baseline: the calls a user would make instead of writing
// kernels, on the same inputs, in the same run. Built only when CMake finds
// OpenCV's core and imgproc (compare/CMakeLists.txt defines
// OCLTUT_HAVE_OPENCV then); without them compare says that its OpenCV rows
// are skipped.
//
// Two kinds of row:
//   on the host, cv::Mat: OpenCV's CPU code with its default threads;
//   cv::UMat ("T-API"): OpenCV's own OpenCL kernels, run on the device the
//   lessons run on (OpenCV is handed that device's context). OpenCV falls
//   back to its CPU code without a word when its OpenCL code declines a
//   call; docs/performance.md shows how to see that it did not.
#pragma once

#include "measure.hpp"

#include "common/opencl/device.hpp"
#include "common/tutorial/image_io.hpp"
#include "stages/stage.hpp"

#include <memory>
#include <string>
#include <vector>

namespace ocltut::compare {

// OpenCV's version, as its headers give it: "4.6.0".
std::string opencv_version();

// OpenCV's OpenCL path on one device, for as long as it lives: OpenCV uses
// the device's context (and a queue of its own) for every cv::UMat call.
class OpenCvDevice {
public:
    // Attaches `runtime`'s context. When OpenCV cannot run OpenCL there (no
    // OpenCL in its build, or it refuses the context), `unavailable` says
    // why and only the host rows are measured.
    explicit OpenCvDevice(const Runtime& runtime);
    bool available() const { return unavailable.empty(); }
    std::string unavailable;
};

// OpenCV's rows at one size: each lesson's OpenCV calls
// (compare/opencv_calls.hpp), on the host and, where `device` is available,
// through cv::UMat on it, on its first stage's input and under its
// algorithm. Each is checked against the golden before it is timed.
// `iterations` caps the timed runs.
std::vector<Row> measure_opencv(const OpenCvDevice& device, const std::vector<Stage>& stages, const Image& gray,
                                const Image& rgba, const Size& size, int iterations);

}  // namespace ocltut::compare

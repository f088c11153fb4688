// The baselines each stage is compared with, on the same inputs and in the
// same run: what a user would write or call instead of OpenCL. A plain C++
// loop, single-threaded and single-pass, and (baselines_opencv.hpp) OpenCV.
// The lessons give them (each algorithm's first stage its plain loop, a
// lesson's NN-name/tools/opencv.cpp its OpenCV calls): compare names no algorithm.
// Each is checked against the golden before its time counts, and timed on
// the host's clock: the median of at least 5 runs after a warm-up run.
#pragma once

#include "measure.hpp"

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/verify.hpp"
#include "stages/stage.hpp"

#include <functional>
#include <string>
#include <vector>

namespace ocltut::compare {

// How a baseline is timed: unlike a kernel, which is timed exactly
// --iterations times, `call` runs once untimed, then is timed on the host's
// clock at least `min_baseline_runs` times, and up to `max_runs` times
// (--iterations) while the runs so far take less than `baseline_budget_ms`
// in all: a single-threaded loop over a large picture takes a while, and
// --iterations 100 of them would make compare a wait.
inline constexpr int min_baseline_runs = 5;
inline constexpr double baseline_budget_ms = 1000;
TimingStats time_baseline(const std::function<void()>& call, int max_runs);

// One baseline call's row at one size, for `algorithm` under `lesson` (a
// baseline's kind: plain_loop_lesson, opencv_lesson): run once (its input
// uploaded first and its outputs downloaded after, for a call on the
// device), checked, and timed only when the check passed; the whole job of
// a device call is its upload, the call and its download. An exception
// (OpenCV's among them) is the row's failure. `iterations` caps the runs.
Row measure_baseline(const BaselineCall& call, const std::string& algorithm, const std::string& lesson,
                     const Size& size, int iterations);

// The picture `stage` takes at one size: the luminance or the RGBA one.
inline const Image& stage_input(const Stage& stage, const Image& gray, const Image& rgba)
{
    return stage.input_channels == 1 ? gray : rgba;
}

// The plain loops' rows at one size: each stage's plain_loop, on its input.
std::vector<Row> measure_plain_loops(const std::vector<Stage>& stages, const Image& gray, const Image& rgba,
                                     const Size& size, int iterations);

// The failure text of checks that did not pass ("" when all did), as the
// rows' "failure" shows it: "dX: 3 values differ; ".
std::string failures_of(const std::vector<Verification>& verifications);

}  // namespace ocltut::compare

// A "stage" is one lesson's way of computing one algorithm, as the
// comparison tool and the exercise checker see it: run it on an input, get
// back its verification against the golden and the measurements of each
// kernel it launched. A stage's run calls the same host function as the
// lesson's main(), so the tools and the lesson cannot disagree.
//
// Each lesson defines `std::vector<Stage> stages_<lesson>()` (the lesson's
// folder name with '-' as '_', e.g. stages_01_sobel_scalar) in its
// stages.cpp; CMake generates the list of all of them (stages/CMakeLists.txt)
// from the lessons registered with add_lesson(), so the comparison tool and
// the exercise checker pick up a new lesson without being edited. This is no
// part of common/, the lessons' helper library: only the tools need it.
#pragma once

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/ndrange.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/verify.hpp"
#include "going-further/going_further.hpp"

#include <cstddef>
#include <functional>
#include <initializer_list>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace ocltut {

struct StageResult {
    StageResult() = default;
    // What a run that verified and timed its kernels returns: the
    // verifications, the kernels' reports, the whole job's time and, for a
    // stage that runs its own way, how it did the job.
    StageResult(std::vector<Verification> checks, std::vector<KernelReport> kernel_reports = {},
                TimingStats whole_job = {}, std::string way = {})
        : verifications(std::move(checks)), reports(std::move(kernel_reports)), end_to_end(std::move(whole_job)),
          end_to_end_way(std::move(way))
    {}

    std::vector<Verification> verifications;  // all must pass for the timings to count
    std::vector<KernelReport> reports;        // one per kernel the stage launched
    // The whole job on the run's config.memory path, timed on the host's
    // clock: writing the input, every kernel, reading the outputs back
    // (median over config.iterations after config.warmup).
    TimingStats end_to_end;
    // How a stage that runs its own way (Stage::runs_its_own_way) did the
    // whole job, as the comparison names its path: "pinned, 16 strips".
    std::string end_to_end_way;
    // False for a stage whose job brings back other outputs than its
    // algorithm's (lesson 06's magnitude: one plane, not dX and dY): its
    // end-to-end time is then not compared with the algorithm's bus floor.
    bool algorithm_outputs = true;
    // Set, and nothing else, when the device cannot run the stage on this
    // input (lesson 06's image input beyond the device's image size): why.
    // The comparison skips the stage there with this note; it is no failure.
    std::string unsupported;
};

// Runs a stage's host code on an input with the kernel file `config` names.
using StageRun = std::function<StageResult(const Runtime&, const Image& input, const RunConfig& config)>;

// Thrown by a host-code exercise's run on a mistake that the outputs need
// not show: a command that ran before what it reads had landed, say. Its
// message says what went wrong and what the code must do instead; the
// checker reports it as a wrong solution.
struct HostCodeMistake : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A lesson's host-code exercise: the host function a stage's run calls,
// given again as a starter with TODOs where the OpenCL calls go. Unlike a
// kernel, it is C++, compiled into the checker: it is checked as built, the
// finished function or the starter, either with the lesson's finished kernel.
// Both runs only verify (the starter's launch may be missing, so there is
// nothing to time).
struct HostExercise {
    std::string name;           // how the checker names it: "01-host"
    std::string finished_file;  // the lesson's host code, relative to the project root
    std::string starter_file;   // the starter, relative to the project root
    std::string hints_page;     // between <!-- NAME exercise hints --> and <!-- end of NAME exercise hints -->
    StageRun finished_run;
    StageRun starter_run;
    // Whether the checker runs a solved check again under Oclgrind. Not for
    // a check that holds commands back with user events: Oclgrind runs a
    // queue's commands in the host's thread when it is flushed, so that
    // flush would wait forever for an event the check sets later.
    bool under_oclgrind = true;
};

// One setting of a going-further kernel's knobs that the knob sweep
// (compare/sweep.cpp) tries: what the lesson's options would say (Tuning:
// going-further/going_further.hpp).
struct KnobSetting {
    Tuning tuning;                               // --tune; {}: the device's defaults
    LocalSize local{0, 0};                       // --local-size; {0, 0}: the lesson's choice
    std::map<std::string, std::string> options;  // the lesson's own options: {{"--order", "contiguous"}}
};

// What one setting did, as the sweep prints it.
struct KnobOutcome {
    std::string setting;  // the knobs as the run resolved them: "local 32x4 sobel_packed ROWS=4"
    std::string
        lesson_args;  // the lesson's options that reproduce them: "--variant packed --local-size 32x4 --tune ROWS=4"
    bool verified = false;  // the outputs against the golden
    KernelReport report;    // the kernel timed, verified or not
};

// Runs one setting on the picture it was made for (KnobSweep::on_picture):
// `config` names the stage's kernel file, the iterations, and the setting's
// --tune (a TunedConfig, going_further.hpp) and --local-size; `setting`
// also holds the lesson's own options.
using KnobTrial = std::function<KnobOutcome(const Runtime&, const KnobSetting& setting, const TunedConfig& config)>;

// The picture the sweep tries a kernel on after the photo: random bytes,
// or, for a kernel whose speed depends on the pixels (a histogram's
// atomics), a constant picture, its worst case.
enum class SweepPicture { random, constant };

// A going-further kernel's knobs, as the knob sweep tries them.
struct KnobSweep {
    // The settings for a kind of device, the device's defaults first: "gpu"
    // (sized for an NVIDIA H100: 132 compute units, warps of 32, up to 1024
    // work-items and 48 KiB of local memory per group), "cpu" (for PoCL on
    // a few cores) or "quick" (two or three, to check that the sweep runs).
    std::function<std::vector<KnobSetting>(const std::string& grid)> settings;
    SweepPicture second_picture = SweepPicture::random;
    // Makes `picture`'s golden, once, and returns the trial of a setting on
    // it. `picture` must outlive the trial.
    std::function<KnobTrial(const Image& picture)> on_picture;
};

// Each of `values` of the knob `name`, in each of the group shapes `locals`.
void add_knob_grid(std::vector<KnobSetting>& settings, const std::string& name, std::initializer_list<int> values,
                   const std::vector<LocalSize>& locals);

// "COPIES=8,LOADS=2": knobs as --tune takes them.
std::string tune_text(const Tuning& tuning);

// "32x4": a work-group size as --local-size takes it.
std::string local_size_text(const cl::NDRange& local);

// What a whole job of an algorithm moves between host and device: its
// input up and its outputs back, per pixel, and outputs of a fixed size
// (Sobel: 1 byte in, 2 out; a histogram: 1 in, 256 bins of 4 bytes out).
// The comparison times these bytes over the bus as the job's floor.
struct JobBytes {
    std::size_t in_per_pixel = 0;
    std::size_t out_per_pixel = 0;
    std::size_t out_fixed = 0;
    std::size_t in(std::size_t pixels) const { return in_per_pixel * pixels; }
    std::size_t out(std::size_t pixels) const { return out_per_pixel * pixels + out_fixed; }
};

// One way a user would compute an algorithm without the lessons' kernels (a
// plain loop, a library's call), made for one input: it computes into
// outputs of its own, which its check reads.
struct BaselineCall {
    std::string label;  // as the comparison's rows name it: "single-pass loop (1 thread)"
    WorkModel work;
    std::function<void()> run;                         // the call, finished when it returns
    std::function<std::vector<Verification>()> check;  // of what the last run wrote, against the golden
    // A call on the device (OpenCV's cv::UMat): its input up, its outputs
    // back to where `check` reads them. Empty for a call on the host.
    std::function<void()> upload;
    std::function<void()> download;
};

// Makes an algorithm's baseline calls for `input` (the luminance or RGBA,
// as the stage's input_channels say), which must outlive them.
using BaselineHook = std::function<std::vector<BaselineCall>(const Image& input)>;

// Built field by field, each by its name (a lesson's stages.cpp): a field
// left out keeps the default written here.
struct Stage {
    std::string algorithm;    // "Sobel", "histogram", "sharpen": rows of one algorithm are compared
    std::string lesson;       // "01-sobel-scalar"
    std::string kernel_file;  // relative to the project root
    // The lesson's exercise: kernel_file with TODOs where the bodies go
    // (relative to the project root). The exercise checker runs the stage
    // with it or with a learner's file; its hints are on the lesson's page,
    // docs/<lesson>.md.
    std::string starter_file;
    std::string build_options;  // what a typical run builds it with (for the build-cost measurement)
    int input_channels = 1;     // 1: the luminance, 4: RGBA
    JobBytes job;               // the algorithm's whole job, the same for each of its stages
    StageRun run;
    // The plain C++ loop a user would write for the algorithm, on its first
    // stage only: the comparison times it beside the stages (the lesson's
    // NN-name/tools/baselines.cpp).
    BaselineHook plain_loop;
    // The lesson's host-code exercise, when this stage's host function is
    // also given as a starter. It belongs to the stage, not beside it, so the
    // comparison tool, which measures stages, never sees it.
    std::optional<HostExercise> host_exercise;
    // A stage that does the whole job its own way, whatever config.memory
    // says (lesson 07: pinned memory, strips and three queues, or zero copy
    // where the device shares the host's memory): the comparison runs it
    // once, and its result names the way (StageResult::end_to_end_way).
    // False: the stage follows config.memory and is run on every path.
    bool runs_its_own_way = false;
    // The knobs of a going-further kernel, for the knob sweep; none for a
    // stage without knobs worth trying.
    std::optional<KnobSweep> knob_sweep;
};

// A lesson's going-further kernel as a stage: `build_options` are what a
// typical run builds it with, and its rows' kernel names end in
// " (going further)", since the kernel's name alone would not say it.
Stage going_further_stage(Stage stage, const std::string& build_options);

// One report for kernels that together compute one result (a counting
// kernel and the merge after it): times and bytes add up, so the stage is
// compared as a whole. The median of the sum is taken as the sum of the
// medians, close enough for kernels timed one after the other.
KernelReport combined_report(const std::string& name, const std::vector<KernelReport>& parts);

// Every stage of every lesson, in lesson order (all_stages.cpp, generated).
std::vector<Stage> all_stages();

}  // namespace ocltut

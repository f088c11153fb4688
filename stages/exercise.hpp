// An exercise, as the exercise checker (check/) runs it: a file the learner
// completes (the starter), the file that solves it, and a run that checks a
// candidate on one input against the exercise's CPU golden.
//
// Some exercises come from the lessons' stages, and the checker makes them
// itself: a lesson's own kernel written again from its starter
// (Stage::starter_file), and a lesson's host code (Stage::host_exercise).
// The others are new problems that build on a lesson. Each is declared in
// its own folder, <lesson>/exercises/<id>/, by a function
//   std::vector<Exercise> exercises_<name>()
// (the exercise's name with '-' as '_', e.g. exercises_01_scharr), in a
// library its folder's CMakeLists.txt registers with add_exercise()
// (stages/exercises.cmake), with the files it reads and its tests. CMake
// generates the list of all of them, declared_exercises(), in the order
// the lessons add their exercises' folders, so that the checker takes a
// new exercise without being edited.
#pragma once

#include "common/opencl/device.hpp"
#include "common/tutorial/image_io.hpp"
#include "common/tutorial/ndrange.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/verify.hpp"

#include <functional>
#include <string>
#include <vector>

namespace ocltut {

// Checks a candidate on one input: runs it with the host code and returns
// its outputs verified against the golden. For a kernel exercise, the
// candidate is the kernel file `config` names, which the run builds. It
// throws HostCodeMistake (stages/stage.hpp) for a mistake the outputs need
// not show, UserError where the device cannot run it.
using ExerciseRun =
    std::function<std::vector<Verification>(const Runtime&, const Image& input, const RunConfig& config)>;

struct Exercise {
    std::string name;           // how the checker names it: "01-prewitt"; it starts with its lesson's number
    std::string title;          // what `check list` says it is: "Prewitt gradients, one work-item per pixel"
    std::string lesson;         // the lesson it builds on: "01-sobel-scalar"
    std::string starter_file;   // what the learner completes, relative to the project root
    std::string solution_file;  // what the checker points to once it is solved, relative to the project root
    int input_channels = 1;     // what `run` takes: 1 the luminance, 4 RGBA
    ExerciseRun run;
    // Where its hints are: the page, relative to the project root, and the
    // words of the markers around them there:
    //   <!-- WORDS -->  ...  <!-- end of WORDS -->
    // ("01-prewitt exercise hints"), each hint a
    // <details><summary>Hint N</summary> ... </details> block.
    std::string hints_page;
    std::string hints_section;
    // Whether a right solution is checked again under Oclgrind, which finds
    // races and accesses out of bounds. Not for a check that holds commands
    // back with user events: Oclgrind runs a queue's commands in the host's
    // thread when it is flushed, so that flush would wait forever.
    bool under_oclgrind = true;
    // A lesson's own code written again from a starter: a warm-up, listed
    // first, but `check next` names the new problems before it.
    bool warm_up = false;

    // A host-code exercise only: its code is C++, compiled into the
    // checker, so it cannot be swapped for a file. `run` calls the starter's
    // function, `solution_run` the solution's; both build `kernel_file`, the
    // lesson's finished kernel, relative to the project root.
    ExerciseRun solution_run;
    std::string kernel_file;

    bool host_code() const { return static_cast<bool>(solution_run); }
};

// A new problem that builds on `lesson` ("01-sobel-scalar"), as a lesson
// declares one: `name` ("01-scharr"), `title`, its starter `starter`, a file
// named from the lesson's folder (exercises/<id>/<file>, <id> the name
// without its number), and its run. The rest follows from these: its
// solution is solutions/<name>.cl, its hints are on the lesson's exercise
// page, docs/exercises-NN.md (NN the lesson's number), between the markers
// "<name> exercise hints", its input is the luminance (set input_channels
// to 4 for RGBA) and a right solution is checked again under Oclgrind.
Exercise new_problem(const std::string& lesson, const std::string& name, const std::string& title,
                     const std::string& starter, ExerciseRun run);

// The check of a host-code exercise's function: it runs `function` on the
// input with the lesson's finished kernel and verifies what it made.
template <typename Function>
using HostCodeCheck = std::vector<Verification> (*)(const Runtime&, const Image& input, const RunConfig& config,
                                                    Function function);

// A new problem in host code, as new_problem declares one, whose `starter`
// function (in the starter file) and `solution` function (in
// solutions/<name>.cpp) are compiled into the checker, each run through
// `check`. Both build `kernel_file`, the lesson's finished kernel.
template <typename Function>
Exercise host_code_problem(const std::string& lesson, const std::string& name, const std::string& title,
                           const std::string& starter_file, const std::string& kernel_file, Function starter,
                           Function solution, HostCodeCheck<Function> check)
{
    const auto run_of = [check](Function function) -> ExerciseRun {
        return [check, function](const Runtime& runtime, const Image& input, const RunConfig& config) {
            return check(runtime, input, config, function);
        };
    };
    Exercise exercise = new_problem(lesson, name, title, starter_file, run_of(starter));
    exercise.solution_file = "solutions/" + name + ".cpp";
    exercise.solution_run = run_of(solution);
    exercise.kernel_file = kernel_file;
    return exercise;
}

// The host code of a new problem whose kernel makes one picture from
// another of the same size and channels, in one launch: the buffers, the
// picture written in, arguments 0 to 3 (in, out, width, height; any after
// them are the caller's), the output filled with poison_byte so that a byte
// no work-item wrote shows, the launch, and the result read back. The
// NDRange is `items_across` work-items by one per row, rounded up to whole
// groups of `requested_local`, or where that is unset of `preferred_local`
// shrunk until the device and the kernel accept it (choose_local_size).
Image run_picture_kernel(const Runtime& runtime, cl::Kernel& kernel, const Image& picture, int items_across,
                         const LocalSize& requested_local, const LocalSize& preferred_local);

// Every exercise the lessons declare, lesson by lesson (all_exercises.cpp,
// generated from the exercises registered with add_exercise()).
std::vector<Exercise> declared_exercises();

}  // namespace ocltut

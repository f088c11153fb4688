// The exercises, and checking one: a candidate (the starter, a learner's
// own file or the solution) run on a few awkward inputs, compared with the
// CPU golden, and reported so that a learner can act on it.
#pragma once

#include "isolation.hpp"

#include "stages/exercise.hpp"
#include "stages/stage.hpp"

#include <filesystem>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace ocltut::check {

// Every exercise, in lesson order: for each lesson, the exercises its
// stages make, then those it declares (`declared`, stages/exercise.hpp).
// A lesson's stages make
//   - its kernel exercise, named after the lesson ("01-sobel-scalar"), when
//     they name a starter file: every such stage runs the kernel under check
//     (lesson 03's two variants are two stages of one exercise), its
//     solution is the lesson's kernel and its hints are on the lesson's
//     page, docs/<lesson>.md, between <!-- exercise hints --> and
//     <!-- end of exercise hints -->;
//   - the host-code exercises they carry (Stage::host_exercise, "01-host").
// UserError when two exercises have one name.
std::vector<Exercise> exercises_of(const std::vector<Stage>& stages, const std::vector<Exercise>& declared);

// How an exercise is named on the command line, for short: "01" for a
// lesson's kernel exercise (01-sobel-scalar), the name itself for the others.
std::string short_name(const Exercise& exercise);

// The exercises `names` asks for, each given as its name ("01-sobel-scalar",
// "01-host") or short name ("01"); a lesson without a kernel exercise, by
// its name or number ("07"), gives its host-code exercises ("07-host"); all
// of them when `names` is empty. UserError naming the exercises there are
// for a name that matches none.
std::vector<Exercise> select_exercises(const std::vector<Exercise>& exercises, const std::vector<std::string>& names);

// The exercise's hints, from its hints page, between the markers its
// hints_section names. Each hint is a <details><summary>Hint N</summary>
// ... </details> block, hidden until clicked. Returned as plain text:
// "Hint 1:" and the hint's lines. UserError when the page has no such markers.
std::string exercise_hints(const Exercise& exercise);

// An input the kernels are checked on, and what a report calls it.
struct CheckInput {
    std::string name;  // "17x5 random", "coffee.png 401x263"
    Image image;
};

// Random 17x5, 33x7 and 257x131 (odd widths and heights that are no
// multiple of a vector or a work-group), 61x47 of one value and 61x47 of two
// (many work-items meeting the same value: what a race in a histogram needs
// to show), a crop of a photo, and a random 1x1 (all border), with
// `channels` per pixel.
std::vector<CheckInput> check_inputs(int channels);

// The inputs of check_inputs with at most this many pixels: those checked
// under Oclgrind, whose simulated device is slow.
inline constexpr std::size_t small_input_pixels = 64 * 64;
std::vector<CheckInput> small_check_inputs(int channels);

enum class Outcome {
    solved,            // every output of every input bit-exact
    wrong,             // it ran, and some output differs from the golden
    does_not_compile,  // the build log is in `message`
    could_not_run,     // an OpenCL error, a refusal or another exception, in `message`
    unsafe,            // right, but Oclgrind found a race or a bad access: its report in `message`
};

// What an exercise is checked with. For a kernel exercise, `file` is the
// kernel its run builds: the starter, the solution or a learner's own. A
// host-code exercise's code is compiled in: `file` only names it,
// `finished` says which of the two runs (the solution or the starter), and
// either builds the lesson's finished kernel.
struct Candidate {
    std::filesystem::path file;
    bool finished = false;
};

// What the verifications said about one input.
struct InputResult {
    const CheckInput* input;  // one of the inputs given to check_exercise
    std::vector<Verification> verifications;
};

struct ExerciseResult {
    Outcome outcome = Outcome::solved;
    std::vector<InputResult> inputs;  // those checked before any error, in order
    std::string message;              // for does_not_compile, could_not_run and unsafe; for wrong, a
                                      // host-code exercise's HostCodeMistake and its input
    bool under_oclgrind = false;      // also checked under Oclgrind (oclgrind.hpp)
    std::string not_checked_there;    // why the run under Oclgrind made no check, when it did not

    void fail(Outcome how, std::string why)
    {
        outcome = how;
        message = std::move(why);
    }
};

// Runs `exercise` with `candidate` on every input. A build
// failure, an OpenCL error, a refusal or any other exception ends the check
// of this exercise and is reported in the result; it is not thrown. So does
// a host-code exercise's HostCodeMistake, as a wrong solution.
// `before_each` is told of each input before it is checked (the checker's
// child process tells its parent, which names the input if it crashes), and
// `after_each` of its result (the checker prints its line at once, so that
// a crash on a later input keeps it).
ExerciseResult check_exercise(const Runtime& runtime, const Exercise& exercise, const std::vector<CheckInput>& inputs,
                              const Candidate& candidate,
                              const std::function<void(const CheckInput&)>& before_each = {},
                              const std::function<void(const InputResult&)>& after_each = {});

// The line that opens an exercise's report, "== 01-sobel-scalar: FILE",
// and for a host-code exercise what it runs.
void report_header(std::ostream& out, const Exercise& exercise, const std::filesystem::path& file);

// An input's line of the report, "  17x5 random: WRONG: dX 85 pixels, ...",
// printed as soon as that input is checked.
void report_input(std::ostream& out, const InputResult& checked);

// Prints the result of checking `candidate` on `inputs`, after its header
// and the inputs' lines (report_input): for the first wrong input, the
// first wrong values and where they lie; the build log or the error; and the verdict,
// which names the solution once it is solved. The difference pictures of every
// wrong input go to `picture_dir`, where those of an earlier check of these
// inputs are removed first; pictures that cannot be written are a note, and
// the verdict follows all the same.
void report(std::ostream& out, const Exercise& exercise, const Candidate& candidate,
            const std::vector<CheckInput>& inputs, const ExerciseResult& result,
            const std::filesystem::path& picture_dir);

// The verdict on a check whose process did not end on its own: it crashed,
// or exited before its verdict (`where` is what Oclgrind found when it ran
// the same check, or "" when it could not), or it was still running at its
// time limit.
void report_stopped_check(std::ostream& out, const Exercise& exercise, const ChildEnd& end, const std::string& where);

}  // namespace ocltut::check

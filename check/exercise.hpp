// The exercises, and checking one: a lesson's stages run with a kernel file
// (the starter, a learner's own or the finished one) on a few awkward
// inputs, compared with the CPU golden, and reported so that a learner can
// act on it.
#pragma once

#include "stages/stage.hpp"

#include <filesystem>
#include <iosfwd>
#include <string>
#include <vector>

namespace ocltut::check {

// One lesson's exercise. Every stage of the lesson runs the file under check
// (lesson 03's two variants are two stages of one exercise).
struct Exercise {
    std::string lesson;          // "01-sobel-scalar"
    std::string finished_file;   // the lesson's kernel, relative to the project root
    std::string starter_file;    // the same with TODOs, relative to the project root
    int input_channels = 1;      // what the stages take: 1 the luminance, 4 RGBA
    std::vector<Stage> stages;
};

// The lessons' stages grouped by lesson, in lesson order; a lesson whose
// stages name no starter file has no exercise.
std::vector<Exercise> exercises_of(const std::vector<Stage>& stages);

// The exercises `names` asks for, each given as the lesson ("01-sobel-scalar")
// or its number ("01"); all of them when `names` is empty. UserError naming
// the exercises there are for a name that matches none.
std::vector<Exercise> select_exercises(const std::vector<Exercise>& exercises, const std::vector<std::string>& names);

// The exercise's hints: the text between the markers
//   <!-- exercise hints -->  and  <!-- end of exercise hints -->
// of its lesson's page, docs/<lesson>.md, where each hint is a
// <details><summary>Hint N</summary> ... </details> block, hidden until
// clicked. Returned as plain text: "Hint 1:" and the hint's lines.
// UserError when the page has no such markers.
std::string exercise_hints(const Exercise& exercise);

// An input the kernels are checked on, and what a report calls it.
struct CheckInput {
    std::string name;   // "17x5 random", "coffee.png 401x263"
    Image image;
};

// Random 17x5, 33x7 and 257x131 (odd widths and heights that are no
// multiple of a vector or a work-group), a crop of a photo, and a random 1x1
// (all border), with `channels` per pixel.
std::vector<CheckInput> check_inputs(int channels);

enum class Outcome {
    solved,            // every output of every input bit-exact
    wrong,             // it ran, and some output differs from the golden
    does_not_compile,  // the build log is in `message`
    could_not_run,     // an OpenCL error or a refusal, in `message`
};

// What each stage's verifications said about one input.
struct InputResult {
    const CheckInput* input;   // one of the inputs given to check_exercise
    std::vector<Verification> verifications;
};

struct ExerciseResult {
    Outcome outcome = Outcome::solved;
    std::vector<InputResult> inputs;   // those checked before any error, in order
    std::string message;               // for does_not_compile and could_not_run
};

// Runs every stage of `exercise` with `kernel_file` on every input. A build
// failure, an OpenCL error or a refusal ends the check of this exercise and
// is reported in the result; it is not thrown.
ExerciseResult check_exercise(const Runtime& runtime, const Exercise& exercise, const std::vector<CheckInput>& inputs,
                              const std::filesystem::path& kernel_file);

// Prints the result of checking `kernel_file` on `inputs`: a line per input;
// for the first wrong input, the first wrong values and where they lie; the
// build log or the error; and the verdict. The difference pictures of every
// wrong input go to `picture_dir`, where those of an earlier check of these
// inputs are removed first.
void report(std::ostream& out, const Exercise& exercise, const std::vector<CheckInput>& inputs,
            const ExerciseResult& result, const std::filesystem::path& kernel_file,
            const std::filesystem::path& picture_dir);

}  // namespace ocltut::check

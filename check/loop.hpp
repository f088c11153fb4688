// The learner's loop around the checks, as rustlings has it: `check list`
// shows every exercise and how far the learner got, `check next` says what
// to do next, `check reset` gives a starter back as it was.
#pragma once

#include "progress.hpp"

#include "stages/exercise.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace ocltut::check {

// Every exercise, lesson by lesson, with its state (`whose` checks: the
// learner's, or the solutions'), what it is and the file it is about; then
// how many are solved.
void list_exercises(std::ostream& out, const std::vector<Exercise>& exercises, const Progress& progress, Whose whose);

// The first exercise the learner has not solved, the file to complete and
// how to check it (`program`: this program as it was called); or that all
// of them are solved.
void print_next(std::ostream& out, const std::vector<Exercise>& exercises, const Progress& progress,
                const std::string& program);

// Gives the exercise's starter back as the project's git checkout has it
// (HEAD), and forgets that the learner solved it. The starters are kept
// once, in git, as rustlings keeps its exercises once, in its program.
// UserError, one line, when git is not installed, the starter is not in a
// git checkout or not in its last commit, or cannot be written.
void reset_exercise(std::ostream& out, const Exercise& exercise, Progress& progress);

}  // namespace ocltut::check

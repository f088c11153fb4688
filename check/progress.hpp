// The learner's progress, kept between runs, as rustlings keeps its own:
// which exercises a check found solved, and by which file. A record holds
// a fingerprint of the file as it was when it solved the exercise, so that
// `check list` can tell an exercise whose file changed since.
//
// The file is JSON:
//   { "yours":    { "01-sobel-scalar": { "file": "01-sobel-scalar/exercises/sobel-scalar/sobel_scalar_starter.cl",
//                                        "fingerprint": "fnv1a64:0123456789abcdef" } },
//     "finished": { ... } }
// "yours" are the checks of the starters, or of a learner's own file
// (--kernel); "finished" those of the solutions (--finished), kept apart so
// that checking the solutions never marks a learner's exercise solved. A
// file is named relative to the project's root when it lies inside it.
#pragma once

#include "stages/exercise.hpp"

#include <filesystem>
#include <map>
#include <optional>
#include <string>

namespace ocltut::check {

// The folder the project's files are found in (find_project_file): the
// source tree, or where an installed checker's files lie.
std::filesystem::path project_root();

// The variable that names another progress file (the tests set it, so that
// they leave the learner's own alone).
inline constexpr const char* progress_env_var = "OCLTUT_CHECK_STATE";

// Where the progress is kept: $OCLTUT_CHECK_STATE when it is set, else
// .check-state.json at the project's root, which git ignores.
std::filesystem::path progress_file();

// Whose checks: a learner's files, or the solutions (--finished).
enum class Whose { yours, finished };

enum class ExerciseState {
    not_solved,            // no check has solved it, or the file that did has failed since
    solved,                // the file that solved it is as it was then
    changed_since_solved,  // the file that solved it has changed since, or is gone
};

// "NOT SOLVED", "SOLVED", "CHANGED SINCE SOLVED".
std::string state_words(ExerciseState state);

class Progress {
public:
    // The progress in `file`; none when the file does not exist. UserError,
    // one line, when it cannot be read or is not a progress file.
    static Progress load(const std::filesystem::path& file);

    ExerciseState state(const Exercise& exercise, Whose whose) const;
    // The file that solved the exercise, when one did.
    std::optional<std::filesystem::path> solved_by(const Exercise& exercise, Whose whose) const;

    // What a check of `file` found: solved, it is recorded with the file's
    // fingerprint; not solved, a record of that same file is removed (a
    // wrong kernel checked with --kernel leaves a solved starter solved).
    void record(const Exercise& exercise, Whose whose, const std::filesystem::path& file, bool solved);
    // The exercise is not solved, whatever solved it before (check reset).
    void forget(const Exercise& exercise, Whose whose);

    // Writes the file whole, or leaves it as it was: UserError, one line,
    // when it cannot be written.
    void save() const;

private:
    struct Record {
        std::string file;  // as stored: relative to the project's root, or absolute
        std::string fingerprint;
    };
    using Records = std::map<std::string, Record>;  // by exercise name

    const Records& records(Whose whose) const { return whose == Whose::yours ? yours_ : finished_; }
    Records& records(Whose whose) { return whose == Whose::yours ? yours_ : finished_; }

    std::filesystem::path file_;
    Records yours_;
    Records finished_;
};

}  // namespace ocltut::check

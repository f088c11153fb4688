#include "loop.hpp"

#include "exercise.hpp"
#include "isolation.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/program.hpp"

#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <ostream>

namespace ocltut::check {

namespace {

// A project file as a report shows it; one that is gone (a starter the
// learner deleted) is named all the same.
std::string shown(const std::string& relative_path)
{
    const std::filesystem::path file = project_root() / relative_path;
    std::error_code error;
    return display_path(file) + (std::filesystem::exists(file, error) ? "" : " (missing)");
}

// What a line of the list is about: the file that solved the exercise, when
// one did, else the file to complete (for the solutions, the solution).
std::string file_about(const Exercise& exercise, const Progress& progress, Whose whose)
{
    if (const auto solved_by = progress.solved_by(exercise, whose)) return display_path(*solved_by);
    return shown(whose == Whose::yours ? exercise.starter_file : exercise.solution_file);
}

std::size_t widest_name(const std::vector<Exercise>& exercises)
{
    std::size_t widest = 0;
    for (const Exercise& exercise : exercises) widest = std::max(widest, exercise.name.size());
    return widest;
}

}  // namespace

void list_exercises(std::ostream& out, const std::vector<Exercise>& exercises, const Progress& progress, Whose whose)
{
    if (whose == Whose::finished) out << "The solutions, as `check --finished` last found them:\n";
    const std::size_t name_width = widest_name(exercises) + 2;
    const std::size_t state_width = state_words(ExerciseState::changed_since_solved).size() + 2;
    std::string lesson;
    std::size_t solved = 0;
    for (const Exercise& exercise : exercises) {
        if (exercise.lesson != lesson) {
            lesson = exercise.lesson;
            out << lesson << '\n';
        }
        const ExerciseState state = progress.state(exercise, whose);
        if (state == ExerciseState::solved) ++solved;
        out << "  " << std::left << std::setw(static_cast<int>(name_width)) << exercise.name
            << std::setw(static_cast<int>(state_width)) << state_words(state) << exercise.title << ": "
            << file_about(exercise, progress, whose) << '\n';
    }
    out << solved << '/' << exercises.size() << " exercises solved"
        << (whose == Whose::finished ? " by their solutions" : "") << " (progress kept in "
        << display_path(progress_file()) << ")\n";
}

void print_next(std::ostream& out, const std::vector<Exercise>& exercises, const Progress& progress,
                const std::string& program)
{
    // The first new problem not solved, lesson by lesson; the warm-ups (a
    // lesson's own code written again) once every new problem is solved.
    const auto unsolved = [&progress](bool warm_up) {
        return [&progress, warm_up](const Exercise& exercise) {
            return exercise.warm_up == warm_up && progress.state(exercise, Whose::yours) != ExerciseState::solved;
        };
    };
    auto next = std::find_if(exercises.begin(), exercises.end(), unsolved(false));
    if (next == exercises.end()) next = std::find_if(exercises.begin(), exercises.end(), unsolved(true));
    if (next == exercises.end()) {
        out << "Every exercise is solved (" << exercises.size() << '/' << exercises.size()
            << "): `check list` shows them, each with the file that solved it\n";
        return;
    }
    const Exercise& exercise = *next;
    const std::string check = program + " " + short_name(exercise);
    out << "next: " << exercise.name << ", " << exercise.title << " (lesson " << exercise.lesson << ")\n";
    if (progress.state(exercise, Whose::yours) == ExerciseState::changed_since_solved) {
        const std::filesystem::path file = *progress.solved_by(exercise, Whose::yours);
        out << "  it was solved, and " << display_path(file) << " has changed since: check it again\n";
    }
    out << "  complete  " << shown(exercise.starter_file) << " (" << exercise.hints_page << " says what it does)\n";
    if (exercise.host_code()) {
        out << "  check it  cmake --build --preset default --target check && " << check << '\n';
    } else {
        out << "  check it  " << check << " --watch\n";
    }
    out << "  stuck?    " << check << " --hint\n";
    // The lesson's warm-ups not solved yet, offered, not required.
    for (const Exercise& warm_up : exercises)
        if (warm_up.warm_up && warm_up.lesson == exercise.lesson && &warm_up != &*next &&
            progress.state(warm_up, Whose::yours) != ExerciseState::solved)
            out << "  warm-up   " << program << " " << short_name(warm_up) << " (" << warm_up.title
                << "), if you like, before it\n";
}

namespace {

// Runs git in `folder` and returns its exit code; its output, stdout and
// stderr together, goes to `output`.
int run_git(const std::filesystem::path& git, const std::filesystem::path& folder,
            const std::vector<std::string>& arguments, std::string& output)
{
    std::vector<std::string> command{git.string(), "-C", folder.string()};
    command.insert(command.end(), arguments.begin(), arguments.end());
    output.clear();
    const ChildEnd end = run_program(command, std::chrono::seconds(60), output);
    if (end.how != ChildEnd::How::exited) throw UserError("git " + arguments.at(0) + " did not finish");
    return end.exit_code;
}

// The first line of git's output, for a message of one line.
std::string first_line(const std::string& output)
{
    return output.substr(0, output.find('\n'));
}

}  // namespace

void reset_exercise(std::ostream& out, const Exercise& exercise, Progress& progress)
{
    const std::filesystem::path starter = project_root() / exercise.starter_file;
    // git would put the file in place of a folder there, and the learner's
    // files in it with it.
    std::error_code no_file;
    const std::filesystem::file_status there = std::filesystem::symlink_status(starter, no_file);
    if (std::filesystem::exists(there) && !std::filesystem::is_regular_file(there))
        throw UserError(display_path(starter) +
                        " is not a file: check reset gives back only a file; move it away first");
    const std::filesystem::path git = find_program("git");
    if (git.empty())
        throw UserError("check reset takes the starter from git, and git is not installed: take " +
                        exercise.starter_file + " from the project's sources again");
    const std::filesystem::path folder = starter.parent_path();
    // "./name": the path in the commit, relative to the folder git runs in.
    const std::string in_folder = "./" + starter.filename().string();
    std::string output;
    if (run_git(git, folder, {"rev-parse", "--is-inside-work-tree"}, output) != 0)
        throw UserError(display_path(folder) + " is not in a git checkout, so check reset cannot take " +
                        exercise.starter_file + " from git: take it from the project's sources again");
    if (run_git(git, folder, {"cat-file", "-e", "HEAD:" + in_folder}, output) != 0)
        throw UserError(exercise.starter_file + " is not in the git checkout's last commit (HEAD), so check reset "
                                                "has no starter to give back");
    const bool unchanged = run_git(git, folder, {"diff", "--quiet", "HEAD", "--", in_folder}, output) == 0;
    if (!unchanged && run_git(git, folder, {"restore", "--source=HEAD", "--worktree", "--", in_folder}, output) != 0)
        throw UserError("cannot restore " + exercise.starter_file + ": git says: " + first_line(output));
    progress.forget(exercise, Whose::yours);
    out << exercise.name << ": " << display_path(starter)
        << (unchanged ? " was already the starter, as git has it (HEAD)"
                      : " is the starter again, as git has it (HEAD)")
        << (exercise.host_code() ? "; rebuild check before you check it" : "") << '\n';
}

}  // namespace ocltut::check

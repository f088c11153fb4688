// check: the exercise checker. Each lesson has a starter kernel, its
// finished kernel with TODOs where the bodies go; the learner fills them in
// and this program says whether the result is bit-exact with the CPU golden
// on a few awkward inputs, and if not, where it goes wrong. A lesson may
// also give its host code as a starter (01-host): that one is C++, compiled
// into this program, and runs the lesson's finished kernel.
// docs/exercises.md explains the workflow.
//
//   check                       every exercise's starter
//   check 01                    one exercise (or 01-sobel-scalar)
//   check 01 --kernel FILE      a learner's own file for it
//   check 01-host               lesson 01's host code, as last built
//   check --finished            the finished kernels and host code: what CI runs
//   check 01 --hint             the exercise's hints
//   check 01 --watch            check again whenever the file is saved
#include "exercise.hpp"

#include "common/errors.hpp"
#include "common/lesson.hpp"
#include "common/program.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <iostream>
#include <thread>

using namespace ocltut;
using namespace ocltut::check;

namespace {

struct Options {
    std::vector<std::string> exercises;   // empty: all
    std::string kernel_file;              // a learner's file, for one exercise
    bool finished = false;
    bool hint = false;
    bool watch = false;
    std::string device;
    std::filesystem::path output_dir = "output/check";
};

void add_options(CLI::App& app, Options& options)
{
    use_one_line_errors(app);
    app.add_option("exercise", options.exercises,
                   "Which exercises: the lesson (01-sobel-scalar) or its number (01), or a host-code exercise "
                   "(01-host); all when none is given");
    CLI::Option* kernel =
        app.add_option("-k,--kernel", options.kernel_file, "Check this .cl file instead of the starter (one exercise)")
            ->check(CLI::ExistingFile);
    app.add_flag("--finished", options.finished,
                 "Check the lessons' finished kernels (and host code) instead of the starters")
        ->excludes(kernel);
    app.add_flag("--hint", options.hint, "Print the exercises' hints (from their docs pages) and exit");
    app.add_flag("-w,--watch", options.watch,
                 "After checking, check an exercise again each time its file is saved, until Ctrl-C");
    app.add_option("-d,--device", options.device,
                   std::string("Device: P:D indices or part of its name (default: $") + device_env_var +
                       ", else the first GPU, else the first device)");
    app.add_option("-o,--output-dir", options.output_dir,
                   "Where the difference pictures go, a folder per exercise (created if needed)")
        ->capture_default_str();
}

// What an exercise is checked with.
Candidate candidate_for(const Exercise& exercise, const Options& options)
{
    if (!options.kernel_file.empty()) return {options.kernel_file, false};
    return {find_project_file(options.finished ? exercise.finished_file : exercise.starter_file), options.finished};
}

// One exercise checked and reported; true when solved.
bool check_and_report(const Runtime& runtime, const Exercise& exercise, const Candidate& candidate,
                      const std::filesystem::path& output_dir)
{
    const std::vector<CheckInput> inputs = check_inputs(exercise.input_channels);
    const ExerciseResult result = check_exercise(runtime, exercise, inputs, candidate);
    report(std::cout, exercise, inputs, result, candidate.file, output_dir / exercise.name);
    return result.outcome == Outcome::solved;
}

// A host-code exercise runs the code built into this program, not its file:
// once saved, the file must be compiled before it can be checked again.
void ask_for_rebuild(const Exercise& exercise)
{
    std::cout << exercise.name << " is compiled into check: rebuild it (cmake --build --preset default --target "
              << "check), then run check " << exercise.name << " again\n";
}

void print_progress(const std::vector<bool>& solved)
{
    const auto count = std::count(solved.begin(), solved.end(), true);
    std::cout << count << '/' << solved.size() << " exercises solved\n";
}

// Set by Ctrl-C: the watch loop ends after the check in progress.
volatile std::sig_atomic_t stop_watching = 0;

void request_stop(int)
{
    stop_watching = 1;
}

// What tells a saved file from the one checked: its modification time, and
// its size too, since a save that truncates and then writes can fall within
// one tick of the file system's clock.
struct FileStamp {
    std::filesystem::file_time_type time;
    std::uintmax_t size = 0;
    bool exists = false;   // an editor may be replacing the file right now

    bool operator==(const FileStamp& other) const { return time == other.time && size == other.size; }
};

FileStamp stamp(const std::filesystem::path& file)
{
    std::error_code time_error;
    std::error_code size_error;
    FileStamp now{std::filesystem::last_write_time(file, time_error), std::filesystem::file_size(file, size_error)};
    now.exists = !time_error && !size_error;
    return now;
}

// Polls every file twice a second; an exercise whose file changed is checked
// again, followed by the progress line (a host-code exercise asks for a
// rebuild instead).
void watch(const Runtime& runtime, const std::vector<Exercise>& exercises,
           const std::vector<Candidate>& candidates, std::vector<bool>& solved,
           const std::filesystem::path& output_dir)
{
    std::vector<FileStamp> seen;
    for (const Candidate& candidate : candidates) seen.push_back(stamp(candidate.file));
    std::signal(SIGINT, request_stop);
    std::cout << "watching "
              << (candidates.size() == 1 ? display_path(candidates[0].file)
                                         : std::to_string(candidates.size()) + " files")
              << "; save to check again, Ctrl-C to stop" << std::endl;
    while (!stop_watching) {
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        for (std::size_t i = 0; i < exercises.size() && !stop_watching; ++i) {
            const FileStamp now = stamp(candidates[i].file);
            if (!now.exists || now == seen[i]) continue;
            seen[i] = now;
            std::cout << '\n' << display_path(candidates[i].file) << " changed\n";
            if (exercises[i].host) {
                ask_for_rebuild(exercises[i]);
                continue;
            }
            solved[i] = check_and_report(runtime, exercises[i], candidates[i], output_dir);
            print_progress(solved);
            std::cout << std::flush;
        }
    }
}

}  // namespace

int main(int argc, char** argv)
{
    return run_main([&]() {
        CLI::App app("Check the exercises: each lesson's starter kernel, once you have written it, against the "
                     "CPU golden");
        Options options;
        add_options(app, options);
        CLI11_PARSE(app, argc, argv);

        const std::vector<Exercise> exercises = select_exercises(exercises_of(all_stages()), options.exercises);
        if (options.hint) {
            for (const Exercise& exercise : exercises)
                std::cout << "== " << exercise.name << "\n" << exercise_hints(exercise);
            return 0;
        }
        if (!options.kernel_file.empty() && exercises.size() != 1)
            throw UserError("--kernel checks one exercise: name it, e.g. check 01 --kernel " + options.kernel_file);
        if (!options.kernel_file.empty() && exercises[0].host)
            throw UserError("--kernel takes a kernel file, and " + exercises[0].name +
                            " is host code, compiled into check: edit " + exercises[0].starter_file +
                            ", rebuild check and run check " + exercises[0].name);
        prepare_output_dir(options.output_dir);

        std::vector<Candidate> candidates;
        for (const Exercise& exercise : exercises) candidates.push_back(candidate_for(exercise, options));
        const Runtime runtime = open_runtime(options.device, std::cout);
        std::vector<bool> solved;
        for (std::size_t i = 0; i < exercises.size(); ++i)
            solved.push_back(check_and_report(runtime, exercises[i], candidates[i], options.output_dir));
        print_progress(solved);

        if (options.watch) watch(runtime, exercises, candidates, solved, options.output_dir);
        return std::count(solved.begin(), solved.end(), false) == 0 ? 0 : 1;
    });
}

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
//   check 01 --no-races         skip the run under Oclgrind (oclgrind.hpp)
#include "exercise.hpp"
#include "oclgrind.hpp"

#include "common/errors.hpp"
#include "common/files.hpp"
#include "common/lesson.hpp"
#include "common/program.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <iostream>
#include <thread>

#include <unistd.h>

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
    bool races = true;                    // also run a right solution under Oclgrind, where installed
    bool races_asked = false;             // --races given: Oclgrind must be there
    bool small_inputs = false;            // only the small inputs: how the check runs under Oclgrind
    std::filesystem::path program;       // this program, to run again under Oclgrind
};

void add_options(CLI::App& app, Options& options)
{
    use_one_line_errors(app);
    app.add_option("exercise", options.exercises,
                   "Which exercises: the lesson (01-sobel-scalar) or its number (01), or a host-code exercise "
                   "(01-host); all when none is given");
    CLI::Option* kernel =
        app.add_option("-k,--kernel", options.kernel_file, "Check this .cl file instead of the starter (one exercise)")
            ->each(check_kernel_file);
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
    app.add_flag("--races,!--no-races", options.races,
                 "Once an exercise is right, run its check again on the small inputs under Oclgrind's data-race "
                 "and bounds detection (oclgrind --data-races); on by default where oclgrind is installed");
    // The checker's own run under Oclgrind passes this: no help line.
    app.add_flag("--small-inputs", options.small_inputs, "Check only the small inputs")->group("");
}

// How the run under Oclgrind calls this program again: the same exercise
// and file, on the small inputs, on Oclgrind's one device, without a run
// under Oclgrind of its own.
std::vector<std::string> arguments_under_oclgrind(const Exercise& exercise, const Candidate& candidate,
                                                  const Options& options)
{
    std::vector<std::string> arguments{exercise.name, "--small-inputs", "--no-races", "--device", "0:0",
                                       "--output-dir", (options.output_dir / "oclgrind").string()};
    if (!exercise.host) {
        arguments.push_back("--kernel");
        arguments.push_back(candidate.file.string());
    } else if (candidate.finished) {
        arguments.push_back("--finished");
    }
    return arguments;
}

// Whether this checker is built with AddressSanitizer (the asan preset).
// Oclgrind's runtime, preloaded ahead of ASan's, cannot run it then; the
// preset leaves the Oclgrind tests out for the same reason.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool built_with_asan = true;
#else
constexpr bool built_with_asan = false;
#endif

// The `oclgrind` program when the check should run under it, else an empty
// path (always, by default, in an ASan build). --races without Oclgrind
// installed is a UserError.
std::filesystem::path oclgrind_for(const Options& options)
{
    if (!options.races || (built_with_asan && !options.races_asked)) return {};
    std::filesystem::path oclgrind = find_oclgrind();
    if (oclgrind.empty() && options.races_asked)
        throw UserError("--races runs the check under Oclgrind, and no oclgrind program is on the PATH: install "
                        "it (Debian and Ubuntu: apt install oclgrind) or leave --races out");
    return oclgrind;
}

// What an exercise is checked with.
Candidate candidate_for(const Exercise& exercise, const Options& options)
{
    if (!options.kernel_file.empty()) return {options.kernel_file, false};
    return {find_project_file(options.finished ? exercise.finished_file : exercise.starter_file), options.finished};
}

// One exercise checked and reported; true when solved. A right solution
// is checked again under `oclgrind` unless that path is empty.
bool check_and_report(const Runtime& runtime, const Exercise& exercise, const Candidate& candidate,
                      const Options& options, const std::filesystem::path& oclgrind)
{
    const std::vector<CheckInput> inputs =
        options.small_inputs ? small_check_inputs(exercise.input_channels) : check_inputs(exercise.input_channels);
    ExerciseResult result = check_exercise(runtime, exercise, inputs, candidate);
    if (result.outcome == Outcome::solved && !oclgrind.empty()) {
        if (isatty(STDERR_FILENO)) std::cerr << "  ... " << exercise.name << " under Oclgrind" << std::flush;
        const std::string kernel = exercise.host ? exercise.stages.at(0).kernel_file : display_path(candidate.file);
        result.under_oclgrind = true;
        result.message = run_under_oclgrind(oclgrind, options.program,
                                            arguments_under_oclgrind(exercise, candidate, options), kernel);
        if (!result.message.empty()) result.outcome = Outcome::unsafe;
        if (isatty(STDERR_FILENO)) std::cerr << "\r\033[K" << std::flush;
    }
    report(std::cout, exercise, inputs, result, candidate.file, options.output_dir / exercise.name);
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
           const std::vector<Candidate>& candidates, std::vector<bool>& solved, const Options& options,
           const std::filesystem::path& oclgrind)
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
            solved[i] = check_and_report(runtime, exercises[i], candidates[i], options, oclgrind);
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
        options.races_asked = options.races && app.count("--races") > 0;
        std::error_code no_proc;
        options.program = std::filesystem::read_symlink("/proc/self/exe", no_proc);
        if (no_proc) options.program = argv[0];

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
        const std::filesystem::path oclgrind = oclgrind_for(options);
        const Runtime runtime = open_runtime(options.device, std::cout);
        if (options.races && oclgrind.empty())
            std::cout << (built_with_asan ? "note: this checker is built with AddressSanitizer, which Oclgrind cannot "
                                            "run, so no check looks for data races\n"
                                          : "note: oclgrind is not installed, so no check looks for data races (see "
                                            "docs/exercises.md)\n");
        std::vector<bool> solved;
        for (std::size_t i = 0; i < exercises.size(); ++i)
            solved.push_back(check_and_report(runtime, exercises[i], candidates[i], options, oclgrind));
        print_progress(solved);

        if (options.watch) watch(runtime, exercises, candidates, solved, options, oclgrind);
        return std::count(solved.begin(), solved.end(), false) == 0 ? 0 : 1;
    });
}

// check: the exercise checker. Each exercise is a starter, a file with
// TODOs where the code goes: a lesson's kernel written again, a new problem
// that builds on a lesson, or a lesson's host code (01-host: C++, compiled
// into this program, running the lesson's finished kernel). The learner
// fills it in and this program says whether the result is bit-exact with
// the CPU golden on a few awkward inputs, and if not, where it goes wrong.
// docs/exercises.md explains the workflow.
//
//   check list                  every exercise and its state, saved between runs (progress.hpp)
//   check next                  the first exercise not solved, and how to go about it
//   check                       every exercise's starter
//   check 01                    one exercise (or 01-sobel-scalar)
//   check 01 --kernel FILE      a learner's own file for it
//   check 01-host               lesson 01's host code, as last built
//   check 01 --hint             the exercise's hints
//   check 01 --watch            check again whenever the file is saved
//   check 01 --no-races         skip the run under Oclgrind (oclgrind.hpp)
//   check 01 --time-limit 60    allow each step of the check 60 s
//   check reset 01              the starter again, as git has it
//   check --finished            the solutions: what CI runs (check list --finished shows them)
//
// Each exercise is checked in a child process of its own (isolation.hpp),
// this program started again with --child-channel, so a kernel that crashes
// or never ends gets a verdict like any other.
#include "exercise.hpp"
#include "isolation.hpp"
#include "loop.hpp"
#include "oclgrind.hpp"
#include "progress.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/program.hpp"
#include "common/platform/platform.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/printing.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <thread>

using namespace ocltut;
using namespace ocltut::check;

namespace {

struct Options {
    std::vector<std::string> exercises;  // empty: all
    std::string kernel_file;             // a learner's file, for one exercise
    bool finished = false;
    bool hint = false;
    bool watch = false;
    std::string device;
    std::filesystem::path output_dir = "output/check";
    bool races = true;                  // also run a right solution under Oclgrind, where installed
    bool races_asked = false;           // --races given: Oclgrind must be there
    bool small_inputs = false;          // only the small inputs: how the check runs under Oclgrind
    bool in_process = false;            // no child process: how the check runs under Oclgrind
    std::string child_channel;          // set in a check's child process: how it reports its steps
    bool device_only = false;           // a child that only opens the device and names it
    int time_limit_s = 20;              // what one step of a check may take (see time_limit)
    std::filesystem::path program;      // this program, to run again under Oclgrind
    std::string called_as;              // argv[0], for the commands `check next` prints
    bool list_finished = false;         // check list --finished
    std::vector<std::string> to_reset;  // check reset's exercises
};

// What one step of a check may take: opening the device, or checking the
// kernel on one input (its build included). A right kernel needs well under
// a second a step on a 2-core CPU through PoCL, a first build of lesson 03's
// several kernels a few seconds; 20 s leaves room for a slower machine and
// for a build with the sanitizers, and stops an endless loop soon enough.
std::chrono::seconds time_limit(const Options& options)
{
    return std::chrono::seconds(options.time_limit_s);
}

// The run under Oclgrind simulates every work-item of the small inputs one
// by one: it may take this many steps' time.
constexpr int oclgrind_steps = 15;

std::chrono::seconds oclgrind_time_limit(const Options& options)
{
    return oclgrind_steps * time_limit(options);
}

// Opening the device is no part of the learner's kernel, and can take long
// (a GPU's driver starting cold, the sanitizers' slow start of an
// implementation): it has a minute, or the steps' limit if that is more.
std::chrono::seconds device_time_limit(const Options& options)
{
    return std::max(std::chrono::seconds(60), time_limit(options));
}

// How a check's child process tells its parent how the check went: its
// exit code, once it has announced this last step.
enum ChildExit { child_solved = 0, child_not_solved = 1, child_error = 2 };
const char* const verdict_printed = "printing its verdict";

// Thrown when the user stopped the checker (Ctrl-C).
struct Interrupted {};

// Thrown when a child process has stopped on an error it printed itself
// (a --device that names no device, say): the checker stops too, quietly.
struct StoppedOnError {};

void add_options(CLI::App& app, Options& options)
{
    use_one_line_errors(app);
    app.add_option("exercise", options.exercises,
                   "Which exercises: a lesson's kernel exercise by the lesson (01-sobel-scalar) or its number "
                   "(01), another by its name (01-host); all when none is given");
    CLI::Option* kernel =
        app.add_option("-k,--kernel", options.kernel_file, "Check this .cl file instead of the starter (one exercise)")
            ->each(check_kernel_file);
    app.add_flag("--finished", options.finished, "Check the exercises' solutions instead of the starters")
        ->excludes(kernel);
    app.add_flag("--hint", options.hint, "Print the exercises' hints (from their docs pages) and exit");
    app.add_flag("-w,--watch", options.watch,
                 "After checking, check an exercise again each time its file is saved, until Ctrl-C");
    app.add_option("-d,--device", options.device,
                   std::string("Device: P:D indices or part of its name (default: $") + device_env_var +
                       ", else the first GPU, else the first device)")
        ->check(device_named);
    app.add_option("-o,--output-dir", options.output_dir,
                   "Where the difference pictures go, a folder per exercise (created if needed)")
        ->capture_default_str();
    app.add_option("--time-limit", options.time_limit_s,
                   "Seconds each step of a check may take (opening the device, checking one input) before the "
                   "check is stopped as one that does not finish; the run under Oclgrind may take " +
                       std::to_string(oclgrind_steps) + " times as long")
        ->capture_default_str()
        ->check(CLI::Range(1, 3600));
    app.add_flag("--races,!--no-races", options.races,
                 "Once an exercise is right, run its check again on the small inputs under Oclgrind's data-race "
                 "and bounds detection (oclgrind --data-races); on by default where oclgrind is installed");
    // The checker's own run under Oclgrind passes this: no help line.
    app.add_flag("--small-inputs", options.small_inputs, "Check only the small inputs")->group("");
    app.add_flag("--in-process", options.in_process, "Check in this process, with no child process")->group("");
    // And the checker, for its child processes (run_in_child).
    app.add_option("--child-channel", options.child_channel, "Check as a child process, reporting to its parent")
        ->group("");
    app.add_flag("--device-only", options.device_only, "Only open the device and name it")->group("");

    CLI::App* list = app.add_subcommand(
        "list", "List every exercise, lesson by lesson, with its state: NOT SOLVED, SOLVED, or CHANGED SINCE SOLVED "
                "(the file that solved it has changed since)");
    list->add_flag("--finished", options.list_finished, "The solutions' states, as check --finished left them");
    app.add_subcommand("next", "Name the first exercise not solved, the file to complete and how to check it");
    CLI::App* reset = app.add_subcommand(
        "reset", "Give the exercises' starters back as the project's git checkout has them, and mark them NOT SOLVED");
    reset->add_option("exercise", options.to_reset, "Which exercises, named as for a check")->required();
    app.require_subcommand(0, 1);
}

// How the run under Oclgrind calls this program again: the same exercise
// and file, on the small inputs, on Oclgrind's one device, without a run
// under Oclgrind of its own.
std::vector<std::string> arguments_under_oclgrind(const Exercise& exercise, const Candidate& candidate,
                                                  const Options& options)
{
    std::vector<std::string> arguments{exercise.name,  "--small-inputs",
                                       "--no-races",   "--in-process",
                                       "--device",     "0:0",
                                       "--output-dir", (options.output_dir / "oclgrind").string()};
    if (!exercise.host_code()) {
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
// (GCC says so with a macro, Clang with a feature.)
#if defined(__SANITIZE_ADDRESS__)
#define OCLTUT_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define OCLTUT_ASAN 1
#endif
#endif
#ifdef OCLTUT_ASAN
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

// `oclgrind` for `exercise`, or an empty path for an exercise whose check
// cannot run under Oclgrind (Exercise::under_oclgrind).
std::filesystem::path oclgrind_for(const Exercise& exercise, const std::filesystem::path& oclgrind)
{
    if (!exercise.under_oclgrind) return {};
    return oclgrind;
}

// What an exercise is checked with.
Candidate candidate_for(const Exercise& exercise, const Options& options)
{
    if (!options.kernel_file.empty()) return {options.kernel_file, false};
    return {find_project_file(options.finished ? exercise.solution_file : exercise.starter_file), options.finished};
}

// The kernel file a report about `exercise` names: Oclgrind calls it input.cl.
std::string kernel_name(const Exercise& exercise, const Candidate& candidate)
{
    return exercise.host_code() ? exercise.kernel_file : display_path(candidate.file);
}

// The same check of `exercise` made again under Oclgrind, on the small inputs.
OclgrindFinding check_again_under_oclgrind(const Exercise& exercise, const Candidate& candidate, const Options& options,
                                           const std::filesystem::path& oclgrind)
{
    return run_under_oclgrind(oclgrind, options.program, arguments_under_oclgrind(exercise, candidate, options),
                              kernel_name(exercise, candidate), oclgrind_time_limit(options));
}

// A right solution checked again under Oclgrind, and what it found there
// written into `result`.
void check_under_oclgrind(const Exercise& exercise, const Candidate& candidate, const Options& options,
                          const std::filesystem::path& oclgrind, ExerciseResult& result)
{
    const bool on_terminal = platform::is_terminal(platform::Stream::err);
    if (on_terminal) std::cerr << "  ... " << exercise.name << " under Oclgrind" << std::flush;
    const OclgrindFinding finding = check_again_under_oclgrind(exercise, candidate, options, oclgrind);
    if (on_terminal) std::cerr << "\r\033[K" << std::flush;
    result.under_oclgrind = true;
    switch (finding.kind) {
    case OclgrindFinding::Kind::reported:
        result.fail(Outcome::unsafe, "it reports:\n" + finding.text);
        break;
    case OclgrindFinding::Kind::fails_there:
        result.fail(Outcome::unsafe, "the check fails on its simulated device:\n" + finding.text);
        break;
    case OclgrindFinding::Kind::not_checked:
        result.not_checked_there = finding.text;
        break;
    case OclgrindFinding::Kind::clean:
        break;
    }
}

// One exercise checked and reported in this process, after its header;
// true when solved. A right solution is checked again under `oclgrind`
// unless that path is empty. A child process announces each step to its
// parent through `steps`.
bool check_and_report(const Runtime& runtime, const Exercise& exercise, const Candidate& candidate,
                      const Options& options, const std::filesystem::path& oclgrind, const StepReporter* steps)
{
    const std::vector<CheckInput> inputs =
        options.small_inputs ? small_check_inputs(exercise.input_channels) : check_inputs(exercise.input_channels);
    const auto announce = [&](const CheckInput& input) {
        if (steps) steps->step("checking it on " + input.name, time_limit(options));
    };
    // Each input's line out as soon as it is known: a kernel that crashes
    // the process on a later input leaves the earlier lines on the screen.
    const auto print_line = [](const InputResult& checked) {
        report_input(std::cout, checked);
        std::cout.flush();
    };
    ExerciseResult result = check_exercise(runtime, exercise, inputs, candidate, announce, print_line);
    if (result.outcome == Outcome::solved && !oclgrind.empty()) {
        // Oclgrind's own limit, and a step's time to report what it found.
        if (steps) steps->step("checking it under Oclgrind", oclgrind_time_limit(options) + time_limit(options));
        check_under_oclgrind(exercise, candidate, options, oclgrind, result);
    }
    report(std::cout, exercise, candidate, inputs, result, options.output_dir / exercise.name);
    return result.outcome == Outcome::solved;
}

// Where Oclgrind sees a crashed check go wrong, as the end of the sentence
// "Under Oclgrind, on the small inputs, ..."; "" without Oclgrind.
std::string where_it_crashed(const Exercise& exercise, const Candidate& candidate, const Options& options,
                             const std::filesystem::path& oclgrind)
{
    if (oclgrind.empty()) return "";
    const OclgrindFinding finding = check_again_under_oclgrind(exercise, candidate, options, oclgrind);
    if (interrupt_requested()) throw Interrupted();
    switch (finding.kind) {
    case OclgrindFinding::Kind::reported:
        return "it reports:\n" + finding.text;
    case OclgrindFinding::Kind::fails_there:
        return "it reports no bad access, and the check fails there:\n" + finding.text;
    case OclgrindFinding::Kind::not_checked:
        return "it could not run the check:\n" + finding.text;
    case OclgrindFinding::Kind::clean:
        break;
    }
    return "it reports nothing and the check passes there: look at what the kernel asks of this device's "
           "memory\n";
}

// The arguments a check's child process gets: this program again, with
// the same exercise and file, device, output folder and time limit, the
// run under Oclgrind only where `oclgrind` names it, and the channel for
// its steps.
std::vector<std::string> arguments_in_child(const Exercise& exercise, const Candidate& candidate,
                                            const Options& options, const std::filesystem::path& oclgrind)
{
    std::vector<std::string> arguments{options.program.string(),
                                       exercise.name,
                                       "--child-channel",
                                       child_channel,
                                       "--output-dir",
                                       options.output_dir.string(),
                                       "--time-limit",
                                       std::to_string(options.time_limit_s),
                                       oclgrind.empty() ? "--no-races" : "--races"};
    if (!options.device.empty()) arguments.insert(arguments.end(), {"--device", options.device});
    if (!options.kernel_file.empty()) arguments.insert(arguments.end(), {"--kernel", options.kernel_file});
    else if (candidate.finished) arguments.push_back("--finished");
    return arguments;
}

// One exercise checked and reported in a child process of its own: a crash
// or a time-out of the learner's kernel is its verdict, not the checker's
// end. True when solved.
bool check_in_child(const Exercise& exercise, const Candidate& candidate, const Options& options,
                    const std::filesystem::path& oclgrind)
{
    report_header(std::cout, exercise, candidate.file);
    const ChildEnd end =
        run_in_child(arguments_in_child(exercise, candidate, options, oclgrind), device_time_limit(options));
    switch (end.how) {
    case ChildEnd::How::exited:
        // An error before the check began (the device): it said why.
        if (end.exit_code == child_error && end.last_step.empty()) throw StoppedOnError();
        if (end.last_step == verdict_printed) return end.exit_code == child_solved;
        // It ended without a verdict: a sanitizer, or the implementation
        // itself, ended it on the damage the kernel did.
        report_stopped_check(std::cout, exercise, end, where_it_crashed(exercise, candidate, options, oclgrind));
        return false;
    case ChildEnd::How::interrupted:
        throw Interrupted();
    case ChildEnd::How::crashed:
        if (end.last_step == verdict_printed) {
            // Damage found only as the process cleaned up: no solution.
            std::cout << "  and then the check's process died of " << describe_crash(end.signal)
                      << ": the kernel damaged memory it does not own, so it is NOT SOLVED\n";
            return false;
        }
        report_stopped_check(std::cout, exercise, end, where_it_crashed(exercise, candidate, options, oclgrind));
        return false;
    case ChildEnd::How::timed_out:
        report_stopped_check(std::cout, exercise, end, "");
        return false;
    }
    return false;
}

// The device, opened once in a child process to say which it is (and to
// fail early on a --device that names none): this process never opens
// OpenCL itself, so that nothing of an implementation runs in it.
void name_the_device(const Options& options)
{
    std::vector<std::string> arguments{options.program.string(), "--device-only", "--child-channel", child_channel,
                                       "--no-races"};
    if (!options.device.empty()) arguments.insert(arguments.end(), {"--device", options.device});
    const ChildEnd end = run_in_child(arguments, device_time_limit(options));
    if (end.how == ChildEnd::How::interrupted) throw Interrupted();
    if (end.how == ChildEnd::How::exited && end.exit_code == child_solved) return;
    if (end.how == ChildEnd::How::exited) throw StoppedOnError();
    throw UserError("opening the device " + std::string(end.how == ChildEnd::How::crashed ? "crashed" : "hung") +
                    ": check the OpenCL implementation with clinfo (docs/troubleshooting.md)");
}

// This program as a check's child process (--child-channel): the device
// opened, then the exercise checked and reported in this process, each step
// announced to the parent; or, with --device-only, the device opened and
// named. The exit code is a ChildExit.
int check_as_child(const std::vector<Exercise>& exercises, const std::vector<Candidate>& candidates,
                   const Options& options, const std::filesystem::path& oclgrind)
{
    // A crash here is the parent's to report, as CRASHED with its cause.
    platform::explain_crashes(nullptr);
    const StepReporter steps(options.child_channel);
    int exit_code = child_error;
    try {
        if (options.device_only) {
            open_runtime(options.device, std::cout);
            exit_code = child_solved;
        } else {
            std::ostream quiet(nullptr);  // the device was named once, before the first check
            const Runtime runtime = open_runtime(options.device, quiet);
            const bool solved = check_and_report(runtime, exercises.at(0), candidates.at(0), options,
                                                 oclgrind_for(exercises[0], oclgrind), &steps);
            // Out before the implementation is torn down, which a damaged
            // heap may not survive.
            std::cout.flush();
            steps.step(verdict_printed, time_limit(options));
            exit_code = solved ? child_solved : child_not_solved;
        }
    } catch (const cl::Error& error) {
        std::cerr << "error: " << describe(error) << '\n';
    } catch (const std::exception& error) {
        std::cerr << "error: " << error.what() << '\n';
    } catch (...) {
        // The learner's host code may throw anything.
        std::cerr << "error: an exception that is no std::exception\n";
    }
    std::cout.flush();
    std::cerr.flush();
    // The verdict is out: the OpenCL implementation's teardown, on a heap
    // the kernel may have damaged, is not this check's to wait for.
    std::_Exit(exit_code);
}

// One exercise checked, in a child process unless --in-process.
bool check_one(const Runtime* runtime, const Exercise& exercise, const Candidate& candidate, const Options& options,
               const std::filesystem::path& oclgrind)
{
    if (runtime == nullptr) return check_in_child(exercise, candidate, options, oclgrind);
    report_header(std::cout, exercise, candidate.file);
    return check_and_report(*runtime, exercise, candidate, options, oclgrind, nullptr);
}

// A host-code exercise runs the code built into this program, not its file:
// once saved, the file must be compiled before it can be checked again.
void ask_for_rebuild(const Exercise& exercise)
{
    std::cout << exercise.name << " is compiled into check: rebuild it (cmake --build --preset default --target "
              << "check), then run check " << exercise.name << " again\n";
}

// Keeps each verdict in the progress file as it comes, so that an
// interrupted run keeps those before. A verdict that cannot be saved (a
// read-only project) is a warning, once: the check itself stands.
class ProgressKeeper {
public:
    // Nothing is kept for the check made again under Oclgrind (--in-process).
    explicit ProgressKeeper(const Options& options) : keeping_(!options.in_process) {}

    void keep(const Exercise& exercise, const Candidate& candidate, bool solved)
    {
        if (!keeping_) return;
        try {
            Progress progress = Progress::load(progress_file());
            progress.record(exercise, candidate.finished ? Whose::finished : Whose::yours, candidate.file, solved);
            progress.save();
        } catch (const UserError& error) {
            if (!warned_)
                std::cerr << "warning: " << error.what() << " (" << progress_env_var << "=FILE keeps it elsewhere)\n";
            warned_ = true;
        }
    }

private:
    bool keeping_;
    bool warned_ = false;
};

void print_progress(const std::vector<bool>& solved)
{
    const auto count = std::count(solved.begin(), solved.end(), true);
    std::cout << count << '/' << solved.size() << " exercises solved\n";
}

// What tells a saved file from the one checked: its modification time, and
// its size too, since a save that truncates and then writes can fall within
// one tick of the file system's clock.
struct FileStamp {
    std::filesystem::file_time_type time;
    std::uintmax_t size = 0;
    bool exists = false;  // an editor may be replacing the file right now

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

// Polls every file ten times a second; an exercise whose file changed is checked
// again, followed by the progress line (a host-code exercise asks for a
// rebuild instead).
// Ctrl-C ends it, a check in progress included (that exercise then counts
// as not solved).
void watch(const std::vector<Exercise>& exercises, const std::vector<Candidate>& candidates, std::vector<bool>& solved,
           const Options& options, const std::filesystem::path& oclgrind, ProgressKeeper& progress)
{
    std::vector<FileStamp> seen;
    for (const Candidate& candidate : candidates) seen.push_back(stamp(candidate.file));
    std::cout << "watching "
              << (candidates.size() == 1 ? display_path(candidates[0].file)
                                         : std::to_string(candidates.size()) + " files")
              << "; save to check again, Ctrl-C to stop" << std::endl;
    while (!interrupt_requested()) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        for (std::size_t i = 0; i < exercises.size() && !interrupt_requested(); ++i) {
            const FileStamp now = stamp(candidates[i].file);
            if (!now.exists || now == seen[i]) continue;
            seen[i] = now;
            std::cout << '\n' << display_path(candidates[i].file) << " changed\n";
            if (exercises[i].host_code()) {
                ask_for_rebuild(exercises[i]);
                continue;
            }
            try {
                solved[i] = check_in_child(exercises[i], candidates[i], options, oclgrind);
                progress.keep(exercises[i], candidates[i], solved[i]);
            } catch (const Interrupted&) {
                std::cout << "\ninterrupted: the check in progress was stopped\n";
                solved[i] = false;
                return;
            }
            print_progress(solved);
            std::cout << std::flush;
        }
    }
}

// Checks every exercise, then watches their files if asked; the exit code.
int check_all(const std::vector<Exercise>& exercises, const std::vector<Candidate>& candidates, const Options& options,
              const std::filesystem::path& oclgrind)
{
    // Under Oclgrind (--in-process), this process opens the simulated
    // device itself; otherwise each check's child opens the device.
    std::optional<Runtime> runtime;
    if (options.in_process) {
        runtime.emplace(open_runtime(options.device, std::cout));
    } else {
        catch_interrupts();
        name_the_device(options);
    }
    if (options.races && oclgrind.empty())
        std::cout << (built_with_asan ? "note: this checker is built with AddressSanitizer, which Oclgrind cannot "
                                        "run, so no check looks for data races\n"
                                      : "note: oclgrind is not installed, so no check looks for data races (see "
                                        "docs/exercises.md)\n");
    ProgressKeeper progress(options);
    std::vector<bool> solved;
    for (std::size_t i = 0; i < exercises.size(); ++i) {
        solved.push_back(check_one(runtime ? &*runtime : nullptr, exercises[i], candidates[i], options,
                                   oclgrind_for(exercises[i], oclgrind)));
        progress.keep(exercises[i], candidates[i], solved.back());
    }
    print_progress(solved);

    if (options.watch && !options.in_process) watch(exercises, candidates, solved, options, oclgrind, progress);
    return std::count(solved.begin(), solved.end(), false) == 0 ? 0 : 1;
}

// check list, check next and check reset: what the learner's loop does
// around the checks (loop.hpp); `command` is the one given.
void run_loop_command(const CLI::App& command, const std::vector<Exercise>& exercises, const Options& options)
{
    const std::string name = command.get_name();
    if (!options.exercises.empty())
        throw UserError("'" + options.exercises[0] + "' before '" + name + "': check " + name +
                        (name == "reset" ? " takes the exercises after it" : " takes no exercise"));
    if (!options.kernel_file.empty() || options.hint || options.watch)
        throw UserError("check " + name + " takes none of --kernel, --hint and --watch");
    if (name == "list") {
        // `check --finished list` is read as it is meant: check list --finished.
        const bool finished = options.list_finished || options.finished;
        list_exercises(std::cout, exercises, Progress::load(progress_file()),
                       finished ? Whose::finished : Whose::yours);
    } else if (name == "next") {
        print_next(std::cout, exercises, Progress::load(progress_file()), options.called_as);
    } else {
        const std::vector<Exercise> named = select_exercises(exercises, options.to_reset);
        Progress progress = Progress::load(progress_file());
        for (const Exercise& exercise : named) {
            reset_exercise(std::cout, exercise, progress);
            // After each: an exercise reset stays NOT SOLVED when a later one fails.
            progress.save();
        }
    }
}

}  // namespace

int main(int argc, char** argv)
{
    return run_main([&]() {
        CLI::App app("Check the exercises, each a starter you complete, against the CPU golden; list them, name "
                     "the next, or give a starter back");
        Options options;
        add_options(app, options);
        CLI11_PARSE(app, argc, argv);
        options.races_asked = options.races && app.count("--races") > 0;
        options.program = platform::executable_path();
        if (options.program.empty()) options.program = argv[0];
        options.called_as = argv[0];

        if (options.device_only) return check_as_child({}, {}, options, {});
        const std::vector<Exercise> all = exercises_of(all_stages(), declared_exercises());
        const std::vector<CLI::App*> commands = app.get_subcommands();
        if (!commands.empty()) {
            run_loop_command(*commands.front(), all, options);
            return 0;
        }
        const std::vector<Exercise> exercises = select_exercises(all, options.exercises);
        if (options.hint) {
            for (const Exercise& exercise : exercises)
                std::cout << "== " << exercise.name << "\n" << exercise_hints(exercise);
            return 0;
        }
        if (!options.kernel_file.empty() && exercises.size() != 1)
            throw UserError("--kernel checks one exercise: name it, e.g. check 01 --kernel " + options.kernel_file);
        if (!options.kernel_file.empty() && exercises[0].host_code())
            throw UserError("--kernel takes a kernel file, and " + exercises[0].name +
                            " is host code, compiled into check: edit " + exercises[0].starter_file +
                            ", rebuild check and run check " + exercises[0].name);
        // A progress file that cannot be read stops the checker before a
        // check, not after it.
        if (!options.in_process && options.child_channel.empty()) Progress::load(progress_file());
        prepare_output_dir(options.output_dir);

        std::vector<Candidate> candidates;
        for (const Exercise& exercise : exercises) candidates.push_back(candidate_for(exercise, options));
        const std::filesystem::path oclgrind = oclgrind_for(options);
        if (!options.child_channel.empty()) return check_as_child(exercises, candidates, options, oclgrind);
        try {
            return check_all(exercises, candidates, options, oclgrind);
        } catch (const Interrupted&) {
            std::cout << "\ninterrupted: the check in progress was stopped\n";
            return 128 + interrupting_signal();  // as a shell reports a process the signal ended
        } catch (const StoppedOnError&) {
            return 1;
        }
    });
}

// Checking a learner's kernel where it cannot take the checker down.
//
// An OpenCL implementation on the CPU (PoCL, rusticl) runs kernels inside
// the calling process: a kernel that writes past its buffer corrupts the
// checker's own heap, a barrier that some work-items never reach can abort
// it, an endless loop never returns. So each check runs in a child process
// of its own: the checker starts its own program again, with the check's
// arguments (check/main.cpp). The parent, which never opens OpenCL itself,
// waits with a time limit, turns a crash or a time-out into a verdict, and
// stops the child, with whatever it started, at once on Ctrl-C. The system
// calls for it are in common/platform/.
#pragma once

#include "common/platform/platform.hpp"

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

namespace ocltut::check {

// How the child tells its parent what it is doing, one step at a time, and
// how long that step may take: each step's time limit starts when the child
// announces it, so a slow first build does not eat into a later step.
class StepReporter {
public:
    // `channel`: the words that stood for child_channel in run_in_child's arguments.
    explicit StepReporter(const std::string& channel) : channel_(channel) {}
    void step(const std::string& what, std::chrono::seconds limit) const;

private:
    platform::ParentChannel channel_;
};

// How a child process ended.
struct ChildEnd {
    enum class How {
        exited,       // on its own: exit_code
        crashed,      // killed by a signal it raised itself (SIGSEGV, SIGABRT, ...), or on Windows
                      // ended by an exception no one caught: signal
        timed_out,    // still running at its step's time limit, so killed
        interrupted,  // killed because the user pressed Ctrl-C (or sent SIGTERM)
    };
    How how = How::exited;
    int exit_code = 0;
    int signal = 0;                 // the signal, or the Windows exception code (describe_crash)
    std::string last_step;          // the last step it announced ("" before the first)
    std::chrono::seconds limit{0};  // that step's limit
};

// Ctrl-C (and a kill, or a closed terminal) stops the child being waited
// for, once catch_interrupts() has been called: the wait returns
// `interrupted`, and interrupt_requested() stays true.
using platform::catch_interrupts;
using platform::interrupt_requested;
using platform::interrupting_signal;

// The argument run_in_child replaces with the words the child passes to StepReporter.
inline constexpr const char* child_channel = "{channel}";

// Runs a program (arguments[0] is its path: this program, for a check) in
// a process tree of its own, and waits for it. It writes where this
// process does, and announces its steps through the StepReporter made from
// the argument child_channel stands for. It dies with this process. Its
// first step may take `first_limit`; later steps what it announces.
ChildEnd run_in_child(const std::vector<std::string>& arguments, std::chrono::seconds first_limit);

// Runs a program (arguments[0] is its path) with its stdout and stderr
// captured into `output` (its first MiB), stopped at `limit` or on an
// interrupt. It stays in this process's tree, so a parent that stops this
// process's tree stops it too.
ChildEnd run_program(const std::vector<std::string>& arguments, std::chrono::seconds limit, std::string& output);

// The program `name` on the PATH, or an empty path when there is none.
using platform::find_program;

// "SIGSEGV (a segmentation fault: an access to memory the process does not
// own)", or on Windows the exception's code and name.
using platform::describe_crash;

}  // namespace ocltut::check

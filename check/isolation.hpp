// Checking a learner's kernel where it cannot take the checker down.
//
// An OpenCL implementation on the CPU (PoCL, rusticl) runs kernels inside
// the calling process: a kernel that writes past its buffer corrupts the
// checker's own heap, a barrier that some work-items never reach can abort
// it, an endless loop never returns. So each check runs in a child process
// of its own. The parent, which never opens OpenCL itself (a process that
// has started an implementation's threads cannot safely fork), waits with a
// time limit, turns a crash or a time-out into a verdict, and stops the
// child at once on Ctrl-C.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace ocltut::check {

// How the child tells its parent what it is doing, one step at a time, and
// how long that step may take: each step's time limit starts when the child
// announces it, so a slow first build does not eat into a later step.
class StepReporter {
public:
    explicit StepReporter(int fd) : fd_(fd) {}
    void step(const std::string& what, std::chrono::seconds limit) const;

private:
    int fd_;
};

// How a child process ended.
struct ChildEnd {
    enum class How {
        exited,        // on its own: exit_code
        crashed,       // killed by a signal it raised itself (SIGSEGV, SIGABRT, ...): signal
        timed_out,     // still running at its step's time limit, so killed
        interrupted,   // killed because the user pressed Ctrl-C (or sent SIGTERM)
    };
    How how = How::exited;
    int exit_code = 0;
    int signal = 0;
    std::string last_step;           // the last step it announced ("" before the first)
    std::chrono::seconds limit{0};   // that step's limit
};

// From now on, Ctrl-C (SIGINT), SIGTERM and SIGHUP stop the child being
// waited for at once (with whatever it started) instead of this process;
// the wait then returns `interrupted`, interrupt_requested() stays true and
// interrupting_signal() says which signal it was.
void catch_interrupts();
bool interrupt_requested();
int interrupting_signal();

// Runs body() in a child process, in a process group of its own, and waits
// for it. The child exits with body's return value once it has flushed
// std::cout and std::cerr; an exception that escapes body is printed as an
// `error:` line, as run_main prints it, and the child exits with 2. The
// child dies with this process. Its first step may take `first_limit`; later
// steps what it announces.
ChildEnd run_in_child(const std::function<int(const StepReporter&)>& body, std::chrono::seconds first_limit);

// Runs a program (arguments[0] is its path) with its stdout and stderr
// captured into `output` (its first MiB), stopped at `limit` or on an
// interrupt. It stays
// in this process's group, so a parent that stops this process's group
// stops it too.
ChildEnd run_program(const std::vector<std::string>& arguments, std::chrono::seconds limit, std::string& output);

// The program `name` on the PATH, or an empty path when there is none.
std::filesystem::path find_program(const std::string& name);

// "SIGSEGV (a segmentation fault: an access to memory the process does not own)".
std::string describe_signal(int signal);

}  // namespace ocltut::check

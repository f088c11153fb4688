#include "isolation.hpp"

#include "common/errors.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <optional>
#include <sstream>

extern char** environ;

namespace ocltut::check {

namespace {

using Clock = std::chrono::steady_clock;

// The signal that asked this process to stop, or 0.
volatile std::sig_atomic_t interrupt_flag = 0;

void note_interrupt(int signal)
{
    interrupt_flag = signal;
}

// A pipe whose ends close on exec, so that a program the child starts
// (Oclgrind) does not hold it open after the child is gone.
struct Pipe {
    int read_end = -1;
    int write_end = -1;

    Pipe()
    {
        int ends[2];
        if (::pipe2(ends, O_CLOEXEC) != 0)
            throw UserError(std::string("cannot make a pipe to a child process: ") + std::strerror(errno));
        read_end = ends[0];
        write_end = ends[1];
    }
    ~Pipe()
    {
        close_read();
        close_write();
    }
    Pipe(const Pipe&) = delete;
    Pipe& operator=(const Pipe&) = delete;

    void close_read()
    {
        if (read_end >= 0) ::close(read_end);
        read_end = -1;
    }
    void close_write()
    {
        if (write_end >= 0) ::close(write_end);
        write_end = -1;
    }
};

// What arrives from the child, as it arrives. Returns a new time limit,
// counted from now, when the bytes begin a new step.
using OnBytes = std::function<std::optional<std::chrono::seconds>(const std::string& bytes)>;

// Reads what is waiting in `fd`; false at its end (every writer closed it).
bool read_available(int fd, const OnBytes& on_bytes, Clock::time_point& deadline)
{
    char buffer[4096];
    const ssize_t count = ::read(fd, buffer, sizeof buffer);
    if (count < 0) return errno == EINTR || errno == EAGAIN;
    if (count == 0) return false;
    if (const std::optional<std::chrono::seconds> limit = on_bytes(std::string(buffer, static_cast<std::size_t>(count))))
        deadline = Clock::now() + *limit;
    return true;
}

// Waits for the child `pid` to end, reading what it writes into `fd` in the
// meantime. At the deadline, or on an interrupt, `stop_target` (the child,
// or its whole process group as a negative id) is killed. Polls in short
// slices, so that an interrupt is seen within a tenth of a second even if
// it arrives between two checks of the flag.
ChildEnd wait_for_child(pid_t pid, pid_t stop_target, int fd, std::chrono::seconds limit, const OnBytes& on_bytes)
{
    ChildEnd end;
    Clock::time_point deadline = Clock::now() + limit;
    bool open = true;
    int status = 0;
    for (;;) {
        if (::waitpid(pid, &status, WNOHANG) == pid) break;
        const bool late = Clock::now() >= deadline;
        if (interrupt_flag || late) {
            end.how = interrupt_flag ? ChildEnd::How::interrupted : ChildEnd::How::timed_out;
            ::kill(stop_target, SIGKILL);
            while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
            }
            return end;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        const int slice = static_cast<int>(std::clamp<long long>(left.count(), 1, 100));
        pollfd waiting{fd, POLLIN, 0};
        if (::poll(&waiting, open ? 1 : 0, slice) > 0) open = read_available(fd, on_bytes, deadline);
    }
    // What the child wrote just before it ended.
    pollfd waiting{fd, POLLIN, 0};
    while (open && ::poll(&waiting, 1, 0) > 0) open = read_available(fd, on_bytes, deadline);
    if (WIFSIGNALED(status)) {
        end.how = ChildEnd::How::crashed;
        end.signal = WTERMSIG(status);
    } else {
        end.exit_code = WEXITSTATUS(status);
    }
    return end;
}

// The steps a child announces, one "SECONDS WHAT" line each, kept in `end`.
OnBytes step_reader(ChildEnd& end)
{
    return [&end, pending = std::string()](const std::string& bytes) mutable -> std::optional<std::chrono::seconds> {
        pending += bytes;   // a line may arrive in two reads
        std::optional<std::chrono::seconds> limit;
        for (std::size_t newline; (newline = pending.find('\n')) != std::string::npos;) {
            const std::string line = pending.substr(0, newline);
            pending.erase(0, newline + 1);
            const std::size_t space = line.find(' ');
            end.limit = std::chrono::seconds(std::stoll(line.substr(0, space)));
            end.last_step = line.substr(space + 1);
            limit = end.limit;
        }
        return limit;
    };
}

}  // namespace

void StepReporter::step(const std::string& what, std::chrono::seconds limit) const
{
    const std::string line = std::to_string(limit.count()) + " " + what + "\n";
    // One write of a short line into a pipe is atomic. (A parent that is gone
    // has taken this child with it: run_in_child.)
    [[maybe_unused]] const ssize_t written = ::write(fd_, line.data(), line.size());
}

void catch_interrupts()
{
    struct sigaction action {};
    action.sa_handler = note_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;   // no SA_RESTART: a wait is interrupted, and sees the flag
    for (const int signal : {SIGINT, SIGTERM, SIGHUP}) sigaction(signal, &action, nullptr);
}

bool interrupt_requested()
{
    return interrupt_flag != 0;
}

int interrupting_signal()
{
    return interrupt_flag;
}

ChildEnd run_in_child(const std::function<int(const StepReporter&)>& body, std::chrono::seconds first_limit)
{
    Pipe steps;
    // Whatever this process has buffered would otherwise be printed twice.
    std::cout.flush();
    std::cerr.flush();
    const pid_t parent = ::getpid();
    const pid_t pid = ::fork();
    if (pid < 0) throw UserError(std::string("cannot start a child process for the check: ") + std::strerror(errno));
    if (pid == 0) {
        // In a group of its own, the child hears no Ctrl-C from the terminal:
        // the parent stops it. And if the parent dies, killed or not, the
        // child goes too, or an endless kernel would spin on unseen.
        ::setpgid(0, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent) ::_exit(2);
        for (const int signal : {SIGINT, SIGTERM, SIGHUP}) std::signal(signal, SIG_DFL);
        steps.close_read();
        int exit_code = 0;
        try {
            exit_code = body(StepReporter(steps.write_end));
        } catch (const cl::Error& error) {
            std::cerr << "error: " << describe(error) << '\n';
            exit_code = 2;
        } catch (const std::exception& error) {
            std::cerr << "error: " << error.what() << '\n';
            exit_code = 2;
        } catch (...) {
            // The learner's host code may throw anything; never into the
            // parent's code, which this child shares.
            std::cerr << "error: an exception that is no std::exception\n";
            exit_code = 2;
        }
        std::cout.flush();
        std::cerr.flush();
        // _exit: the parent's atexit handlers and static objects are the
        // parent's to run, not the child's.
        ::_exit(exit_code);
    }
    // Also here: the parent may kill the group before the child has made it.
    ::setpgid(pid, pid);
    steps.close_write();
    ChildEnd end;
    const ChildEnd how = wait_for_child(pid, -pid, steps.read_end, first_limit, step_reader(end));
    end.how = how.how;
    end.exit_code = how.exit_code;
    end.signal = how.signal;
    if (end.last_step.empty()) end.limit = first_limit;
    return end;
}

ChildEnd run_program(const std::vector<std::string>& arguments, std::chrono::seconds limit, std::string& output)
{
    std::vector<char*> argv;
    std::vector<std::string> words = arguments;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);

    Pipe captured;
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_adddup2(&files, captured.write_end, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&files, captured.write_end, STDERR_FILENO);
    pid_t pid = 0;
    const int error = ::posix_spawn(&pid, argv[0], &files, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&files);
    if (error != 0) throw UserError("cannot start " + words[0] + ": " + std::strerror(error));
    captured.close_write();
    // What a report needs is at its start; a run gone wild is not kept whole.
    constexpr std::size_t kept_bytes = 1 << 20;
    ChildEnd end = wait_for_child(pid, pid, captured.read_end, limit, [&output](const std::string& bytes) {
        if (output.size() < kept_bytes) output += bytes.substr(0, kept_bytes - output.size());
        return std::optional<std::chrono::seconds>();
    });
    end.limit = limit;
    return end;
}

std::filesystem::path find_program(const std::string& name)
{
    const char* path = std::getenv("PATH");
    if (path == nullptr) return {};
    std::istringstream folders(path);
    std::string folder;
    while (std::getline(folders, folder, ':')) {
        if (folder.empty()) continue;
        const std::filesystem::path candidate = std::filesystem::path(folder) / name;
        std::error_code error;
        if (std::filesystem::is_regular_file(candidate, error) && access(candidate.c_str(), X_OK) == 0)
            return candidate;
    }
    return {};
}

std::string describe_signal(int signal)
{
    switch (signal) {
    case SIGSEGV:
        return "SIGSEGV (a segmentation fault: an access to memory the process does not own)";
    case SIGBUS:
        return "SIGBUS (an access to memory that cannot be there)";
    case SIGABRT:
        return "SIGABRT (aborted: the C library or the OpenCL implementation found its own memory damaged, or an "
               "assertion failed)";
    case SIGFPE:
        return "SIGFPE (an arithmetic fault, such as an integer division by zero)";
    case SIGILL:
        return "SIGILL (an illegal instruction)";
    case SIGKILL:
        return "SIGKILL (killed from outside, perhaps by the system for lack of memory)";
    default:
        return std::string("signal ") + std::to_string(signal) + " (" + strsignal(signal) + ")";
    }
}

}  // namespace ocltut::check

// The operating system's calls the tutorial makes, behind one small
// interface, so that every other file is plain C++17 and builds wherever
// OpenCL does. posix.cpp implements it for Linux and macOS (where they
// differ, each is said), win32.cpp for Windows; CMake compiles the one
// that fits the target. Nothing here knows OpenCL or a lesson.
//
// Failures come back as a std::error_code whose std::errc the callers
// compare with (no_such_file_or_directory, permission_denied, ...) and
// whose message() is the system's own words.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

namespace ocltut::platform {

// --- Files ---

// What a name holds, as far as reading it goes.
struct FileStatus {
    enum class Kind { regular, directory, other };  // other: a device, a pipe or a socket
    Kind kind = Kind::other;
    std::uintmax_t size = 0;
};

// What `path` holds, looked up without opening it: opening a pipe blocks
// until someone writes to it, and opening a device may do something of its
// own.
FileStatus file_status(const std::filesystem::path& path, std::error_code& error);

// A file opened for reading its bytes as they are stored (binary mode: no
// line ending is translated), closed when it goes. Opening never blocks on
// a pipe and never makes a terminal this process's own.
class InputFile {
public:
    InputFile(const std::filesystem::path& path, std::error_code& error);
    InputFile(InputFile&& other) noexcept;
    InputFile(const InputFile&) = delete;
    InputFile& operator=(const InputFile&) = delete;
    InputFile& operator=(InputFile&&) = delete;
    ~InputFile();

    // The file opened, which is the one read even if its name has been
    // given to another file since.
    FileStatus status(std::error_code& error) const;
    // Up to `count` bytes into `into`: how many came, 0 at the end.
    std::size_t read(std::uint8_t* into, std::size_t count, std::error_code& error);

private:
    std::intptr_t handle_;  // a file descriptor, or a Windows HANDLE
};

// Creates `path` only where no file has that name (never over a user's
// file), writes all of `bytes` and closes it: the close is where a network
// file system may report a failed write.
void write_new_file(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes, std::error_code& error);

// Renames `from` to `to` in one step, replacing a file at `to`: a reader
// sees the old file or the new one, never neither. (std::rename does not
// replace a file on Windows.)
void replace_file(const std::filesystem::path& from, const std::filesystem::path& to, std::error_code& error);

// --- This process ---

// Its id: a temporary file named with it is unique to this run.
unsigned long process_id();

// The program this process runs, or an empty path where the system does not say.
std::filesystem::path executable_path();

enum class Stream { out, err };
// Whether the stream goes to a terminal (a console), where a line may be
// redrawn in place, rather than into a file or a pipe.
bool is_terminal(Stream stream);

// Sets the environment variable `name` to `value` for this process and the
// programs it starts from now on, or removes it where `value` is null.
// (setenv is POSIX's; Windows has _putenv_s.)
void set_environment_variable(const std::string& name, const char* value);

// The memory this program may use, in bytes: the machine's physical
// memory, or less where a limit on this process says so (on Linux and
// macOS its address-space limit, RLIMIT_AS, as `ulimit -v` sets it; on
// Linux its cgroup's memory.max, as a container or systemd sets it, or
// cgroup v1's memory.limit_in_bytes). 0 where the system says nothing.
std::uint64_t memory_limit_bytes();

// How a learner gets an OpenCL device on this operating system, for the
// hint printed when there is none: "install an ICD (sudo apt-get ...)".
const char* device_install_hint();

// --- Interrupts: Ctrl-C, a kill, a closed terminal ---

// Holds interrupts back while it lives, then lets the last one that came
// do what it would have done: files being put in place are then all
// placed or all rolled back, never half. It holds them back from every
// thread, an OpenCL runtime's own included. One at a time.
class InterruptsHeldBack {
public:
    InterruptsHeldBack();
    ~InterruptsHeldBack();
    InterruptsHeldBack(const InterruptsHeldBack&) = delete;
    InterruptsHeldBack& operator=(const InterruptsHeldBack&) = delete;
};

// From now on an interrupt no longer ends this process: it is noted, a wait
// for a child process (ChildProcess::wait) returns at once, and
// interrupt_requested() says so. interrupting_signal() is the POSIX signal
// it was (SIGINT for Ctrl-C, also on Windows), for an exit code of 128 + it.
void catch_interrupts();
bool interrupt_requested();
int interrupting_signal();

// --- Crashes ---

// From now on a crash (a segmentation fault, a bus error, an illegal
// instruction, an abort; on Windows an exception no one catches) writes
// `message` to stderr, then ends the process as the crash would have. An
// OpenCL driver runs kernels inside the program, so a kernel's stray write
// can end it, and the learner should read why. Null: nothing is written.
// A crash on a thread whose stack is exhausted is beyond this: no handler
// can run there.
void explain_crashes(const char* message);

// Puts explain_crashes's handlers back, where it was called: a library
// loaded since may have installed its own in their place (PoCL's LLVM does,
// and its handler passes an abort on to no other).
void restore_crash_explanation();

// Threads started from now on get `bytes` of stack: an OpenCL driver's own
// too (PoCL runs a work-group on one, every work-item's private arrays on
// its stack, so a kernel with a large private array overflows the usual
// 8 MiB). The system commits the pages only as they are used. Where it sets
// no such default (macOS; Windows takes it from the executable's header),
// nothing changes.
void set_thread_stack_size(std::size_t bytes);

// --- Child processes ---

// How a child process ended, as the system tells it.
struct Exit {
    bool crashed = false;  // a signal ended it (POSIX), or an exception no one caught (Windows)
    int code = 0;          // its exit code, or that signal or exception code
};

// "SIGSEGV (a segmentation fault: ...)" or, on Windows,
// "exception 0xC0000005 (an access violation: ...)".
std::string describe_crash(int code);

// A program started with a pipe from it, watched with a time limit and
// killed on demand; killed with what it started, if it still runs, when
// this object goes.
class ChildProcess {
public:
    enum class Output {
        inherited,  // it writes where this process does; the pipe is its channel (below)
        captured,   // its stdout and stderr go into the pipe
    };
    // Starts arguments[0] (a path) with the arguments. Under Output::inherited,
    // an argument "{channel}" is replaced by the words a child passes to
    // ParentChannel to write into the pipe. `own_tree`: the child and all it
    // starts are killed together (a process group on POSIX, a job object on
    // Windows), and it hears no Ctrl-C of its own: its parent stops it.
    // Otherwise the child stays in this process's tree. Throws
    // std::system_error when it cannot start.
    ChildProcess(const std::vector<std::string>& arguments, Output output, bool own_tree);
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;
    ~ChildProcess();

    // Waits up to `slice` (returning early on an interrupt, see
    // catch_interrupts) and appends to `bytes` what came through the pipe
    // meanwhile. True once the child has ended and the pipe is drained.
    bool wait(std::chrono::milliseconds slice, std::string& bytes);
    // Kills the child (with its tree under own_tree) and waits for its end.
    void kill();
    // How it ended, once wait() has said it has.
    Exit exit() const { return exit_; }

private:
    std::intptr_t process_ = -1;  // a process id, or a Windows process HANDLE
    std::intptr_t tree_ = -1;     // a process group id, or a Windows job HANDLE; -1 for none
    std::intptr_t pipe_ = -1;     // the pipe's read end
    bool ended_ = false;
    Exit exit_;
};

// In a child started with a channel: writes into its parent's pipe. Opening
// it also makes this process end with its parent (PR_SET_PDEATHSIG on
// Linux, a watch on the parent elsewhere on POSIX, the job object on
// Windows), so that an endless kernel never spins on unseen.
class ParentChannel {
public:
    // `words`: what replaced "{channel}" in this process's arguments.
    explicit ParentChannel(const std::string& words);
    // One short line is written at once, never interleaved with another.
    void write(const std::string& line) const;

private:
    std::intptr_t handle_;
};

// The program `name` on the PATH (name.exe on Windows), or an empty path.
std::filesystem::path find_program(const std::string& name);

}  // namespace ocltut::platform

// platform.hpp on Linux and macOS: POSIX calls, and the few that differ
// between the two (the executable's path, physical memory, a child ending
// with its parent).
#include "platform.hpp"

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/prctl.h>
#elif defined(__APPLE__)
#include <mach-o/dyld.h>
#include <sys/sysctl.h>
#endif

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

extern char** environ;

namespace ocltut::platform {

namespace {

std::error_code last_error()
{
    return {errno, std::generic_category()};
}

FileStatus status_of(const struct stat& status)
{
    FileStatus result;
    if (S_ISDIR(status.st_mode)) result.kind = FileStatus::Kind::directory;
    else if (S_ISREG(status.st_mode)) result.kind = FileStatus::Kind::regular;
    result.size = static_cast<std::uintmax_t>(status.st_size);
    return result;
}

int fd_of(std::intptr_t handle)
{
    return static_cast<int>(handle);
}

}  // namespace

// --- Files ---

FileStatus file_status(const std::filesystem::path& path, std::error_code& error)
{
    struct stat status {};
    if (::stat(path.c_str(), &status) != 0) {
        error = last_error();
        return {};
    }
    error.clear();
    return status_of(status);
}

// O_NONBLOCK: a pipe put at the name since it was looked up does not block
// the open; O_NOCTTY: a terminal does not become this process's own.
InputFile::InputFile(const std::filesystem::path& path, std::error_code& error)
    : handle_(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC))
{
    if (handle_ < 0) error = last_error();
    else error.clear();
}

InputFile::InputFile(InputFile&& other) noexcept : handle_(other.handle_)
{
    other.handle_ = -1;
}

InputFile::~InputFile()
{
    if (handle_ >= 0) ::close(fd_of(handle_));
}

FileStatus InputFile::status(std::error_code& error) const
{
    struct stat status {};
    if (::fstat(fd_of(handle_), &status) != 0) {
        error = last_error();
        return {};
    }
    error.clear();
    return status_of(status);
}

std::size_t InputFile::read(std::uint8_t* into, std::size_t count, std::error_code& error)
{
    for (;;) {
        const ssize_t done = ::read(fd_of(handle_), into, count);
        if (done < 0 && errno == EINTR) continue;
        if (done < 0) {
            error = last_error();
            return 0;
        }
        error.clear();
        return static_cast<std::size_t>(done);
    }
}

void write_new_file(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes, std::error_code& error)
{
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) {
        error = last_error();
        return;
    }
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t count = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0) {
            error = last_error();
            ::close(fd);
            return;
        }
        done += static_cast<std::size_t>(count);
    }
    if (::close(fd) != 0) {
        error = last_error();
        return;
    }
    error.clear();
}

void replace_file(const std::filesystem::path& from, const std::filesystem::path& to, std::error_code& error)
{
    if (std::rename(from.c_str(), to.c_str()) != 0) error = last_error();
    else error.clear();
}

// --- This process ---

unsigned long process_id()
{
    return static_cast<unsigned long>(::getpid());
}

std::filesystem::path executable_path()
{
#if defined(__APPLE__)
    std::uint32_t size = 0;
    _NSGetExecutablePath(nullptr, &size);
    std::string path(size, '\0');
    if (_NSGetExecutablePath(path.data(), &size) != 0) return {};
    std::error_code error;
    const std::filesystem::path resolved = std::filesystem::canonical(path.c_str(), error);
    return error ? std::filesystem::path() : resolved;
#else
    std::error_code error;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", error);
    return error ? std::filesystem::path() : exe;
#endif
}

bool is_terminal(Stream stream)
{
    return ::isatty(stream == Stream::out ? STDOUT_FILENO : STDERR_FILENO) == 1;
}

void set_environment_variable(const std::string& name, const char* value)
{
    if (value) ::setenv(name.c_str(), value, 1);
    else ::unsetenv(name.c_str());
}

namespace {

std::uint64_t physical_memory_bytes()
{
#if defined(__APPLE__)
    std::uint64_t bytes = 0;
    std::size_t size = sizeof bytes;
    return ::sysctlbyname("hw.memsize", &bytes, &size, nullptr, 0) == 0 ? bytes : 0;
#else
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long page_bytes = ::sysconf(_SC_PAGESIZE);
    return pages > 0 && page_bytes > 0 ? static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_bytes) : 0;
#endif
}

#if defined(__linux__)
// The number in a cgroup's memory limit file; 0 for "max", for a file that
// is not there (no such cgroup, or no memory controller) and for one that
// cannot be read.
std::uint64_t cgroup_limit(const std::string& file)
{
    std::ifstream in(file);
    std::string text;
    if (!(in >> text) || text.find_first_not_of("0123456789") != std::string::npos) return 0;
    try {
        return std::stoull(text);
    } catch (const std::out_of_range&) {
        return 0;
    }
}

// This process's cgroup v2 path, "/user.slice/..." (or "/" inside a
// container), from /proc/self/cgroup's "0::PATH" line; "" without one.
std::string cgroup_v2_path()
{
    std::ifstream in("/proc/self/cgroup");
    for (std::string line; std::getline(in, line);)
        if (line.rfind("0::", 0) == 0) return line.substr(3);
    return "";
}
#endif

}  // namespace

std::uint64_t memory_limit_bytes()
{
    std::uint64_t limit = physical_memory_bytes();
    const auto lower_to = [&limit](std::uint64_t other) {
        if (other > 0 && (limit == 0 || other < limit)) limit = other;
    };
    ::rlimit address_space{};
    if (::getrlimit(RLIMIT_AS, &address_space) == 0 && address_space.rlim_cur != RLIM_INFINITY)
        lower_to(static_cast<std::uint64_t>(address_space.rlim_cur));
#if defined(__linux__)
    // A limit set on a cgroup holds for every cgroup below it: each from
    // this process's own up to the root.
    for (std::string path = cgroup_v2_path(); !path.empty(); path = path.substr(0, path.find_last_of('/'))) {
        lower_to(cgroup_limit("/sys/fs/cgroup" + path + "/memory.max"));
        if (path == "/") break;
    }
    lower_to(cgroup_limit("/sys/fs/cgroup/memory/memory.limit_in_bytes"));
#endif
    return limit;
}

const char* device_install_hint()
{
#if defined(__APPLE__)
    return "use Apple's OpenCL, built into macOS, or install one (brew install pocl for the CPU)";
#else
    return "install an ICD (sudo apt-get install pocl-opencl-icd for the CPU on Debian and Ubuntu, sudo dnf install "
           "pocl on Fedora, sudo pacman -S pocl on Arch, or your GPU vendor's OpenCL driver)";
#endif
}

// --- Interrupts ---

namespace {

// The signals that end a program from outside: Ctrl-C, kill, a closed terminal.
constexpr int interrupt_signals[] = {SIGINT, SIGTERM, SIGHUP};

volatile std::sig_atomic_t signal_held_back = 0;

void note_held_back(int signal)
{
    signal_held_back = signal;
}

// What each signal did before InterruptsHeldBack.
struct sigaction previous_actions[std::size(interrupt_signals)];

volatile std::sig_atomic_t interrupt_flag = 0;

void note_interrupt(int signal)
{
    interrupt_flag = signal;
}

}  // namespace

// Blocking the signals (pthread_sigmask) would hold them back from this
// thread only: an OpenCL runtime's own threads (PoCL's, a GPU driver's)
// would take them instead and end the process all the same. So for the
// while, in every thread, a handler that only notes the signal stands in
// for what each signal does.
InterruptsHeldBack::InterruptsHeldBack()
{
    signal_held_back = 0;
    struct sigaction note {};
    note.sa_handler = note_held_back;
    note.sa_flags = SA_RESTART;  // a write or rename interrupted by the note goes on
    sigemptyset(&note.sa_mask);
    for (std::size_t i = 0; i < std::size(interrupt_signals); ++i)
        sigaction(interrupt_signals[i], &note, &previous_actions[i]);
}

InterruptsHeldBack::~InterruptsHeldBack()
{
    for (std::size_t i = 0; i < std::size(interrupt_signals); ++i)
        sigaction(interrupt_signals[i], &previous_actions[i], nullptr);
    if (signal_held_back != 0) std::raise(signal_held_back);
}

void catch_interrupts()
{
    struct sigaction action {};
    action.sa_handler = note_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: a wait is interrupted, and sees the flag
    for (const int signal : interrupt_signals) sigaction(signal, &action, nullptr);
}

bool interrupt_requested()
{
    return interrupt_flag != 0;
}

int interrupting_signal()
{
    return interrupt_flag;
}

// --- Crashes ---

namespace {

const char* crash_message = nullptr;
bool explaining = false;  // explain_crashes was called

extern "C" void explain_crash(int signal)
{
    // Only what is safe in a signal handler: write, then the signal again,
    // now with its default action (SA_RESETHAND), which ends the process.
    if (crash_message != nullptr) {
        const ssize_t written = ::write(STDERR_FILENO, crash_message, std::strlen(crash_message));
        static_cast<void>(written);  // nothing more can be done about a failed write here
    }
    ::raise(signal);
}

}  // namespace

void explain_crashes(const char* message)
{
    crash_message = message;
    explaining = true;
    // The main thread's own stack overflow is explained too: the handler
    // runs on a stack of its own.
    static std::vector<char> handler_stack(std::size_t{64} << 10);
    stack_t stack{};
    stack.ss_sp = handler_stack.data();
    stack.ss_size = handler_stack.size();
    ::sigaltstack(&stack, nullptr);
    restore_crash_explanation();
}

void restore_crash_explanation()
{
    if (!explaining) return;
    struct sigaction action {};
    action.sa_handler = explain_crash;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_ONSTACK | SA_RESETHAND;
    for (const int signal : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT}) sigaction(signal, &action, nullptr);
}

void set_thread_stack_size(std::size_t bytes)
{
#if defined(__GLIBC__)
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return;
    if (pthread_attr_setstacksize(&attributes, bytes) == 0) pthread_setattr_default_np(&attributes);
    pthread_attr_destroy(&attributes);
#else
    static_cast<void>(bytes);
#endif
}

// --- Child processes ---

std::string describe_crash(int code)
{
    switch (code) {
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
        return std::string("signal ") + std::to_string(code) + " (" + strsignal(code) + ")";
    }
}

namespace {

// A pipe whose ends close on exec, so that no program started later holds
// one open by chance; closed when it goes unless taken.
struct Pipe {
    int ends[2] = {-1, -1};

    Pipe()
    {
        if (::pipe(ends) != 0) throw std::system_error(last_error(), "cannot make a pipe to a child process");
        for (const int end : ends) ::fcntl(end, F_SETFD, FD_CLOEXEC);
    }
    ~Pipe()
    {
        for (const int end : ends)
            if (end >= 0) ::close(end);
    }
    Pipe(const Pipe&) = delete;
    Pipe& operator=(const Pipe&) = delete;

    int take_read_end() { return std::exchange(ends[0], -1); }
};

// The descriptor a child's channel has: the same number in every child, past
// stdin, stdout and stderr. posix_spawn's dup2 onto it clears close-on-exec.
constexpr int channel_fd = 3;

// File actions for posix_spawn, released when they go.
class SpawnFiles {
public:
    SpawnFiles() { posix_spawn_file_actions_init(&actions_); }
    ~SpawnFiles() { posix_spawn_file_actions_destroy(&actions_); }
    SpawnFiles(const SpawnFiles&) = delete;
    SpawnFiles& operator=(const SpawnFiles&) = delete;
    posix_spawn_file_actions_t* get() { return &actions_; }

private:
    posix_spawn_file_actions_t actions_;
};

}  // namespace

ChildProcess::ChildProcess(const std::vector<std::string>& arguments, Output output, bool own_tree)
{
    Pipe pipe;
    const int write_end = pipe.ends[1];
    std::vector<std::string> words = arguments;
    const std::string channel = std::to_string(channel_fd) + ":" + std::to_string(::getpid());
    for (std::string& word : words)
        if (output == Output::inherited && word == "{channel}") word = channel;
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);

    SpawnFiles files;
    if (output == Output::captured) {
        posix_spawn_file_actions_adddup2(files.get(), write_end, STDOUT_FILENO);
        posix_spawn_file_actions_adddup2(files.get(), write_end, STDERR_FILENO);
    } else if (write_end == channel_fd) {
        // dup2 onto itself would leave close-on-exec set: go through another number.
        posix_spawn_file_actions_adddup2(files.get(), write_end, channel_fd + 1);
        posix_spawn_file_actions_adddup2(files.get(), channel_fd + 1, channel_fd);
        posix_spawn_file_actions_addclose(files.get(), channel_fd + 1);
    } else {
        posix_spawn_file_actions_adddup2(files.get(), write_end, channel_fd);
    }
    // In a group of its own, the child hears no Ctrl-C from the terminal: its
    // parent stops it, and a kill of the group takes whatever it started.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    if (own_tree) {
        posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
        posix_spawnattr_setpgroup(&attributes, 0);
    }
    pid_t pid = 0;
    const int error = ::posix_spawn(&pid, argv[0], files.get(), &attributes, argv.data(), environ);
    posix_spawnattr_destroy(&attributes);
    if (error != 0) throw std::system_error(error, std::generic_category(), "cannot start " + arguments[0]);
    process_ = pid;
    tree_ = own_tree ? pid : -1;
    pipe_ = pipe.take_read_end();
}

ChildProcess::~ChildProcess()
{
    if (!ended_) kill();
    if (pipe_ >= 0) ::close(fd_of(pipe_));
}

bool ChildProcess::wait(std::chrono::milliseconds slice, std::string& bytes)
{
    if (ended_) return true;
    const auto read_available = [&](int timeout_ms) {
        pollfd waiting{fd_of(pipe_), POLLIN, 0};
        while (pipe_ >= 0 && ::poll(&waiting, 1, timeout_ms) > 0) {
            char buffer[4096];
            const ssize_t count = ::read(fd_of(pipe_), buffer, sizeof buffer);
            if (count < 0 && (errno == EINTR || errno == EAGAIN)) return;
            if (count <= 0) {  // every writer closed it
                ::close(fd_of(pipe_));
                pipe_ = -1;
                return;
            }
            bytes.append(buffer, static_cast<std::size_t>(count));
            timeout_ms = 0;  // what else is there now, without waiting again
        }
    };
    int status = 0;
    if (::waitpid(static_cast<pid_t>(process_), &status, WNOHANG) == process_) {
        read_available(0);  // what the child wrote just before it ended
        ended_ = true;
        exit_ = WIFSIGNALED(status) ? Exit{true, WTERMSIG(status)} : Exit{false, WEXITSTATUS(status)};
        return true;
    }
    if (pipe_ >= 0) read_available(static_cast<int>(slice.count()));
    else if (!interrupt_requested()) std::this_thread::sleep_for(std::min(slice, std::chrono::milliseconds(10)));
    return false;
}

void ChildProcess::kill()
{
    if (ended_) return;
    ::kill(tree_ >= 0 ? -static_cast<pid_t>(tree_) : static_cast<pid_t>(process_), SIGKILL);
    int status = 0;
    while (::waitpid(static_cast<pid_t>(process_), &status, 0) < 0 && errno == EINTR) {
    }
    ended_ = true;
    exit_ = {true, SIGKILL};
}

namespace {

// Ends this process once its parent `parent` is gone.
void end_with_parent(pid_t parent)
{
#if defined(__linux__)
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) ::_exit(2);  // it went before the line above
#else
    // No death signal: a thread looks ten times a second whether this
    // process has a new parent, the one that adopts orphans.
    std::thread([parent] {
        while (::getppid() == parent) std::this_thread::sleep_for(std::chrono::milliseconds(100));
        ::_exit(2);
    }).detach();
#endif
}

}  // namespace

// "FD:PARENT": the pipe's descriptor and the parent's process id.
ParentChannel::ParentChannel(const std::string& words) : handle_(-1)
{
    std::istringstream in(words);
    long fd = -1;
    char colon = 0;
    long parent = 0;
    if (!(in >> fd >> colon >> parent) || colon != ':' || fd < 0 || parent <= 0)
        throw std::invalid_argument("not a channel from a parent process: '" + words + "'");
    handle_ = fd;
    // A program this child starts does not inherit it.
    ::fcntl(static_cast<int>(fd), F_SETFD, FD_CLOEXEC);
    end_with_parent(static_cast<pid_t>(parent));
}

void ParentChannel::write(const std::string& line) const
{
    // One write of a short line into a pipe is atomic. (A parent that is
    // gone has taken this child with it.)
    [[maybe_unused]] const ssize_t written = ::write(fd_of(handle_), line.data(), line.size());
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
        if (std::filesystem::is_regular_file(candidate, error) && ::access(candidate.c_str(), X_OK) == 0)
            return candidate;
    }
    return {};
}

}  // namespace ocltut::platform

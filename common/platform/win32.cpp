// platform.hpp on Windows: Win32 calls. Paths go to the system as UTF-16
// (the W functions), so that a folder named in any language works.
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include "platform.hpp"

#include <windows.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <thread>
#include <utility>

namespace ocltut::platform {

namespace {

// A Win32 error as an error_code whose std::errc the callers compare with:
// the usual ones named here, the rest keep the system's own words.
std::error_code win32_error(DWORD code)
{
    switch (code) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
    case ERROR_INVALID_NAME:
        return std::make_error_code(std::errc::no_such_file_or_directory);
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
        return std::make_error_code(std::errc::permission_denied);
    case ERROR_FILE_EXISTS:
    case ERROR_ALREADY_EXISTS:
        return std::make_error_code(std::errc::file_exists);
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL:
        return std::make_error_code(std::errc::no_space_on_device);
    default:
        return {static_cast<int>(code), std::system_category()};
    }
}

std::error_code last_error()
{
    return win32_error(GetLastError());
}

HANDLE handle_of(std::intptr_t handle)
{
    return reinterpret_cast<HANDLE>(handle);
}

std::intptr_t number_of(HANDLE handle)
{
    return reinterpret_cast<std::intptr_t>(handle);
}

// A handle, closed when it goes.
class Handle {
public:
    explicit Handle(HANDLE handle = nullptr) : handle_(handle) {}
    ~Handle() { reset(); }
    Handle(const Handle&) = delete;
    Handle& operator=(const Handle&) = delete;
    HANDLE get() const { return handle_; }
    HANDLE release() { return std::exchange(handle_, nullptr); }
    void reset()
    {
        if (handle_ != nullptr && handle_ != INVALID_HANDLE_VALUE) CloseHandle(handle_);
        handle_ = nullptr;
    }

private:
    HANDLE handle_;
};

// A UTF-16 command line that the C runtime's parser splits back into
// `arguments` (the quoting rules of CommandLineToArgvW).
std::wstring command_line(const std::vector<std::string>& arguments)
{
    std::wstring line;
    for (const std::string& argument : arguments) {
        const std::wstring word = std::filesystem::path(argument).wstring();
        if (!line.empty()) line += L' ';
        if (!word.empty() && word.find_first_of(L" \t\n\v\"") == std::wstring::npos) {
            line += word;
            continue;
        }
        line += L'"';
        std::size_t backslashes = 0;
        for (const wchar_t c : word) {
            if (c == L'\\') {
                ++backslashes;
                continue;
            }
            // Backslashes before a quote are doubled, and the quote escaped.
            line.append(c == L'"' ? 2 * backslashes + 1 : backslashes, L'\\');
            backslashes = 0;
            line += c;
        }
        line.append(2 * backslashes, L'\\');  // before the closing quote
        line += L'"';
    }
    return line;
}

}  // namespace

// --- Files ---

FileStatus file_status(const std::filesystem::path& path, std::error_code& error)
{
    WIN32_FILE_ATTRIBUTE_DATA data{};
    if (!GetFileAttributesExW(path.c_str(), GetFileExInfoStandard, &data)) {
        error = last_error();
        return {};
    }
    error.clear();
    FileStatus status;
    if (data.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) status.kind = FileStatus::Kind::directory;
    else if (!(data.dwFileAttributes & FILE_ATTRIBUTE_DEVICE)) status.kind = FileStatus::Kind::regular;
    status.size = (std::uintmax_t{data.nFileSizeHigh} << 32) | data.nFileSizeLow;
    return status;
}

// Shared for writing and deleting too: an editor saving the file meanwhile
// is not refused, and this reader does not block it.
InputFile::InputFile(const std::filesystem::path& path, std::error_code& error)
    : handle_(number_of(CreateFileW(path.c_str(), GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                                    nullptr, OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr)))
{
    if (handle_of(handle_) == INVALID_HANDLE_VALUE) {
        error = last_error();
        handle_ = -1;
    } else {
        error.clear();
    }
}

InputFile::InputFile(InputFile&& other) noexcept : handle_(other.handle_)
{
    other.handle_ = -1;
}

InputFile::~InputFile()
{
    if (handle_ != -1) CloseHandle(handle_of(handle_));
}

// GetFileType tells a file on disk from a console, a pipe or a device.
FileStatus InputFile::status(std::error_code& error) const
{
    FileStatus status;
    LARGE_INTEGER size{};
    if (GetFileType(handle_of(handle_)) == FILE_TYPE_DISK && GetFileSizeEx(handle_of(handle_), &size)) {
        status.kind = FileStatus::Kind::regular;
        status.size = static_cast<std::uintmax_t>(size.QuadPart);
    }
    error.clear();
    return status;
}

std::size_t InputFile::read(std::uint8_t* into, std::size_t count, std::error_code& error)
{
    DWORD done = 0;
    const DWORD asked = static_cast<DWORD>(std::min<std::size_t>(count, 1u << 30));
    if (!ReadFile(handle_of(handle_), into, asked, &done, nullptr)) {
        error = last_error();
        return 0;
    }
    error.clear();
    return done;
}

void write_new_file(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes, std::error_code& error)
{
    Handle file(CreateFileW(path.c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW, FILE_ATTRIBUTE_NORMAL, nullptr));
    if (file.get() == INVALID_HANDLE_VALUE) {
        error = last_error();
        return;
    }
    std::size_t done = 0;
    while (done < bytes.size()) {
        DWORD written = 0;
        const DWORD asked = static_cast<DWORD>(std::min<std::size_t>(bytes.size() - done, 1u << 30));
        if (!WriteFile(file.get(), bytes.data() + done, asked, &written, nullptr)) {
            error = last_error();
            return;
        }
        done += written;
    }
    if (!CloseHandle(file.release())) {
        error = last_error();
        return;
    }
    error.clear();
}

void replace_file(const std::filesystem::path& from, const std::filesystem::path& to, std::error_code& error)
{
    if (!MoveFileExW(from.c_str(), to.c_str(), MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
        error = last_error();
    else error.clear();
}

// --- This process ---

unsigned long process_id()
{
    return GetCurrentProcessId();
}

std::filesystem::path executable_path()
{
    std::wstring path(MAX_PATH, L'\0');
    for (;;) {
        const DWORD length = GetModuleFileNameW(nullptr, path.data(), static_cast<DWORD>(path.size()));
        if (length == 0) return {};
        if (length < path.size()) return std::filesystem::path(path.substr(0, length));
        path.resize(path.size() * 2);  // cut short: try a larger buffer
    }
}

bool is_terminal(Stream stream)
{
    DWORD mode = 0;
    return GetConsoleMode(GetStdHandle(stream == Stream::out ? STD_OUTPUT_HANDLE : STD_ERROR_HANDLE), &mode) != 0;
}

void set_environment_variable(const std::string& name, const char* value)
{
    _putenv_s(name.c_str(), value ? value : "");  // an empty value removes it
}

std::uint64_t memory_limit_bytes()
{
    // The physical memory: a job object's limit, Windows' counterpart of a
    // cgroup, is rare on a learner's machine.
    MEMORYSTATUSEX status{};
    status.dwLength = sizeof status;
    return GlobalMemoryStatusEx(&status) ? status.ullTotalPhys : 0;
}

const char* device_install_hint()
{
    return "install your GPU vendor's driver (NVIDIA's, AMD's and Intel's bring OpenCL), or for the CPU Intel's "
           "CPU Runtime for OpenCL or PoCL's Windows installer";
}

// --- Interrupts ---
// Windows has no signals from outside: Ctrl-C, Ctrl-Break and a closed
// console reach a console program as control events, each on a thread of
// its own, through the handlers SetConsoleCtrlHandler installs.

namespace {

constexpr int sigint_number = 2;  // SIGINT's number, as POSIX shells report it
constexpr int sigterm_number = 15;

int signal_for(DWORD event)
{
    return event == CTRL_C_EVENT || event == CTRL_BREAK_EVENT ? sigint_number : sigterm_number;
}

volatile LONG event_held_back = 0;

BOOL WINAPI note_held_back(DWORD event)
{
    InterlockedExchange(&event_held_back, signal_for(event));
    return TRUE;  // handled: the process goes on
}

volatile LONG interrupt_flag = 0;
HANDLE interrupt_event = nullptr;  // set on an interrupt, so a wait returns at once; kept until the end

BOOL WINAPI note_interrupt(DWORD event)
{
    InterlockedExchange(&interrupt_flag, signal_for(event));
    SetEvent(interrupt_event);
    return TRUE;
}

}  // namespace

InterruptsHeldBack::InterruptsHeldBack()
{
    InterlockedExchange(&event_held_back, 0);
    SetConsoleCtrlHandler(note_held_back, TRUE);
}

// As Ctrl-C ends a console program: with STATUS_CONTROL_C_EXIT.
InterruptsHeldBack::~InterruptsHeldBack()
{
    SetConsoleCtrlHandler(note_held_back, FALSE);
    if (event_held_back != 0) ExitProcess(static_cast<UINT>(STATUS_CONTROL_C_EXIT));
}

void catch_interrupts()
{
    if (interrupt_event == nullptr) interrupt_event = CreateEventW(nullptr, TRUE, FALSE, nullptr);
    SetConsoleCtrlHandler(note_interrupt, TRUE);
}

bool interrupt_requested()
{
    return interrupt_flag != 0;
}

int interrupting_signal()
{
    return static_cast<int>(interrupt_flag);
}

// --- Crashes ---

namespace {

const char* crash_message = nullptr;

LONG WINAPI explain_crash(EXCEPTION_POINTERS*)
{
    if (crash_message != nullptr) {
        DWORD written = 0;
        WriteFile(GetStdHandle(STD_ERROR_HANDLE), crash_message, static_cast<DWORD>(std::strlen(crash_message)),
                  &written, nullptr);
    }
    return EXCEPTION_CONTINUE_SEARCH;  // then the process ends as the exception would have ended it
}

}  // namespace

void explain_crashes(const char* message)
{
    crash_message = message;
    SetUnhandledExceptionFilter(explain_crash);
}

void restore_crash_explanation()
{
    // Only one filter is in place at a time, and a library may replace it.
    if (crash_message != nullptr) SetUnhandledExceptionFilter(explain_crash);
}

void set_thread_stack_size(std::size_t)
{
    // A thread started without a size of its own gets the one in the
    // executable's header, which the build writes there (the linker's
    // --stack or /STACK, the top CMakeLists.txt): nothing to set at run time.
}

// --- Child processes ---

std::string describe_crash(int code)
{
    const unsigned long exception = static_cast<unsigned long>(code);
    char number[16];
    std::snprintf(number, sizeof number, "0x%08lX", exception);
    const std::string named = std::string("exception ") + number;
    switch (exception) {
    case 0xC0000005:
        return named + " (an access violation: an access to memory the process does not own)";
    case 0xC00000FD:
        return named + " (a stack overflow)";
    case 0xC0000374:
        return named + " (the heap was found damaged)";
    case 0xC0000409:
        return named + " (a fail-fast exit: the C library or the OpenCL implementation found its own memory damaged, "
                       "or abort() was called)";
    case 0xC0000094:
        return named + " (an integer division by zero)";
    case 0xC000001D:
        return named + " (an illegal instruction)";
    default:
        return named;
    }
}

namespace {

// The exit codes of an exception no one caught: NTSTATUS errors, 0xC...
bool is_exception_code(DWORD code)
{
    return (code & 0xF0000000u) == 0xC0000000u;
}

// A list of handles a child inherits, and no others (STARTUPINFOEX).
class InheritedHandles {
public:
    explicit InheritedHandles(std::vector<HANDLE> handles) : handles_(std::move(handles))
    {
        SIZE_T size = 0;
        InitializeProcThreadAttributeList(nullptr, 1, 0, &size);
        storage_.resize(size);
        list_ = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(storage_.data());
        if (!InitializeProcThreadAttributeList(list_, 1, 0, &size))
            throw std::system_error(last_error(), "cannot prepare a child process's handles");
        UpdateProcThreadAttribute(list_, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, handles_.data(),
                                  handles_.size() * sizeof(HANDLE), nullptr, nullptr);
    }
    ~InheritedHandles() { DeleteProcThreadAttributeList(list_); }
    InheritedHandles(const InheritedHandles&) = delete;
    InheritedHandles& operator=(const InheritedHandles&) = delete;
    LPPROC_THREAD_ATTRIBUTE_LIST get() const { return list_; }

private:
    std::vector<HANDLE> handles_;
    std::vector<char> storage_;
    LPPROC_THREAD_ATTRIBUTE_LIST list_ = nullptr;
};

// A standard handle of this process that a child may inherit, or null.
HANDLE inheritable_std_handle(DWORD which)
{
    const HANDLE handle = GetStdHandle(which);
    if (handle == nullptr || handle == INVALID_HANDLE_VALUE) return nullptr;
    return SetHandleInformation(handle, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT) ? handle : nullptr;
}

// A job whose processes all end when it is closed: when its last handle,
// this process's, goes, the process dying included.
HANDLE make_kill_on_close_job()
{
    Handle job(CreateJobObjectW(nullptr, nullptr));
    if (job.get() == nullptr) throw std::system_error(last_error(), "cannot make a job object for a child process");
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
    limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
    if (!SetInformationJobObject(job.get(), JobObjectExtendedLimitInformation, &limits, sizeof limits))
        throw std::system_error(last_error(), "cannot make a job object for a child process");
    return job.release();
}

}  // namespace

ChildProcess::ChildProcess(const std::vector<std::string>& arguments, Output output, bool own_tree)
{
    // The pipe: only its write end is inherited, and only by this child.
    HANDLE read_end = nullptr;
    HANDLE write_end = nullptr;
    if (!CreatePipe(&read_end, &write_end, nullptr, 0))
        throw std::system_error(last_error(), "cannot make a pipe to a child process");
    Handle reading(read_end);
    Handle writing(write_end);
    SetHandleInformation(write_end, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT);

    std::vector<std::string> words = arguments;
    const std::string channel = std::to_string(static_cast<unsigned long long>(number_of(write_end))) + ":" +
                                std::to_string(GetCurrentProcessId());
    for (std::string& word : words)
        if (output == Output::inherited && word == "{channel}") word = channel;

    STARTUPINFOEXW startup{};
    startup.StartupInfo.cb = sizeof startup;
    startup.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    std::vector<HANDLE> inherited{write_end};
    if (output == Output::captured) {
        startup.StartupInfo.hStdOutput = write_end;
        startup.StartupInfo.hStdError = write_end;
    } else {
        startup.StartupInfo.hStdOutput = inheritable_std_handle(STD_OUTPUT_HANDLE);
        startup.StartupInfo.hStdError = inheritable_std_handle(STD_ERROR_HANDLE);
    }
    startup.StartupInfo.hStdInput = inheritable_std_handle(STD_INPUT_HANDLE);
    for (const HANDLE handle :
         {startup.StartupInfo.hStdInput, startup.StartupInfo.hStdOutput, startup.StartupInfo.hStdError})
        if (handle != nullptr && std::find(inherited.begin(), inherited.end(), handle) == inherited.end())
            inherited.push_back(handle);
    const InheritedHandles handles(inherited);
    startup.lpAttributeList = handles.get();

    Handle job(own_tree ? make_kill_on_close_job() : nullptr);
    // Suspended until it is in its job, so that nothing it starts escapes the job.
    // A process group of its own: Ctrl-C in the console does not reach it.
    const DWORD flags = EXTENDED_STARTUPINFO_PRESENT | CREATE_SUSPENDED | CREATE_UNICODE_ENVIRONMENT |
                        (own_tree ? CREATE_NEW_PROCESS_GROUP : 0);
    std::wstring line = command_line(words);
    PROCESS_INFORMATION process{};
    if (!CreateProcessW(std::filesystem::path(arguments[0]).c_str(), line.data(), nullptr, nullptr, TRUE, flags,
                        nullptr, nullptr, &startup.StartupInfo, &process))
        throw std::system_error(last_error(), "cannot start " + arguments[0]);
    Handle thread(process.hThread);
    Handle child(process.hProcess);
    if (own_tree && !AssignProcessToJobObject(job.get(), process.hProcess)) {
        const std::error_code error = last_error();
        TerminateProcess(process.hProcess, 1);
        throw std::system_error(error, "cannot put " + arguments[0] + " into a job object");
    }
    ResumeThread(process.hThread);
    process_ = number_of(child.release());
    tree_ = own_tree ? number_of(job.release()) : -1;
    pipe_ = number_of(reading.release());
}

ChildProcess::~ChildProcess()
{
    if (!ended_) kill();
    if (pipe_ != -1) CloseHandle(handle_of(pipe_));
    if (tree_ != -1) CloseHandle(handle_of(tree_));
    CloseHandle(handle_of(process_));
}

// Anonymous pipes cannot be waited on: the pipe is looked at between short
// waits on the process (and on the interrupt event).
bool ChildProcess::wait(std::chrono::milliseconds slice, std::string& bytes)
{
    if (ended_) return true;
    const auto read_available = [&] {
        DWORD waiting = 0;
        while (pipe_ != -1) {
            if (!PeekNamedPipe(handle_of(pipe_), nullptr, 0, nullptr, &waiting, nullptr)) {
                CloseHandle(handle_of(pipe_));  // every writer closed it
                pipe_ = -1;
                return;
            }
            if (waiting == 0) return;
            char buffer[4096];
            DWORD count = 0;
            if (!ReadFile(handle_of(pipe_), buffer, std::min<DWORD>(waiting, sizeof buffer), &count, nullptr)) return;
            bytes.append(buffer, count);
        }
    };
    read_available();
    const auto end = std::chrono::steady_clock::now() + slice;
    HANDLE waited[2] = {handle_of(process_), interrupt_event};
    const DWORD handle_count = interrupt_event != nullptr ? 2 : 1;
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - std::chrono::steady_clock::now());
        const DWORD step = static_cast<DWORD>(std::clamp<long long>(left.count(), 0, 10));
        const DWORD woke = WaitForMultipleObjects(handle_count, waited, FALSE, step);
        read_available();
        if (woke == WAIT_OBJECT_0) break;
        if (woke == WAIT_OBJECT_0 + 1 || left.count() <= 0) return false;
    }
    DWORD code = 0;
    GetExitCodeProcess(handle_of(process_), &code);
    ended_ = true;
    exit_ = {is_exception_code(code), static_cast<int>(code)};
    return true;
}

void ChildProcess::kill()
{
    if (ended_) return;
    if (tree_ != -1) TerminateJobObject(handle_of(tree_), 1);
    else TerminateProcess(handle_of(process_), 1);
    WaitForSingleObject(handle_of(process_), INFINITE);
    ended_ = true;
    exit_ = {true, 1};
}

// "HANDLE:PARENT". The child ends with its parent through the job object
// (its handle closes with the parent): nothing to do here for that.
ParentChannel::ParentChannel(const std::string& words) : handle_(-1)
{
    std::istringstream in(words);
    unsigned long long handle = 0;
    char colon = 0;
    unsigned long parent = 0;
    if (!(in >> handle >> colon >> parent) || colon != ':' || handle == 0)
        throw std::invalid_argument("not a channel from a parent process: '" + words + "'");
    handle_ = static_cast<std::intptr_t>(handle);
    // A program this child starts does not inherit it.
    SetHandleInformation(handle_of(handle_), HANDLE_FLAG_INHERIT, 0);
}

void ParentChannel::write(const std::string& line) const
{
    DWORD written = 0;
    WriteFile(handle_of(handle_), line.data(), static_cast<DWORD>(line.size()), &written, nullptr);
}

std::filesystem::path find_program(const std::string& name)
{
    const wchar_t* path = _wgetenv(L"PATH");
    if (path == nullptr) return {};
    std::wistringstream folders(path);
    std::wstring folder;
    while (std::getline(folders, folder, L';')) {
        if (folder.empty()) continue;
        const std::filesystem::path candidate = std::filesystem::path(folder) / (name + ".exe");
        std::error_code error;
        if (std::filesystem::is_regular_file(candidate, error)) return candidate;
    }
    return {};
}

}  // namespace ocltut::platform

#include "files.hpp"

#include "errors.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <system_error>

namespace ocltut {

namespace {

[[noreturn]] void fail_to_read(const std::filesystem::path& path, const std::string& failure, const std::string& reason)
{
    throw UserError(failure + " '" + path.string() + "': " + reason);
}

// errno after a failed stat() or open(), in the words the other messages use.
std::string errno_reason(int error)
{
    if (error == ENOENT || error == ENOTDIR) return "no such file";
    if (error == EACCES || error == EPERM) return "permission denied";
    return std::generic_category().message(error);
}

// Why a file of this kind and size is not read, or "" when it is.
std::string refusal(const struct stat& status, FileSizeLimit limit)
{
    if (S_ISDIR(status.st_mode)) return "it is a directory";
    if (!S_ISREG(status.st_mode)) return "not a regular file (a device, a pipe or a socket)";
    if (static_cast<std::uintmax_t>(status.st_size) > limit.bytes)
        return std::string("the file is larger than ") + limit.words;
    return "";
}

// A file descriptor, closed when it goes.
class OpenFile {
public:
    explicit OpenFile(int fd) : fd_(fd) {}
    OpenFile(OpenFile&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }
    OpenFile(const OpenFile&) = delete;
    OpenFile& operator=(const OpenFile&) = delete;
    OpenFile& operator=(OpenFile&&) = delete;
    ~OpenFile()
    {
        if (fd_ >= 0) ::close(fd_);
    }
    int fd() const { return fd_; }

private:
    int fd_;
};

// Opens a file once its kind and size are known to be right. They are
// looked up before opening it (stat), since opening a pipe blocks until
// someone writes to it and opening a device may do something of its own,
// and again on the file opened (fstat), which is the one read even if the
// name was given to another file in between (O_NONBLOCK: a pipe put there
// does not block the open either). `size` is the file's size.
OpenFile open_named_file(const std::filesystem::path& path, FileSizeLimit limit, const std::string& failure,
                         std::uintmax_t& size)
{
    struct stat status {};
    if (::stat(path.c_str(), &status) != 0) fail_to_read(path, failure, errno_reason(errno));
    if (const std::string reason = refusal(status, limit); !reason.empty()) fail_to_read(path, failure, reason);
    OpenFile file(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (file.fd() < 0) fail_to_read(path, failure, errno_reason(errno));
    if (::fstat(file.fd(), &status) != 0) fail_to_read(path, failure, errno_reason(errno));
    if (const std::string reason = refusal(status, limit); !reason.empty()) fail_to_read(path, failure, reason);
    size = static_cast<std::uintmax_t>(status.st_size);
    return file;
}

}  // namespace

void check_named_file(const std::filesystem::path& path, FileSizeLimit limit, const std::string& failure)
{
    std::uintmax_t size = 0;
    open_named_file(path, limit, failure, size);
}

std::vector<std::uint8_t> read_named_file(const std::filesystem::path& path, FileSizeLimit limit,
                                          const std::string& failure)
{
    std::uintmax_t size = 0;
    const OpenFile file = open_named_file(path, limit, failure, size);
    std::vector<std::uint8_t> bytes(static_cast<std::size_t>(size));
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t count = ::read(file.fd(), bytes.data() + done, bytes.size() - done);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0) fail_to_read(path, failure, std::generic_category().message(errno));
        if (count == 0) break;  // the file was cut short while being read: what it holds now
        done += static_cast<std::size_t>(count);
    }
    bytes.resize(done);
    return bytes;
}

void check_kernel_file(const std::string& path)
{
    check_named_file(path, largest_text_file, "cannot read kernel");
}

}  // namespace ocltut

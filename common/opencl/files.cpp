#include "common/opencl/files.hpp"

#include "common/opencl/errors.hpp"

#include "common/platform/platform.hpp"

#include <system_error>

namespace ocltut {

namespace {

[[noreturn]] void fail_to_read(const std::filesystem::path& path, const std::string& failure, const std::string& reason)
{
    throw UserError(failure + " '" + path.string() + "': " + reason);
}

// A failed look-up or open, in the words the other messages use.
std::string error_reason(const std::error_code& error)
{
    if (error == std::errc::no_such_file_or_directory || error == std::errc::not_a_directory) return "no such file";
    if (error == std::errc::permission_denied || error == std::errc::operation_not_permitted)
        return "permission denied";
    return error.message();
}

// Why a file of this kind and size is not read, or "" when it is.
std::string refusal(const platform::FileStatus& status, FileSizeLimit limit)
{
    if (status.kind == platform::FileStatus::Kind::directory) return "it is a directory";
    if (status.kind != platform::FileStatus::Kind::regular) return "not a regular file (a device, a pipe or a socket)";
    if (status.size > limit.bytes) return std::string("the file is larger than ") + limit.words;
    return "";
}

// Opens a file once its kind and size are known to be right. They are
// looked up before opening it, since opening a pipe blocks until someone
// writes to it and opening a device may do something of its own, and again
// on the file opened, which is the one read even if the name was given to
// another file in between. `size` is the file's size.
platform::InputFile open_named_file(const std::filesystem::path& path, FileSizeLimit limit, const std::string& failure,
                                    std::uintmax_t& size)
{
    std::error_code error;
    platform::FileStatus status = platform::file_status(path, error);
    if (error) fail_to_read(path, failure, error_reason(error));
    if (const std::string reason = refusal(status, limit); !reason.empty()) fail_to_read(path, failure, reason);
    platform::InputFile file(path, error);
    if (error) fail_to_read(path, failure, error_reason(error));
    status = file.status(error);
    if (error) fail_to_read(path, failure, error_reason(error));
    if (const std::string reason = refusal(status, limit); !reason.empty()) fail_to_read(path, failure, reason);
    size = status.size;
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
    platform::InputFile file = open_named_file(path, limit, failure, size);
    std::vector<std::uint8_t> bytes(static_cast<std::size_t>(size));
    std::size_t done = 0;
    while (done < bytes.size()) {
        std::error_code error;
        const std::size_t count = file.read(bytes.data() + done, bytes.size() - done, error);
        if (error) fail_to_read(path, failure, error.message());
        if (count == 0) break;  // the file was cut short while being read: what it holds now
        done += count;
    }
    bytes.resize(done);
    return bytes;
}

void check_kernel_file(const std::string& path)
{
    check_named_file(path, largest_text_file, "cannot read kernel");
}

void prepare_output_dir(const std::filesystem::path& dir)
{
    std::error_code error;
    std::filesystem::create_directories(dir, error);
    if (error || !std::filesystem::is_directory(dir))
        throw UserError("cannot use output folder '" + dir.string() +
                        "': " + (error ? error.message() : "it is not a folder"));
    // A probe file of a name no one else uses, created only if it does not
    // exist, so that a user's file is never touched.
    const std::filesystem::path probe = dir / (".ocltut-write-test-" + std::to_string(platform::process_id()));
    platform::write_new_file(probe, {}, error);
    if (error) throw UserError("cannot write into output folder '" + dir.string() + "': " + error.message());
    std::filesystem::remove(probe, error);
}

}  // namespace ocltut

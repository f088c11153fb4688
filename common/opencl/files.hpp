// The files and folders a user names on the command line. A file read (a
// picture, a kernel) is checked to be a regular file of a sane size before a
// byte of it is read, so a pipe cannot hang a program and /dev/zero cannot
// fill its memory; a folder written into is tried before any work.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace ocltut {

// The most a file may hold, and how a message says it.
struct FileSizeLimit {
    std::uintmax_t bytes;
    const char* words;  // "4 MiB"
};

// Kernel sources and the other text files the programs read. The lessons'
// kernels are a few KiB; a file of megabytes is not one.
inline constexpr FileSizeLimit largest_text_file{4u << 20, "4 MiB"};

// Checks that `path` is a regular file of at most `limit` that this process
// may read, without reading it. Otherwise throws UserError("FAILURE 'PATH':
// REASON"), the reason one of: no such file, permission denied, it is a
// directory, not a regular file (a device, a pipe or a socket), the file is
// larger than LIMIT, or the system's own words for a rarer failure.
void check_named_file(const std::filesystem::path& path, FileSizeLimit limit, const std::string& failure);

// The same checks, then the whole file.
std::vector<std::uint8_t> read_named_file(const std::filesystem::path& path, FileSizeLimit limit,
                                          const std::string& failure);

// --kernel's check, for the lessons and the exercise checker alike:
// "cannot read kernel 'PATH': REASON".
void check_kernel_file(const std::string& path);

// Creates the folder (and its parents) and checks a file can be written in
// it, so a run fails before any work when the folder is unusable.
void prepare_output_dir(const std::filesystem::path& dir);

}  // namespace ocltut

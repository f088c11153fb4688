// The command-line options every lesson takes, read into LessonOptions.
// A lesson adds its own options to the same CLI::App before parsing (those
// that choose and set a going-further kernel: going-further/).
#pragma once

#include "common/opencl/profiling.hpp"
#include "common/tutorial/memory_path.hpp"
#include "common/tutorial/ndrange.hpp"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <optional>
#include <string>

namespace ocltut {

struct LessonOptions {
    std::string input;                    // picture to process
    std::filesystem::path output_dir;     // where the pictures go
    std::string device;                   // see select_device(); "" = default
    int iterations = default_iterations;  // timed launches after warm-up
    std::string kernel_file;              // a .cl file to run instead of the lesson's own
    LocalSize local_size{0, 0};           // --local-size WxH
    bool list_devices = false;
    MemoryPath memory = MemoryPath::copy;  // --memory copy|zero-copy|pinned
};

// Defaults: --input <project>/data/<photo>, --output-dir output/<lesson>.
LessonOptions default_options(const std::string& lesson, const std::string& photo);

// Makes `app` report a command-line mistake as every other error: one line,
// "error: ...", on stderr.
void use_one_line_errors(CLI::App& app);

// The check of a --device (or --devices) value: why it names no device, or
// "" when it may. An empty value, a script's unset variable, would
// otherwise pick the default device without a word.
std::string device_named(const std::string& spec);

// Adds --input, --output-dir, --device, --iterations, --kernel, --local-size,
// --memory and --list-devices to `app`, writing into `options`.
void add_lesson_options(CLI::App& app, LessonOptions& options);

// The start of every lesson program, once `app` has its options
// (add_lesson_options and any of the lesson's own): parses the command line.
// Returns the exit code when the program has nothing more to do (--help, a
// bad flag, --list-devices), else nothing.
std::optional<int> parse_command_line(CLI::App& app, const LessonOptions& options, int argc, char** argv);

}  // namespace ocltut

// The command-line options every lesson takes, read into LessonOptions.
// A lesson adds its own options to the same CLI::App before parsing (those
// that choose and set a going-further kernel: going-further/).
#pragma once

#include "common/opencl/profiling.hpp"
#include "common/tutorial/memory_path.hpp"
#include "common/tutorial/ndrange.hpp"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <functional>
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

// Makes `app` report a command-line mistake as every other error: one line,
// "error: ...", on stderr.
void use_one_line_errors(CLI::App& app);

// The check of a --device (or --devices) value: why it names no device, or
// "" when it may. An empty value, a script's unset variable, would
// otherwise pick the default device without a word.
std::string device_named(const std::string& spec);

// The start of every lesson program: the options every lesson takes
// (--input, --output-dir, --device, --iterations, --kernel, --local-size,
// --memory, --list-devices) and the lesson's own, which `add_own_options`
// adds to the same CLI::App, read from the command line. --input defaults to
// <project>/data/<photo>, --output-dir to output/<lesson>; `title` heads
// --help. When the program has nothing more to do (--help, a command-line
// mistake, --list-devices), throws ExitRequest with its exit code, which
// run_main returns.
LessonOptions parse_lesson_options(int argc, char** argv, const std::string& lesson, const std::string& photo,
                                   const std::string& title,
                                   const std::function<void(CLI::App&)>& add_own_options = {});

}  // namespace ocltut

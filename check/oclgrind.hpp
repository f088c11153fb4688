// The check under Oclgrind: an exercise that gives the right result can
// still race (a histogram counting without atomics, a tile read before its
// barrier) or read past a buffer, and be right only because of how one
// device schedules its work-items (PoCL runs a group's work-items one after
// the other, so two of them never meet). Oclgrind, a simulated OpenCL
// device, watches every memory access: `oclgrind --data-races` reports
// unsynchronised accesses to one address and accesses outside a buffer.
//
// The checker cannot switch its own OpenCL platform, so it runs itself
// again under the `oclgrind` program, on the small inputs, and reads what
// Oclgrind reports.
#pragma once

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

namespace ocltut::check {

// The `oclgrind` program on the PATH, or an empty path when it is not installed.
std::filesystem::path find_oclgrind();

// What the run under Oclgrind found.
struct OclgrindFinding {
    enum class Kind {
        clean,        // no report, and the check passed on Oclgrind's device too
        reported,     // a report: `text` holds it
        fails_there,  // no report, but the check is wrong on Oclgrind's device: `text` says where
        not_checked,  // the run could not be made or did not end: `text` says why
    };
    Kind kind = Kind::clean;
    std::string text;  // lines to print, each indented by four spaces
};

// Runs `checker` (this program) with `arguments` under
// `oclgrind --data-races --check-api`, stopped after `limit`, and returns
// what it found: Oclgrind's first report (a data race, an access out of
// bounds, an uninitialised value, a divergent barrier, an OpenCL call
// misused), shortened to its kernel and source line, with `kernel_name`
// for the file Oclgrind calls input.cl; or, when it reported nothing, the
// check's wrong outputs on its device; or why no check was made (the check
// could not run there, or Oclgrind crashed or ran out of time).
OclgrindFinding run_under_oclgrind(const std::filesystem::path& oclgrind, const std::filesystem::path& checker,
                                   const std::vector<std::string>& arguments, const std::string& kernel_name,
                                   std::chrono::seconds limit);

}  // namespace ocltut::check

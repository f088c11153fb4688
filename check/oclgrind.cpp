#include "oclgrind.hpp"

#include "isolation.hpp"

#include "common/opencl/errors.hpp"

#include <regex>
#include <sstream>

namespace ocltut::check {

namespace {

std::vector<std::string> lines_of(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream stream(text);
    std::string line;
    while (std::getline(stream, line)) lines.push_back(line);
    return lines;
}

// The first line of a report: what Oclgrind starts each one with, the list
// the tests use too (OCLTUT_OCLGRIND_REPORTS, the top CMakeLists.txt).
const std::regex report_start(OCLTUT_OCLGRIND_REPORTS);

// The first report, shortened to what a learner can act on: its first
// line, the kernel, and the first source line it names (the lines in
// between are LLVM instructions). Oclgrind calls the kernel file input.cl.
std::string first_report(const std::vector<std::string>& lines, const std::string& kernel_name)
{
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!std::regex_search(lines[i], report_start)) continue;
        std::string report = "    " + lines[i] + '\n';
        bool source_shown = false;
        for (std::size_t j = i + 1; j < lines.size() && !lines[j].empty() && lines[j][0] == '\t'; ++j) {
            const std::string line = lines[j].substr(1);
            const bool kept = line.rfind("Kernel:", 0) == 0 || line.rfind("Function:", 0) == 0 ||
                              line.rfind("Error:", 0) == 0 || (!source_shown && line.rfind("At line", 0) == 0);
            if (!kept) continue;
            std::string shown = std::regex_replace(line, std::regex(" of input\\.cl:"), " of " + kernel_name + ":");
            report += "      " + shown + '\n';
            if (line.rfind("At line", 0) == 0 && j + 1 < lines.size()) {
                report += "      " + lines[j + 1].substr(1) + '\n';  // the source line itself
                source_shown = true;
            }
        }
        return report;
    }
    return "";
}

// The check's lines that say which outputs are wrong on Oclgrind's device;
// "" when none is.
std::string wrong_outputs(const std::vector<std::string>& lines)
{
    std::string quoted;
    for (const std::string& line : lines)
        if (line.find(": WRONG") != std::string::npos)
            quoted += "    " + line.substr(line.find_first_not_of(' ')) + '\n';
    return quoted;
}

// Why the check did not run to its verdict on Oclgrind's device: its
// COULD NOT RUN or DOES NOT COMPILE line and the one after, an error line,
// or else its last line.
std::string why_not_checked(const std::vector<std::string>& lines)
{
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const bool cause = lines[i] == "  COULD NOT RUN:" || lines[i] == "  DOES NOT COMPILE:";
        if (cause && i + 1 < lines.size()) return "    " + lines[i + 1] + '\n';
        if (lines[i].rfind("error: ", 0) == 0) return "    " + lines[i] + '\n';
    }
    return lines.empty() ? "    (no output)\n" : "    " + lines.back() + '\n';
}

}  // namespace

std::filesystem::path find_oclgrind()
{
    return find_program("oclgrind");
}

OclgrindFinding run_under_oclgrind(const std::filesystem::path& oclgrind, const std::filesystem::path& checker,
                                   const std::vector<std::string>& arguments, const std::string& kernel_name,
                                   std::chrono::seconds limit)
{
    std::vector<std::string> command{oclgrind.string(), "--data-races", "--check-api", checker.string()};
    command.insert(command.end(), arguments.begin(), arguments.end());
    std::string output;
    ChildEnd end;
    try {
        end = run_program(command, limit, output);
    } catch (const UserError& error) {
        return {OclgrindFinding::Kind::not_checked, std::string("    ") + error.what() + '\n'};
    }
    const std::vector<std::string> lines = lines_of(output);
    const std::string report = first_report(lines, kernel_name);
    if (!report.empty()) return {OclgrindFinding::Kind::reported, report};
    switch (end.how) {
    case ChildEnd::How::timed_out:
        return {OclgrindFinding::Kind::not_checked,
                "    it did not finish in " + std::to_string(limit.count()) + " s (--time-limit sets the limit)\n"};
    case ChildEnd::How::interrupted:
        return {OclgrindFinding::Kind::not_checked, "    interrupted\n"};
    case ChildEnd::How::crashed:
        return {OclgrindFinding::Kind::not_checked, "    it crashed: " + describe_crash(end.signal) + '\n'};
    case ChildEnd::How::exited:
        break;
    }
    if (end.exit_code == 0) return {};
    const std::string wrong = wrong_outputs(lines);
    if (!wrong.empty()) return {OclgrindFinding::Kind::fails_there, wrong};
    return {OclgrindFinding::Kind::not_checked, why_not_checked(lines)};
}

}  // namespace ocltut::check

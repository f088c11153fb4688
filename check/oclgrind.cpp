#include "oclgrind.hpp"

#include "common/errors.hpp"

#include <unistd.h>
#include <sys/wait.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <regex>
#include <sstream>

namespace ocltut::check {

namespace {

// `text` as one word for the shell: in single quotes, each ' as '\''.
std::string shell_word(const std::string& text)
{
    std::string word = "'";
    for (const char c : text) word += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return word + "'";
}

struct Output {
    std::string text;   // stdout and stderr together
    int exit_code;      // -1 when it did not exit normally
};

Output run_capturing(const std::string& command)
{
    FILE* pipe = popen((command + " 2>&1").c_str(), "r");
    if (pipe == nullptr) throw UserError(std::string("could not start Oclgrind: ") + std::strerror(errno));
    Output output{"", -1};
    char buffer[4096];
    std::size_t read = 0;
    while ((read = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) output.text.append(buffer, read);
    const int status = pclose(pipe);
    if (status != -1 && WIFEXITED(status)) output.exit_code = WEXITSTATUS(status);
    return output;
}

std::vector<std::string> lines_of(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream stream(text);
    std::string line;
    while (std::getline(stream, line)) lines.push_back(line);
    return lines;
}

// The first line of a report, as Oclgrind starts each one (the tests use
// the same list: tests/CMakeLists.txt).
const std::regex report_start("^(Invalid (read|write)|.*data race|Uninitiali[sz]ed|.*barrier divergence|"
                              "Work-group divergence|Oclgrind - OpenCL runtime error)");

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
                report += "      " + lines[j + 1].substr(1) + '\n';   // the source line itself
                source_shown = true;
            }
        }
        return report;
    }
    return "";
}

// When the check itself failed on Oclgrind's device: its lines that say so.
std::string failed_check(const std::vector<std::string>& lines)
{
    std::string quoted;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string& line = lines[i];
        const bool wrong = line.find(": WRONG") != std::string::npos;
        const bool cause = line == "  COULD NOT RUN:" || line == "  DOES NOT COMPILE:";
        if (wrong) quoted += "    " + line.substr(2) + '\n';
        if (cause && i + 1 < lines.size()) quoted += "    " + lines[i + 1] + '\n';
    }
    if (!quoted.empty()) return quoted;
    return lines.empty() ? "    (no output)\n" : "    " + lines.back() + '\n';
}

}  // namespace

std::filesystem::path find_oclgrind()
{
    const char* path = std::getenv("PATH");
    if (path == nullptr) return {};
    std::istringstream folders(path);
    std::string folder;
    while (std::getline(folders, folder, ':')) {
        if (folder.empty()) continue;
        const std::filesystem::path candidate = std::filesystem::path(folder) / "oclgrind";
        std::error_code error;
        if (std::filesystem::is_regular_file(candidate, error) && access(candidate.c_str(), X_OK) == 0)
            return candidate;
    }
    return {};
}

std::string run_under_oclgrind(const std::filesystem::path& oclgrind, const std::filesystem::path& checker,
                               const std::vector<std::string>& arguments, const std::string& kernel_name)
{
    std::string command = shell_word(oclgrind.string()) + " --data-races --check-api " + shell_word(checker.string());
    for (const std::string& argument : arguments) command += " " + shell_word(argument);
    const Output output = run_capturing(command);
    const std::vector<std::string> lines = lines_of(output.text);
    const std::string report = first_report(lines, kernel_name);
    if (!report.empty()) return "it reports:\n" + report;
    if (output.exit_code != 0) return "the check fails on its simulated device:\n" + failed_check(lines);
    return "";
}

}  // namespace ocltut::check

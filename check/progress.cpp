#include "progress.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/program.hpp"
#include "common/platform/platform.hpp"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iomanip>
#include <sstream>

namespace ocltut::check {

namespace {

// How a record names a file: relative to the project's root when inside it.
std::string stored_name(const std::filesystem::path& file)
{
    const std::filesystem::path absolute = std::filesystem::absolute(file).lexically_normal();
    const std::filesystem::path relative = absolute.lexically_relative(project_root());
    if (relative.empty() || *relative.begin() == "..") return absolute.string();
    return relative.string();
}

std::filesystem::path file_named(const std::string& stored)
{
    const std::filesystem::path file(stored);
    return file.is_absolute() ? file : project_root() / file;
}

// A fingerprint of the file's bytes (64-bit FNV-1a: it tells an edited file
// from the one recorded, and guards against nothing more), or "" when the
// file cannot be read.
std::string fingerprint(const std::filesystem::path& file)
{
    std::vector<std::uint8_t> bytes;
    try {
        bytes = read_named_file(file, largest_text_file, "cannot read");
    } catch (const UserError&) {
        return "";
    }
    std::uint64_t hash = 0xcbf29ce484222325u;
    for (const std::uint8_t byte : bytes) {
        hash ^= byte;
        hash *= 0x100000001b3u;
    }
    std::ostringstream text;
    text << "fnv1a64:" << std::hex << std::setw(16) << std::setfill('0') << hash;
    return text.str();
}

const char* key(Whose whose)
{
    return whose == Whose::yours ? "yours" : "finished";
}

// Why a progress file is refused, in one line.
UserError not_progress(const std::filesystem::path& file, const std::string& why)
{
    return UserError("'" + file.string() + "' is not check's progress (" + why + "): remove it to start over");
}

}  // namespace

std::filesystem::path project_root()
{
    // The exercises page is always there.
    return find_project_file("docs/exercises.md").parent_path().parent_path();
}

std::filesystem::path progress_file()
{
    const char* named = std::getenv(progress_env_var);
    if (named != nullptr && *named != '\0') return named;
    return project_root() / ".check-state.json";
}

std::string state_words(ExerciseState state)
{
    switch (state) {
    case ExerciseState::not_solved:
        return "NOT SOLVED";
    case ExerciseState::solved:
        return "SOLVED";
    case ExerciseState::changed_since_solved:
        return "CHANGED SINCE SOLVED";
    }
    return "";
}

Progress Progress::load(const std::filesystem::path& file)
{
    Progress progress;
    progress.file_ = file;
    std::error_code error;
    if (!std::filesystem::exists(std::filesystem::symlink_status(file, error))) return progress;

    const std::vector<std::uint8_t> bytes = read_named_file(file, largest_text_file, "cannot read the progress file");
    const nlohmann::json json = nlohmann::json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (json.is_discarded()) throw not_progress(file, "it is not JSON");
    if (!json.is_object()) throw not_progress(file, "it is no JSON object");
    for (const Whose whose : {Whose::yours, Whose::finished}) {
        if (!json.contains(key(whose))) continue;
        const nlohmann::json& records = json.at(key(whose));
        if (!records.is_object()) throw not_progress(file, std::string("\"") + key(whose) + "\" is no object");
        for (const auto& [name, record] : records.items()) {
            const bool usable = record.is_object() && record.contains("file") && record.at("file").is_string() &&
                                record.contains("fingerprint") && record.at("fingerprint").is_string();
            if (!usable) throw not_progress(file, "the record of " + name + " has no file and fingerprint");
            progress.records(whose)[name] = {record.at("file").get<std::string>(),
                                             record.at("fingerprint").get<std::string>()};
        }
    }
    return progress;
}

ExerciseState Progress::state(const Exercise& exercise, Whose whose) const
{
    const auto found = records(whose).find(exercise.name);
    if (found == records(whose).end()) return ExerciseState::not_solved;
    const std::string now = fingerprint(file_named(found->second.file));
    return now == found->second.fingerprint ? ExerciseState::solved : ExerciseState::changed_since_solved;
}

std::optional<std::filesystem::path> Progress::solved_by(const Exercise& exercise, Whose whose) const
{
    const auto found = records(whose).find(exercise.name);
    if (found == records(whose).end()) return std::nullopt;
    return file_named(found->second.file);
}

void Progress::record(const Exercise& exercise, Whose whose, const std::filesystem::path& file, bool solved)
{
    const std::string name = stored_name(file);
    Records& kept = records(whose);
    if (solved) {
        kept[exercise.name] = {name, fingerprint(file)};
        return;
    }
    const auto found = kept.find(exercise.name);
    if (found != kept.end() && found->second.file == name) kept.erase(found);
}

void Progress::forget(const Exercise& exercise, Whose whose)
{
    records(whose).erase(exercise.name);
}

void Progress::save() const
{
    nlohmann::json json = nlohmann::json::object();
    for (const Whose whose : {Whose::yours, Whose::finished}) {
        nlohmann::json& kept = json[key(whose)] = nlohmann::json::object();
        for (const auto& [name, record] : records(whose))
            kept[name] = {{"file", record.file}, {"fingerprint", record.fingerprint}};
    }
    // Written next to it, then renamed over it: a reader, another checker
    // included, sees the old file or the new one, never half of one.
    const std::filesystem::path partial = file_.string() + ".partial-" + std::to_string(platform::process_id());
    {
        errno = 0;
        std::ofstream out(partial);
        out << json.dump(2) << '\n';
        out.close();
        if (!out) {
            const std::string why = errno != 0 ? std::strerror(errno) : "the write failed";
            std::error_code ignored;
            std::filesystem::remove(partial, ignored);
            throw UserError("cannot save the progress in '" + file_.string() + "': " + why);
        }
    }
    std::error_code replaced;
    platform::replace_file(partial, file_, replaced);
    if (replaced) {
        const std::string why = replaced.message();
        std::error_code ignored;
        std::filesystem::remove(partial, ignored);
        throw UserError("cannot save the progress in '" + file_.string() + "': " + why);
    }
}

}  // namespace ocltut::check

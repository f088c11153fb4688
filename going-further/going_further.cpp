#include "going_further.hpp"

#include "common/opencl/errors.hpp"
#include "common/tutorial/sizes.hpp"

#include <algorithm>
#include <limits>
#include <optional>

namespace ocltut {

namespace {

// Parses "COPIES=8,ROWS=2" into {{"COPIES", 8}, {"ROWS", 2}}; CLI11 calls it
// for --tune, once for each time the option is given, into the same
// `tuning`. Names are upper case, as the kernels' build options are. A knob
// set twice is refused: which of the two values would be meant?
std::string parse_tuning(const std::string& text, Tuning& tuning)
{
    if (text.empty()) return "expected NAME=VALUE[,NAME=VALUE...], e.g. COPIES=8; got nothing";
    for (const std::string& item : list_items(text)) {
        if (item.empty())
            return "an empty setting in '" + text +
                   "' (a comma too many): expected NAME=VALUE[,NAME=VALUE...], "
                   "e.g. COPIES=8";
        const auto equals = item.find('=');
        const std::string name = item.substr(0, equals);
        const bool name_ok = !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
            return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        });
        const std::optional<std::size_t> value =
            equals == std::string::npos || !name_ok
                ? std::nullopt
                : read_count(item.data() + equals + 1, item.data() + item.size(), std::numeric_limits<int>::max());
        if (!value)
            return "expected NAME=VALUE[,NAME=VALUE...] with upper-case names and values of at least 1, e.g. "
                   "COPIES=8; got '" +
                   item + "'";
        const auto earlier = tuning.find(name);
        if (earlier != tuning.end())
            return name + " is set twice (" + name + "=" + std::to_string(earlier->second) + ", then " + item +
                   "): give each knob once";
        tuning[name] = static_cast<int>(*value);
    }
    return "";
}

}  // namespace

void add_going_further_options(CLI::App& app, GoingFurtherOptions& options, const std::string& knobs,
                               const std::vector<std::string>& variants, const std::string& variant_help)
{
    std::vector<std::string> names{"lesson"};
    names.insert(names.end(), variants.begin(), variants.end());
    app.add_option("--variant", options.variant,
                   "lesson: the lesson's own kernels; " + variant_help + " (see the lesson's page)")
        ->capture_default_str()
        ->check(CLI::IsMember(names));
    // --tune may be given more than once, each time with one list: all of
    // them set knobs, and a knob set twice is refused in parse_tuning.
    app.add_option_function<std::vector<std::string>>(
           "--tune",
           [&options](const std::vector<std::string>& lists) {
               for (const std::string& text : lists) {
                   const std::string error = parse_tuning(text, options.tuning);
                   if (!error.empty()) throw CLI::ValidationError("--tune", error);
               }
           },
           "Knobs of the going-further kernel (with --variant fast), e.g. " + knobs +
               " (default: chosen for the device)")
        ->type_name("NAME=VALUE,...")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

bool going_further(const GoingFurtherOptions& options)
{
    if (options.variant != "lesson") return true;
    if (!options.tuning.empty())
        throw UserError("--tune sets the knobs of a going-further kernel: choose one with --variant (see --help)");
    return false;
}

int tuned(const TunedConfig& config, const std::string& name, int fallback)
{
    const auto knob = config.tuning.find(name);
    return knob == config.tuning.end() ? fallback : knob->second;
}

void check_knob_names(const TunedConfig& config, const std::vector<std::string>& knobs, const std::string& kernel)
{
    for (const auto& [name, value] : config.tuning) {
        if (std::find(knobs.begin(), knobs.end(), name) != knobs.end()) continue;
        std::string names;
        for (const std::string& knob : knobs) names += (names.empty() ? "" : ", ") + knob;
        throw UserError("--tune " + name + "=" + std::to_string(value) + ": " + kernel +
                        " has no such knob; its knobs: " + names);
    }
}

void check_knob_range(const TunedConfig& config, const std::string& name, int low, int high, const std::string& why)
{
    const int value = tuned(config, name, low);
    if (value < low || value > high)
        throw UserError("--tune " + name + "=" + std::to_string(value) + ": " + name + " must be " +
                        std::to_string(low) + " to " + std::to_string(high) + " (" + why + ")");
}

}  // namespace ocltut

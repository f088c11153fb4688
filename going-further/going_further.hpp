// The "going further" kernels of a lesson: choosing one (--variant) and
// setting its knobs (--tune), then reading and checking those knobs in its
// runner. For the lessons that have such kernels, and for the tools and
// tests that run them; the lessons' shared options (LessonOptions) and
// RunConfig, in common/, know nothing of them.
#pragma once

#include "common/tutorial/run_config.hpp"

#include <CLI/CLI.hpp>

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace ocltut {

// The knobs of a lesson's "going further" kernel, as --tune sets them
// (--tune COPIES=8,GROUPS_PER_UNIT=2): knob name -> value. The names are the
// kernel's build options (-D COPIES=8) or choices of its host code; each
// runner lists its own and picks a default per device for every knob not set.
using Tuning = std::map<std::string, int>;

// The going-further options of a lesson's command line, read beside its
// LessonOptions: what --variant and --tune say.
struct GoingFurtherOptions {
    std::string variant = "lesson";  // --variant: "lesson", or a going-further kernel ("fast", ...)
    Tuning tuning;                   // --tune NAME=VALUE,...
};

// What a going-further kernel's runner is given: the lesson's RunConfig and
// the knobs to run with. The command line, compare's sweep and the tests
// hand a runner its knobs in it; a stage that runs with the device's
// defaults makes one with none: TunedConfig(config).
struct TunedConfig : RunConfig {
    explicit TunedConfig(RunConfig config, Tuning knobs = {}) : RunConfig(std::move(config)), tuning(std::move(knobs))
    {}
    Tuning tuning;  // {}: every knob at the runner's default for the device
};

// For a lesson with "going further" kernels: adds --variant (lesson: the
// lesson's own kernels; each of `variants`, e.g. "fast": a going-further
// kernel, described in `variant_help`) and --tune, whose help lists `knobs`.
void add_going_further_options(CLI::App& app, GoingFurtherOptions& options, const std::string& knobs,
                               const std::vector<std::string>& variants = {"fast"},
                               const std::string& variant_help = "fast: its going-further kernel");

// Whether --variant asks for a going-further kernel. --tune without it is a
// UserError: only those kernels have knobs.
bool going_further(const GoingFurtherOptions& options);

// The value of knob `name`, or `fallback` when --tune does not set it.
int tuned(const TunedConfig& config, const std::string& name, int fallback);

// A UserError naming `kernel`'s knobs when --tune sets any other.
void check_knob_names(const TunedConfig& config, const std::vector<std::string>& knobs, const std::string& kernel);

// When --tune sets knob `name`: a UserError unless its value lies in
// low .. high, in one line with the range and why it ends there, e.g.
// "--tune ROWS=9: ROWS must be 1 to 2 (the picture's height)".
void check_knob_range(const TunedConfig& config, const std::string& name, int low, int high, const std::string& why);

}  // namespace ocltut

// The "going further" kernels of a lesson: choosing one (--variant) and
// setting its knobs (--tune), then reading and checking those knobs in its
// runner. For the lessons that have such kernels, and for the tools and
// tests that run them; the Tuning type itself is in common/tutorial/tuning.hpp,
// where RunConfig carries it.
#pragma once

#include "common/tutorial/options.hpp"
#include "common/tutorial/run_config.hpp"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace ocltut {

// For a lesson with "going further" kernels: adds --variant (lesson: the
// lesson's own kernels; each of `variants`, e.g. "fast": a going-further
// kernel, described in `variant_help`) and --tune, whose help lists `knobs`.
void add_going_further_options(CLI::App& app, LessonOptions& options, const std::string& knobs,
                               const std::vector<std::string>& variants = {"fast"},
                               const std::string& variant_help = "fast: its going-further kernel");

// Whether --variant asks for a going-further kernel. --tune without it is a
// UserError: only those kernels have knobs.
bool going_further(const LessonOptions& options);

// The value of knob `name`, or `fallback` when --tune does not set it.
int tuned(const RunConfig& config, const std::string& name, int fallback);

// A UserError naming `kernel`'s knobs when --tune sets any other.
void check_knob_names(const RunConfig& config, const std::vector<std::string>& knobs, const std::string& kernel);

// When --tune sets knob `name`: a UserError unless its value lies in
// low .. high, in one line with the range and why it ends there, e.g.
// "--tune ROWS=9: ROWS must be 1 to 2 (the picture's height)".
void check_knob_range(const RunConfig& config, const std::string& name, int low, int high, const std::string& why);

}  // namespace ocltut

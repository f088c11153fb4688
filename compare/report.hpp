// Presenting the comparison: a table on the terminal, results.json,
// results.csv and chart.svg.
#pragma once

#include "measure.hpp"

#include <filesystem>
#include <iosfwd>
#include <vector>

namespace ocltut::compare {

void print_table(std::ostream& out, const DeviceResults& results);

// Each writes one file in `dir` (atomically: a temporary name, then renamed).
void write_json(const std::filesystem::path& file, const std::vector<DeviceResults>& all);
void write_csv(const std::filesystem::path& file, const std::vector<DeviceResults>& all);
void write_chart(const std::filesystem::path& file, const std::vector<DeviceResults>& all);

}  // namespace ocltut::compare

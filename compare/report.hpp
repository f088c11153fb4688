// Presenting the comparison: a table on the terminal, results.json,
// results.csv and chart.svg.
#pragma once

#include "measure.hpp"

#include "common/tutorial/image_io.hpp"

#include <iosfwd>
#include <vector>

namespace ocltut::compare {

void print_table(std::ostream& out, const DeviceResults& results);

// results.json, results.csv and chart.svg, for write_all_or_none: the three
// describe one run, so a folder never holds some from one run and some from
// another.
std::vector<OutputFile> result_files(const std::vector<DeviceResults>& all);

}  // namespace ocltut::compare

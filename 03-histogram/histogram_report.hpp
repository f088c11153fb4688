// What lesson 03 prints and writes about a histogram: the summary, the CSV
// and how a variant divided its work. Its main() calls these.
#pragma once

#include "histogram.hpp"

#include <cstdint>
#include <iosfwd>
#include <string>

namespace ocltut {

// What the lesson prints about the picture.
struct HistogramSummary {
    std::uint64_t pixels = 0;
    int min = 0;
    int max = 0;
    double mean = 0;
    int most_frequent = 0;  // the lowest value among equally frequent ones
    std::uint32_t most_frequent_count = 0;
};

// Throws std::invalid_argument for an empty histogram (no pixel at all).
HistogramSummary summarize_histogram(const Histogram& bins);

// "pixels 262144, min 0, max 255, mean 118.72, most frequent 255 (1.9% of the pixels)"
void print_summary(std::ostream& out, const HistogramSummary& summary);

// "value,count", then one row per value 0..255: "0,1234".
std::string histogram_csv(const Histogram& bins);

// "sub-histograms: 8 groups x 256 work-items, up to 1024 pixels each, ..."
void print_plan(std::ostream& out, const HistogramRun& run);

// A variant's time: its counting kernel's median plus its merge's.
void print_variant_total(std::ostream& out, const std::string& variant, const KernelReport& count,
                         const KernelReport& merge);

}  // namespace ocltut

// The program around lesson 03's histogram: options, device, input picture,
// the host runner, verification against the golden, the printed summary,
// histogram.csv and the histogram.png bar chart. The lesson's main() is one
// call to run_histogram_app with its runner.
#pragma once

#include "golden.hpp"
#include "lesson.hpp"
#include "verify.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace ocltut {

// The order in which the work-items of a group take their pixels (the
// kernel file explains both). A GPU wants neighbouring work-items on
// neighbouring bytes (strided); a CPU, which runs the work-items of a group
// one after the other, wants each work-item on a contiguous run.
enum class AccessOrder { strided, contiguous };

// Contiguous on a CPU device, strided on anything else.
AccessOrder preferred_order(const cl::Device& device);
const char* order_name(AccessOrder order);

// How a counting kernel's work was divided, for the printout and the tests.
struct HistogramPlan {
    std::size_t items_per_group = 0;
    std::size_t groups = 0;
    std::uint32_t pixels_per_item = 0;  // the most one work-item sees
    AccessOrder order = AccessOrder::strided;
    std::string counter;                // the counters' OpenCL type: uchar, ushort or uint
    std::size_t local_bytes = 0;        // local memory one group's counters take
    // Only the going-further kernel has these (0 for the lesson's kernels):
    std::size_t copies = 0;             // copies of the 256 bins in a group's local memory
    std::size_t spread = 0;             // copies one work-item spreads its own pixels over
};

// One variant's histogram as read back from the device.
struct HistogramResult {
    std::string variant;  // "sub-histograms", "local atomics", "fast"
    Histogram bins{};
    HistogramPlan plan;
};

// What a histogram host runner returns: the histogram of each variant it ran
// and the measurements of each kernel it launched (counting, then merging).
struct HistogramRun {
    std::vector<HistogramResult> results;
    std::vector<KernelReport> reports;
};

// `order` unset: preferred_order() of the device.
using HistogramRunner = std::function<HistogramRun(const Runtime&, const Image& gray, const RunConfig&,
                                                   std::optional<AccessOrder> order)>;

struct HistogramStage {
    std::string lesson;        // "03-histogram": the output folder's name
    std::string title;         // one line for --help
    std::string kernel_file;   // relative to the project root
    HistogramRunner run;
};

// What the lesson prints about the picture.
struct HistogramSummary {
    std::uint64_t pixels = 0;
    int min = 0;
    int max = 0;
    double mean = 0;
    int most_frequent = 0;             // the lowest value among equally frequent ones
    std::uint32_t most_frequent_count = 0;
};

// Throws std::invalid_argument for an empty histogram (no pixel at all).
HistogramSummary summarize_histogram(const Histogram& bins);

// "pixels 262144, min 0, max 255, mean 118.72, most frequent 255 (1.9% of the pixels)"
void print_summary(std::ostream& out, const HistogramSummary& summary);

// The 256 bins compared with the golden's; a mismatch's x is the bin.
Verification verify_histogram(const std::string& what, const Histogram& expected, const Histogram& got);

// "value,count", then one row per value 0..255: "0,1234".
std::string histogram_csv(const Histogram& bins);

// Writes histogram_csv() to `path`, through a temporary name like write_png.
void write_histogram_csv(const std::filesystem::path& path, const Histogram& bins);

// The whole program; returns the exit code (0 only when every variant
// matched the golden). `going_further` is what --variant fast runs instead
// of `stage`.
int run_histogram_app(int argc, char** argv, const HistogramStage& stage, const HistogramStage& going_further);

}  // namespace ocltut

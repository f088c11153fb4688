// Lesson 03's host code: choosing how to split the pixels over work-groups
// and work-items (from the device's limits), then the OpenCL calls that run
// a counting kernel and the merge once: buffers, arguments (a cl::Local
// among them), NDRanges, launches, reading the histogram back. main() calls
// it, and so do the tests and the comparison tool (tools/stages.cpp).
#pragma once

#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/run_config.hpp"
#include "reference/golden.hpp"

#include <optional>
#include <string>

namespace ocltut {

// The order in which the work-items of a group take their pixels (the
// kernel file explains both): neighbouring work-items on neighbouring bytes
// (strided, what coalescing on a GPU asks for), or each work-item on a
// contiguous run of its own (what a CPU, which runs the work-items of a
// group one after the other, wants).
enum class AccessOrder { strided, contiguous };

// The order of the lesson's two kernels unless --order says otherwise:
// contiguous, on every device, because it measured faster or even on both
// devices the project measures, the GPU included (docs/03-histogram.md,
// section 5; the H100's runs: docs/results/gpu-lab/h100-order.txt).
inline constexpr AccessOrder lesson_order = AccessOrder::contiguous;

const char* order_name(AccessOrder order);

// The order --order names, "strided" or "contiguous"; none for "auto" (or
// any other name): the kernel's own default.
std::optional<AccessOrder> order_named(const std::string& name);

// How a counting kernel's work was divided, for the printout and the tests.
struct HistogramPlan {
    std::size_t items_per_group = 0;
    std::size_t groups = 0;
    std::uint32_t pixels_per_item = 0;  // the most one work-item sees
    AccessOrder order = AccessOrder::strided;
    std::string counter;          // the counters' OpenCL type: uchar, ushort or uint
    std::size_t local_bytes = 0;  // local memory one group's counters take
    // Only the going-further kernel has these (0 for the lesson's kernels):
    std::size_t copies = 0;           // copies of the 256 bins in a group's local memory
    std::size_t spread = 0;           // copies one work-item spreads its own pixels over
    std::size_t loads = 0;            // words a work-item loads before counting them
    std::size_t groups_per_unit = 0;  // groups asked for per compute unit (`groups` may be fewer)
};

// One variant's histogram as read back from the device after its verified
// launches, its kernels as they stand (counting, then merging the groups'
// histograms; the going-further variant's one kernel does both, so it has
// no merge), for the timing loop, and the buffers the host writes and reads,
// for timing the whole job (common/tutorial/transfer.hpp).
struct HistogramRun {
    std::string variant;  // "sub-histograms", "local atomics", "fast"
    Histogram bins{};
    HistogramPlan plan;
    KernelLaunch count;
    std::optional<KernelLaunch> merge;  // merge_groups; none for histogram_once
    cl::Buffer input;                   // the pixels, written by the host
    cl::Buffer histogram;               // the 256 bins, read back by the host
};

// In the sub-histograms kernel each work-item clears 256 counters and adds
// up about 256 in the merge, whatever its share of the picture: it should
// count at least this many pixels for that fixed cost to stay small.
inline constexpr std::uint32_t sub_histogram_min_pixels = 1024;

// What the device and the compiled kernel allow a work-group.
struct GroupLimits {
    std::size_t max_items;      // CL_KERNEL_WORK_GROUP_SIZE (and CL_DEVICE_MAX_WORK_ITEM_SIZES[0])
    std::size_t local_bytes;    // CL_DEVICE_LOCAL_MEM_SIZE minus the kernel's own (CL_KERNEL_LOCAL_MEM_SIZE)
    std::size_t item_multiple;  // CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE
    std::size_t compute_units;  // CL_DEVICE_MAX_COMPUTE_UNITS
};

// The sub-histograms' plan: the narrowest counter type (uchar, ushort, uint)
// that cannot overflow for the pixels one work-item sees, and as many
// work-items as the local memory holds counters for (at most 256).
// `requested_items` (0 = choose) fixes the group size; UserError, in plain
// words, when its counters do not fit.
HistogramPlan plan_sub_histograms(const GroupLimits& limits, std::size_t pixels, std::size_t requested_items,
                                  AccessOrder order);

// The local atomics' plan: one shared set of 256 uint counters per group.
HistogramPlan plan_local_atomics(const GroupLimits& limits, std::size_t pixels, std::size_t requested_items,
                                 AccessOrder order);

// The number of pixels of `gray`; a UserError for a picture with none, or
// with more than the histogram's 32-bit bins can count.
std::size_t checked_pixel_count(const Image& gray);

// --local-size Nx1 as N work-items per group; 0 when not given (let the
// plan choose). A UserError when the height is not 1.
std::size_t requested_items(const RunConfig& config);

// How a counting kernel's work-items take their share, its arguments 2 to 4:
// each takes `per_item` units (pixels, or words of 16 pixels), the first at
// group start + item * item_step, then every `step` units.
struct Share {
    cl_uint per_item;
    cl_uint item_step;
    cl_uint step;
};

// The strided or contiguous order for groups of `items` work-items.
Share access_share(AccessOrder order, std::uint32_t per_item, std::size_t items);

// Each variant alone, built from config.kernel_file, which must define the
// variant's kernel and merge_groups, on the config.memory path.
HistogramRun run_sub_histograms(const Runtime& runtime, const Image& gray, const RunConfig& config, AccessOrder order);
HistogramRun run_local_atomics(const Runtime& runtime, const Image& gray, const RunConfig& config, AccessOrder order);

// Both variants, sub-histograms first. `order` unset: lesson_order.
std::vector<HistogramRun> run_histogram(const Runtime& runtime, const Image& gray, const RunConfig& config,
                                        std::optional<AccessOrder> order = std::nullopt);

}  // namespace ocltut

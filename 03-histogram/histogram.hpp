// Lesson 03's host runner: choosing how to split the pixels over work-groups
// and work-items (from the device's limits), then running each counting
// kernel and the merge once for verification and repeatedly for timing.
// The lesson's executable and the tests both call it.
#pragma once

#include "common/histogram_app.hpp"
#include "common/program.hpp"

#include <optional>

namespace ocltut {

// At most this many work-items per group unless --local-size says otherwise:
// enough for a GPU to hide memory latency, few enough that the group merge
// (which reads every work-item's sub-histogram) stays short.
inline constexpr std::size_t histogram_max_items = 256;

// Launch about this many groups per compute unit, so every unit has work and
// the last groups to finish do not leave most units idle.
inline constexpr std::size_t histogram_groups_per_unit = 4;

// In the sub-histograms kernel each work-item clears 256 counters and adds
// up about 256 in the merge, whatever its share of the picture: it should
// count at least this many pixels for that fixed cost to stay small.
inline constexpr std::uint32_t sub_histogram_min_pixels = 1024;

// What the device and the compiled kernel allow a work-group.
struct GroupLimits {
    std::size_t max_items;        // CL_KERNEL_WORK_GROUP_SIZE (and CL_DEVICE_MAX_WORK_ITEM_SIZES[0])
    std::size_t local_bytes;      // CL_DEVICE_LOCAL_MEM_SIZE minus the kernel's own (CL_KERNEL_LOCAL_MEM_SIZE)
    std::size_t item_multiple;    // CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE
    std::size_t compute_units;    // CL_DEVICE_MAX_COMPUTE_UNITS
};

GroupLimits group_limits(const cl::Kernel& kernel, const cl::Device& device);

// The sub-histograms' plan: the narrowest counter type (uchar, ushort, uint)
// that cannot overflow for the pixels one work-item sees, and as many
// work-items as the local memory holds counters for (at most
// histogram_max_items). `requested_items` (0 = choose) fixes the group size;
// UserError, in plain words, when its counters do not fit.
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

// A merge kernel taking (group_histograms, groups, histogram), and how it is
// launched.
struct MergeLaunch {
    cl::Kernel kernel;
    cl::NDRange global;
    cl::NDRange local;
};

// Runs a counting kernel taking (pixels, pixel_count, share..., group
// histograms), its arguments from 6 on already set, in plan.groups groups of
// plan.items_per_group, then `merge` on its per-group histograms: once on
// poisoned outputs to verify, then repeatedly to time each. One result,
// named `variant`, and two reports (counting, merge).
HistogramRun count_and_merge(const Runtime& runtime, const Image& gray, const RunConfig& config,
                             const std::string& variant, cl::Kernel count, const Share& share, MergeLaunch merge,
                             const HistogramPlan& plan);

// Counting reads every pixel once and writes 256 uint bins per group;
// merging reads those and writes the 256 final bins.
WorkModel counting_work(std::size_t pixels, std::size_t groups);
WorkModel merge_work(std::size_t groups);

// Each variant alone: one HistogramResult and two KernelReports (counting,
// merge). config.kernel_file must define the variant's kernel and
// merge_groups.
HistogramRun run_sub_histograms(const Runtime& runtime, const Image& gray, const RunConfig& config,
                                AccessOrder order);
HistogramRun run_local_atomics(const Runtime& runtime, const Image& gray, const RunConfig& config,
                               AccessOrder order);

// Both variants, sub-histograms first. `order` unset: preferred_order().
HistogramRun run_histogram(const Runtime& runtime, const Image& gray, const RunConfig& config,
                           std::optional<AccessOrder> order = std::nullopt);

}  // namespace ocltut

#include "histogram_fast.hpp"

#include "common/errors.hpp"
#include "common/program.hpp"

#include <algorithm>

namespace ocltut {

namespace {

// A device that calls itself both (Oclgrind) is taken for a GPU.
bool is_cpu(const cl::Device& device)
{
    return device_type_name(device) == "CPU";
}

// [fast_histogram_defaults]
// GPU: a work-group of 512 shares 32 copies, one per lane of a 32-wide warp,
// so even a constant picture never makes two lanes of a warp update the same
// counter; the kernel counts with atomic_inc. 2 such groups (32 KiB of local
// memory each) per compute unit, and 2 loads ahead keep twice as many bytes
// on their way from memory: the best of `sweep` on an H100 (2026-11-22,
// 8192x8192: 0.036 ms on a photo, 65% of the copy; 4 groups per unit, 61%). CPU: PoCL runs a
// group's work-items one after another, so a group of one work-item is one
// plain loop; it owns its 4 copies (no atomics) and takes turns between
// them so a run of equal pixels does not wait on one counter. Few groups in
// both cases: each group's fixed cost (clearing, adding up, merging) is
// paid a few hundred times at most. A CPU gets 32 per core, though: PoCL
// hands its cores whole runs of groups, and with fewer than about 64 of
// them one core counted everything while the other waited.
FastHistogramKnobs default_knobs(const cl::Device& device, std::size_t requested_items)
{
    if (is_cpu(device)) {
        const std::size_t group_size = requested_items != 0 ? requested_items : 1;
        return {group_size, group_size * 4, 4, 1, 32};
    }
    const std::size_t device_items = std::min(device.getInfo<CL_DEVICE_MAX_WORK_GROUP_SIZE>(),
                                              device.getInfo<CL_DEVICE_MAX_WORK_ITEM_SIZES>().at(0));
    return {requested_items != 0 ? requested_items : std::min<std::size_t>(512, device_items), 32, 1, 2, 2};
}
// [fast_histogram_defaults]

std::string knob_text(const std::string& name, std::size_t value)
{
    return name + "=" + std::to_string(value);
}

// What the device and the kernel file's #error lines allow.
void check_knobs(const cl::Device& device, const FastHistogramKnobs& knobs)
{
    const std::size_t device_items = std::min(device.getInfo<CL_DEVICE_MAX_WORK_GROUP_SIZE>(),
                                              device.getInfo<CL_DEVICE_MAX_WORK_ITEM_SIZES>().at(0));
    if (knobs.group_size > device_items)
        throw UserError("--local-size " + std::to_string(knobs.group_size) + "x1 is more than the " +
                        std::to_string(device_items) +
                        " work-items this device allows in a group (CL_DEVICE_MAX_WORK_GROUP_SIZE)");
    if (knobs.spread != 1 && knobs.spread != 2 && knobs.spread != 4)
        throw UserError("--tune " + knob_text("SPREAD", knobs.spread) + ": SPREAD must be 1, 2 or 4");
    if (knobs.copies % knobs.spread != 0 || knobs.copies > knobs.group_size * knobs.spread)
        throw UserError("--tune " + knob_text("COPIES", knobs.copies) + ": COPIES must be a multiple of SPREAD (" +
                        std::to_string(knobs.spread) + ") and at most group size x SPREAD (" +
                        std::to_string(knobs.group_size * knobs.spread) + "), or some copies stay unused");
    const cl_ulong local_bytes = device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>();
    if (knobs.copies * sizeof(Histogram) > local_bytes)
        throw UserError("--tune " + knob_text("COPIES", knobs.copies) + ": " + std::to_string(knobs.copies) +
                        " copies of the bins take " + std::to_string(knobs.copies) +
                        " KiB of local memory, this device has " + std::to_string(local_bytes / 1024) +
                        " KiB (CL_DEVICE_LOCAL_MEM_SIZE)");
}

// The largest count of copies no larger than `copies` that is a multiple of
// `spread` and fits in the device's local memory (at least `spread`).
std::size_t copies_that_fit(const cl::Device& device, std::size_t copies, std::size_t spread)
{
    const std::size_t fitting = device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>() / sizeof(Histogram);
    const std::size_t most = std::min(copies, fitting);
    return std::max(spread, most - most % spread);
}

}  // namespace

FastHistogramKnobs fast_histogram_knobs(const cl::Device& device, const RunConfig& config)
{
    check_knob_names(config, fast_histogram_knob_names, "histogram_fast");
    FastHistogramKnobs knobs = default_knobs(device, requested_items(config));
    knobs.spread = static_cast<std::size_t>(tuned(config, "SPREAD", static_cast<int>(knobs.spread)));
    knobs.loads = static_cast<std::size_t>(tuned(config, "LOADS", static_cast<int>(knobs.loads)));
    knobs.groups_per_unit =
        static_cast<std::size_t>(tuned(config, "GROUPS_PER_UNIT", static_cast<int>(knobs.groups_per_unit)));
    // The default number of copies follows the group size and SPREAD, as far
    // as local memory allows; a COPIES given with --tune is taken as it is.
    const std::size_t default_copies =
        is_cpu(device) ? knobs.group_size * knobs.spread : std::min(knobs.copies, knobs.group_size * knobs.spread);
    knobs.copies = static_cast<std::size_t>(
        tuned(config, "COPIES", static_cast<int>(copies_that_fit(device, default_copies, knobs.spread))));
    check_knobs(device, knobs);
    return knobs;
}

std::string fast_histogram_build_options(const FastHistogramKnobs& knobs)
{
    return "-D GROUP_SIZE=" + std::to_string(knobs.group_size) + " -D COPIES=" + std::to_string(knobs.copies) +
           " -D SPREAD=" + std::to_string(knobs.spread) + " -D LOADS=" + std::to_string(knobs.loads);
}

HistogramPlan plan_histogram_fast(const FastHistogramKnobs& knobs, std::size_t compute_units, std::size_t pixels,
                                  AccessOrder order)
{
    const std::size_t words = pixels / 16;
    const std::size_t wanted_groups = knobs.groups_per_unit * std::max<std::size_t>(compute_units, 1);
    const std::size_t words_per_item =
        std::max<std::size_t>(1, (words + knobs.group_size * wanted_groups - 1) / (knobs.group_size * wanted_groups));
    const std::size_t groups =
        std::max<std::size_t>(1, (words + knobs.group_size * words_per_item - 1) / (knobs.group_size * words_per_item));
    HistogramPlan plan{knobs.group_size, groups, static_cast<std::uint32_t>(16 * words_per_item), order, "uint",
                       knobs.copies * sizeof(Histogram)};
    plan.copies = knobs.copies;
    plan.spread = knobs.spread;
    return plan;
}

// [run_histogram_fast]
HistogramRun run_histogram_fast(const Runtime& runtime, const Image& gray, const RunConfig& config,
                                std::optional<AccessOrder> order)
{
    const std::size_t pixels = checked_pixel_count(gray);
    const FastHistogramKnobs knobs = fast_histogram_knobs(runtime.device, config);
    const HistogramPlan plan = plan_histogram_fast(knobs, runtime.device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>(),
                                                   pixels, order.value_or(preferred_order(runtime.device)));
    const cl::Program program =
        build_program(runtime.context, runtime.device, config.kernel_file, fast_histogram_build_options(knobs));

    // merge_fast declares its work-group size; the global size is one
    // column of it per bin.
    cl::Kernel merge(program, "merge_fast");
    const auto merge_group = merge.getWorkGroupInfo<CL_KERNEL_COMPILE_WORK_GROUP_SIZE>(runtime.device);
    const MergeLaunch merge_launch{merge, cl::NDRange(256, merge_group[1]), cl::NDRange(merge_group[0], merge_group[1])};

    // The kernel shares out words of 16 pixels, not pixels.
    const Share words = access_share(plan.order, plan.pixels_per_item / 16, plan.items_per_group);
    return count_and_merge(runtime, gray, "fast", cl::Kernel(program, "histogram_fast"), words, merge_launch, plan,
                           config.memory);
}
// [run_histogram_fast]

}  // namespace ocltut

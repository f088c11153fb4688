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

// The most groups per compute unit whose histograms, 1 KiB each, fit in
// one buffer on `device`.
std::size_t max_groups_per_unit(const cl::Device& device)
{
    const std::size_t units = std::max<cl_uint>(device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>(), 1);
    const cl_ulong most = device.getInfo<CL_DEVICE_MAX_MEM_ALLOC_SIZE>() / sizeof(Histogram) / units;
    return static_cast<std::size_t>(std::max<cl_ulong>(1, most));
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
                        " KiB (CL_DEVICE_LOCAL_MEM_SIZE): at most " + std::to_string(local_bytes / sizeof(Histogram)) +
                        " copies fit");
    // The kernel holds LOADS words of 16 pixels per work-item in an array
    // it unrolls: 16 words are already 64 registers on a GPU.
    if (knobs.loads > fast_histogram_max_loads)
        throw UserError("--tune " + knob_text("LOADS", knobs.loads) + ": LOADS must be 1 to " +
                        std::to_string(fast_histogram_max_loads) + " (words of 16 pixels a work-item holds at once)");
    const std::size_t most_groups_per_unit = max_groups_per_unit(device);
    if (knobs.groups_per_unit > most_groups_per_unit)
        throw UserError("--tune " + knob_text("GROUPS_PER_UNIT", knobs.groups_per_unit) +
                        ": GROUPS_PER_UNIT must be 1 to " + std::to_string(most_groups_per_unit) +
                        " on this device: more groups on each of its " +
                        std::to_string(device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>()) +
                        " compute units would not fit their 1 KiB histograms in one buffer "
                        "(CL_DEVICE_MAX_MEM_ALLOC_SIZE)");
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

std::size_t fitting_group_size(std::size_t group_size, std::size_t kernel_items, bool requested)
{
    if (group_size <= kernel_items) return group_size;
    if (requested)
        throw UserError("--local-size " + std::to_string(group_size) + "x1: histogram_fast, as compiled for these "
                        "knobs, runs at most " + std::to_string(kernel_items) +
                        " work-items in a group on this device (CL_KERNEL_WORK_GROUP_SIZE)");
    return kernel_items;
}

// The kernel requires groups of exactly GROUP_SIZE, and once compiled it
// may allow fewer work-items than the device does (registers, local
// memory): a group size the host chose then shrinks to that, and the
// kernel is built again for it.
cl::Program build_histogram_fast(const Runtime& runtime, const RunConfig& config, FastHistogramKnobs& knobs)
{
    const bool requested = requested_items(config) != 0;
    RunConfig smaller = config;
    for (;;) {
        const cl::Program program =
            build_program(runtime.context, runtime.device, config.kernel_file, fast_histogram_build_options(knobs));
        const std::size_t kernel_items =
            cl::Kernel(program, "histogram_fast").getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(runtime.device);
        const std::size_t fitting = fitting_group_size(knobs.group_size, kernel_items, requested);
        if (fitting == knobs.group_size) return program;
        smaller.local_size = {fitting, 1};   // fewer work-items each time round
        knobs = fast_histogram_knobs(runtime.device, smaller);
    }
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
    FastHistogramKnobs knobs = fast_histogram_knobs(runtime.device, config);
    const HistogramPlan plan = plan_histogram_fast(knobs, runtime.device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>(),
                                                   pixels, order.value_or(preferred_order(runtime.device)));
    const cl::Program program = build_histogram_fast(runtime, config, knobs);

    // merge_fast's groups: 16 x 16 where the compiled kernel allows it,
    // halved until it does (their width stays a power of two, so it divides
    // 256); one uint of local memory per work-item; a column of groups per bin.
    cl::Kernel merge(program, "merge_fast");
    const cl::NDRange merge_local = choose_local_size(merge, runtime.device, {0, 0}, {16, 16});
    merge.setArg(3, cl::Local(merge_local[0] * merge_local[1] * sizeof(cl_uint)));
    const MergeLaunch merge_launch{merge, cl::NDRange(256, merge_local[1]), merge_local};

    // The kernel shares out words of 16 pixels, not pixels.
    const Share words = access_share(plan.order, plan.pixels_per_item / 16, plan.items_per_group);
    return count_and_merge(runtime, gray, "fast", cl::Kernel(program, "histogram_fast"), words, merge_launch, plan,
                           config.memory);
}
// [run_histogram_fast]

}  // namespace ocltut

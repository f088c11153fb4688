#include "histogram_fast.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "common/tutorial/transfer.hpp"
#include "going-further/going_further.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace ocltut {

namespace {

// What --tune accepts for this kernel.
const std::vector<std::string> fast_histogram_knob_names = {"COPIES", "SPREAD", "LOADS", "GROUPS_PER_UNIT", "TICKET"};

// LOADS is at most this: the words of 16 pixels a work-item holds at once.
constexpr std::size_t fast_histogram_max_loads = 16;

// The paired totals add a count and a pixel sum in one 64-bit atomic.
bool has_64_bit_atomics(const cl::Device& device)
{
    return device.getInfo<CL_DEVICE_EXTENSIONS>().find("cl_khr_int64_base_atomics") != std::string::npos;
}

// [fast_histogram_defaults]
// GPU: a work-group of 256 shares 16 copies, the kernel counting with
// atomic_inc; 3 such groups (16 KiB of local memory each) per compute unit,
// each work-item keeping 4 words on their way from memory while it counts 4
// others: on an H100 (2026-11-23, 8192x8192) 75.5 to 77.8% of the copy
// kernel's bandwidth on a photo, random bytes and a constant picture; 2
// groups per unit, or 2 words and 6 groups, about as fast; 4 groups or 8
// words slower (docs/results/gpu-lab/lab7.txt). CPU: PoCL runs a group's
// work-items one after another, so a group of one work-item is one plain
// loop; it owns its 4 copies (no atomics) and takes turns between them so a
// run of equal pixels does not wait on one counter. Few groups in both
// cases: each group's fixed cost (clearing, adding up, its 256 atomics on
// the totals) is paid a few hundred times at most. A CPU gets 32 per core,
// though: PoCL hands its cores whole runs of groups, and with fewer than
// about 64 of them one core counted everything while the other waited.
// Paired totals wherever the device has 64-bit atomics: on the H100 they
// took 0.5 to 2 us off the ticket's 30 in 8 runs of 9 (docs/03-histogram-h100.md).
FastHistogramKnobs default_knobs(const cl::Device& device, std::size_t requested_items)
{
    const std::size_t ticket = has_64_bit_atomics(device) ? 0 : 1;
    if (device_kind(device) == DeviceKind::cpu) {
        const std::size_t group_size = requested_items != 0 ? requested_items : 1;
        return {group_size, group_size * 4, 4, 1, 32, ticket};
    }
    const std::size_t device_items = std::min(device.getInfo<CL_DEVICE_MAX_WORK_GROUP_SIZE>(),
                                              device.getInfo<CL_DEVICE_MAX_WORK_ITEM_SIZES>().at(0));
    return {requested_items != 0 ? requested_items : std::min<std::size_t>(256, device_items), 16, 1, 4, 3, ticket};
}
// [fast_histogram_defaults]

std::string knob_text(const std::string& name, std::size_t value)
{
    return name + "=" + std::to_string(value);
}

// The most groups per compute unit that can all have work: the picture has
// at most 2^32 - 1 pixels (the bins are 32-bit), 2^28 words of 16, and a
// group of even one work-item takes at least one word.
std::size_t max_groups_per_unit(const cl::Device& device)
{
    const std::size_t units = std::max<cl_uint>(device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>(), 1);
    return std::max<std::size_t>(1, (std::size_t{1} << 28) / units);
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
    if (knobs.ticket > 1 || (knobs.ticket == 0 && !has_64_bit_atomics(device)))
        throw UserError("--tune " + knob_text("TICKET", knobs.ticket) + ": TICKET must be 1, or left out for " +
                        "the paired totals on a device with 64-bit atomics (cl_khr_int64_base_atomics)");
    const std::size_t most_groups_per_unit = max_groups_per_unit(device);
    if (knobs.groups_per_unit > most_groups_per_unit)
        throw UserError("--tune " + knob_text("GROUPS_PER_UNIT", knobs.groups_per_unit) +
                        ": GROUPS_PER_UNIT must be 1 to " + std::to_string(most_groups_per_unit) +
                        " on this device: more groups on each of its " +
                        std::to_string(device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>()) +
                        " compute units would be more than the 2^28 words of 16 pixels of the largest "
                        "picture the 32-bit bins can count");
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

FastHistogramKnobs fast_histogram_knobs(const cl::Device& device, const TunedConfig& config)
{
    check_knob_names(config, fast_histogram_knob_names, "histogram_fast");
    FastHistogramKnobs knobs = default_knobs(device, requested_items(config));
    knobs.spread = static_cast<std::size_t>(tuned(config, "SPREAD", static_cast<int>(knobs.spread)));
    knobs.loads = static_cast<std::size_t>(tuned(config, "LOADS", static_cast<int>(knobs.loads)));
    knobs.groups_per_unit =
        static_cast<std::size_t>(tuned(config, "GROUPS_PER_UNIT", static_cast<int>(knobs.groups_per_unit)));
    knobs.ticket = static_cast<std::size_t>(tuned(config, "TICKET", static_cast<int>(knobs.ticket)));
    // The default number of copies follows the group size and SPREAD, as far
    // as local memory allows; a COPIES given with --tune is taken as it is.
    const std::size_t default_copies = device_kind(device) == DeviceKind::cpu
                                           ? knobs.group_size * knobs.spread
                                           : std::min(knobs.copies, knobs.group_size * knobs.spread);
    knobs.copies = static_cast<std::size_t>(
        tuned(config, "COPIES", static_cast<int>(copies_that_fit(device, default_copies, knobs.spread))));
    check_knobs(device, knobs);
    return knobs;
}

std::size_t fitting_group_size(std::size_t group_size, std::size_t kernel_items, bool requested)
{
    if (group_size <= kernel_items) return group_size;
    if (requested)
        throw UserError("--local-size " + std::to_string(group_size) +
                        "x1: histogram_fast, as compiled for these "
                        "knobs, runs at most " +
                        std::to_string(kernel_items) +
                        " work-items in a group on this device (CL_KERNEL_WORK_GROUP_SIZE)");
    return kernel_items;
}

namespace {

// What histogram_once needs besides the picture: its knobs, and the
// program built for them.
struct FastHistogramSetup {
    FastHistogramKnobs knobs;  // as built for: the group may be smaller than first chosen
    cl::Program program;       // config.kernel_file, built for the knobs
};

// The going-further variant's step 4: the knobs of fast_histogram_knobs()
// for the device and `config`, and histogram_fast.cl built for them. The
// kernel requires groups of exactly GROUP_SIZE, and once compiled it may
// allow fewer work-items than the device does (registers, local memory): a
// group size the host chose then shrinks to that, and the kernel is built
// again for it (a UserError when --local-size asked for the size).
FastHistogramSetup set_up_histogram_fast(const Runtime& runtime, const TunedConfig& config)
{
    const bool requested = requested_items(config) != 0;
    FastHistogramKnobs knobs = fast_histogram_knobs(runtime.device, config);
    TunedConfig smaller = config;
    for (;;) {
        const cl::Program program =
            build_program(runtime.context, runtime.device, config.kernel_file, fast_histogram_build_options(knobs));
        const std::size_t kernel_items =
            cl::Kernel(program, "histogram_once").getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(runtime.device);
        const std::size_t fitting = fitting_group_size(knobs.group_size, kernel_items, requested);
        if (fitting == knobs.group_size) return {knobs, program};
        smaller.local_size = {fitting, 1};  // fewer work-items each time round
        knobs = fast_histogram_knobs(runtime.device, smaller);
    }
}

}  // namespace

std::string fast_histogram_build_options(const FastHistogramKnobs& knobs)
{
    return "-D GROUP_SIZE=" + std::to_string(knobs.group_size) + " -D COPIES=" + std::to_string(knobs.copies) +
           " -D SPREAD=" + std::to_string(knobs.spread) + " -D LOADS=" + std::to_string(knobs.loads) +
           " -D TOTALS_SETS=" + std::to_string(fast_histogram_totals_sets) +
           " -D TICKET=" + std::to_string(knobs.ticket);
}

std::size_t fast_histogram_totals_bytes(const FastHistogramKnobs& knobs)
{
    return knobs.ticket == 0 ? (fast_histogram_totals_sets + 1) * 256 * sizeof(cl_ulong)
                             : fast_histogram_totals_sets * sizeof(Histogram);
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
    HistogramPlan plan{knobs.group_size,
                       groups,
                       static_cast<std::uint32_t>(16 * words_per_item),
                       order,
                       "uint",
                       knobs.copies * sizeof(Histogram)};
    plan.copies = knobs.copies;
    plan.spread = knobs.spread;
    plan.loads = knobs.loads;
    plan.groups_per_unit = knobs.groups_per_unit;
    return plan;
}

AccessOrder fast_order(const cl::Device& device)
{
    return device_kind(device) == DeviceKind::cpu ? AccessOrder::contiguous : AccessOrder::strided;
}

// [run_histogram_fast]
HistogramRun run_histogram_fast(const Runtime& runtime, const Image& gray, const TunedConfig& config,
                                std::optional<AccessOrder> order)
{
    const std::size_t pixels = checked_pixel_count(gray);
    check_allocation(runtime.device, pixels, "a " + width_x_height(gray.width, gray.height) + " image");
    // The build may shrink the group to what the compiled kernel allows:
    // plan with the knobs it was built for.
    const FastHistogramSetup setup = set_up_histogram_fast(runtime, config);
    const FastHistogramKnobs& knobs = setup.knobs;
    const HistogramPlan plan = plan_histogram_fast(knobs, runtime.device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>(), pixels,
                                                   order.value_or(fast_order(runtime.device)));

    // 1. The buffers: the pixels in; the running totals (paired or not,
    //    knobs.ticket) and the ticket counter, which stay on the device;
    //    the histogram out, poisoned (a bin the kernel does not write
    //    keeps 0xA5A5A5A5). The kernel
    //    needs the totals and the counter at zero when it starts: they are
    //    filled with zeros here, once, and every launch leaves them zero
    //    again, so the timing loop can relaunch it as it stands. The pixels
    //    go in and the histogram comes out on the --memory path
    //    (common/tutorial/transfer.hpp).
    const cl::Buffer input = make_buffer(runtime, config.memory, CL_MEM_READ_ONLY, pixels);
    const std::size_t totals_bytes = fast_histogram_totals_bytes(knobs);
    const cl::Buffer totals(runtime.context, CL_MEM_READ_WRITE, totals_bytes);
    const cl::Buffer tickets(runtime.context, CL_MEM_READ_WRITE, sizeof(cl_uint));
    const cl::Buffer histogram = make_buffer(runtime, config.memory, CL_MEM_WRITE_ONLY, sizeof(Histogram));
    write_buffer(runtime, config.memory, input, gray.pixels);
    runtime.queue.enqueueFillBuffer(totals, cl_uint{0}, 0, totals_bytes);
    runtime.queue.enqueueFillBuffer(tickets, cl_uint{0}, 0, sizeof(cl_uint));
    runtime.queue.enqueueFillBuffer(histogram, poison_byte, 0, sizeof(Histogram));

    // 2. The arguments: the lesson's, counted in words of 16 pixels, then
    //    the three buffers that take the place of a merge kernel. The kernel
    //    starts work-item g of the launch (its global id) at word
    //    g * item_step, so the order is the lesson's for one group as large
    //    as the whole launch: strided, the launch's work-items take
    //    neighbouring words and move on together.
    const Share words = access_share(plan.order, plan.pixels_per_item / 16, plan.items_per_group * plan.groups);
    const std::string total_t = knobs.ticket ? "uint" : "ulong";
    cl::Kernel kernel = make_kernel(setup.program, "histogram_once",
                                    {"global const uchar* pixels", "ulong pixel_count", "uint words_per_item",
                                     "uint item_step", "uint word_step", "global " + total_t + "* totals",
                                     "global uint* tickets", "global uint* histogram"});
    kernel.setArg(0, input);
    kernel.setArg(1, static_cast<cl_ulong>(pixels));
    kernel.setArg(2, words.per_item);
    kernel.setArg(3, words.item_step);
    kernel.setArg(4, words.step);
    kernel.setArg(5, totals);
    kernel.setArg(6, tickets);
    kernel.setArg(7, histogram);

    // 3. and 4. Exactly plan.groups whole groups of the size the kernel
    //    requires: the kernel stops at the last pixel itself.
    const cl::NDRange local(plan.items_per_group, 1);
    const cl::NDRange global(plan.items_per_group * plan.groups, 1);
    check_kernel_memory(kernel, runtime.device, local);

    // 5. One launch (the in-order queue runs it after the fills), wait, and
    //    read the histogram back: the launch verified.
    cl::Event launched;
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local, nullptr, &launched);
    launched.wait();
    Histogram bins{};
    read_buffer(runtime, config.memory, histogram, bins.data(), sizeof(Histogram));

    // 6. The histogram and the kernel with its buffers, for the timing loop;
    //    no merge. It reads the pixels and the totals and writes the totals,
    //    the counter and the histogram.
    const WorkModel work{pixels, pixels + totals_bytes + sizeof(cl_uint) + sizeof(Histogram)};
    return {"fast",       bins,  plan,     {kernel, global, local, {input, totals, tickets, histogram}, work, launched},
            std::nullopt, input, histogram};
}
// [run_histogram_fast]

}  // namespace ocltut

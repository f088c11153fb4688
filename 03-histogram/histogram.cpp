#include "histogram.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "common/tutorial/transfer.hpp"

#include <algorithm>
#include <limits>

namespace ocltut {

namespace {

// At most this many work-items per group unless --local-size says otherwise:
// enough for a GPU to hide memory latency, few enough that the group merge
// (which reads every work-item's sub-histogram) stays short.
constexpr std::size_t histogram_max_items = 256;

// Launch about this many groups per compute unit, so every unit has work and
// the last groups to finish do not leave most units idle.
constexpr std::size_t histogram_groups_per_unit = 4;

std::uint64_t divide_rounding_up(std::uint64_t a, std::uint64_t b)
{
    return (a + b - 1) / b;
}

std::string kib(std::size_t bytes)
{
    return std::to_string(bytes / 1024) + (bytes % 1024 ? "." + std::to_string(bytes % 1024 * 10 / 1024) : "") + " KiB";
}

void check_group_size(const GroupLimits& limits, std::size_t items)
{
    if (items > limits.max_items)
        throw UserError("--local-size " + std::to_string(items) + "x1 is more than the " +
                        std::to_string(limits.max_items) +
                        " work-items this kernel can have in a group on this device (CL_KERNEL_WORK_GROUP_SIZE)");
}

// At most `largest` work-items, rounded down to a multiple of the device's
// preferred multiple when that leaves any.
std::size_t round_group_size(const GroupLimits& limits, std::size_t largest)
{
    const std::size_t items = std::min({largest, histogram_max_items, limits.max_items});
    return items >= limits.item_multiple ? items - items % limits.item_multiple : items;
}

struct Split {
    std::uint32_t pixels_per_item;
    std::size_t groups;
};

// Shares `pixels` out over groups of `items` work-items: about
// histogram_groups_per_unit groups per compute unit, but each work-item
// takes at least `min_per_item` pixels unless the picture is smaller than
// that many per work-item of one group.
Split split_pixels(std::size_t pixels, std::size_t items, std::size_t compute_units, std::uint64_t min_per_item)
{
    const std::uint64_t wanted_groups = histogram_groups_per_unit * std::max<std::size_t>(compute_units, 1);
    std::uint64_t per_item = divide_rounding_up(pixels, items * wanted_groups);
    per_item = std::max(per_item, min_per_item);
    per_item = std::min(per_item, divide_rounding_up(pixels, items));
    return {static_cast<std::uint32_t>(per_item), divide_rounding_up(pixels, items * per_item)};
}

// A sub-histogram counter type and the largest count it holds.
struct CounterType {
    const char* name;
    std::size_t bytes;
    std::uint64_t largest;
};

constexpr CounterType counter_types[] = {
    {"uchar", 1, 255},
    {"ushort", 2, 65535},
    {"uint", 4, 4294967295},
};

cl::Program build_histogram_program(const Runtime& runtime, const RunConfig& config, const std::string& counter)
{
    return build_program(runtime.context, runtime.device, config.kernel_file, "-D COUNTER=" + counter);
}

// The lesson's kernels share out single pixels.
Share pixel_share(const HistogramPlan& plan)
{
    return access_share(plan.order, plan.pixels_per_item, plan.items_per_group);
}

// The parameters the host passes both counting kernels, sub_histograms and
// local_atomics, as they declare them (sub_histograms also takes its
// counters in local memory).
std::vector<std::string> counting_parameters()
{
    return {"global const uchar* pixels",
            "ulong pixel_count",
            "uint pixels_per_item",
            "uint item_step",
            "uint pixel_step",
            "global uint* group_histograms"};
}

// A merge kernel taking (group_histograms, groups, histogram), and how it is
// launched.
struct MergeLaunch {
    cl::Kernel kernel;
    cl::NDRange global;
    cl::NDRange local;
};

// merge_groups: one work-item per bin.
MergeLaunch merge_groups_launch(const Runtime& runtime, const cl::Program& program)
{
    cl::Kernel merge = make_kernel(program, "merge_groups",
                                   {"global const uint* group_histograms", "uint groups", "global uint* histogram"});
    const cl::NDRange local = choose_local_size(merge, runtime.device, {0, 0}, {64, 1});
    return {merge, cl::NDRange(256, 1), local};
}

}  // namespace

std::size_t checked_pixel_count(const Image& gray)
{
    const std::size_t pixels = gray.pixel_count();
    if (pixels == 0) throw UserError("the picture has no pixels");
    if (pixels > std::numeric_limits<std::uint32_t>::max())
        throw UserError("a " + width_x_height(gray.width, gray.height) +
                        " picture has more pixels than the histogram's 32-bit bins can count");
    return pixels;
}

std::size_t requested_items(const RunConfig& config)
{
    if (config.local_size[0] != 0 && config.local_size[1] != 1)
        throw UserError("--local-size " + width_x_height(config.local_size[0], config.local_size[1]) +
                        ": the histogram is one-dimensional work, give the group size as Nx1");
    return config.local_size[0];
}

Share access_share(AccessOrder order, std::uint32_t per_item, std::size_t items)
{
    if (order == AccessOrder::strided) return {per_item, 1, static_cast<cl_uint>(items)};
    return {per_item, per_item, 1};
}

namespace {

// Counting reads every pixel once and writes 256 uint bins per group;
// merging reads those and writes the 256 final bins.
WorkModel counting_work(std::size_t pixels, std::size_t groups)
{
    return {pixels, pixels + groups * sizeof(Histogram)};
}

WorkModel merge_work(std::size_t groups)
{
    return {0, groups * sizeof(Histogram) + sizeof(Histogram)};
}

// Runs a counting kernel taking (pixels, pixel_count, share..., group
// histograms), its arguments from 6 on already set, in plan.groups groups of
// plan.items_per_group, then `merge` on its per-group histograms, each once
// onto poisoned outputs, and reads the histogram back. The pixels go in and
// the histogram comes out on the `memory` path (--memory).
// [count_and_merge]
HistogramRun count_and_merge(const Runtime& runtime, const Image& gray, const std::string& variant, cl::Kernel count,
                             const Share& share, MergeLaunch merge, const HistogramPlan& plan, MemoryPath memory)
{
    const std::size_t pixels = gray.pixel_count();
    const std::size_t group_bytes = plan.groups * sizeof(Histogram);
    check_allocation(runtime.device, pixels, "a " + width_x_height(gray.width, gray.height) + " image");
    check_allocation(runtime.device, group_bytes, "the per-group histograms");

    // 1. The buffers: the pixels in; one histogram per group, which the
    //    counting kernel writes and the merge reads; the final histogram.
    //    Both outputs poisoned: a bin no group writes keeps 0xA5A5A5A5. The
    //    host writes the pixels and reads the histogram on the `memory` path
    //    (common/tutorial/transfer.hpp); the groups' histograms stay on the device,
    //    where the implementation places them.
    const cl::Buffer input = make_buffer(runtime, memory, CL_MEM_READ_ONLY, pixels);
    const cl::Buffer group_histograms(runtime.context, CL_MEM_READ_WRITE, group_bytes);
    const cl::Buffer histogram = make_buffer(runtime, memory, CL_MEM_WRITE_ONLY, sizeof(Histogram));
    write_buffer(runtime, memory, input, gray.pixels);
    runtime.queue.enqueueFillBuffer(group_histograms, poison_byte, 0, group_bytes);
    runtime.queue.enqueueFillBuffer(histogram, poison_byte, 0, sizeof(Histogram));

    // 2. The arguments of both kernels (the counting kernel's local memory,
    //    if it takes some, was set by the caller: argument 6).
    count.setArg(0, input);                                     // global const uchar* pixels
    count.setArg(1, static_cast<cl_ulong>(pixels));             // ulong pixel_count
    count.setArg(2, share.per_item);                            // uint pixels_per_item
    count.setArg(3, share.item_step);                           // uint item_step
    count.setArg(4, share.step);                                // uint pixel_step
    count.setArg(5, group_histograms);                          // global uint* group_histograms
    merge.kernel.setArg(0, group_histograms);                   // global const uint* group_histograms
    merge.kernel.setArg(1, static_cast<cl_uint>(plan.groups));  // uint groups
    merge.kernel.setArg(2, histogram);                          // global uint* histogram

    // 3. and 4. Exactly plan.groups whole groups: the counting kernels stop
    //    at the last pixel themselves, so the global size needs no rounding.
    const cl::NDRange count_local(plan.items_per_group, 1);
    const cl::NDRange count_global(plan.items_per_group * plan.groups, 1);
    check_kernel_memory(count, runtime.device, count_local);

    // 5. Count, then merge (the in-order queue runs them one after the
    //    other), wait, and read the histogram back: the launches verified.
    cl::Event counted;
    cl::Event merged;
    runtime.queue.enqueueNDRangeKernel(count, cl::NullRange, count_global, count_local, nullptr, &counted);
    runtime.queue.enqueueNDRangeKernel(merge.kernel, cl::NullRange, merge.global, merge.local, nullptr, &merged);
    merged.wait();
    Histogram bins{};
    read_buffer(runtime, memory, histogram, bins.data(), sizeof(Histogram));

    // 6. The histogram, both kernels with their buffers for the timing loop,
    //    and the buffers the host writes and reads, for timing the whole job.
    return {variant,
            bins,
            plan,
            {count, count_global, count_local, {input, group_histograms}, counting_work(pixels, plan.groups), counted},
            KernelLaunch{merge.kernel,
                         merge.global,
                         merge.local,
                         {group_histograms, histogram},
                         merge_work(plan.groups),
                         merged},  // optional: the going-further histogram_once has no merge
            input,
            histogram};
}
// [count_and_merge]

// The limits of `kernel`, as compiled, on `device`.
GroupLimits group_limits(const cl::Kernel& kernel, const cl::Device& device)
{
    const std::size_t kernel_items = kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(device);
    const std::size_t dimension_items = device.getInfo<CL_DEVICE_MAX_WORK_ITEM_SIZES>().at(0);
    const cl_ulong device_local = device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>();
    const cl_ulong kernel_local = kernel.getWorkGroupInfo<CL_KERNEL_LOCAL_MEM_SIZE>(device);
    return {std::min(kernel_items, dimension_items),
            static_cast<std::size_t>(device_local > kernel_local ? device_local - kernel_local : 0),
            std::max<std::size_t>(1, kernel.getWorkGroupInfo<CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE>(device)),
            device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>()};
}

}  // namespace

// [plan_sub_histograms]
HistogramPlan plan_sub_histograms(const GroupLimits& limits, std::size_t pixels, std::size_t requested_items,
                                  AccessOrder order)
{
    // Narrowest first: narrower counters let more work-items share the local
    // memory. A type is safe when it holds the most pixels a work-item sees.
    for (const CounterType& counter : counter_types) {
        const std::size_t counter_bytes = 256 * counter.bytes;  // one work-item's sub-histogram
        const std::size_t items =
            requested_items != 0 ? requested_items : round_group_size(limits, limits.local_bytes / counter_bytes);
        if (items == 0) break;  // not even one sub-histogram fits
        const Split split = split_pixels(pixels, items, limits.compute_units, sub_histogram_min_pixels);
        if (split.pixels_per_item > counter.largest) continue;

        check_group_size(limits, items);
        const std::size_t local_bytes = items * counter_bytes;
        if (local_bytes > limits.local_bytes)
            throw UserError("--local-size " + std::to_string(items) + "x1 needs " + std::to_string(items) +
                            " sub-histograms of 256 " + counter.name + " counters, " + kib(local_bytes) +
                            " of local memory, but this kernel has " + kib(limits.local_bytes) +
                            " on this device (CL_DEVICE_LOCAL_MEM_SIZE): use at most --local-size " +
                            std::to_string(limits.local_bytes / counter_bytes) + "x1");
        return {items, split.groups, split.pixels_per_item, order, counter.name, local_bytes};
    }
    throw UserError("this device's local memory (" + std::to_string(limits.local_bytes) +
                    " bytes for this kernel) cannot hold even one sub-histogram of 256 counters: the "
                    "sub-histograms variant cannot run here");
}
// [plan_sub_histograms]

HistogramPlan plan_local_atomics(const GroupLimits& limits, std::size_t pixels, std::size_t requested_items,
                                 AccessOrder order)
{
    const std::size_t items = requested_items != 0 ? requested_items : round_group_size(limits, histogram_max_items);
    check_group_size(limits, items);
    const Split split = split_pixels(pixels, items, limits.compute_units, 1);
    return {items, split.groups, split.pixels_per_item, order, "uint", sizeof(Histogram)};
}

// [run_sub_histograms]
HistogramRun run_sub_histograms(const Runtime& runtime, const Image& gray, const RunConfig& config, AccessOrder order)
{
    const std::size_t pixels = checked_pixel_count(gray);
    // The counter type is a build option that the plan chooses, and the plan
    // needs the compiled kernel's limits: read them from a build with the
    // widest type, then build with the chosen one.
    const cl::Program widest = build_histogram_program(runtime, config, "uint");
    const HistogramPlan plan = plan_sub_histograms(group_limits(cl::Kernel(widest, "sub_histograms"), runtime.device),
                                                   pixels, requested_items(config), order);
    const cl::Program program =
        plan.counter == "uint" ? widest : build_histogram_program(runtime, config, plan.counter);
    std::vector<std::string> parameters = counting_parameters();
    parameters.push_back("local " + plan.counter + "* counts");
    cl::Kernel count = make_kernel(program, "sub_histograms", parameters);
    count.setArg(6, cl::Local(plan.local_bytes));
    return count_and_merge(runtime, gray, "sub-histograms", count, pixel_share(plan),
                           merge_groups_launch(runtime, program), plan, config.memory);
}
// [run_sub_histograms]

HistogramRun run_local_atomics(const Runtime& runtime, const Image& gray, const RunConfig& config, AccessOrder order)
{
    const std::size_t pixels = checked_pixel_count(gray);
    // The file's sub_histograms kernel needs a counter type to compile;
    // local_atomics does not use it.
    const cl::Program program = build_histogram_program(runtime, config, "uint");
    const cl::Kernel count = make_kernel(program, "local_atomics", counting_parameters());
    const HistogramPlan plan =
        plan_local_atomics(group_limits(count, runtime.device), pixels, requested_items(config), order);
    return count_and_merge(runtime, gray, "local atomics", count, pixel_share(plan),
                           merge_groups_launch(runtime, program), plan, config.memory);
}

std::vector<HistogramRun> run_histogram(const Runtime& runtime, const Image& gray, const RunConfig& config,
                                        std::optional<AccessOrder> order)
{
    const AccessOrder chosen = order.value_or(lesson_order);
    return {run_sub_histograms(runtime, gray, config, chosen), run_local_atomics(runtime, gray, config, chosen)};
}

const char* order_name(AccessOrder order)
{
    return order == AccessOrder::strided ? "strided" : "contiguous";
}

std::optional<AccessOrder> order_named(const std::string& name)
{
    if (name == "strided") return AccessOrder::strided;
    if (name == "contiguous") return AccessOrder::contiguous;
    return std::nullopt;
}

}  // namespace ocltut

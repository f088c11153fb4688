// Lesson 03, going further: histogram_fast.cl, the histogram that reads 16
// pixels per load, counts into several copies of the bins and adds the
// groups' counts up in the same launch. Here the host chooses the kernel's
// knobs for the device (--tune and --local-size override them), plans the
// groups and runs the kernel, once: no merge.
#pragma once

#include "histogram.hpp"

#include "going-further/going_further.hpp"

#include <string>

namespace ocltut {

// The knobs of histogram_once (histogram_fast.cl). All but the last are
// its build options; the group count is the host's.
struct FastHistogramKnobs {
    std::size_t group_size = 0;       // GROUP_SIZE, set with --local-size Nx1
    std::size_t copies = 0;           // COPIES
    std::size_t spread = 0;           // SPREAD: 1, 2 or 4
    std::size_t loads = 0;            // LOADS: words loaded before counting them
    std::size_t groups_per_unit = 0;  // GROUPS_PER_UNIT: groups launched per compute unit
    std::size_t ticket = 0;           // TICKET: 0, paired 64-bit totals; 1, 32-bit totals and a ticket
};

// The knobs for `device`, with config.local_size and config.tuning applied
// over its defaults:
//   GPU (and any device but a CPU): groups of 256, 16 copies shared by their
//     work-items (fewer where local memory is smaller), SPREAD 1, 4 loads
//     ahead, 3 groups per compute unit;
//   any device: paired totals (TICKET 0) where it has 64-bit atomics
//     (cl_khr_int64_base_atomics), else the ticket (TICKET 1);
//   CPU: groups of one work-item spreading over 4 copies of its own, 1 load
//     ahead, 32 groups per core.
// A UserError, in words, naming the knob and its allowed range, for a
// combination the kernel or device cannot run: SPREAD 1, 2 or 4; COPIES a
// multiple of SPREAD, at most group size x SPREAD and what local memory
// holds; TICKET 1, or 0 (the default) on a device with 64-bit atomics;
// LOADS 1 to 16; GROUPS_PER_UNIT no more than the
// largest picture has words of 16 pixels for, over the device's compute
// units; a group size the device allows.
FastHistogramKnobs fast_histogram_knobs(const cl::Device& device, const TunedConfig& config);

// Sets of running totals the groups add their counts into (TOTALS_SETS):
// group g adds into set g % 8, so each total has an eighth of the groups'
// atomics to take one after the other. On an H100 with 6 groups per compute
// unit one set took 0.032 to 0.035 ms, eight 0.029 (docs/03-histogram-h100.md).
inline constexpr std::size_t fast_histogram_totals_sets = 8;

// The bytes of the totals buffer: 8 sets of 32-bit totals, or, paired,
// 8 sets and the final totals of 64 bits.
std::size_t fast_histogram_totals_bytes(const FastHistogramKnobs& knobs);

// The group size histogram_once can run with once compiled: `group_size`
// when the compiled kernel allows that many work-items (`kernel_items`, its
// CL_KERNEL_WORK_GROUP_SIZE), else the kernel's limit when the host chose
// the size, or a UserError when the user asked for it (`requested`).
std::size_t fitting_group_size(std::size_t group_size, std::size_t kernel_items, bool requested);

// "-D GROUP_SIZE=256 -D COPIES=16 -D SPREAD=1 -D LOADS=4 -D TOTALS_SETS=8 -D TICKET=0"
std::string fast_histogram_build_options(const FastHistogramKnobs& knobs);

// About groups_per_unit groups per compute unit (fewer when the picture is
// small), each work-item reading words of 16 pixels: pixels_per_item is 16
// times the words one work-item reads.
HistogramPlan plan_histogram_fast(const FastHistogramKnobs& knobs, std::size_t compute_units, std::size_t pixels,
                                  AccessOrder order);

// histogram_once's order unless --order says otherwise: strided on a GPU,
// where it measured 1.2 to 1.35 times faster than contiguous on the H100
// (docs/results/gpu-lab/h100-order.txt), contiguous on a CPU.
AccessOrder fast_order(const cl::Device& device);

// The variant "fast": its knobs chosen (fast_histogram_knobs) and
// config.kernel_file built for them, the group shrunk to what the compiled
// kernel allows unless --local-size asked for it; then histogram_once,
// launched once onto a poisoned histogram, read back on the config.memory
// path. main(), the stages and the tests all call it. Its totals and ticket
// counter are filled with zeros before that launch; each launch leaves them
// zero, so run.count can be relaunched as it stands (the timing loop,
// time_end_to_end). One kernel: run.count is histogram_once, and run.merge
// is unset. `order` unset: fast_order(device).
HistogramRun run_histogram_fast(const Runtime& runtime, const Image& gray, const TunedConfig& config,
                                std::optional<AccessOrder> order);

// What a typical run builds histogram_fast.cl with (the build-cost row of
// the comparison): a GPU's default knobs, with the ticket's totals, which
// every device can build (the paired ones need 64-bit atomics).
inline constexpr const char* fast_histogram_typical_build_options =
    "-D GROUP_SIZE=256 -D COPIES=16 -D SPREAD=1 -D LOADS=4 -D TOTALS_SETS=8 -D TICKET=1";

}  // namespace ocltut

// Lesson 03: a 256-bin histogram of 8-bit luminance, two ways.
//
// The hard part of a parallel histogram is that many work-items want to add
// 1 to the same bin at the same time (a collision). The two counting kernels
// below avoid lost updates differently:
//
//   sub_histograms  every work-item counts into its own private counters in
//                   local memory, so no two work-items ever touch the same
//                   counter; after a barrier the group adds them up.
//   local_atomics   the whole group shares one set of 256 counters and
//                   updates them with atomic_inc, which never loses a count.
//
// Both write one histogram per work-group; merge_groups then adds those up.
//
// How the pixels are shared out (the same for both kernels): work-group g
// owns the run of items * pixels_per_item pixels that starts at
// g * items * pixels_per_item, and work-item i of the group takes its
// pixels_per_item pixels from that run at
//
//     first + k * pixel_step,  first = group start + i * item_step
//
//   strided order     item_step = 1, pixel_step = items: at each step k the
//                     group reads one contiguous row of bytes, neighbouring
//                     work-items reading neighbouring bytes (what a GPU wants);
//   contiguous order  item_step = pixels_per_item, pixel_step = 1: each
//                     work-item walks its own contiguous run (what a CPU,
//                     running one work-item after another, wants).
//
// The last group's run sticks out past the end of the image: a work-item
// stops at the first pixel index >= pixel_count, so no pixel is read twice
// and none is left out.

// The host chooses the narrowest counter type that cannot overflow for the
// pixels one work-item sees (uchar up to 255, ushort up to 65535, else uint)
// and passes it as -D COUNTER=...
#ifndef COUNTER
#error "build with -D COUNTER=uchar, ushort or uint (the host runner chooses it)"
#endif

// Where this work-item's share of the pixels starts: its k-th pixel is
// first_pixel(...) + k * pixel_step.
size_t first_pixel(uint pixels_per_item, uint item_step)
{
    const size_t group_start = (size_t)get_group_id(0) * get_local_size(0) * pixels_per_item;
    return group_start + (size_t)get_local_id(0) * item_step;
}

// Both counting kernels take the same first six arguments, so the host sets
// them the same way:
//   pixels            the 8-bit luminance, pixel_count bytes
//   pixels_per_item, item_step, pixel_step
//                     the share of each work-item, as described above
//   group_histograms  256 uint bins per work-group, merged by merge_groups

// [sub_histograms]
__kernel void sub_histograms(__global const uchar* pixels, const ulong pixel_count,
                             const uint pixels_per_item, const uint item_step, const uint pixel_step,
                             __global uint* group_histograms,
                             __local COUNTER* counts)   // 256 counters per work-item
{
    const uint item = get_local_id(0);
    const uint items = get_local_size(0);
    const uint group = get_group_id(0);

    // Counter `bin` of work-item `item` lives at counts[bin * items + item]:
    // the counters of one bin sit side by side, so the work-items of a GPU
    // warp hit neighbouring addresses. Banks are 4 bytes wide, though, and
    // 2 ushort (4 uchar) counters share one: neighbours that count different
    // values can still conflict. Each work-item clears only its own column,
    // so no barrier is needed before counting.
    for (uint bin = 0; bin < 256; ++bin)
        counts[bin * items + item] = 0;

    const size_t first = first_pixel(pixels_per_item, item_step);
    for (uint k = 0; k < pixels_per_item; ++k) {
        const size_t p = first + (size_t)k * pixel_step;
        if (p >= pixel_count) break;
        counts[pixels[p] * items + item] += 1;   // private: no other work-item writes here
    }

    // The merge below reads every work-item's column: all of them must have
    // finished counting first.
    barrier(CLK_LOCAL_MEM_FENCE);

    // Work-item `item` adds up bins item, item + items, ... over all the
    // columns. The group's total for a bin can exceed what one COUNTER
    // holds, so the sum is a uint.
    for (uint bin = item; bin < 256; bin += items) {
        uint sum = 0;
        for (uint column = 0; column < items; ++column)
            sum += counts[bin * items + column];
        group_histograms[group * 256 + bin] = sum;
    }
}
// [sub_histograms]

// [local_atomics]
__kernel void local_atomics(__global const uchar* pixels, const ulong pixel_count,
                            const uint pixels_per_item, const uint item_step, const uint pixel_step,
                            __global uint* group_histograms)
{
    __local uint counts[256];   // one histogram, shared by the whole group

    const uint item = get_local_id(0);
    const uint items = get_local_size(0);
    const uint group = get_group_id(0);

    for (uint bin = item; bin < 256; bin += items)
        counts[bin] = 0;
    // Nobody may count before every bin is cleared.
    barrier(CLK_LOCAL_MEM_FENCE);

    const size_t first = first_pixel(pixels_per_item, item_step);
    for (uint k = 0; k < pixels_per_item; ++k) {
        const size_t p = first + (size_t)k * pixel_step;
        if (p >= pixel_count) break;
        // counts[v]++ would be read, add, write: two work-items reading the
        // same old value would both write old + 1 and one count would be
        // lost. atomic_inc makes the three steps one.
        atomic_inc(&counts[pixels[p]]);
    }

    // Every increment must have landed before the bins are copied out.
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint bin = item; bin < 256; bin += items)
        group_histograms[group * 256 + bin] = counts[bin];
}
// [local_atomics]

// [merge_groups]
// The final merge: one work-item per bin adds that bin over all groups.
// Work-items next to each other read bins next to each other, so each step
// of the loop reads one contiguous 1 KiB row of group_histograms.
__kernel void merge_groups(__global const uint* group_histograms,
                           const uint groups,
                           __global uint* histogram)
{
    const uint bin = get_global_id(0);
    uint total = 0;
    for (uint group = 0; group < groups; ++group)
        total += group_histograms[group * 256 + bin];
    histogram[bin] = total;
}
// [merge_groups]

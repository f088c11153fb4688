// Lesson 03, the exercise: write the two counting kernels, sub_histograms
// and local_atomics. The helper first_pixel and the final merge,
// merge_groups, are given: they are the same as in histogram.cl. The checker
// reports each variant on its own ("sub-histograms", "local atomics"), so
// you can write one, check it, then the other.
// docs/exercises.md explains the workflow; docs/03-histogram.md is the
// lesson, and its "Exercise" section has the hints.
//
//   check your kernels:  ./build/default/check/check 03
//   stuck?               ./build/default/check/check 03 --hint
//
// What the host does (count_and_merge in histogram.cpp), for either kernel:
//   - it launches exactly `groups` work-groups of `items` work-items, one
//     dimension; the run of items * pixels_per_item pixels that starts at
//     group * items * pixels_per_item is the group's, and the last group's
//     run may stick out past pixel_count: stop at the first pixel index >=
//     pixel_count, so every pixel is counted exactly once;
//   - work-item i of a group takes the pixels first_pixel(...) + k *
//     pixel_step for k = 0 .. pixels_per_item - 1 (the steps choose the
//     strided or the contiguous order; the kernel need not know which);
//   - each group writes its 256 uint bins to group_histograms[group * 256 +
//     bin]. That buffer is filled with 0xA5 bytes before the launch: every
//     bin of every group must be written, zeros included. merge_groups then
//     adds the groups up.
//   - sub_histograms only: `counts` is local memory for 256 counters per
//     work-item, of the type COUNTER, which the host chose wide enough for
//     pixels_per_item (it builds with -D COUNTER=uchar, ushort or uint).

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

__kernel void sub_histograms(__global const uchar* pixels, const ulong pixel_count,
                             const uint pixels_per_item, const uint item_step, const uint pixel_step,
                             __global uint* group_histograms,
                             __local COUNTER* counts)   // 256 counters per work-item
{
    // TODO: clear this work-item's own 256 counters. Lay them out so that
    // no two work-items ever write the same counter.

    // TODO: count this work-item's pixels into its own counters.

    // TODO: wait until every work-item of the group has counted.

    // TODO: add up each bin over the group's work-items (in a uint: the sum
    // can exceed what one COUNTER holds) and write the group's 256 bins.
}

__kernel void local_atomics(__global const uchar* pixels, const ulong pixel_count,
                            const uint pixels_per_item, const uint item_step, const uint pixel_step,
                            __global uint* group_histograms)
{
    // TODO: one set of 256 uint counters in local memory, shared by the group,
    // cleared before anyone counts.

    // TODO: count this work-item's pixels so that no increment is lost when
    // two work-items hit the same bin at once.

    // TODO: once every increment has landed, write the group's 256 bins.
}

// The final merge (given): one work-item per bin adds that bin over all groups.
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

// Exercise 03-rgb-histogram: three 256-bin histograms of an RGBA picture,
// one per colour channel, counted in local memory. docs/exercises-03.md
// states the problem; lesson 03 (docs/03-histogram.md) has every idea it
// needs.
//
//   check your kernel:  ./build/default/check/check 03-rgb-histogram
//   stuck?              ./build/default/check/check 03-rgb-histogram --hint
//
// What the host does (run_rgb_histogram in exercise.cpp, beside it):
//   - rgb_histogram, which you write, over a 1D NDRange of `groups` whole
//     work-groups; the group size comes from the device
//     (CL_KERNEL_WORK_GROUP_SIZE, at most 256): it may be any size from 1
//     up, so no work-item may assume there are 256 or 768 of them;
//   - pixels            RGBA, 4 bytes per pixel, pixel_count pixels:
//                       pixels[p] is a whole pixel, .x red, .y green,
//                       .z blue, .w alpha (not counted);
//   - group_histograms  768 uint per work-group, filled with 0xA5 bytes
//                       before the launch: group g writes all of
//                       group_histograms[g * 768 .. g * 768 + 767], its own
//                       count of red values v at g * 768 + v, green at
//                       g * 768 + 256 + v, blue at g * 768 + 512 + v;
//   - the global size is groups x the group size, fewer work-items than
//     pixels: work-item get_global_id(0) counts the pixels get_global_id(0),
//     then every get_global_size(0) pixels further, up to pixel_count;
//   - then merge_rgb_groups, given below, adds the groups' histograms into
//     the 768 bins the host reads back and checks.

__kernel void rgb_histogram(__global const uchar4* pixels,
                            const uint pixel_count,
                            __global uint* group_histograms)
{
    // TODO: the group's 768 counters in local memory, cleared by the whole
    // group (each work-item takes every get_local_size(0)-th one), and no
    // counting until all of them are.

    // TODO: count this work-item's pixels, red, green and blue, without
    // losing an increment when two work-items meet on one counter.

    // TODO: once every count of the group has landed, copy the 768
    // counters to this group's histogram.
}

// Given: one work-item per bin adds that bin over all the groups. The
// global size is 768 rounded up to whole work-groups.
__kernel void merge_rgb_groups(__global const uint* group_histograms,
                               const uint groups,
                               __global uint* histogram)
{
    const uint bin = get_global_id(0);
    if (bin >= 768) return;
    uint total = 0;
    for (uint group = 0; group < groups; ++group)
        total += group_histograms[(size_t)group * 768 + bin];
    histogram[bin] = total;
}

// Deliberately wrong: each counting kernel has a data race, and Oclgrind
// must report it (its test is expected to fail):
//   sub_histograms  lacks the barrier: it merges before the other work-items
//                   have finished counting
//   local_atomics   increments the shared bins with a plain ++ instead of
//                   atomic_inc, so two work-items can both write old + 1
__kernel void sub_histograms(__global const uchar* pixels, const ulong pixel_count, const uint pixels_per_item,
                             const uint item_step, const uint pixel_step, __global uint* group_histograms,
                             __local COUNTER* counts)
{
    const uint item = get_local_id(0), items = get_local_size(0), group = get_group_id(0);
    for (uint bin = 0; bin < 256; ++bin) counts[bin * items + item] = 0;
    const size_t first = (size_t)group * items * pixels_per_item + (size_t)item * item_step;
    for (size_t p = first, k = 0; k < pixels_per_item && p < pixel_count; ++k, p += pixel_step)
        counts[pixels[p] * items + item] += 1;
    // missing: barrier(CLK_LOCAL_MEM_FENCE);
    for (uint bin = item; bin < 256; bin += items) {
        uint sum = 0;
        for (uint column = 0; column < items; ++column) sum += counts[bin * items + column];
        group_histograms[group * 256 + bin] = sum;
    }
}

__kernel void local_atomics(__global const uchar* pixels, const ulong pixel_count, const uint pixels_per_item,
                            const uint item_step, const uint pixel_step, __global uint* group_histograms)
{
    __local uint counts[256];
    const uint item = get_local_id(0), items = get_local_size(0), group = get_group_id(0);
    for (uint bin = item; bin < 256; bin += items) counts[bin] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    const size_t first = (size_t)group * items * pixels_per_item + (size_t)item * item_step;
    for (size_t p = first, k = 0; k < pixels_per_item && p < pixel_count; ++k, p += pixel_step)
        counts[pixels[p]]++;  // should be atomic_inc(&counts[pixels[p]])
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint bin = item; bin < 256; bin += items) group_histograms[group * 256 + bin] = counts[bin];
}

__kernel void merge_groups(__global const uint* group_histograms, const uint groups, __global uint* histogram)
{
    const uint bin = get_global_id(0);
    uint total = 0;
    for (uint group = 0; group < groups; ++group) total += group_histograms[group * 256 + bin];
    histogram[bin] = total;
}

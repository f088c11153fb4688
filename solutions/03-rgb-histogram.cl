// Exercise 03-rgb-histogram, solved: three 256-bin histograms of an RGBA
// picture, red, green and blue, one set per work-group in local memory
// updated with local atomics, then merged. The problem and its rules:
// docs/exercises-03.md.
//
// pixels            RGBA, pixel_count pixels; alpha is not counted
// group_histograms  768 uint per work-group: red v at g * 768 + v, green at
//                   g * 768 + 256 + v, blue at g * 768 + 512 + v

#define BINS (3 * 256)

__kernel void rgb_histogram(__global const uchar4* pixels,
                            const uint pixel_count,
                            __global uint* group_histograms)
{
    __local uint counts[BINS];   // 3 KiB, shared by the whole group

    const uint item = get_local_id(0);
    const uint items = get_local_size(0);

    // The group may have fewer work-items than bins: each clears every
    // items-th one. Nobody counts before all are cleared.
    for (uint bin = item; bin < BINS; bin += items)
        counts[bin] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);

    // Neighbouring work-items read neighbouring pixels, then the whole
    // NDRange steps on together.
    for (size_t p = get_global_id(0); p < pixel_count; p += get_global_size(0)) {
        const uchar4 pixel = pixels[p];
        // Other work-items may hit the same counters: each increment is
        // one atomic read-add-write, so none is lost.
        atomic_inc(&counts[pixel.x]);
        atomic_inc(&counts[256 + pixel.y]);
        atomic_inc(&counts[512 + pixel.z]);
    }

    // Every increment of the group must have landed before the copy.
    barrier(CLK_LOCAL_MEM_FENCE);
    __global uint* group_bins = group_histograms + (size_t)get_group_id(0) * BINS;
    for (uint bin = item; bin < BINS; bin += items)
        group_bins[bin] = counts[bin];
}

// One work-item per bin adds that bin over all the groups.
__kernel void merge_rgb_groups(__global const uint* group_histograms,
                               const uint groups,
                               __global uint* histogram)
{
    const uint bin = get_global_id(0);
    if (bin >= BINS) return;
    uint total = 0;
    for (uint group = 0; group < groups; ++group)
        total += group_histograms[(size_t)group * BINS + bin];
    histogram[bin] = total;
}

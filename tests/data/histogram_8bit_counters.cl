// A deliberately wrong sub_histograms kernel, in the original tutorial's
// style: 8-bit counters whatever type the host chose, each work-item's 256
// counters side by side. A work-item that sees 256 equal pixels wraps its
// counter back to 0, so a constant picture gives a wrong histogram, while a
// random one (few equal pixels per work-item) passes.
__kernel void sub_histograms(__global const uchar* pixels, const ulong pixel_count, const uint pixels_per_item,
                             const uint item_step, const uint pixel_step, __global uint* group_histograms,
                             __local uchar* counts)
{
    __local uchar* mine = counts + get_local_id(0) * 256;
    for (int v = 0; v < 256; v++) mine[v] = 0;
    size_t p = get_group_id(0) * get_local_size(0) * (size_t)pixels_per_item + get_local_id(0) * (size_t)item_step;
    for (uint k = 0; k < pixels_per_item && p < pixel_count; k++, p += pixel_step) mine[pixels[p]]++;  // wraps
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint v = get_local_id(0); v < 256; v += get_local_size(0)) {
        uint sum = 0;
        for (uint i = 0; i < get_local_size(0); i++) sum += counts[i * 256 + v];
        group_histograms[get_group_id(0) * 256 + v] = sum;
    }
}

// The lesson's merge, unchanged in what it does.
__kernel void merge_groups(__global const uint* group_histograms, const uint groups, __global uint* histogram)
{
    const uint bin = get_global_id(0);
    uint total = 0;
    for (uint group = 0; group < groups; ++group) total += group_histograms[group * 256 + bin];
    histogram[bin] = total;
}

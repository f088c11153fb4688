// A deliberately wrong local_atomics kernel: it copies out only the bins
// that counted something, as if the output started at zero. It does not:
// the host poisons it, so every empty bin shows up as a mismatch (a buffer
// that happened to hold zeros would have hidden the bug).
__kernel void local_atomics(__global const uchar* pixels, const ulong pixel_count, const uint pixels_per_item,
                            const uint item_step, const uint pixel_step, __global uint* group_histograms)
{
    __local uint counts[256];
    const uint lid = get_local_id(0), size = get_local_size(0);
    for (uint v = lid; v < 256; v += size) counts[v] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    size_t p = get_group_id(0) * size * (size_t)pixels_per_item + lid * (size_t)item_step;
    for (uint k = 0; k < pixels_per_item && p < pixel_count; k++, p += pixel_step) atomic_inc(&counts[pixels[p]]);
    barrier(CLK_LOCAL_MEM_FENCE);
    __global uint* mine = group_histograms + get_group_id(0) * 256;
    for (uint v = lid; v < 256; v += size)
        if (counts[v] != 0) mine[v] = counts[v];  // empty bins are never written
}

__kernel void merge_groups(__global const uint* group_histograms, const uint groups, __global uint* histogram)
{
    uint total = 0;
    for (uint g = 0; g < groups; ++g) total += group_histograms[g * 256 + get_global_id(0)];
    histogram[get_global_id(0)] = total;
}

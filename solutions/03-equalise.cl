// Exercise 03-equalise, solved: the cumulative histogram by a prefix sum in
// local memory, the lookup table from it, then the table applied to every
// pixel. The problem and its rule: docs/exercises-03.md.
//
// histogram  256 uint, summing to the pixel count N
// lut        256 uchar: lut[v] = round(255 (max(cdf[v], cdf_min) - cdf_min)
//            / (N - cdf_min)), half up, in integers; lut[v] = v where every
//            pixel has one value
// out        out[i] = lut[pixels[i]]

#define VALUES 256

// Launched as one work-group of any size: each work-item takes the values
// item, item + items, ...
__kernel void equalise_lut(__global const uint* histogram,
                           __global uchar* lut)
{
    // Two copies of the sums: each step reads one and writes the other, so
    // no work-item overwrites a sum that another has still to read.
    __local uint sums[2][VALUES];
    __local uint cdf_min_shared;

    const uint item = get_local_id(0);
    const uint items = get_local_size(0);

    for (uint v = item; v < VALUES; v += items)
        sums[0][v] = histogram[v];
    barrier(CLK_LOCAL_MEM_FENCE);

    // The inclusive scan (Hillis and Steele): after the step with `offset`,
    // sums[v] holds the bins v - 2 offset + 1 .. v. Eight steps cover 256.
    uint from = 0;
    for (uint offset = 1; offset < VALUES; offset *= 2) {
        for (uint v = item; v < VALUES; v += items)
            sums[1 - from][v] = sums[from][v] + (v >= offset ? sums[from][v - offset] : 0);
        barrier(CLK_LOCAL_MEM_FENCE);
        from = 1 - from;
    }
    __local const uint* cdf = sums[from];

    // The smallest value present is the one v whose cdf is not 0 and whose
    // left neighbour's is: exactly one work-item finds it.
    for (uint v = item; v < VALUES; v += items)
        if (cdf[v] != 0 && (v == 0 || cdf[v - 1] == 0))
            cdf_min_shared = cdf[v];
    barrier(CLK_LOCAL_MEM_FENCE);

    const uint cdf_min = cdf_min_shared;
    const ulong spread = cdf[VALUES - 1] - cdf_min;   // N - cdf_min
    for (uint v = item; v < VALUES; v += items) {
        if (spread == 0) {
            lut[v] = (uchar)v;   // one value only: the picture stays as it is
        } else {
            // 255 x (up to N) can pass 2^32: the product is a ulong. Half the
            // divisor added first rounds the quotient half up.
            const ulong above = max(cdf[v], cdf_min) - cdf_min;
            lut[v] = (uchar)((above * 255 + spread / 2) / spread);
        }
    }
}

__kernel void equalise_apply(__global const uchar* pixels,
                             const uint pixel_count,
                             __global const uchar* lut,
                             __global uchar* out)
{
    const size_t i = get_global_id(0);
    if (i >= pixel_count) return;
    out[i] = lut[pixels[i]];
}

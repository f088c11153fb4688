// A deliberately wrong solution of exercise 04-unsharp: it measures the
// detail's size in uchar4 lanes, abs(centre - blurred), where the
// subtraction wraps (3 - 5 is 254, not -2) and abs of an unsigned value is
// the value itself. Where the blur is brighter than the pixel by 1 to the
// threshold, a detail the threshold should leave alone counts as large, and
// the value is sharpened. Everything else is right. The check must reject
// it (tests.cmake, beside it).

uint4 row_sum(__global const uchar4* in, size_t row, int x, int width)
{
    return convert_uint4(in[row + max(x - 1, 0)]) + 2u * convert_uint4(in[row + x])
         + convert_uint4(in[row + min(x + 1, width - 1)]);
}

__kernel void unsharp_mask(__global const uchar4* in,
                           __global uchar4* out,
                           const int width,
                           const int height,
                           const int threshold)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;

    const size_t here = (size_t)y * width;
    const uint4 sum = row_sum(in, (size_t)max(y - 1, 0) * width, x, width) + 2u * row_sum(in, here, x, width)
                    + row_sum(in, (size_t)min(y + 1, height - 1) * width, x, width);
    const uchar4 centre = in[here + x];
    const uchar4 blurred = convert_uchar4((sum + 8u) >> 4);

    const uchar4 size = abs(centre - blurred);   // the mistake: wraps where blurred > centre
    const char4 changed = size > (uchar)threshold;
    const short4 detail = convert_short4(centre) - convert_short4(blurred);
    const short4 sharpened = convert_short4(centre) + (short)2 * detail;

    uchar4 result = convert_uchar4_sat(select(convert_short4(centre), sharpened, convert_short4(changed)));
    result.w = centre.w;
    out[here + x] = result;
}

// Exercise 04-unsharp, solved: an unsharp mask with a threshold on an RGBA
// picture, one work-item per pixel. The problem and its rules:
// docs/exercises-04.md.
//
// in         RGBA, 4 bytes per pixel, width x height, row-major, no padding
// out        RGBA, same layout
// threshold  how far a value must lie from its blur to be sharpened
//
// For R, G and B, with c the value and b its 3x3 Gaussian blur (exercise
// 04-gaussian: weights 1 2 1 / 2 4 2 / 1 2 1, (sum + 8) >> 4,
// clamp-to-edge), d = c - b:
//   out = clamp(c + 2 d, 0, 255)   where |d| > threshold
//   out = c                        elsewhere
// Alpha is copied unchanged.

// The 3x3 Gaussian blur of the pixel (x, y), as exercise 04-gaussian
// defines it. Each weight is the product of its column's and its row's
// 1 2 1, which 2 - |dx| and 2 - |dy| give.
uchar4 blurred_pixel(__global const uchar4* in, int x, int y, int width, int height)
{
    int4 sum = 0;
    for (int dy = -1; dy <= 1; ++dy) {
        const size_t row = (size_t)clamp(y + dy, 0, height - 1) * width;
        for (int dx = -1; dx <= 1; ++dx) {
            const int weight = (2 - abs(dx)) * (2 - abs(dy));
            sum += weight * convert_int4(in[row + clamp(x + dx, 0, width - 1)]);
        }
    }
    return convert_uchar4((sum + 8) >> 4);
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

    const size_t i = (size_t)y * width + x;
    const uchar4 centre = in[i];

    // The detail is signed (-255 .. 255) and c + 2 d lies in -510 .. 765:
    // both in short4, widened before the subtraction, which in uchar4
    // would wrap.
    const short4 value = convert_short4(centre);
    const short4 detail = value - convert_short4(blurred_pixel(in, x, y, width, height));
    const short4 sharpened = value + (short)2 * detail;

    // A comparison of vectors gives a mask per lane, -1 where true and 0
    // where false; select takes its second argument where the mask is -1.
    // abs of a short4 is a ushort4, and comparing ushort4s gives a short4
    // mask, the lanes' size that select needs.
    const short4 changed = abs(detail) > (ushort)threshold;
    uchar4 result = convert_uchar4_sat(select(value, sharpened, changed));
    result.w = centre.w;
    out[i] = result;
}

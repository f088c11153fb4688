// Exercise 04-gaussian, solved: a 3x3 Gaussian blur of an RGBA picture, one
// work-item per pixel, one uchar4 load per neighbour. The problem and its
// rules: docs/exercises-04.md.
//
// in      RGBA, 4 bytes per pixel, width x height, row-major, no padding
// out     RGBA, same layout
//
// For R, G and B:  out = (sum + 8) >> 4, the weighted sum of the 3x3
// neighbourhood divided by 16 and rounded half up, with the weights
//     1 2 1
//     2 4 2
//     1 2 1
// A neighbour outside the image is the nearest pixel on the edge
// (clamp-to-edge). Alpha is copied unchanged.

__kernel void gaussian_blur(__global const uchar4* in,
                            __global uchar4* out,
                            const int width,
                            const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;

    // The three rows and three columns around the pixel, clamped to the image.
    const size_t above = (size_t)max(y - 1, 0) * width;
    const size_t row   = (size_t)y * width;
    const size_t below = (size_t)min(y + 1, height - 1) * width;
    const int left  = max(x - 1, 0);
    const int right = min(x + 1, width - 1);

    // Each row's 1 2 1, then the rows' 1 2 1. int4: the sum reaches
    // 16 x 255 = 4080, past what a uchar holds.
    const int4 top    = convert_int4(in[above + left]) + 2 * convert_int4(in[above + x])
                      + convert_int4(in[above + right]);
    const int4 middle = convert_int4(in[row + left]) + 2 * convert_int4(in[row + x])
                      + convert_int4(in[row + right]);
    const int4 bottom = convert_int4(in[below + left]) + 2 * convert_int4(in[below + x])
                      + convert_int4(in[below + right]);
    const int4 sum = top + 2 * middle + bottom;

    // Half of 16 added before the shift rounds to the nearest, halves up.
    // (4080 + 8) >> 4 = 255: no lane can leave 0 .. 255, so the plain
    // conversion loses nothing.
    uchar4 result = convert_uchar4((sum + 8) >> 4);
    result.w = in[row + x].w;
    out[row + x] = result;
}

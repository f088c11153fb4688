// Lesson 04: Laplacian sharpening, one work-item per pixel, two ways.
//
// in      RGBA, 4 bytes per pixel, width x height, row-major, no padding
// out     RGBA, same layout
//
// For R, G and B:  out = clamp(5 c - up - down - left - right, 0, 255).
// The centre weight 5 is 1 (keep the pixel) plus 4 (add its Laplacian, the
// difference between the pixel and its neighbours): edges get steeper, flat
// areas stay as they are (5 c - 4 c = c). Alpha is copied unchanged.
//
// A neighbour outside the image is replaced by the nearest pixel on the edge
// (clamp-to-edge, "replicate"), the same rule as the CPU golden.
//
// Dimension 0 of the NDRange indexes x: work-items that sit next to each
// other in a work-group handle pixels that sit next to each other in memory,
// so their loads fall in the same cache lines (on a GPU, one coalesced
// transaction per warp instead of one per work-item).

// The RGBA pixel (x, y) starts at this byte.
size_t pixel_offset(int x, int y, int width)
{
    return ((size_t)y * width + x) * 4;
}

// [sharpen_scalar]
__kernel void sharpen_scalar(__global const uchar* in,
                             __global uchar* out,
                             const int width,
                             const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);

    // The global size is rounded up to whole 16x16 work-groups: the
    // work-items past the right and bottom edges have no pixel.
    if (x >= width || y >= height) return;

    // Clamp-to-edge: at the border the missing neighbour is the pixel itself.
    const size_t centre = pixel_offset(x, y, width);
    const size_t left   = pixel_offset(max(x - 1, 0), y, width);
    const size_t right  = pixel_offset(min(x + 1, width - 1), y, width);
    const size_t up     = pixel_offset(x, max(y - 1, 0), width);
    const size_t down   = pixel_offset(x, min(y + 1, height - 1), width);

    // One byte per load: five per colour channel, 16 per pixel with alpha,
    // each 4 bytes from the neighbouring work-item's. The simplest code, not
    // the fastest.
    // [channel_loop]
    for (int c = 0; c < 3; ++c) {
        const int sharpened = 5 * in[centre + c] - in[up + c] - in[down + c] - in[left + c] - in[right + c];
        out[centre + c] = (uchar)clamp(sharpened, 0, 255);
    }
    out[centre + 3] = in[centre + 3];
    // [channel_loop]
}
// [sharpen_scalar]

// [sharpen_uchar4]
__kernel void sharpen_uchar4(__global const uchar4* in,
                             __global uchar4* out,
                             const int width,
                             const int height)
{
    // [bounds_check]
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    // [bounds_check]

    // Indices count whole pixels now: in[i] is one 4-byte load.
    const size_t row = (size_t)y * width;
    const uchar4 centre = in[row + x];
    const uchar4 left   = in[row + max(x - 1, 0)];
    const uchar4 right  = in[row + min(x + 1, width - 1)];
    const uchar4 up     = in[(size_t)max(y - 1, 0) * width + x];
    const uchar4 down   = in[(size_t)min(y + 1, height - 1) * width + x];

    // 5 c - four neighbours lies in [-1020, 1275]: too wide for uchar, so the
    // four lanes are widened to short first. (short)5: a scalar in a vector
    // expression is converted to the lanes' type, and OpenCL C compilers may
    // refuse an int that would have to narrow.
    // [widen_and_saturate]
    const short4 sharpened = (short)5 * convert_short4(centre)
                           - convert_short4(up) - convert_short4(down)
                           - convert_short4(left) - convert_short4(right);

    // One saturating narrow for all four lanes: below 0 becomes 0, above 255
    // becomes 255. The alpha lane was computed too; it is replaced by the
    // input's alpha, which sharpening must not change.
    uchar4 result = convert_uchar4_sat(sharpened);
    result.w = centre.w;
    // [widen_and_saturate]
    out[row + x] = result;
}
// [sharpen_uchar4]

// Lesson 07: the whole job. The kernels of lessons 01, 04 and 03, each run
// on one strip of whole rows at a time, so that the next strip can cross the
// bus while this one is computed and the last one comes back.
//
// A strip is the output rows first_row .. end_row - 1. Dimension 1 of the
// NDRange counts rows from first_row; the host rounds it up to whole
// work-groups, so work-items below end_row - 1 return at once. A 3x3 stencil
// reads one row above and one below its strip: the host makes each strip's
// kernel wait until the uploads of those rows have landed.

// [sobel_strip]
// Sobel as lesson 01 computes it (dX and dY >> 3, a zero border), for the
// rows of one strip. `height` is the whole picture's: the border is the
// picture's, not the strip's.
__kernel void sobel_strip(__global const uchar* in,
                          __global char* dx_out,
                          __global char* dy_out,
                          const int width,
                          const int height,
                          const int first_row,
                          const int end_row)
{
    // [strip_rows]
    const int x = get_global_id(0);
    const int y = first_row + (int)get_global_id(1);
    if (x >= width || y >= end_row) return;
    // [strip_rows]
    const size_t i = (size_t)y * width + x;
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
        dx_out[i] = 0;
        dy_out[i] = 0;
        return;
    }
    // Row y - 1 may be the last row of the strip before, row y + 1 the
    // first of the strip after: the halo rows.
    const __global uchar* above = in + i - width;
    const __global uchar* here  = in + i;
    const __global uchar* below = in + i + width;
    const int dx = (above[1] + 2 * here[1] + below[1]) - (above[-1] + 2 * here[-1] + below[-1]);
    const int dy = (above[-1] + 2 * above[0] + above[1]) - (below[-1] + 2 * below[0] + below[1]);
    dx_out[i] = (char)(dx >> 3);
    dy_out[i] = (char)(dy >> 3);
}
// [sobel_strip]

// [sharpen_strip]
// Sharpening as lesson 04's uchar4 kernel computes it (RGB: 5 c minus the
// four neighbours, saturated; alpha copied; clamp-to-edge at the picture's
// border), for the rows of one strip.
__kernel void sharpen_strip(__global const uchar4* in,
                            __global uchar4* out,
                            const int width,
                            const int height,
                            const int first_row,
                            const int end_row)
{
    const int x = get_global_id(0);
    const int y = first_row + (int)get_global_id(1);
    if (x >= width || y >= end_row) return;
    const size_t row = (size_t)y * width;
    const uchar4 centre = in[row + x];
    const short4 sum = (short)5 * convert_short4(centre)
                     - convert_short4(in[row + max(x - 1, 0)])
                     - convert_short4(in[row + min(x + 1, width - 1)])
                     - convert_short4(in[(size_t)max(y - 1, 0) * width + x])
                     - convert_short4(in[(size_t)min(y + 1, height - 1) * width + x]);
    uchar4 result = convert_uchar4_sat(sum);
    result.w = centre.w;
    out[row + x] = result;
}
// [sharpen_strip]

// [histogram_strip]
// The pixels first_pixel .. end_pixel - 1 counted into `histogram`, 256
// bins that the host zeroes once per picture: each strip adds its counts as
// soon as it has landed (no halo: a pixel's bin depends on that pixel
// alone). Each work-group counts into its own local histogram (lesson 03's
// local atomics), then adds it to the global one, 256 atomics per group
// instead of one per pixel.
__kernel void histogram_strip(__global const uchar* pixels,
                              const ulong first_pixel,
                              const ulong end_pixel,
                              __global uint* histogram)
{
    __local uint counts[256];
    const uint item = get_local_id(0);
    const uint items = get_local_size(0);
    for (uint bin = item; bin < 256; bin += items) counts[bin] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);

    for (ulong p = first_pixel + get_global_id(0); p < end_pixel; p += get_global_size(0))
        atomic_inc(&counts[pixels[p]]);
    barrier(CLK_LOCAL_MEM_FENCE);

    for (uint bin = item; bin < 256; bin += items)
        if (counts[bin] != 0) atomic_add(&histogram[bin], counts[bin]);
}
// [histogram_strip]

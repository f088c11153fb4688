// Lesson 06: the fast Sobel of Zuo et al. (2009), in OpenCL.
//
// The paper's three techniques, each one switchable so that its effect can
// be measured on its own:
//   1. texture storage: the input is an image2d_t read through a sampler
//      that replicates the edge pixels for coordinates outside the image
//      (kernel sobel_image); kernel sobel_buffer reads the same pixels from
//      a plain buffer and clamps its coordinates by hand; kernel
//      sobel_wide_image reads an image of 16 pixels a texel, as wide as the
//      buffer kernel's loads (16 outputs only);
//   2. multi-point access: each work-item loads one window of 3 rows by
//      OUTPUTS + 2 columns once and makes OUTPUTS consecutive outputs of a
//      row from it (4 outputs: 18 loads instead of 4 x 9 = 36);
//   3. symmetric computation (SHARED_SUMS=1): the first and third columns
//      of the dx mask hold the same weights, 1 2 1, with opposite signs, so
//      the weighted sum of column m + 1, computed once, serves output m (as
//      its right column) and output m + 2 (as its left one). The paper's
//      reason: fewer registers per thread, so more threads at once. Here
//      each column's two sums (1 2 1 for dx, 1 0 -1 for dy) are computed
//      once and shared by the three outputs that use the column.
//
// Build options (the host passes them; the defaults are the lesson's):
//   -D OUTPUTS=n      outputs per work-item, along a row: 1, 4, 8 or 16
//   -D SHARED_SUMS=b  1: shared column sums, 0: nine loads' worth of
//                     arithmetic per output, as lesson 01 does
//   -D MAGNITUDE=b    1: write only floor(sqrt(dX^2 + dY^2)), one byte per
//                     pixel; 0: write dX and dY, as lessons 01 and 02
//
// Outputs exist for every pixel: the border ones see replicated edge pixels
// (the golden's replicate mode); the interior ones equal lesson 01's.

#ifndef OUTPUTS
#define OUTPUTS 8
#endif
#ifndef SHARED_SUMS
#define SHARED_SUMS 1
#endif
#ifndef MAGNITUDE
#define MAGNITUDE 0
#endif

// The window's columns: one on each side of the outputs.
#define COLUMNS (OUTPUTS + 2)

// A run of OUTPUTS bytes as one vector (uchar8 for OUTPUTS=8), so that a
// work-item can read or write a run with one wide access instead of OUTPUTS
// byte accesses: the work-items of a warp then touch one contiguous stretch
// of memory. The union gives the same bytes as an array, for the loops.
#define VECTOR_OF(type, n) type##n
#define VECTOR(type, n) VECTOR_OF(type, n)
#if OUTPUTS == 1
typedef uchar uchar_run;
#else
typedef VECTOR(uchar, OUTPUTS) uchar_run;
#endif
typedef union {
    uchar_run vector;
    uchar bytes[OUTPUTS];
} Run;

// [sampler]
// Integer pixel coordinates (not 0..1), the nearest pixel (no blending),
// and a coordinate outside the image moved to the nearest edge: the
// hardware does the replicate border that the buffer kernel writes out.
__constant sampler_t replicate_edges =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
// [sampler]

// floor(sqrt(s)) exactly, for 0 <= s <= 32768: the float root is within a
// few ulp, so at most one step either way corrects it (the golden's
// sobel_magnitude gives the same integer).
int integer_sqrt(int s)
{
    int root = (int)sqrt((float)s);
    if (root * root > s) root -= 1;
    if ((root + 1) * (root + 1) <= s) root += 1;
    return root;
}

// [store_run]
// Writes the run of outputs that starts at column x0 of row y. When the
// width is a multiple of OUTPUTS, every run of every row starts on a
// multiple of OUTPUTS bytes and lies inside its row, so it goes out as one
// aligned vector store; otherwise byte by byte, stopping at the row's end
// (the last run of a row may stick out of the image).
void store_run(Run run, __global uchar* out, int x0, int y, int width)
{
    __global uchar* start = out + (size_t)y * width + x0;
    if (width % OUTPUTS == 0) {
        *(__global uchar_run*)start = run.vector;
        return;
    }
    for (int k = 0; k < OUTPUTS && x0 + k < width; ++k) start[k] = run.bytes[k];
}
// [store_run]

// [compute]
// Makes the outputs x0 .. x0 + OUTPUTS - 1 of row y from the window (rows
// above, here and below; column c is image column x0 - 1 + c) and writes
// those inside the image.
void sobel_from_window(const int above[COLUMNS], const int here[COLUMNS], const int below[COLUMNS],
                       int x0, int y, int width,
                       __global char* dx_out, __global char* dy_out, __global uchar* magnitude_out)
{
#if SHARED_SUMS
    // Each column once: smooth = 1,2,1 down the column (dx's weights),
    // diff = 1,0,-1 down the column (dy's). An output then needs three
    // columns' sums instead of nine pixels.
    int smooth[COLUMNS], diff[COLUMNS];
    for (int c = 0; c < COLUMNS; ++c) {
        smooth[c] = above[c] + 2 * here[c] + below[c];
        diff[c] = above[c] - below[c];
    }
#endif
    Run dx_run, dy_run, magnitude_run;
    for (int k = 0; k < OUTPUTS; ++k) {
        // Output k's left, centre and right columns are k, k+1 and k+2.
#if SHARED_SUMS
        const int dx = smooth[k + 2] - smooth[k];
        const int dy = diff[k] + 2 * diff[k + 1] + diff[k + 2];
#else
        const int dx = (above[k + 2] + 2 * here[k + 2] + below[k + 2]) - (above[k] + 2 * here[k] + below[k]);
        const int dy = (above[k] + 2 * above[k + 1] + above[k + 2]) - (below[k] + 2 * below[k + 1] + below[k + 2]);
#endif
        // Arithmetic shifts, as in lesson 01: [-1020, 1020] -> [-128, 127].
        const int dx8 = dx >> 3;
        const int dy8 = dy >> 3;
#if MAGNITUDE
        magnitude_run.bytes[k] = (uchar)integer_sqrt(dx8 * dx8 + dy8 * dy8);
#else
        // The signed byte's bits, stored as they are.
        dx_run.bytes[k] = (uchar)dx8;
        dy_run.bytes[k] = (uchar)dy8;
#endif
    }
#if MAGNITUDE
    store_run(magnitude_run, magnitude_out, x0, y, width);
#else
    store_run(dx_run, (__global uchar*)dx_out, x0, y, width);
    store_run(dy_run, (__global uchar*)dy_out, x0, y, width);
#endif
}
// [compute]

// [sobel_image]
// One work-item per run of OUTPUTS pixels of a row: global size
// ceil(width / OUTPUTS) x height (rounded up to whole work-groups).
__kernel void sobel_image(__read_only image2d_t in,
                          __global char* dx_out,
                          __global char* dy_out,
                          __global uchar* magnitude_out,
                          const int width,
                          const int height)
{
    const int x0 = get_global_id(0) * OUTPUTS;
    const int y = get_global_id(1);
    if (x0 >= width || y >= height) return;

    // Every load goes through the sampler: columns -1 and width, rows -1
    // and height come back as the edge pixels, no test needed here.
    int above[COLUMNS], here[COLUMNS], below[COLUMNS];
    for (int c = 0; c < COLUMNS; ++c) {
        const int x = x0 - 1 + c;
        above[c] = (int)read_imageui(in, replicate_edges, (int2)(x, y - 1)).x;
        here[c] = (int)read_imageui(in, replicate_edges, (int2)(x, y)).x;
        below[c] = (int)read_imageui(in, replicate_edges, (int2)(x, y + 1)).x;
    }
    sobel_from_window(above, here, below, x0, y, width, dx_out, dy_out, magnitude_out);
}
// [sobel_image]

// [load_buffer_row]
// Columns x0 - 1 .. x0 + OUTPUTS of one row into `window`, with the
// replicate border: a column outside the image is clamped to the edge.
// A run inside the row with an aligned start (the width a multiple of
// OUTPUTS) is read as one vector load plus its two neighbours.
void load_buffer_row(const __global uchar* row, int x0, int width, int window[COLUMNS])
{
    if (width % OUTPUTS == 0 && x0 >= 1 && x0 + OUTPUTS < width) {
        Run middle;
        middle.vector = *(const __global uchar_run*)(row + x0);
        window[0] = row[x0 - 1];
        for (int k = 0; k < OUTPUTS; ++k) window[k + 1] = middle.bytes[k];
        window[COLUMNS - 1] = row[x0 + OUTPUTS];
        return;
    }
    for (int c = 0; c < COLUMNS; ++c) window[c] = row[clamp(x0 - 1 + c, 0, width - 1)];
}
// [load_buffer_row]

// [sobel_buffer]
// The same run of outputs from a plain buffer: the replicate border is the
// clamp on every coordinate that the sampler did in sobel_image.
__kernel void sobel_buffer(__global const uchar* in,
                           __global char* dx_out,
                           __global char* dy_out,
                           __global uchar* magnitude_out,
                           const int width,
                           const int height)
{
    const int x0 = get_global_id(0) * OUTPUTS;
    const int y = get_global_id(1);
    if (x0 >= width || y >= height) return;

    int above[COLUMNS], here[COLUMNS], below[COLUMNS];
    load_buffer_row(in + (size_t)max(y - 1, 0) * width, x0, width, above);
    load_buffer_row(in + (size_t)y * width, x0, width, here);
    load_buffer_row(in + (size_t)min(y + 1, height - 1) * width, x0, width, below);
    sobel_from_window(above, here, below, x0, y, width, dx_out, dy_out, magnitude_out);
}
// [sobel_buffer]

#if OUTPUTS == 16
// [load_texel_row]
// Columns x0 - 1 .. x0 + 16 of one row into `window`, from an image whose
// texels hold 16 pixels each (CL_RGBA of CL_UNSIGNED_INT32: texel t of a
// row is its pixels 16 t .. 16 t + 15). Three 16-byte reads, the run's
// texel and its neighbours, where sobel_image makes 18 one-byte reads; the
// sampler moves a row outside the image to the edge row. At the row's ends
// the neighbour texel would be the run's own again, so the edge pixel is
// taken instead (the replicate border).
void load_texel_row(__read_only image2d_t in, int texel, int y, int width, int window[COLUMNS])
{
    Run left, middle, right;
    left.vector = as_uchar16(read_imageui(in, replicate_edges, (int2)(texel - 1, y)));
    middle.vector = as_uchar16(read_imageui(in, replicate_edges, (int2)(texel, y)));
    right.vector = as_uchar16(read_imageui(in, replicate_edges, (int2)(texel + 1, y)));
    window[0] = texel == 0 ? middle.bytes[0] : left.bytes[15];
    for (int k = 0; k < 16; ++k) window[k + 1] = middle.bytes[k];
    window[COLUMNS - 1] = 16 * (texel + 1) == width ? middle.bytes[15] : right.bytes[0];
}
// [load_texel_row]

// [sobel_wide_image]
// sobel_buffer's loads through the texture path: one work-item per texel,
// 16 outputs, on a picture whose width is a multiple of 16 (the host
// refuses others). Global size width / 16 x height, rounded up to whole
// work-groups.
__kernel void sobel_wide_image(__read_only image2d_t in,
                               __global char* dx_out,
                               __global char* dy_out,
                               __global uchar* magnitude_out,
                               const int width,
                               const int height)
{
    const int texel = get_global_id(0);
    const int y = get_global_id(1);
    if (16 * texel >= width || y >= height) return;

    int above[COLUMNS], here[COLUMNS], below[COLUMNS];
    load_texel_row(in, texel, y - 1, width, above);
    load_texel_row(in, texel, y, width, here);
    load_texel_row(in, texel, y + 1, width, below);
    sobel_from_window(above, here, below, 16 * texel, y, width, dx_out, dy_out, magnitude_out);
}
// [sobel_wide_image]
#endif

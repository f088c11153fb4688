// Lesson 02, going further: the vector Sobel shaped for a GPU.
//
// Same arguments and the same output as sobel_vector (and lesson 01), bit
// for bit: zero gradients on the border, dX >> 3 and dY >> 3 as chars. On an
// NVIDIA H100 lesson 02's short16 arithmetic turned out to be limited by
// the number of integer instructions, not by memory (docs/02-going-further.md
// has the measurements). This kernel does the same sums with half the
// instructions, and loads its rows before it needs them:
//
//   two pixels per 32-bit add  16 pixels are 4 uints of 4 bytes. Spread
//                   into 16-bit fields, the even pixels of a uint (bytes
//                   0 and 2) and the odd ones (bytes 1 and 3) make two
//                   uints of two fields each, and one 32-bit add adds two
//                   pixels. A field never carries into its neighbour: the
//                   largest sum, 4 x 255 plus the bias below, is under
//                   2^16. ("SIMD within a register", SWAR.)
//   biased differences  a field holds no sign, so each difference gets a
//                   bias that keeps it positive: right - left + 256 is in
//                   1 .. 511, dX + 1024 and dY + 1024 in 4 .. 2044; and
//                   since 1024 = 8 x 128, (value + 1024) >> 3 is
//                   (value >> 3) + 128, whose low byte with its top bit
//                   flipped is the char that value >> 3 is.
//   ROWS rows, loaded first  a work-item makes 16 pixels in ROWS rows.
//                   It loads all ROWS + 2 rows it reads before computing
//                   any, so that all those loads wait for memory together
//                   instead of one row at a time.
//   16-byte accesses  each row is one 16-byte load (plus the two pixels
//                   beside it), each output one 16-byte store.
//
// Build options, chosen by the host (sobel_packed.cpp):
//   ROWS          rows per work-item (--tune ROWS=..)
//   ALIGNED_ROWS  1 when the width is a multiple of 16: every run of 16
//                 pixels then starts on a 16-byte boundary and its loads
//                 and stores are plain uint4 accesses; 0 for other widths,
//                 where they go through a packed struct (any alignment).
//
// The NDRange is (width / 16, height / ROWS), each rounded up: work-item
// (i, j) makes pixels 16 i .. 16 i + 15 of rows ROWS j .. ROWS j + ROWS - 1.
// A row's last 1 to 15 pixels, where the width is not a multiple of 16,
// are made one at a time with lesson 01's arithmetic.
#if !defined(ROWS) || !defined(ALIGNED_ROWS)
#error "build with -D ROWS=.. -D ALIGNED_ROWS=0 or 1 (the host runner chooses them)"
#endif
#if ROWS < 1 || ROWS > 16
#error "ROWS must be 1 to 16: a work-item of sobel_packed holds ROWS + 2 rows in registers"
#endif
#ifndef __ENDIAN_LITTLE__
#error "sobel_packed takes byte 0 of a uint as its lowest 8 bits: it needs a little-endian device"
#endif

#define RUN 16

// [packed_access]
typedef struct __attribute__((packed)) {
    uint4 words;
} AnyUint4;

uint4 load_run(const __global uchar* first)
{
#if ALIGNED_ROWS
    return *(const __global uint4*)first;
#else
    return ((const __global AnyUint4*)first)->words;
#endif
}

void store_run(__global char* first, const uint4 words)
{
#if ALIGNED_ROWS
    *(__global uint4*)first = words;
#else
    ((__global AnyUint4*)first)->words = words;
#endif
}
// [packed_access]

// [row_sums]
// What one row contributes to the gradients of 16 pixels, in 16-bit fields:
// the even pixels (bytes 0 and 2 of each uint) in `*_even`, the odd ones
// (bytes 1 and 3) in `*_odd`.
//   smoothed = left + 2 x centre + right   (dY's row weights 1 2 1)
//   slope    = right - left + 256          (dX's per-row term, biased)
typedef struct {
    uint4 smoothed_even, smoothed_odd, slope_even, slope_odd;
} RowSums;

RowSums row_sums(const __global uchar* row, const int x0, const int width)
{
    const uint4 pixels = load_run(row + x0);
    const uint left_of_run = row[max(x0 - 1, 0)];              // unused where x0 == 0: border
    const uint right_of_run = row[min(x0 + RUN, width - 1)];   // unused where the run ends the row: border
    const uint4 even = pixels & 0x00FF00FFu;                    // pixels 4k and 4k + 2 of uint k
    const uint4 odd = (pixels >> 8) & 0x00FF00FFu;              // pixels 4k + 1 and 4k + 3

    // The neighbours, lined up field for field with `even` and `odd`.
    // Pixel 4k's left neighbour is pixel 4k - 1, the high odd field of
    // uint k - 1 (or the pixel left of the run); pixel 4k + 3's right
    // neighbour is pixel 4k + 4, the low even field of uint k + 1.
    const uint4 odd_before = (uint4)(left_of_run, odd.s0 >> 16, odd.s1 >> 16, odd.s2 >> 16);
    const uint4 even_after = (uint4)(even.s1 & 0xFFFFu, even.s2 & 0xFFFFu, even.s3 & 0xFFFFu, right_of_run);
    const uint4 left_of_even = (odd << 16) | odd_before;
    const uint4 right_of_even = odd;
    const uint4 left_of_odd = even;
    const uint4 right_of_odd = (even >> 16) | (even_after << 16);

    RowSums sums;
    sums.smoothed_even = left_of_even + (even << 1) + right_of_even;
    sums.smoothed_odd = left_of_odd + (odd << 1) + right_of_odd;
    sums.slope_even = right_of_even + 0x01000100u - left_of_even;
    sums.slope_odd = right_of_odd + 0x01000100u - left_of_odd;
    return sums;
}

// Biased gradients (value + 1024 in each field) back to 16 chars, value >> 3
// each, in pixel order.
uint4 to_chars(const uint4 biased_even, const uint4 biased_odd)
{
    const uint4 even = ((biased_even >> 3) & 0x00FF00FFu) ^ 0x00800080u;
    const uint4 odd = ((biased_odd >> 3) & 0x00FF00FFu) ^ 0x00800080u;
    return even | (odd << 8);
}
// [row_sums]

// Lesson 01's arithmetic for one pixel: a row's last pixels, which fill no
// whole run of 16.
void sobel_pixel(const __global uchar* in, __global char* dx_out, __global char* dy_out, const int x, const int y,
                 const int width, const int height)
{
    const size_t i = (size_t)y * width + x;
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
        dx_out[i] = dy_out[i] = 0;
        return;
    }
    const __global uchar* above = in + i - width;
    const __global uchar* below = in + i + width;
    const int dx = (above[1] + 2 * in[i + 1] + below[1]) - (above[-1] + 2 * in[i - 1] + below[-1]);
    const int dy = (above[-1] + 2 * above[0] + above[1]) - (below[-1] + 2 * below[0] + below[1]);
    dx_out[i] = (char)(dx >> 3);   // an arithmetic shift, as in lesson 01
    dy_out[i] = (char)(dy >> 3);
}

// [sobel_packed]
__kernel void sobel_packed(__global const uchar* restrict in,
                           __global char* restrict dx_out,
                           __global char* restrict dy_out,
                           const int width,
                           const int height)
{
    const int x0 = RUN * (int)get_global_id(0);
    const int y0 = ROWS * (int)get_global_id(1);
    if (x0 >= width || y0 >= height) return;
    const int end_row = min(y0 + ROWS, height);

    if (x0 + RUN > width) {   // the row's last pixels, fewer than 16
        for (int y = y0; y < end_row; ++y)
            for (int x = x0; x < width; ++x)
                sobel_pixel(in, dx_out, dy_out, x, y, width, height);
        return;
    }

    // Rows y0 - 1 .. y0 + ROWS, all loaded before any is used (rows outside
    // the picture are clamped to it: they only feed border rows, which are
    // zero anyway). The loop is unrolled, so `sums` lives in registers.
    RowSums sums[ROWS + 2];
#pragma unroll
    for (int r = 0; r < ROWS + 2; ++r)
        sums[r] = row_sums(in + (size_t)clamp(y0 - 1 + r, 0, height - 1) * width, x0, width);

    // The border columns' bytes are cleared: byte 0 of the run (lowest
    // byte of .s0) at x == 0, byte 15 (highest of .s3) at x == width - 1.
    uint4 interior_columns = (uint4)(0xFFFFFFFFu);
    if (x0 == 0) interior_columns.s0 &= 0xFFFFFF00u;
    if (x0 + RUN == width) interior_columns.s3 &= 0x00FFFFFFu;

#pragma unroll
    for (int r = 1; r <= ROWS; ++r) {
        const int y = y0 - 1 + r;
        if (y >= end_row) break;
        // dX: the slopes of the rows above, here and below, weighted 1 2 1
        // (bias 4 x 256 = 1024); dY: the smoothed row above minus the one
        // below, plus a bias of 1024.
        const uint4 dx = to_chars(sums[r - 1].slope_even + (sums[r].slope_even << 1) + sums[r + 1].slope_even,
                                  sums[r - 1].slope_odd + (sums[r].slope_odd << 1) + sums[r + 1].slope_odd);
        const uint4 dy = to_chars(sums[r - 1].smoothed_even + 0x04000400u - sums[r + 1].smoothed_even,
                                  sums[r - 1].smoothed_odd + 0x04000400u - sums[r + 1].smoothed_odd);
        const uint4 keep = (y == 0 || y == height - 1) ? (uint4)(0) : interior_columns;
        const size_t first = (size_t)y * width + x0;
        store_run(dx_out + first, dx & keep);
        store_run(dy_out + first, dy & keep);
    }
}
// [sobel_packed]

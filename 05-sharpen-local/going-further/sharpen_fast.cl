// Lessons 04 and 05, going further: sharpening at the memory's speed.
//
// Same arguments and the same output as sharpen_uchar4 and sharpen_tile, bit
// for bit. The tile shares the loads of a group's work-items through local
// memory; this kernel shares them inside each work-item, in registers, and
// makes every load wide:
//
//   4 pixels across  a work-item makes 4 neighbouring pixels of a row: one
//                    16-byte load of the row above, of its own row and of
//                    the row below serves all 4 (the 16 lanes of a uchar16
//                    are 4 RGBA pixels); the left and right neighbours are
//                    the pixels just outside those 16 bytes, one 4-byte
//                    load each;
//   ROWS rows down   it makes those 4 pixels in ROWS rows: the row below
//                    one output row is the centre of the next and the row
//                    above the one after, so each row is loaded once, plus
//                    one row above and one below the work-item's strip;
//   loads first      all ROWS + 2 rows of the strip are loaded into
//                    registers before any output row is computed, so that
//                    their loads are in flight together;
//   16 lanes at once lesson 04's uchar4 arithmetic on 16 lanes: short16,
//                    then one convert_uchar16_sat per 4 pixels.
//
// The second kernel, sharpen_rows, drops the strips: a work-item makes
// ACROSS groups of 4 pixels along one row and loads the neighbours on the
// left and on the right as 16-byte vectors of their own, 5 wide loads per 4
// pixels. With ACROSS covering a whole row it is the shape a CPU wants: PoCL
// runs a group's work-items one after the other, and one work-item per row
// streams through the row as a plain C loop would. The host runs
// sharpen_fast on a GPU and sharpen_rows on a CPU unless told otherwise.
//
// Build options, chosen by the host (sharpen_fast.cpp; --tune ROWS=.. runs
// sharpen_fast with that ROWS, --tune ACROSS=.. sharpen_rows with that
// ACROSS):
//   ROWS          rows per work-item of sharpen_fast
//   ACROSS        groups of 4 pixels per work-item of sharpen_rows
//   ALIGNED_ROWS  1 when the width is a multiple of 4: every row then starts
//                 on a 16-byte boundary and sharpen_fast's 16-byte loads and
//                 stores are plain aligned uchar16 accesses; 0 for other
//                 widths, where they go through vload4/vstore4 of uints
//                 (4-byte aligned)
//
// sharpen_fast's NDRange is (width / 4, height / ROWS), each rounded up: the
// work-item (i, j) makes pixels 4i .. 4i + 3 of rows ROWS j .. ROWS j + ROWS - 1.
#if !defined(ROWS) || !defined(ACROSS) || !defined(ALIGNED_ROWS)
#error "build with -D ROWS=.. -D ACROSS=.. -D ALIGNED_ROWS=0 or 1 (the host runner chooses them)"
#endif
// sharpen_fast unrolls ROWS + 2 row loads into registers: more rows would
// spill to memory, and unrolling them takes a compiler seconds to hours.
#if ROWS < 1 || ROWS > 16
#error "ROWS must be 1 to 16: a work-item of sharpen_fast holds ROWS + 2 rows in registers"
#endif

// [four_pixels]
// Pixels x .. x + 3 of row y; `whole` says that all 4 lie in the row. The last 1 to 3 pixels of a row whose width is
// not a multiple of 4 fill no whole group of 4: they are loaded one by one,
// and the missing ones are replaced by the row's last pixel, which is
// exactly what clamp-to-edge asks of the right neighbour of the last pixel.
// No load leaves the row.
uchar16 load_four(__global const uchar4* in, const int y, const int x, const int width, const bool whole)
{
    const size_t row = (size_t)y * width;
    if (whole) {
#if ALIGNED_ROWS
        // Counted in 16-byte words: from one row to the next the address
        // grows by a constant, which the compiler can add instead of
        // recomputing it.
        return ((__global const uchar16*)in)[(size_t)y * (width / 4) + x / 4];
#else
        return as_uchar16(vload4(0, (__global const uint*)(in + row + x)));
#endif
    }
    return (uchar16)(in[row + x], in[row + min(x + 1, width - 1)], in[row + min(x + 2, width - 1)],
                     in[row + min(x + 3, width - 1)]);
}

// Stores the pixels of `four` that lie in the row.
void store_four(__global uchar4* out, const int y, const int x, const int width, const bool whole,
                const uchar16 four)
{
    const size_t row = (size_t)y * width;
    if (whole) {
#if ALIGNED_ROWS
        ((__global uchar16*)out)[(size_t)y * (width / 4) + x / 4] = four;
#else
        vstore4(as_uint4(four), 0, (__global uint*)(out + row + x));
#endif
        return;
    }
    out[row + x] = four.s0123;
    if (x + 1 < width) out[row + x + 1] = four.s4567;
    if (x + 2 < width) out[row + x + 2] = four.s89ab;
}
// [four_pixels]

// [sharpen_four]
// Lesson 04's rule on 16 lanes: 4 pixels, given their neighbours above,
// below, on the left and on the right, each as 4 pixels too.
uchar16 sharpen_lanes(const uchar16 up, const uchar16 centre, const uchar16 down, const uchar16 left,
                      const uchar16 right)
{
    const short16 sharpened = (short)5 * convert_short16(centre)
                            - convert_short16(up) - convert_short16(down)
                            - convert_short16(left) - convert_short16(right);
    uchar16 result = convert_uchar16_sat(sharpened);
    result.s37bf = centre.s37bf;   // the 4 alpha lanes: copied, not sharpened
    return result;
}

// The same for the 4 pixels of one 16-byte load: their left neighbours are
// `left_of_first` and the first 3 of them; the right neighbours, the last 3
// and `right_of_last`.
uchar16 sharpen_four(const uchar16 up, const uchar16 centre, const uchar16 down,
                     const uchar4 left_of_first, const uchar4 right_of_last)
{
    const uchar16 left = (uchar16)(left_of_first, centre.s0123, centre.s4567, centre.s89ab);
    const uchar16 right = (uchar16)(centre.s4567, centre.s89ab, centre.scdef, right_of_last);
    return sharpen_lanes(up, centre, down, left, right);
}
// [sharpen_four]

// Row first_row + offset, clamped to the picture (clamp-to-edge).
int row_in_picture(const int first_row, const int offset, const int height)
{
    return clamp(first_row + offset, 0, height - 1);
}

// Pixels x .. x + 3 of the `rows` rows from first_row (ROWS, fewer in a
// strip cut short by the bottom of the picture). Every load comes first: a
// GPU waits hundreds of cycles for a load from global memory, so a loop
// that loads each next row where it needs it pays that wait once per row,
// one row load in flight at a time. Unrolled into private arrays, the
// ROWS + 2 row loads and 2 x ROWS side pixels are issued back to back and
// waited for about once; constant indices keep the arrays in registers.
void sharpen_strip(__global const uchar4* restrict in, __global uchar4* restrict out, const int x,
                   const int first_row, const int rows, const int width, const int height, const bool whole)
{
    // Clamp-to-edge: the neighbours outside the image are the edge pixels.
    const int left_x = max(x - 1, 0);
    const int right_x = min(x + 4, width - 1);

    // strip[r] is row first_row - 1 + r: the row above, the strip's rows,
    // the row below. Rows past the picture's bottom load its last row again.
    uchar16 strip[ROWS + 2];
    uchar4 left[ROWS], right[ROWS];
#pragma unroll
    for (int r = 0; r < ROWS + 2; ++r)
        strip[r] = load_four(in, row_in_picture(first_row, r - 1, height), x, width, whole);
#pragma unroll
    for (int r = 0; r < ROWS; ++r) {
        const size_t row = (size_t)row_in_picture(first_row, r, height) * width;
        left[r] = in[row + left_x];
        right[r] = in[row + right_x];
    }
    // Then row first_row + r from strip[r] (above), strip[r + 1], strip[r + 2] (below).
#pragma unroll
    for (int r = 0; r < ROWS; ++r)
        if (r < rows)   // not past the picture's bottom
            store_four(out, first_row + r, x, width, whole,
                       sharpen_four(strip[r], strip[r + 1], strip[r + 2], left[r], right[r]));
}

// [sharpen_fast]
__kernel void sharpen_fast(__global const uchar4* restrict in,   // restrict: in and out never overlap,
                           __global uchar4* restrict out,         // so loads may go through the read-only cache
                           const int width,
                           const int height)
{
    // Where the work-item starts, in ints: the host keeps the picture's
    // sides under 2^31 - 2^20 (fast_sharpen_knobs), so 4 times a group's
    // index and ROWS (at most 16) times a strip's stay far from INT_MAX,
    // even in the groups the NDRange adds past the picture.
    const int x = 4 * (int)get_global_id(0);
    const int first_row = ROWS * (int)get_global_id(1);
    if (x >= width || first_row >= height) return;

#if ALIGNED_ROWS
    // Every row starts on a 16-byte boundary and every group of 4 pixels
    // is whole: the strip's rows as aligned uchar16 words, all loaded
    // first, then the sums and stores. Written out here, not through
    // sharpen_strip(): on the H100 (2026-11-23, 8192x8192, groups of 128)
    // this form took 0.208 ms at ROWS=4 and sharpen_strip(..., true)
    // 0.240 ms, for the same loads and arithmetic (three runs each,
    // docs/results/gpu-lab/lab5.txt).
    const int words_per_row = width / 4;
    const int left_x = max(x - 1, 0);
    const int right_x = min(x + 4, width - 1);
    uchar16 strip[ROWS + 2];
    uchar4 left[ROWS], right[ROWS];
#pragma unroll
    for (int r = 0; r < ROWS + 2; ++r)
        strip[r] = ((__global const uchar16*)in)[(size_t)clamp(first_row - 1 + r, 0, height - 1) * words_per_row + x / 4];
#pragma unroll
    for (int r = 0; r < ROWS; ++r) {
        const size_t row = (size_t)min(first_row + r, height - 1) * width;
        left[r] = in[row + left_x];
        right[r] = in[row + right_x];
    }
#pragma unroll
    for (int r = 0; r < ROWS; ++r) {
        const int y = first_row + r;
        if (y >= height) break;
        ((__global uchar16*)out)[(size_t)y * words_per_row + x / 4] =
            sharpen_four(strip[r], strip[r + 1], strip[r + 2], left[r], right[r]);
    }
#else
    // Whether the 4 pixels are a whole group is decided here, once per
    // work-item, and each call below is compiled for its constant: the
    // loads and stores of whole groups then test nothing. With the test in
    // every load and store the H100 took 10% longer (2026-11-22).
    const int rows = min(ROWS, height - first_row);   // 1 .. ROWS
    if (x + 4 <= width)
        sharpen_strip(in, out, x, first_row, rows, width, height, true);
    else
        sharpen_strip(in, out, x, first_row, rows, width, height, false);
#endif
}
// [sharpen_fast]

// [unaligned_pixels]
// sharpen_rows loads 4 pixels starting at any pixel, so at any multiple of
// 4 bytes. A struct marked packed may start at any byte: the compiler loads
// and stores its uchar16 without assuming any alignment (on x86, one
// movdqu; PoCL 3.1 turns vload16 into narrower pieces).
typedef struct __attribute__((packed)) {
    uchar16 lanes;
} AnyUchar16;

uchar16 load_any(const __global uchar4* first)
{
    return ((const __global AnyUchar16*)first)->lanes;
}

void store_any(__global uchar4* first, const uchar16 four)
{
    ((__global AnyUchar16*)first)->lanes = four;
}
// [unaligned_pixels]

// One pixel, clamped to the row at its ends: sharpen_lanes on 4 copies of
// it, of which the first is kept.
uchar4 sharpen_one(const __global uchar4* above, const __global uchar4* here, const __global uchar4* below,
                   const int x, const int width)
{
    const uchar4 left = here[max(x - 1, 0)];
    const uchar4 right = here[min(x + 1, width - 1)];
    return sharpen_lanes((uchar16)(above[x], above[x], above[x], above[x]), (uchar16)(here[x], here[x], here[x], here[x]),
                         (uchar16)(below[x], below[x], below[x], below[x]), (uchar16)(left, left, left, left),
                         (uchar16)(right, right, right, right)).s0123;
}

// [sharpen_rows]
// The NDRange is (work-items per row, height), rounded up to whole groups.
// A row's interior pixels 1 .. width - 2 make groups of 4 (group g: pixels
// 4 g + 1 .. 4 g + 4, every neighbour inside the row); work-item `item`
// makes groups item * ACROSS .. item * ACROSS + ACROSS - 1, as far as they
// go, and the row's last work-item also makes pixel 0 and the 1 to 4 pixels
// after the last whole group, one by one. The host computes the same
// work-items per row.
__kernel void sharpen_rows(__global const uchar4* in,
                           __global uchar4* out,
                           const int width,
                           const int height)
{
    const int y = get_global_id(1);
    const int groups = max(width - 2, 0) / 4;
    // Work-items and groups counted in 64 bits: groups + ACROSS - 1 and
    // item * ACROSS pass INT_MAX when ACROSS is large.
    const ulong items = max((ulong)1, ((ulong)groups + ACROSS - 1) / ACROSS);
    const ulong item = get_global_id(0);
    if (item >= items || y >= height) return;

    // Clamp-to-edge: the rows above the first and below the last are the
    // edge rows themselves.
    const __global uchar4* above = in + (size_t)max(y - 1, 0) * width;
    const __global uchar4* here = in + (size_t)y * width;
    const __global uchar4* below = in + (size_t)min(y + 1, height - 1) * width;
    __global uchar4* out_row = out + (size_t)y * width;

    const int first_group = (int)(item * ACROSS);   // at most groups - 1, or 0
    const int end = (int)min(item * ACROSS + ACROSS, (ulong)groups);
    for (int group = first_group; group < end; ++group) {
        const int x = 4 * group + 1;
        store_any(out_row + x, sharpen_lanes(load_any(above + x), load_any(here + x), load_any(below + x),
                                             load_any(here + x - 1), load_any(here + x + 1)));
    }
    if (item == items - 1) {
        out_row[0] = sharpen_one(above, here, below, 0, width);
        for (int x = 4 * groups + 1; x < width; ++x)
            out_row[x] = sharpen_one(above, here, below, x, width);
    }
}
// [sharpen_rows]

// Lesson 02, going further: the vector Sobel shaped for a CPU.
//
// Same arguments and the same output as sobel_vector (and lesson 01), bit
// for bit: zero gradients on the border, dX >> 3 and dY >> 3 as chars. What
// changes is the shape of a work-item's work, for a device whose work-items
// are iterations of a loop on a few cores (PoCL), not threads by the
// thousand:
//
//   long stretches  a work-item makes RUNS runs of 16 pixels, one after the
//                   other along a row; on a CPU the host sets RUNS to a
//                   whole row, so a core streams through the row from left
//                   to right, as a plain C loop would, and the hardware
//                   prefetcher sees one long sequential read;
//   whole vectors   each step is one 16-byte load per neighbour column and
//                   row, and one 16-byte store per gradient. sobel_vector's
//                   vload16 and vstore16 say the same, but PoCL 3.1 compiles
//                   them to 4-byte loads and 16 one-byte stores (look at the
//                   assembly: docs/02-sobel-vector.md shows how); a load
//                   through a packed struct tells the compiler just as
//                   clearly that the address may be unaligned, and it
//                   becomes one unaligned vector instruction.
//
// RUNS, a build option, is chosen by the host (sobel_rows.cpp; --tune
// RUNS=.. overrides it): a whole row on a CPU, one run on a GPU, where
// neighbouring work-items should read neighbouring runs instead.
#ifndef RUNS
#error "build with -D RUNS=.. (runs of 16 pixels per work-item; the host runner chooses it)"
#endif

#define RUN 16

// [unaligned_vectors]
// A struct marked packed may start at any byte, so the compiler must load
// and store its uchar16 without assuming any alignment: on x86, one movdqu.
typedef struct __attribute__((packed)) {
    uchar16 lanes;
} AnyUchar16;

typedef struct __attribute__((packed)) {
    char16 lanes;
} AnyChar16;

short16 load_run(const __global uchar* first)
{
    return convert_short16(((const __global AnyUchar16*)first)->lanes);
}

void store_run(__global char* first, const char16 values)
{
    ((__global AnyChar16*)first)->lanes = values;
}
// [unaligned_vectors]

// [sobel_run]
// The gradients of the 16 interior pixels i .. i + 15 (i indexes the image).
// dX sums the rows' right-minus-left differences weighted 1 2 1; dY is the
// top row's 1 2 1 smoothing minus the bottom row's.
void sobel_run(const __global uchar* in, __global char* dx_out, __global char* dy_out, const size_t i,
               const int width)
{
    const __global uchar* above = in + i - width - 1;   // each row's left neighbour column
    const __global uchar* here = in + i - 1;
    const __global uchar* below = in + i + width - 1;

    const short16 above_difference = load_run(above + 2) - load_run(above);
    const short16 here_difference = load_run(here + 2) - load_run(here);
    const short16 below_difference = load_run(below + 2) - load_run(below);
    const short16 above_smoothed = load_run(above) + (load_run(above + 1) << 1) + load_run(above + 2);
    const short16 below_smoothed = load_run(below) + (load_run(below + 1) << 1) + load_run(below + 2);

    // An arithmetic shift, as in lesson 01: -1020 >> 3 == -128.
    store_run(dx_out + i, convert_char16((above_difference + (here_difference << 1) + below_difference) >> 3));
    store_run(dy_out + i, convert_char16((above_smoothed - below_smoothed) >> 3));
}
// [sobel_run]

// Lesson 01's arithmetic for one interior pixel: the row's last 0 to 15
// interior pixels, which fill no whole run.
void sobel_pixel(const __global uchar* in, __global char* dx_out, __global char* dy_out, const size_t i,
                 const int width)
{
    const __global uchar* above = in + i - width;
    const __global uchar* below = in + i + width;
    const int dx = (above[1] + 2 * in[i + 1] + below[1]) - (above[-1] + 2 * in[i - 1] + below[-1]);
    const int dy = (above[-1] + 2 * above[0] + above[1]) - (below[-1] + 2 * below[0] + below[1]);
    dx_out[i] = (char)(dx >> 3);
    dy_out[i] = (char)(dy >> 3);
}

// [sobel_rows]
// The NDRange is (work-items per row, height), rounded up to whole groups:
// work-item `item` of row y makes runs item * RUNS .. item * RUNS + RUNS - 1
// of the row's interior (pixels 1 .. width - 2), as far as they go; the
// row's last work-item also makes the leftover pixels and the two border
// columns. The host computes the same work-items per row.
__kernel void sobel_rows(__global const uchar* in,
                         __global char* dx_out,
                         __global char* dy_out,
                         const int width,
                         const int height)
{
    const int y = get_global_id(1);
    const int interior = max(width - 2, 0);
    const int runs = interior / RUN;
    // Work-items and runs counted in 64 bits: runs + RUNS - 1 and
    // item * RUNS pass INT_MAX when RUNS is large.
    const ulong items = max((ulong)1, ((ulong)runs + RUNS - 1) / RUNS);
    const ulong item = get_global_id(0);
    if (item >= items || y >= height) return;

    const size_t row = (size_t)y * width;
    const int first_run = (int)(item * RUNS);   // at most runs - 1, or 0
    const int end_run = (int)min(item * RUNS + RUNS, (ulong)runs);
    const int leftover_from = 1 + RUN * runs;   // first interior pixel after the whole runs

    // The top and bottom rows are border: all zeros.
    if (y == 0 || y == height - 1) {
        for (int run = first_run; run < end_run; ++run) {
            store_run(dx_out + row + 1 + RUN * run, (char16)0);
            store_run(dy_out + row + 1 + RUN * run, (char16)0);
        }
        if (item == items - 1)
            for (int x = leftover_from; x < width - 1; ++x)
                dx_out[row + x] = dy_out[row + x] = 0;
    } else {
        for (int run = first_run; run < end_run; ++run)
            sobel_run(in, dx_out, dy_out, row + 1 + RUN * run, width);
        if (item == items - 1)
            for (int x = leftover_from; x < width - 1; ++x)
                sobel_pixel(in, dx_out, dy_out, row + x, width);
    }

    // The left and right border columns (one pixel when the row is 1 wide).
    if (item == items - 1) {
        dx_out[row] = dy_out[row] = 0;
        dx_out[row + width - 1] = dy_out[row + width - 1] = 0;
    }
}
// [sobel_rows]

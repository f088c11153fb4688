// Exercise 02-box: a 3x3 box blur of the luminance, the mean of nine pixels
// rounded to the nearest, sixteen outputs per work-item with vload16 and
// vstore16, and a scalar tail on any width. docs/exercises-02.md states the
// problem; lesson 02 (docs/02-sobel-vector.md) has every idea it needs.
//
//   check your kernel:  ./build/default/check/check 02-box
//   stuck?              ./build/default/check/check 02-box --hint
//
// What the host does (run_box in exercise.cpp, beside it):
//   - in    8-bit luminance, width x height, row-major, no padding;
//   - out   the same layout, filled with 0xA5 bytes before the launch:
//           every pixel must be written;
//   - a 2D NDRange of items_per_row(width) x height work-items, rounded up
//     to whole work-groups (the work-items past that must do nothing), as
//     lesson 02 launches: its sobel_vector_items_per_row computes the same
//     number, so the helpers below are part of the contract.
//
// The split of a row is lesson 02's. Its interior, columns 1 to width - 2,
// is whole runs of 16 pixels followed by 0 to 15 single ones:
//   item r, r < runs          vectors for columns 1 + 16 r to 16 + 16 r;
//   item runs + t             the single pixel at column 1 + 16 runs + t;
//   item 0 and the last item  also columns 0 and width - 1, the border.
// No output byte is written twice, none is left out.
//
// What each pixel must get. An interior pixel (not in the first or last
// row or column): the sum of its 3x3 neighbourhood, all weights 1, divided
// by 9 and rounded to the nearest, in integers:  out = (sum + 4) / 9.
// A border pixel (first or last row or column): the input, copied.
#define RUN 16
int whole_runs(int width) { return max(width - 2, 0) / RUN; }
int tail_pixels(int width) { return max(width - 2, 0) % RUN; }
// At least one item, so that rows of 1 or 2 pixels get their border.
int items_per_row(int width) { return max(1, whole_runs(width) + tail_pixels(width)); }

__kernel void box_blur(__global const uchar* in,
                       __global uchar* out,
                       const int width,
                       const int height)
{
    // TODO: which run (or tail pixel) of which row is this work-item's?
    // Skip the work-items past items_per_row(width) x height.

    // TODO: the border columns, 0 and width - 1: who copies them?

    // TODO: a whole run: three 16-byte windows per input row (one column
    // left, centre, one column right), widened before any sum; the first
    // and last rows are copied.

    // TODO: a tail pixel: the same sum for one pixel, in int.
}

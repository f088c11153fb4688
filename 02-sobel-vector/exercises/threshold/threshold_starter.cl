// Exercise 02-threshold: a black-and-white picture, each pixel 255 where it
// is at least a threshold and 0 below, sixteen pixels per work-item with one
// vload16 and one vstore16, and a scalar tail on any width.
// docs/exercises-02.md states the problem; lesson 02
// (docs/02-sobel-vector.md) has every idea it needs.
//
//   check your kernel:  ./build/default/check/check 02-threshold
//   stuck?              ./build/default/check/check 02-threshold --hint
//
// What the host does (run_threshold in exercise.cpp, beside it):
//   - in         8-bit luminance, width x height, row-major, no padding;
//   - out        the same layout, filled with 0xA5 bytes before the launch:
//                every pixel must be written;
//   - threshold  0 .. 255 (the check passes 128);
//   - a 2D NDRange of items_per_row(width) x height work-items, rounded up
//     to whole work-groups (the work-items past that must do nothing).
//     Dimension 0 counts work-items across a row, dimension 1 is the row.
//     The host's twin, threshold_items_per_row, computes the same number,
//     so the helpers below are part of the contract: keep them as they are.
//
// The split of a row, which fixes who writes what. Every column, 0 to
// width - 1, is thresholded (no pixel needs a neighbour); the row is whole
// runs of 16 pixels followed by a tail of 0 to 15 single ones:
//   item r, r < runs     columns 16 r to 16 r + 15, one vload16, one vstore16;
//   item runs + t        the single pixel at column 16 runs + t.
// No output byte is written twice, none is left out, and no load or store
// leaves the row.
//
// What each pixel must get:  out = in >= threshold ? 255 : 0.
#define RUN 16
int whole_runs(int width) { return width / RUN; }
int tail_pixels(int width) { return width % RUN; }
int items_per_row(int width) { return whole_runs(width) + tail_pixels(width); }

__kernel void binarize(__global const uchar* in,
                       __global uchar* out,
                       const int width,
                       const int height,
                       const int threshold)
{
    // TODO: which run (or tail pixel) of which row is this work-item's?
    // Skip the work-items past items_per_row(width) x height.

    // TODO: a whole run: sixteen pixels in one vload16, compared with the
    // threshold all at once, stored with one vstore16.

    // TODO: a tail pixel: the same rule for one pixel.
}

// Lesson 02, the exercise: write sobel_vector, sixteen outputs per work-item.
// docs/exercises.md explains the workflow; docs/02-sobel-vector.md is the
// lesson, and its "Exercise" section has the hints.
//
//   check your kernel:  ./build/default/check/check 02
//   stuck?              ./build/default/check/check 02 --hint
//
// The outputs are lesson 01's, bit for bit (same buffers, same formula, 0 on
// the border): in, dx_out and dy_out are width x height bytes, row-major, no
// padding, and both outputs are filled with 0xA5 before the launch, so every
// pixel must be written.
//
// What the host does (run_sobel_vector in sobel_vector.cpp): it launches
// items_per_row(width) x height work-items, rounded up to whole work-groups
// (the work-items past that must do nothing). Its C++ twin,
// sobel_vector_items_per_row, computes the same number, so the helpers below
// are part of the contract: keep them as they are.
//
// The split of a row, which fixes who writes what. Its interior, columns 1
// to width - 2, is whole runs of 16 pixels followed by 0 to 15 single ones:
//   item r, r < runs          vectors for columns 1 + 16 r to 16 + 16 r;
//   item runs + t             the single pixel at column 1 + 16 runs + t;
//   item 0 and the last item  also columns 0 and width - 1, the border zeros.
// No output byte is written twice, none is left out.
#define RUN 16
int whole_runs(int width) { return max(width - 2, 0) / RUN; }
int tail_pixels(int width) { return max(width - 2, 0) % RUN; }
// At least one item, so that rows of 1 or 2 pixels get their zeros.
int items_per_row(int width) { return max(1, whole_runs(width) + tail_pixels(width)); }

__kernel void sobel_vector(__global const uchar* in,
                           __global char* dx_out,
                           __global char* dy_out,
                           const int width,
                           const int height)
{
    // TODO: which run (or tail pixel) of which row is this work-item's?
    // Skip the work-items past items_per_row(width) x height.

    // TODO: the border columns, 0 and width - 1: who writes them?

    // TODO: a whole run: three 16-byte windows per input row (one column
    // left, centre, one column right), widened to short16 before any sum;
    // the first and last rows are all zeros.

    // TODO: a tail pixel: the same sums for one pixel, in int.
}

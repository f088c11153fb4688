// Exercise 02-threshold, solved: a black-and-white picture, sixteen pixels
// per work-item with one vload16 and one vstore16, and a scalar tail on any
// width. The problem and its rules: docs/exercises-02.md.
//
// in    8-bit luminance, width x height, row-major, no padding
// out   the same layout:  out = in >= threshold ? 255 : 0
//
// A row is whole runs of 16 pixels and a tail of 0 to 15:
//   item r, r < runs     columns 16 r to 16 r + 15, vectors;
//   item runs + t        the single pixel at column 16 runs + t.
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
    const int item = get_global_id(0);   // which run, or which tail pixel, of the row
    const int y = get_global_id(1);
    const int runs = whole_runs(width);
    if (item >= items_per_row(width) || y >= height) return;

    // The threshold as the lanes' own type: OpenCL C refuses to compare
    // uchar lanes with an int, which it would have to narrow.
    const uchar level = (uchar)threshold;
    const size_t row = (size_t)y * width;

    if (item < runs) {
        // A whole run ends at column 16 runs - 1 <= width - 1: inside the row.
        const size_t first = row + RUN * item;
        const uchar16 pixels = vload16(0, in + first);
        // A comparison of vectors gives a char16, each lane -1 (all bits
        // set) where it holds and 0 where not: as uchar, 255 and 0.
        vstore16(as_uchar16(pixels >= level), 0, out + first);
    } else {
        // A scalar comparison gives 1 or 0, not -1: the values are written.
        const size_t i = row + RUN * runs + (item - runs);
        out[i] = in[i] >= level ? 255 : 0;
    }
}

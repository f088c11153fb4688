// Exercise 02-box, solved: a 3x3 box blur of the luminance, sixteen outputs
// per work-item with vload16 and vstore16, and a scalar tail on any width.
// The problem and its rules: docs/exercises-02.md.
//
// in    8-bit luminance, width x height, row-major, no padding
// out   the same layout: an interior pixel gets (sum + 4) / 9, the mean of
//       its 3x3 neighbourhood rounded to the nearest; the border is copied
//
// Lesson 02's split of a row: its interior, columns 1 to width - 2, is
//   item r, r < runs          the run of columns 1 + 16 r ... 16 + 16 r;
//   item runs + t             the single pixel at column 1 + 16 runs + t;
//   item 0 and the last item  also columns 0 and width - 1.
#define RUN 16
int whole_runs(int width) { return max(width - 2, 0) / RUN; }
int tail_pixels(int width) { return max(width - 2, 0) % RUN; }
int items_per_row(int width) { return max(1, whole_runs(width) + tail_pixels(width)); }

// What one input row adds to 16 outputs: its windows one column left of
// the run, at it and one column right, widened first: the nine values of a
// neighbourhood add up to 9 x 255 = 2295, past what a uchar holds.
ushort16 row_sum(const __global uchar* left_of_run)
{
    return convert_ushort16(vload16(0, left_of_run)) + convert_ushort16(vload16(0, left_of_run + 1))
         + convert_ushort16(vload16(0, left_of_run + 2));
}

// One interior pixel at offset i, for the tail: the same sum in int.
uchar blurred_pixel(const __global uchar* in, size_t i, int width)
{
    int sum = 0;
    for (int dy = -1; dy <= 1; ++dy) {
        const __global uchar* left = in + i - 1 + dy * width;
        sum += left[0] + left[1] + left[2];
    }
    return (uchar)((sum + 4) / 9);
}

__kernel void box_blur(__global const uchar* in,
                       __global uchar* out,
                       const int width,
                       const int height)
{
    const int item = get_global_id(0);   // which run, or which tail pixel, of the row
    const int y = get_global_id(1);
    const int runs = whole_runs(width);
    const int items = items_per_row(width);
    if (item >= items || y >= height) return;

    // The border columns, copied, each by one work-item.
    const size_t row = (size_t)y * width;
    if (item == 0) out[row] = in[row];
    if (item == items - 1 && width > 1) out[row + width - 1] = in[row + width - 1];
    // The first and last rows have no row above or below: copied.
    const bool border_row = y == 0 || y == height - 1;

    if (item < runs) {
        // A whole run's loads reach columns first - 1 ... first + 16 of rows
        // y - 1 ... y + 1: inside the picture, as a whole run ends at column
        // width - 2 at the latest.
        const size_t first = row + 1 + RUN * item;
        if (border_row) {
            vstore16(vload16(0, in + first), 0, out + first);
            return;
        }
        const __global uchar* left_of_run = in + first - 1;
        const ushort16 sum = row_sum(left_of_run - width) + row_sum(left_of_run) + row_sum(left_of_run + width);
        // Half of 9, rounded down, added before the division (which rounds
        // down) rounds to the nearest; (2295 + 4) / 9 = 255, so every lane
        // fits a uchar and the plain conversion keeps it.
        vstore16(convert_uchar16((sum + (ushort)4) / (ushort)9), 0, out + first);
    } else if (item < runs + tail_pixels(width)) {
        const size_t i = row + 1 + RUN * runs + (item - runs);
        out[i] = border_row ? in[i] : blurred_pixel(in, i, width);
    }
}

// Lesson 02: Sobel edge detection, sixteen output pixels per work-item.
//
// in        8-bit luminance, width x height, row-major, no padding
// dx_out    signed 8-bit horizontal gradient, dx >> 3, same layout
// dy_out    signed 8-bit vertical gradient,   dy >> 3, same layout
//
// The same outputs as lesson 01, bit for bit. What changes is the unit of
// work: a work-item takes a run of 16 neighbouring pixels of one row and
// computes them with 16-lane vector operations.
//
// Who writes what, for any width. The interior columns of a row, 1 to
// width - 2, are cut into whole runs of 16 and a tail of 0 to 15 pixels:
//   work-item r < runs     computes the run of columns 1 + 16 r ... 16 + 16 r;
//   work-item runs + t     computes the tail pixel 1 + 16 runs + t on its own;
//   work-item 0 also writes column 0, the row's last work-item column width - 1.
// Every output byte is written by exactly one work-item.

#define RUN 16   // outputs per work-item: the 16 lanes of a uchar16 / short16

// How a row's interior columns split into whole runs and a tail.
int whole_runs(int width) { return max(width - 2, 0) / RUN; }
int tail_pixels(int width) { return max(width - 2, 0) % RUN; }

// Work-items per row: one per run, one per tail pixel, and at least one so
// that a row 1 or 2 pixels wide still gets its border zeros. The host
// launches the same number (sobel_vector_items_per_row), rounded up to
// whole work-groups.
int items_per_row(int width) { return max(1, whole_runs(width) + tail_pixels(width)); }

// [row_terms]
// What one input row contributes to 16 outputs: the 16-byte windows starting
// one column left of the run, at it and one column right (18 distinct bytes),
// widened to 16-bit signed lanes, because 8 bits can hold neither the sums
// (up to 4 * 255) nor the negative differences.
typedef struct {
    short16 difference;   // right - left:            for dx, rows weighted 1 2 1
    short16 smoothed;     // left + 2 centre + right: for dy, top minus bottom
} RowTerms;

RowTerms row_terms(const __global uchar* left_of_run)
{
    // vload16 reads 16 bytes from any byte address: no alignment needed,
    // which is what lets the three windows sit one byte apart.
    // [load_windows]
    const short16 left   = convert_short16(vload16(0, left_of_run));
    const short16 centre = convert_short16(vload16(0, left_of_run + 1));
    const short16 right  = convert_short16(vload16(0, left_of_run + 2));
    // [load_windows]
    // The weight is written as a short: OpenCL C refuses to mix an int
    // scalar with short lanes, since it would have to narrow the int.
    const RowTerms terms = {right - left, left + (short)2 * centre + right};
    return terms;
}
// [row_terms]

// [scalar_tail]
// The same two terms for a single pixel, in int: for the tail pixels, which
// do not fill a whole vector.
typedef struct {
    int difference;
    int smoothed;
} PixelTerms;

PixelTerms pixel_terms(const __global uchar* left_of_pixel)
{
    const int left = left_of_pixel[0], centre = left_of_pixel[1], right = left_of_pixel[2];
    const PixelTerms terms = {right - left, left + 2 * centre + right};
    return terms;
}

// One interior column x of row y: a run of one lane, for the tail.
// The first and last rows have no row above or below: 0, as in lesson 01.
void sobel_one_pixel(const __global uchar* in, __global char* dx_out, __global char* dy_out,
                     int width, int height, int x, int y)
{
    const size_t i = (size_t)y * width + x;
    if (y == 0 || y == height - 1) {
        dx_out[i] = 0;
        dy_out[i] = 0;
        return;
    }
    const PixelTerms above = pixel_terms(in + i - 1 - width);
    const PixelTerms here  = pixel_terms(in + i - 1);
    const PixelTerms below = pixel_terms(in + i - 1 + width);
    dx_out[i] = (char)((above.difference + 2 * here.difference + below.difference) >> 3);
    dy_out[i] = (char)((above.smoothed - below.smoothed) >> 3);
}
// [scalar_tail]

// [sobel_vector]
__kernel void sobel_vector(__global const uchar* in,
                           __global char* dx_out,
                           __global char* dy_out,
                           const int width,
                           const int height)
{
    const int item = get_global_id(0);   // which run, or which tail pixel, of the row
    const int y = get_global_id(1);
    const int runs = whole_runs(width);
    const int items = items_per_row(width);

    // Work-items of the rounded-up NDRange that lie past the image.
    if (item >= items || y >= height) return;

    // The border columns: 0 in both outputs, each written by one work-item.
    const size_t row = (size_t)y * width;
    if (item == 0) {
        dx_out[row] = 0;
        dy_out[row] = 0;
    }
    if (item == items - 1 && width > 1) {
        dx_out[row + width - 1] = 0;
        dy_out[row + width - 1] = 0;
    }

    if (item < runs) {
        // A whole run: columns first ... first + 15. Its loads reach columns
        // first - 1 ... first + 16 of rows y - 1 ... y + 1, all inside the
        // image, because a whole run ends at column width - 2 at the latest.
        const int first = 1 + RUN * item;
        __global char* dx_run = dx_out + row + first;
        __global char* dy_run = dy_out + row + first;

        // The first and last rows have no row above or below: 0, as in lesson 01.
        if (y == 0 || y == height - 1) {
            vstore16((char16)0, 0, dx_run);
            vstore16((char16)0, 0, dy_run);
            return;
        }

        const __global uchar* left_of_run = in + row + first - 1;
        // [sum_rows]
        const RowTerms above = row_terms(left_of_run - width);
        const RowTerms here  = row_terms(left_of_run);
        const RowTerms below = row_terms(left_of_run + width);

        // The same sums as lesson 01, sixteen lanes at a time. In 16-bit
        // lanes they cannot overflow: |dx|, |dy| <= 1020.
        const short16 dx = above.difference + (short)2 * here.difference + below.difference;
        const short16 dy = above.smoothed - below.smoothed;
        // [sum_rows]

        // >> on signed lanes is arithmetic, as in lesson 01; the results lie
        // in [-128, 127], so convert_char16 keeps every value exactly.
        // [narrow_and_store]
        vstore16(convert_char16(dx >> 3), 0, dx_run);
        vstore16(convert_char16(dy >> 3), 0, dy_run);
        // [narrow_and_store]
    } else if (item < runs + tail_pixels(width)) {
        // The few work-items after the runs take the tail, a pixel each
        // (none when the interior is a multiple of 16; no runs at all when
        // the image is narrower than 18).
        sobel_one_pixel(in, dx_out, dy_out, width, height, 1 + RUN * runs + (item - runs), y);
    }
}
// [sobel_vector]

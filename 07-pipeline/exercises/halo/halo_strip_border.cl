// A wrong solution of 07-halo, planted for the test
// check-catches-halo-strip-border (tests.cmake, beside it): it takes the
// strip's first and last rows for the border and writes 0 there, as if the
// strip were a picture of its own, so it never reads the halo rows. Right
// on one strip; with more, wrong along every edge between two strips.

__kernel void sobel_halo(__global const uchar* strip_in,
                         __global char* dx_out,
                         __global char* dy_out,
                         const int width,
                         const int height,
                         const int first_row,
                         const int rows)
{
    const int x = get_global_id(0);
    const int row = get_global_id(1);
    if (x >= width || row >= rows) return;
    const int y = first_row + row;
    const size_t out = (size_t)row * width + x;
    if (x == 0 || row == 0 || x == width - 1 || row == rows - 1) {
        dx_out[out] = 0;
        dy_out[out] = 0;
        return;
    }
    const int first_in = max(first_row - 1, 0);
    const __global uchar* here  = strip_in + (size_t)(y - first_in) * width + x;
    const __global uchar* above = here - width;
    const __global uchar* below = here + width;
    const int dx = (above[1] + 2 * here[1] + below[1]) - (above[-1] + 2 * here[-1] + below[-1]);
    const int dy = (above[-1] + 2 * above[0] + above[1]) - (below[-1] + 2 * below[0] + below[1]);
    dx_out[out] = (char)(dx >> 3);
    dy_out[out] = (char)(dy >> 3);
}

// A solution of exercise 01-scharr (docs/exercises-01.md): Scharr's
// gradients, one work-item per pixel, with lesson 01's bounds check,
// border and output types.
//
// in        8-bit luminance, width x height, row-major, no padding
// dx_out    signed 8-bit horizontal gradient, dx >> 5, same layout
// dy_out    signed 8-bit vertical gradient,   dy >> 5, same layout
//
// dx = right column minus left column, dy = top row minus bottom row, each
// weighted 3 10 3. The weights of a side sum to 16, so both lie in
// [-4080, 4080], four times Sobel's range: shifting right by 5, not 3,
// brings them into [-128, 127].
__kernel void scharr(__global const uchar* in,
                     __global char* dx_out,
                     __global char* dy_out,
                     const int width,
                     const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);

    // The global size is rounded up to whole work-groups: work-items past
    // the image neither read nor write.
    if (x >= width || y >= height) return;

    const size_t i = (size_t)y * width + x;

    // A border pixel has no full 3x3 neighbourhood: 0 in both outputs.
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
        dx_out[i] = 0;
        dy_out[i] = 0;
        return;
    }

    // a = row above, b = this row, c = row below; 0 = left, 1 = centre, 2 = right.
    const __global uchar* above = in + i - width;
    const __global uchar* here  = in + i;
    const __global uchar* below = in + i + width;
    const int a0 = above[-1], a1 = above[0], a2 = above[1];
    const int b0 = here[-1],                  b2 = here[1];
    const int c0 = below[-1], c1 = below[0], c2 = below[1];

    const int dx = 3 * (a2 - a0) + 10 * (b2 - b0) + 3 * (c2 - c0);
    const int dy = 3 * (a0 - c0) + 10 * (a1 - c1) + 3 * (a2 - c2);

    // 4080 >> 5 == 127 and -4080 >> 5 == -128; the shift rounds down, as
    // the golden's does (-16 >> 5 == -1).
    dx_out[i] = (char)(dx >> 5);
    dy_out[i] = (char)(dy >> 5);
}

// Lesson 01: Sobel edge detection, one work-item per output pixel.
//
// in        8-bit luminance, width x height, row-major, no padding
// dx_out    signed 8-bit horizontal gradient, dx >> 3, same layout
// dy_out    signed 8-bit vertical gradient,   dy >> 3, same layout
//
// dx = right column minus left column, dy = top row minus bottom row, each
// weighted 1 2 1. Both lie in [-1020, 1020]; shifting right by 3 brings them
// into [-128, 127] so they fit in a char.

// [sobel_scalar]
__kernel void sobel_scalar(__global const uchar* in,
                           __global char* dx_out,
                           __global char* dy_out,
                           const int width,
                           const int height)
{
    const int x = get_global_id(0);   // dimension 0 walks along a row...
    const int y = get_global_id(1);   // ...so neighbouring work-items read neighbouring bytes

    // The host rounds the global size up to a multiple of the work-group
    // size, so the last groups stick out past the image: those work-items
    // must neither read nor write.
    if (x >= width || y >= height) return;

    const size_t i = (size_t)y * width + x;

    // A border pixel has no full 3x3 neighbourhood; its gradients are 0.
    // Images narrower or shorter than 3 are all border.
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
        dx_out[i] = 0;
        dy_out[i] = 0;
        return;
    }

    // The 3x3 neighbourhood: a = row above, b = this row, c = row below;
    // 0 = left column, 1 = centre, 2 = right.
    const __global uchar* above = in + i - width;
    const __global uchar* here  = in + i;
    const __global uchar* below = in + i + width;
    const int a0 = above[-1], a1 = above[0], a2 = above[1];
    const int b0 = here[-1],                  b2 = here[1];
    const int c0 = below[-1], c1 = below[0], c2 = below[1];

    const int dx = (a2 + 2 * b2 + c2) - (a0 + 2 * b0 + c0);
    const int dy = (a0 + 2 * a1 + a2) - (c0 + 2 * c1 + c2);

    // >> on a negative int shifts in sign bits: it rounds down, where / 8
    // rounds toward zero (-9 >> 3 == -2, -9 / 8 == -1). The golden shifts.
    dx_out[i] = (char)(dx >> 3);
    dy_out[i] = (char)(dy >> 3);
}
// [sobel_scalar]

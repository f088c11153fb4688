// A deliberately wrong solution of exercise 06-wrap: it reads each pixel at
// x / width, the pixel's left edge, where the exercise needs x + 0.5, its
// centre. The sampler multiplies back by the width and rounds down, and
// x / width * width, rounded twice in floats, comes out a hair below x for
// some x and some widths: that read lands in the pixel to the left. Right
// at sizes where every quotient rounds kindly (17, 33, 257), wrong at 61,
// 131 and 401; a flat picture, whose neighbours are all alike, hides it. The check
// must reject it (tests.cmake, beside it).

__constant sampler_t repeat_nearest =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;

int at(__read_only image2d_t in, int x, int y, int width, int height)
{
    // The mistake: the pixel's corner, not its centre.
    return (int)read_imageui(in, repeat_nearest, (float2)((float)x / width, (float)y / height)).x;
}

__kernel void sobel_wrap(__read_only image2d_t in,
                         __global char* dx_out,
                         __global char* dy_out,
                         const int width,
                         const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;

    const int left = at(in, x - 1, y - 1, width, height) + 2 * at(in, x - 1, y, width, height)
                   + at(in, x - 1, y + 1, width, height);
    const int right = at(in, x + 1, y - 1, width, height) + 2 * at(in, x + 1, y, width, height)
                    + at(in, x + 1, y + 1, width, height);
    const int top = at(in, x - 1, y - 1, width, height) + 2 * at(in, x, y - 1, width, height)
                  + at(in, x + 1, y - 1, width, height);
    const int bottom = at(in, x - 1, y + 1, width, height) + 2 * at(in, x, y + 1, width, height)
                     + at(in, x + 1, y + 1, width, height);
    dx_out[(size_t)y * width + x] = (char)((right - left) >> 3);
    dy_out[(size_t)y * width + x] = (char)((top - bottom) >> 3);
}

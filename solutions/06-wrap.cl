// Exercise 06-wrap, solved: lesson 06's Sobel on a picture that wraps
// around, one work-item per pixel, each neighbour read through a sampler
// that repeats the picture. The problem and its rules: docs/exercises-06.md.
//
// in              the luminance, a CL_R / CL_UNSIGNED_INT8 image
// dx_out, dy_out  one signed byte per pixel, row-major, no padding
//
// dX = dx >> 3, dY = dy >> 3 for every pixel; a neighbour outside the
// picture comes from the opposite edge.

// Normalized coordinates, 0 .. 1 across the picture: the only kind that
// CLK_ADDRESS_REPEAT takes. A coordinate outside 0 .. 1 loses its whole
// part, so -0.5 / width lands in the last column.
__constant sampler_t wrap_around =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;

// The pixel (x, y), read at its centre, (x + 0.5) / width across: half a
// pixel from its edges, so that the rounding of the division cannot tip
// the read into a neighbour (at x / width, its left edge, it can). x and y
// may be one step outside the picture.
int wrapped_pixel(__read_only image2d_t in, int x, int y, float width, float height)
{
    const float2 centre = (float2)((x + 0.5f) / width, (y + 0.5f) / height);
    return (int)read_imageui(in, wrap_around, centre).x;
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

    const float w = (float)width;
    const float h = (float)height;
    int p[3][3];   // p[row][column], the pixel itself at [1][1]
    for (int row = 0; row < 3; ++row)
        for (int column = 0; column < 3; ++column)
            p[row][column] = wrapped_pixel(in, x - 1 + column, y - 1 + row, w, h);

    const int dx = (p[0][2] + 2 * p[1][2] + p[2][2]) - (p[0][0] + 2 * p[1][0] + p[2][0]);
    const int dy = (p[0][0] + 2 * p[0][1] + p[0][2]) - (p[2][0] + 2 * p[2][1] + p[2][2]);
    const size_t i = (size_t)y * width + x;
    dx_out[i] = (char)(dx >> 3);
    dy_out[i] = (char)(dy >> 3);
}

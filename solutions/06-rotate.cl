// Exercise 06-rotate, solved: an RGBA picture turned a quarter turn
// clockwise, one work-item per output pixel, from one image to another.
// The problem and its rules: docs/exercises-06.md.
//
// in    a W x H image, CL_RGBA / CL_UNSIGNED_INT8
// out   an H x W image, the same format
//
// out(X, Y) = in(Y, H - 1 - X): the input's top row is the output's right
// column.

// Integer coordinates, always inside the image: no border to handle, so
// the simplest sampler, which every device must support.
__constant sampler_t exact_pixel =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_NONE | CLK_FILTER_NEAREST;

__kernel void rotate_clockwise(__read_only image2d_t in,
                               __write_only image2d_t out)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= get_image_width(out) || y >= get_image_height(out)) return;

    // The output's column x is the input's row H - 1 - x, read along y.
    const int source_row = get_image_height(in) - 1 - x;
    const uint4 pixel = read_imageui(in, exact_pixel, (int2)(y, source_row));
    write_imageui(out, (int2)(x, y), pixel);
}

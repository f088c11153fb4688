// A deliberately wrong solution of exercise 06-rotate: it takes the source
// row from the input's width, W - 1 - X, where the rotation needs its
// height, H - 1 - X. On a square picture the two are one; on any other the
// output is shifted by W - H rows of the input, those past its edge
// clamped to the edge, so every output pixel whose source differs is
// wrong; a flat picture hides it. The check must reject it
// (tests.cmake, beside it).

__constant sampler_t clamped =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

__kernel void rotate_clockwise(__read_only image2d_t in,
                               __write_only image2d_t out)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= get_image_width(out) || y >= get_image_height(out)) return;

    const int source_row = get_image_width(in) - 1 - x;   // the mistake: width for height
    write_imageui(out, (int2)(x, y), read_imageui(in, clamped, (int2)(y, source_row)));
}

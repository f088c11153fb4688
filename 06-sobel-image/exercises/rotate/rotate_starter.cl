// Exercise 06-rotate: an RGBA picture turned a quarter turn clockwise, read
// from one image object and written to another. docs/exercises-06.md
// states the problem; lesson 06 (docs/06-sobel-image.md) reads its input
// as an image, and this exercise writes one too.
//
//   check your kernel:  ./build/default/check/check 06-rotate
//   stuck?              ./build/default/check/check 06-rotate --hint
//
// What the host does (run_rotate in exercise.cpp, beside it):
//   - in    the picture, a width x height image of CL_RGBA /
//           CL_UNSIGNED_INT8 pixels: read_imageui gives a pixel's four
//           channels, 0 .. 255 each, as a uint4;
//   - out   the rotated picture, an image of the same format, height x
//           width (its width is the input's height), every pixel 0xA5 in
//           all four channels before the launch: every pixel must be
//           written, with write_imageui;
//   - one work-item per pixel of the OUTPUT, over a 2D NDRange: dimension 0
//     is its x, dimension 1 its y; the global size is rounded up to whole
//     work-groups, so some work-items lie past the output.
// No width or height is passed: each image knows its own
// (get_image_width, get_image_height).
//
// What each output pixel (X, Y) must get: the input pixel (Y, H - 1 - X),
// H the input's height, all four channels as they are. The input's top row
// becomes the output's right column.

__kernel void rotate_clockwise(__read_only image2d_t in,
                               __write_only image2d_t out)
{
    // TODO: which output pixel? Skip the work-items past the output.

    // TODO: the input pixel that lands there, read with read_imageui.

    // TODO: one write_imageui.
}

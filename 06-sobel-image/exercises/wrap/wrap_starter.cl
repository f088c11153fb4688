// Exercise 06-wrap: lesson 06's Sobel on a picture that wraps around, read
// through an image sampler whose addressing mode is CLK_ADDRESS_REPEAT.
// docs/exercises-06.md states the problem; lesson 06
// (docs/06-sobel-image.md) has every idea it needs but one, normalized
// coordinates, which that page's problem statement explains.
//
//   check your kernel:  ./build/default/check/check 06-wrap
//   stuck?              ./build/default/check/check 06-wrap --hint
//
// What the host does (run_wrap in exercise.cpp, beside it):
//   - one work-item per pixel, over a 2D NDRange: dimension 0 is x,
//     dimension 1 is y; the global size is rounded up to whole work-groups,
//     so some work-items lie past the image;
//   - in      the luminance, a width x height image of one 8-bit unsigned
//             channel (CL_R, CL_UNSIGNED_INT8): read_imageui(...).x is the
//             byte;
//   - dx_out, dy_out  one signed byte per pixel, width x height, row-major,
//             no padding, filled with 0xA5 bytes before the launch: every
//             pixel, the border included, must be written.
//
// What each pixel must get: lesson 06's dX = dx >> 3 and dY = dy >> 3,
// where a neighbour outside the picture comes from the opposite edge:
// column -1 is column width - 1, column width is column 0, and the same
// for the rows. Read every neighbour through a sampler with
// CLK_ADDRESS_REPEAT, which does that wrapping, and which OpenCL allows
// only with normalized coordinates (CLK_NORMALIZED_COORDS_TRUE).

// TODO: the sampler.

__kernel void sobel_wrap(__read_only image2d_t in,
                         __global char* dx_out,
                         __global char* dy_out,
                         const int width,
                         const int height)
{
    // TODO: which pixel? Skip the work-items past the image.

    // TODO: the nine pixels around it, each read at the normalized
    // coordinates of its centre.

    // TODO: dx and dy as in lesson 06, shifted, one byte each.
}

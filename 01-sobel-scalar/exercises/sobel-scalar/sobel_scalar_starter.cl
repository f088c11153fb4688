// Lesson 01, the exercise: write the body of sobel_scalar yourself.
// docs/exercises.md explains the workflow; docs/01-sobel-scalar.md is the
// lesson, and its "Exercise" section has the hints.
//
//   check your kernel:  ./build/default/check/check 01
//   stuck?              ./build/default/check/check 01 --hint
//
// What the host does (run_sobel_scalar in sobel_scalar.cpp), exactly as
// for the finished kernel:
//   - one work-item per pixel, over a 2D NDRange: dimension 0 is x (the
//     column), dimension 1 is y (the row). The global size is rounded up to
//     whole work-groups, so some work-items lie past the image;
//   - in      width x height luminance bytes, row-major, no padding;
//   - dx_out  one signed byte per pixel, same layout: dx >> 3;
//   - dy_out  one signed byte per pixel, same layout: dy >> 3;
//     both outputs are filled with the byte 0xA5 before the launch, so every
//     pixel, border included, must be written.
//
// What each pixel must get:
//   dx = right column minus left column, dy = top row minus bottom row, each
//   weighted 1 2 1 over the pixel's 3x3 neighbourhood; the shift is
//   arithmetic, rounding down (-9 >> 3 == -2, where -9 / 8 == -1). The first
//   and last row and column have no full neighbourhood: 0 in both outputs.

__kernel void sobel_scalar(__global const uchar* in,
                           __global char* dx_out,
                           __global char* dy_out,
                           const int width,
                           const int height)
{
    // TODO: which pixel is this work-item's? Work-items past the image must
    // neither read nor write.

    // TODO: a border pixel gets 0 in both outputs.

    // TODO: an interior pixel gets dx >> 3 and dy >> 3, from its 3x3
    // neighbourhood.
}

// Exercise 01-scharr, a new problem on lesson 01's idea: Scharr's gradients,
// one work-item per pixel. docs/exercises-01.md states the problem and has
// the hints.
//
//   check your kernel:  ./build/default/check/check 01-scharr
//   stuck?              ./build/default/check/check 01-scharr --hint
//
// What the host does (run_scharr in exercises.cpp), as lesson 01's does:
//   - one work-item per pixel, over a 2D NDRange: dimension 0 is x (the
//     column), dimension 1 is y (the row). The global size is rounded up to
//     whole work-groups, so some work-items lie past the image;
//   - in      width x height luminance bytes, row-major, no padding;
//   - dx_out  one signed byte per pixel, same layout;
//   - dy_out  one signed byte per pixel, same layout;
//     both outputs are filled with the byte 0xA5 before the launch, so every
//     pixel, border included, must be written.
//
// What each pixel must get:
//   dx = right column minus left column, dy = top row minus bottom row, as
//   in lesson 01, but each weighted 3 10 3 (Sobel's are 1 2 1), over the
//   pixel's 3x3 neighbourhood. Stored shifted right so that every possible
//   dx and dy fits in a signed byte: which shift that is, is yours to work
//   out from their range (not lesson 01's 3). The shift is arithmetic, as in
//   lesson 01. The first and last row and column have no full neighbourhood:
//   0 in both outputs.

__kernel void scharr(__global const uchar* in,
                     __global char* dx_out,
                     __global char* dy_out,
                     const int width,
                     const int height)
{
    // TODO: which pixel is this work-item's? Work-items past the image must
    // neither read nor write.

    // TODO: a border pixel gets 0 in both outputs.

    // TODO: an interior pixel gets Scharr's dx and dy from its 3x3
    // neighbourhood, each shifted into a signed byte.
}

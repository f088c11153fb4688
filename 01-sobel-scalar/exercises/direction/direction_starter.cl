// Exercise 01-direction, a new problem on lesson 01's idea: each pixel's
// gradient magnitude and direction, the first step of Canny's edge
// detector, one work-item per pixel. docs/exercises-01.md states the
// problem and has the hints.
//
//   check your kernel:  ./build/default/check/check 01-direction
//   stuck?              ./build/default/check/check 01-direction --hint
//
// What the host does (run_direction in exercises.cpp), as lesson 01's does:
//   - one work-item per pixel, over a 2D NDRange: dimension 0 is x (the
//     column), dimension 1 is y (the row). The global size is rounded up to
//     whole work-groups, so some work-items lie past the image;
//   - in         width x height luminance bytes, row-major, no padding;
//   - magnitude  one byte per pixel, same layout;
//   - direction  one byte per pixel, same layout;
//     both outputs are filled with the byte 0xA5 before the launch, so every
//     pixel, border included, must be written.
//
// What each pixel must get, from lesson 01's Sobel sums dx and dy, NOT
// shifted (each in [-1020, 1020]; dy is the top row minus the bottom one):
//   magnitude  |dx| + |dy|, at most 255 (larger sums become 255);
//   direction  in degrees, the first of these that holds:
//                0    29 |dy| <= 12 |dx|   (within 22.5 degrees of the x axis)
//                90   29 |dx| <= 12 |dy|   (within 22.5 degrees of the y axis)
//                45   dx and dy have the same sign
//                135  otherwise
//   Integers only: no floating point, no atan2. The first and last row and
//   column have no full neighbourhood: 0 in both outputs.

__kernel void gradient_direction(__global const uchar* in,
                                 __global uchar* magnitude,
                                 __global uchar* direction,
                                 const int width,
                                 const int height)
{
    // TODO: which pixel is this work-item's? Work-items past the image must
    // neither read nor write.

    // TODO: a border pixel gets 0 in both outputs.

    // TODO: an interior pixel: dx and dy from its 3x3 neighbourhood, then
    // its magnitude and its direction.
}

// Exercise 04-gaussian: a 3x3 Gaussian blur of an RGBA picture, one
// work-item per pixel, one uchar4 load per neighbour, with exact rounding.
// docs/exercises-04.md states the problem; lesson 04
// (docs/04-sharpen-naive.md) has every idea it needs.
//
//   check your kernel:  ./build/default/check/check 04-gaussian
//   stuck?              ./build/default/check/check 04-gaussian --hint
//
// What the host does (run_gaussian in exercise.cpp, beside it):
//   - one work-item per pixel, over a 2D NDRange: dimension 0 is x,
//     dimension 1 is y; the global size is rounded up to whole work-groups,
//     so some work-items lie past the image;
//   - in    RGBA, 4 bytes per pixel, width x height, row-major, no padding:
//           in[i] is a whole pixel;
//   - out   the same layout, filled with 0xA5 bytes before the launch: every
//           byte of every pixel, alpha included, must be written.
//
// What each pixel must get: for R, G and B, the sum of its 3x3
// neighbourhood in the same channel with the weights
//     1 2 1
//     2 4 2
//     1 2 1
// divided by 16 and rounded half up, in integers: out = (sum + 8) >> 4.
// A neighbour outside the image is replaced by the nearest pixel on the
// edge (clamp-to-edge). Alpha is copied unchanged.

__kernel void gaussian_blur(__global const uchar4* in,
                            __global uchar4* out,
                            const int width,
                            const int height)
{
    // TODO: which pixel? Skip the work-items past the image.

    // TODO: the nine pixels of the neighbourhood, each neighbour's
    // coordinates clamped to the image.

    // TODO: the weighted sum, widened first (it reaches 16 x 255), rounded,
    // narrowed back to uchar4; the input's alpha; one uchar4 store.
}

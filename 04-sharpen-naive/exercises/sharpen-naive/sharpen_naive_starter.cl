// Lesson 04, the exercise: write both kernels, sharpen_scalar (one byte per
// load) and sharpen_uchar4 (one pixel per load). The checker reports each on
// its own, so you can write one, check it, then the other.
// docs/exercises.md explains the workflow; docs/04-sharpen-naive.md is the
// lesson, and its "Exercise" section has the hints.
//
//   check your kernels:  ./build/default/check/check 04
//   stuck?               ./build/default/check/check 04 --hint
//
// What the host does (run_sharpen_naive in sharpen_naive.cpp), for
// each kernel in turn:
//   - one work-item per pixel, over a 2D NDRange: dimension 0 is x,
//     dimension 1 is y; the global size is rounded up to whole 16x16
//     work-groups, so some work-items lie past the image;
//   - in    RGBA, 4 bytes per pixel, width x height, row-major, no padding;
//   - out   the same layout, filled with 0xA5 bytes before the launch: every
//           byte of every pixel, alpha included, must be written.
//
// What each pixel must get: for R, G and B,
//   out = clamp(5 c - up - down - left - right, 0, 255)
// where a neighbour outside the image is replaced by the nearest pixel on the
// edge (clamp-to-edge); alpha is copied unchanged.

// The RGBA pixel (x, y) starts at this byte.
size_t pixel_offset(int x, int y, int width)
{
    return ((size_t)y * width + x) * 4;
}

__kernel void sharpen_scalar(__global const uchar* in,
                             __global uchar* out,
                             const int width,
                             const int height)
{
    // TODO: which pixel? Skip the work-items past the image.

    // TODO: the byte offsets of the pixel and its four neighbours, each
    // neighbour clamped to the image.

    // TODO: R, G and B sharpened, one byte per load, clamped to 0 .. 255;
    // alpha copied.
}

__kernel void sharpen_uchar4(__global const uchar4* in,
                             __global uchar4* out,
                             const int width,
                             const int height)
{
    // TODO: the same pixel, but in[i] is now a whole pixel: five uchar4 loads.

    // TODO: widen to short4 before the arithmetic (5 c - ... lies in
    // [-1020, 1275]), narrow with one saturating conversion, keep the
    // input's alpha, and store one uchar4.
}

// Lesson 06, the exercise: write the image kernel of the 2009 paper's fast
// Sobel yourself: a sampler, a window of loads shared by several outputs,
// and shared column sums. docs/06-sobel-image.md is the lesson; its
// "Write the kernel yourself" section has the hints.
//
//   check your kernel:  ./build/default/check/check 06
//   stuck?              ./build/default/check/check 06 --hint
//
// What the host does (run_sobel_image in 06-sobel-image/sobel_image.cpp),
// exactly as for the finished kernel, with the lesson's default variant:
//   - builds this file with -D OUTPUTS=8 -D SHARED_SUMS=1 -D MAGNITUDE=0 and
//     runs the kernel sobel_image (only that one: the buffer variant and
//     the magnitude are not part of the exercise);
//   - one work-item per run of OUTPUTS consecutive pixels of a row, over a
//     2D NDRange: dimension 0 counts runs along a row (ceil(width / OUTPUTS)
//     of them), dimension 1 is y. The global size is rounded up to whole
//     work-groups, so some work-items lie past the image, and the last run
//     of a row may stick out of it;
//   - in      a width x height image, format CL_R / CL_UNSIGNED_INT8: read a
//             pixel with read_imageui(in, sampler, (int2)(x, y)).x;
//   - dx_out, dy_out  one signed byte per pixel, row-major, no padding:
//             dx >> 3 and dy >> 3; filled with the byte 0xA5 before the
//             launch, so every pixel, border included, must be written;
//   - magnitude_out  NULL here (only the --magnitude variant writes it).
//
// What each pixel must get: lesson 01's dx and dy (right column minus left,
// top row minus bottom, weights 1 2 1), for EVERY pixel: where the 3x3
// neighbourhood sticks out of the image, the missing pixels are the nearest
// edge pixels ("replicate"), which a sampler can do for you.

#ifndef OUTPUTS
#define OUTPUTS 8
#endif
#ifndef SHARED_SUMS
#define SHARED_SUMS 1
#endif
#ifndef MAGNITUDE
#define MAGNITUDE 0
#endif

// TODO: a sampler for integer coordinates, the nearest pixel, and the edge
// pixel for coordinates outside the image.

__kernel void sobel_image(__read_only image2d_t in,
                          __global char* dx_out,
                          __global char* dy_out,
                          __global uchar* magnitude_out,
                          const int width,
                          const int height)
{
    // TODO: this work-item's run starts at x0 = get_global_id(0) * OUTPUTS
    // in row y; work-items past the image do nothing.

    // TODO: load the window once: rows y - 1, y and y + 1, columns x0 - 1 to
    // x0 + OUTPUTS, into private arrays.

    // TODO: per column, the two sums every output shares: 1,2,1 down the
    // column (for dx) and 1,0,-1 down the column (for dy).

    // TODO: output k (x = x0 + k) from columns k, k + 1 and k + 2 of the
    // window; write those inside the image.
}

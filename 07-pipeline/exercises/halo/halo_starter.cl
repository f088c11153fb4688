// Exercise 07-halo: lesson 01's Sobel on one strip of rows that arrived on
// its own, its halo rows with it, into outputs of the strip's size.
// docs/exercises-07.md states the problem; lesson 07
// (docs/07-pipeline.md, section 3) has every idea it needs.
//
//   check your kernel:  ./build/default/check/check 07-halo
//   stuck?              ./build/default/check/check 07-halo --hint
//
// What the host does (run_halo in exercise.cpp, beside it): it cuts the
// picture (the luminance, width x height, one byte a pixel) into strips of
// whole rows, and for each strip, output rows first_row .. first_row + rows - 1:
//   - strip_in  holds picture rows max(first_row - 1, 0) ..
//               min(first_row + rows, height - 1): the strip's rows and the
//               halo, the row above and the row below, where the picture
//               has them. Those rows are uploaded twice, once with each
//               strip they border;
//   - dx_out, dy_out  the strip's rows only, `rows` x width (row 0 is
//               picture row first_row), filled with 0xA5 bytes before the
//               launch: every pixel must be written;
//   - one work-item per output pixel, over a 2D NDRange: dimension 0 is x,
//     dimension 1 the row within the strip (0 .. rows - 1); the global size
//     is rounded up to whole work-groups, so some work-items lie past the
//     strip.
//
// What each pixel must get: lesson 01's Sobel, dX and dY each >> 3, and 0
// on the picture's border (x == 0, x == width - 1, picture row 0 or
// height - 1), not the strip's.

__kernel void sobel_halo(__global const uchar* strip_in,
                         __global char* dx_out,
                         __global char* dy_out,
                         const int width,
                         const int height,
                         const int first_row,
                         const int rows)
{
    // TODO: which pixel, and which picture row? Skip the work-items past
    // the strip.

    // TODO: where picture row y lies in strip_in: which picture row is
    // strip_in's row 0?

    // TODO: the picture's border, then the 3x3 gradients from the rows
    // above, here and below, stored in the strip's rows of dx_out, dy_out.
}

// A solution of exercise 01-direction (docs/exercises-01.md): each pixel's
// gradient magnitude and its direction rounded to 0, 45, 90 or 135 degrees,
// the first step of Canny's edge detector, one work-item per pixel, with
// lesson 01's bounds check and border.
//
// in          8-bit luminance, width x height, row-major, no padding
// magnitude   min(|dx| + |dy|, 255), one byte per pixel, same layout
// direction   0, 45, 90 or 135, one byte per pixel, same layout
//
// dx and dy are lesson 01's Sobel sums, not shifted, each in [-1020, 1020];
// dy is the top row minus the bottom one, so the angles turn
// counter-clockwise from the x axis. Only integers: every device gets the
// same bytes.
__kernel void gradient_direction(__global const uchar* in,
                                 __global uchar* magnitude,
                                 __global uchar* direction,
                                 const int width,
                                 const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);

    // The global size is rounded up to whole work-groups: work-items past
    // the image neither read nor write.
    if (x >= width || y >= height) return;

    const size_t i = (size_t)y * width + x;

    // A border pixel has no full 3x3 neighbourhood: it gets what a flat
    // pixel gets, magnitude 0 and direction 0.
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
        magnitude[i] = 0;
        direction[i] = 0;
        return;
    }

    // a = row above, b = this row, c = row below; 0 = left, 1 = centre, 2 = right.
    const __global uchar* above = in + i - width;
    const __global uchar* here  = in + i;
    const __global uchar* below = in + i + width;
    const int a0 = above[-1], a1 = above[0], a2 = above[1];
    const int b0 = here[-1],                  b2 = here[1];
    const int c0 = below[-1], c1 = below[0], c2 = below[1];

    const int dx = (a2 + 2 * b2 + c2) - (a0 + 2 * b0 + c0);
    const int dy = (a0 + 2 * a1 + a2) - (c0 + 2 * c1 + c2);

    // abs of an int is a uint in OpenCL C; both are at most 1020.
    const int ax = abs(dx);
    const int ay = abs(dy);
    magnitude[i] = (uchar)min(ax + ay, 255);

    // tan(22.5 degrees) = 0.41421 taken as 12/29: 29 |dy| <= 12 |dx| is
    // "within 22.5 degrees of the x axis", without a division. <=, so that
    // a flat pixel (dx = dy = 0) and a tie go to the axis.
    if (29 * ay <= 12 * ax)
        direction[i] = 0;
    else if (29 * ax <= 12 * ay)
        direction[i] = 90;
    else
        direction[i] = (dx > 0) == (dy > 0) ? 45 : 135;   // up and right (or down and left): 45
}

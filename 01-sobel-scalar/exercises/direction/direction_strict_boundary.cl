// A planted wrong solution of exercise 01-direction (tests.cmake, beside
// it): the first direction test written with < where the rule says <=, a
// boundary off by one. A pixel on that boundary
// (29 |dy| == 12 |dx|, not 0) gets 45 or 135 instead of 0, and a flat
// pixel (dx = dy = 0: 0 < 0 is false) 90 instead of 0: on a picture of
// one value, every pixel inside the border. The magnitude and the border
// are right.
__kernel void gradient_direction(__global const uchar* in, __global uchar* magnitude, __global uchar* direction,
                                 const int width, const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    const size_t i = (size_t)y * width + x;
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
        magnitude[i] = 0;
        direction[i] = 0;
        return;
    }
    const __global uchar* above = in + i - width;
    const __global uchar* below = in + i + width;
    const int dx = (above[1] + 2 * in[i + 1] + below[1]) - (above[-1] + 2 * in[i - 1] + below[-1]);
    const int dy = (above[-1] + 2 * above[0] + above[1]) - (below[-1] + 2 * below[0] + below[1]);
    const int ax = abs(dx);
    const int ay = abs(dy);
    magnitude[i] = (uchar)min(ax + ay, 255);
    if (29 * ay < 12 * ax)   // wrong: the rule says <=
        direction[i] = 0;
    else if (29 * ax <= 12 * ay)
        direction[i] = 90;
    else
        direction[i] = (dx > 0) == (dy > 0) ? 45 : 135;
}

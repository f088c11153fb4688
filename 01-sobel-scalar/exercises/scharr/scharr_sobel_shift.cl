// A planted wrong solution of exercise 01-scharr (tests.cmake, beside it):
// Scharr's weights, but lesson 01's >> 3 kept. Scharr's sums reach 4080,
// four times Sobel's, so most values come out four times too large, and
// the cast to char wraps the largest ones round. The border is right.
__kernel void scharr(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                     const int width, const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    const size_t i = (size_t)y * width + x;
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
        dx_out[i] = 0;
        dy_out[i] = 0;
        return;
    }
    const __global uchar* above = in + i - width;
    const __global uchar* below = in + i + width;
    const int dx = 3 * (above[1] - above[-1]) + 10 * (in[i + 1] - in[i - 1]) + 3 * (below[1] - below[-1]);
    const int dy = 3 * (above[-1] - below[-1]) + 10 * (above[0] - below[0]) + 3 * (above[1] - below[1]);
    dx_out[i] = (char)(dx >> 3);   // wrong: Sobel's shift
    dy_out[i] = (char)(dy >> 3);
}

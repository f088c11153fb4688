// A deliberately wrong lesson 01 kernel: it skips border pixels instead of
// writing 0 there. The poisoned output buffers must make the test fail.
__kernel void sobel_scalar(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                           const int width, const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) return;  // border never written
    const size_t i = (size_t)y * width + x;
    const __global uchar* above = in + i - width;
    const __global uchar* here = in + i;
    const __global uchar* below = in + i + width;
    const int dx = (above[1] + 2 * here[1] + below[1]) - (above[-1] + 2 * here[-1] + below[-1]);
    const int dy = (above[-1] + 2 * above[0] + above[1]) - (below[-1] + 2 * below[0] + below[1]);
    dx_out[i] = (char)(dx >> 3);
    dy_out[i] = (char)(dy >> 3);
}

// A deliberately wrong lesson 01 kernel: each pixel also clears the pixel
// below it, and on the last row that is one row past the end of dX and dY.
// Run inside the checker's process (PoCL), the stray writes corrupt the heap.
__kernel void sobel_scalar(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                           const int width, const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    const size_t i = (size_t)y * width + x;
    dx_out[i + width] = 0;
    dy_out[i + width] = 0;
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
        dx_out[i] = 0;
        dy_out[i] = 0;
        return;
    }
    const int dx = (in[i - width + 1] + 2 * in[i + 1] + in[i + width + 1]) -
                   (in[i - width - 1] + 2 * in[i - 1] + in[i + width - 1]);
    const int dy = (in[i - width - 1] + 2 * in[i - width] + in[i - width + 1]) -
                   (in[i + width - 1] + 2 * in[i + width] + in[i + width + 1]);
    dx_out[i] = (char)(dx >> 3);
    dy_out[i] = (char)(dy >> 3);
}

// Lesson 01's kernel, right, with 64 KiB of __local memory it barely uses
// (through a volatile pointer, so the compiler keeps the array): PoCL gives
// a group 1 MiB, Oclgrind's simulated device 32 KiB. So the check passes on
// PoCL and cannot run under Oclgrind: no race is found, and none must be
// reported.
__kernel void sobel_scalar(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                           const int width, const int height)
{
    __local uchar unused[64 * 1024];
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    ((volatile __local uchar*)unused)[get_local_id(0)] = 0;
    if (x >= width || y >= height) return;
    const size_t i = (size_t)y * width + x;
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

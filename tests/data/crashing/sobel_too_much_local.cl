// A deliberately wrong lesson 01 kernel: 2 MiB of __local memory, more than
// any device has (CL_DEVICE_LOCAL_MEM_SIZE: 1 MiB on PoCL, 64 KiB or less
// on most others).
__kernel void sobel_scalar(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                           const int width, const int height)
{
    __local uchar scratch[2 * 1024 * 1024];
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    const size_t i = (size_t)y * width + x;
    const int lx = get_local_id(0);
    if (x < width && y < height) scratch[lx * 4096] = in[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (x >= width || y >= height) return;
    dx_out[i] = (char)scratch[lx * 4096];
    dy_out[i] = 0;
}

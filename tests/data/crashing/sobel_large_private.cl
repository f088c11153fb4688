// A deliberately wrong lesson 01 kernel: a 32 KiB private array in every
// work-item. A CPU implementation keeps a group's private arrays on a
// thread's stack; a GPU spills them to slow memory, if it builds at all.
__kernel void sobel_scalar(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                           const int width, const int height)
{
    uchar scratch[32768];
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    const size_t i = (size_t)y * width + x;
    for (int k = 0; k < width; ++k) scratch[(k * 131 + x) % 32768] = in[(size_t)y * width + k];
    dx_out[i] = (char)scratch[(x * 7) % 32768];
    dy_out[i] = (char)scratch[(y * 13) % 32768];
}

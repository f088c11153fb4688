// A deliberately wrong lesson 01 kernel: the first work-item writes a
// terabyte past dX, where no allocation of the program reaches, so on a
// CPU device the program ends there and then (SIGSEGV), whatever its heap
// holds. (A write just past a buffer damages the heap instead, and what
// follows, an abort or a wait that never ends, depends on what it hit.)
__kernel void sobel_scalar(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                           const int width, const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    const size_t i = (size_t)y * width + x;
    if (i == 0) dx_out[(size_t)1 << 40] = in[0];
    dx_out[i] = 0;
    dy_out[i] = 0;
}

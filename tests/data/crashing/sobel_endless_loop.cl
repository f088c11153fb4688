// A deliberately wrong lesson 01 kernel: a loop over the row whose counter
// never advances (k += 0 where k += 1 was meant), so it never ends. The
// volatile store keeps the compiler from deleting the loop as one that does
// nothing, as a real kernel's work would.
__kernel void sobel_scalar(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                           const int width, const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    const size_t i = (size_t)y * width + x;
    volatile __global char* out = dx_out;
    for (int k = 0; k < width; k += 0) out[i] = (char)in[(size_t)y * width + k];
    dy_out[i] = 0;
}

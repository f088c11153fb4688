// The primer's kernel with an off-by-one bounds check: the last column of
// the picture is never written. The primer's check must report it.
__kernel void invert(__global const uchar* in,
                     __global uchar* out,
                     const int width,
                     const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width - 1 || y >= height) return;
    const int i = y * width + x;
    out[i] = 255 - in[i];
}

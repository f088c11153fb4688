// A deliberately wrong lesson 04 program: sharpen_scalar copies the input
// (wrong, but it writes every pixel) and sharpen_uchar4 writes nothing. Both
// run on the same output buffer, so unless the host poisons it again before
// the second kernel, sharpen_uchar4 would be judged on sharpen_scalar's
// pixels. The tests check that it is judged on its own: every value wrong.
__kernel void sharpen_scalar(__global const uchar4* in, __global uchar4* out, const int width, const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x < width && y < height) out[(size_t)y * width + x] = in[(size_t)y * width + x];
}

__kernel void sharpen_uchar4(__global const uchar4* in, __global uchar4* out, const int width, const int height)
{
}

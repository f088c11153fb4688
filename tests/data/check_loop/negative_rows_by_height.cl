// A planted mistake (tests/check_loop.cmake): the row index multiplied by
// the height, not the width. Right on a square picture only.
kernel void negative(global const uchar* in, global uchar* out, int width, int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    const size_t i = (size_t)y * height + x;
    out[i] = 255 - in[i];
}

// The negative of a picture, one work-item per pixel: out = 255 - in.
kernel void negative(global const uchar* in, global uchar* out, int width, int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    const size_t i = (size_t)y * width + x;
    out[i] = 255 - in[i];
}

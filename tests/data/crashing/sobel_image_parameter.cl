// A deliberately wrong lesson 01 kernel: its input is an image2d_t, as in
// lesson 06, where lesson 01's host passes a buffer.
__constant sampler_t clamped = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

__kernel void sobel_scalar(__read_only image2d_t in, __global char* dx_out, __global char* dy_out,
                           const int width, const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    const size_t i = (size_t)y * width + x;
    const int left = (int)read_imageui(in, clamped, (int2)(x - 1, y)).x;
    const int right = (int)read_imageui(in, clamped, (int2)(x + 1, y)).x;
    dx_out[i] = (char)((right - left) >> 3);
    dy_out[i] = 0;
}

// A lesson 06 kernel file whose sobel_image leaves out `height`: the host
// passes six arguments, and must refuse the kernel before setting them.
__kernel void sobel_image(__read_only image2d_t in, __global char* dx_out, __global char* dy_out,
                          __global uchar* magnitude_out, const int width)
{
}

__kernel void sobel_buffer(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                           __global uchar* magnitude_out, const int width, const int height)
{
}

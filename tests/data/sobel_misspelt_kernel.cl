// A lesson 01 kernel file whose kernel is misspelt: it compiles, but the
// host's clCreateKernel for sobel_scalar fails with CL_INVALID_KERNEL_NAME:
// the exercise checker must report that OpenCL error as "could not run".
__kernel void sobel_scalr(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                          const int width, const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    dx_out[(size_t)y * width + x] = 0;
    dy_out[(size_t)y * width + x] = 0;
}

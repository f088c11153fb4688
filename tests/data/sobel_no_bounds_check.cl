// A deliberately wrong lesson 01 kernel: no check against the image size, so
// the work-items of the rounded-up NDRange read and write past the buffers.
// The Oclgrind test runs it and must report invalid accesses.
__kernel void sobel_scalar(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                           const int width, const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    const size_t i = (size_t)y * width + x;
    if (x == 0 || y == 0) {
        dx_out[i] = 0;
        dy_out[i] = 0;
        return;
    }
    const int dx = in[i + 1] - in[i - 1];
    const int dy = in[i - width] - in[i + width];
    dx_out[i] = (char)(dx >> 3);
    dy_out[i] = (char)(dy >> 3);
}

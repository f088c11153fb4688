// A deliberately wrong lesson 02 kernel: it computes only the whole 16-pixel
// runs of the interior rows and forgets everything else (the border, the
// first and last rows, the shorter last run of a row). Every value it is
// right about is right, so only the poisoned output buffers show the
// pixels it never wrote.
__kernel void sobel_vector(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                           const int width, const int height)
{
    const int first = 1 + 16 * get_global_id(0);
    const int y = get_global_id(1);
    if (y < 1 || y >= height - 1 || first + 16 > width - 1) return;   // never writes the rest
    const __global uchar* p = in + (size_t)y * width + first - 1;
    const short16 a0 = convert_short16(vload16(0, p - width)), a1 = convert_short16(vload16(0, p - width + 1)),
                  a2 = convert_short16(vload16(0, p - width + 2));
    const short16 b0 = convert_short16(vload16(0, p)), b2 = convert_short16(vload16(0, p + 2));
    const short16 c0 = convert_short16(vload16(0, p + width)), c1 = convert_short16(vload16(0, p + width + 1)),
                  c2 = convert_short16(vload16(0, p + width + 2));
    const short16 dx = (a2 + (short)2 * b2 + c2) - (a0 + (short)2 * b0 + c0);
    const short16 dy = (a0 + (short)2 * a1 + a2) - (c0 + (short)2 * c1 + c2);
    vstore16(convert_char16(dx >> 3), 0, dx_out + (size_t)y * width + first);
    vstore16(convert_char16(dy >> 3), 0, dy_out + (size_t)y * width + first);
}

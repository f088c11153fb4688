// A deliberately wrong lesson 02 kernel: it skips the widening and computes
// in the 8-bit lanes it loaded. Sums above 255 and negative differences wrap
// around modulo 256, so most gradients come out wrong, yet a constant image
// (every difference 0, wrapped or not) still passes: only varied content
// catches it. Written for widths of 16 k + 2 only (the test uses 66), where
// every row is made of whole runs.
__kernel void sobel_vector(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                           const int width, const int height)
{
    const int run = get_global_id(0);
    const int y = get_global_id(1);
    const int first = 1 + 16 * run;
    if (y >= height || first + 16 > width - 1) return;
    const size_t at = (size_t)y * width + first;
    if (run == 0) {
        dx_out[at - 1] = 0;
        dy_out[at - 1] = 0;
    }
    if (first + 16 == width - 1) {
        dx_out[at + 16] = 0;
        dy_out[at + 16] = 0;
    }
    if (y == 0 || y == height - 1) {
        vstore16((char16)0, 0, dx_out + at);
        vstore16((char16)0, 0, dy_out + at);
        return;
    }
    const __global uchar* p = in + at - 1;
    const uchar16 a0 = vload16(0, p - width), a1 = vload16(0, p - width + 1), a2 = vload16(0, p - width + 2);
    const uchar16 b0 = vload16(0, p), b2 = vload16(0, p + 2);
    const uchar16 c0 = vload16(0, p + width), c1 = vload16(0, p + width + 1), c2 = vload16(0, p + width + 2);
    const uchar16 dx = (a2 + (uchar)2 * b2 + c2) - (a0 + (uchar)2 * b0 + c0);   // wraps modulo 256
    const uchar16 dy = (a0 + (uchar)2 * a1 + a2) - (c0 + (uchar)2 * c1 + c2);
    vstore16(as_char16(dx) >> 3, 0, dx_out + at);
    vstore16(as_char16(dy) >> 3, 0, dy_out + at);
}

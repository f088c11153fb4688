// A deliberately wrong lesson 02 kernel, built like the original Mali sample:
// every work-item takes the 16-wide vector path, as if the interior of every
// row were a whole number of 16-pixel runs. On any other width the last run
// of a row reads and writes up to 15 bytes into the next row, and on the last
// interior row it reads past the end of the input buffer. The Oclgrind test
// runs it on a 37-pixel-wide image and must report invalid reads.
__kernel void sobel_vector(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                           const int width, const int height)
{
    const int run = get_global_id(0);
    const int y = get_global_id(1);
    if (run >= max(1, (width + 13) / 16) || y < 1 || y >= height - 1) return;
    const size_t left = (size_t)y * width + 16 * run;   // one column left of the run
    const __global uchar* rows[3] = {in + left - width, in + left, in + left + width};
    short16 sums[3];
    short16 differences[3];
    for (int r = 0; r < 3; ++r) {
        const short16 l = convert_short16(vload16(0, rows[r]));
        const short16 c = convert_short16(vload16(0, rows[r] + 1));
        const short16 g = convert_short16(vload16(0, rows[r] + 2));
        differences[r] = g - l;
        sums[r] = l + (short)2 * c + g;
    }
    const short16 dx = differences[0] + (short)2 * differences[1] + differences[2];
    vstore16(convert_char16(dx >> 3), 0, dx_out + left + 1);
    vstore16(convert_char16((sums[0] - sums[2]) >> 3), 0, dy_out + left + 1);
}

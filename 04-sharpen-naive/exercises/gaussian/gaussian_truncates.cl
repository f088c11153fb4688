// A deliberately wrong solution of exercise 04-gaussian: it divides the
// weighted sum by 16 with a plain shift, sum >> 4, which rounds down, where
// the exercise asks for (sum + 8) >> 4, to the nearest. Every value whose
// sum leaves a remainder of 8 to 15 comes out one level too dark, about half
// of them in a random picture; a flat picture (the sum is 16 c) stays right.
// The check must reject it (tests.cmake, beside it).

__kernel void gaussian_blur(__global const uchar4* in,
                            __global uchar4* out,
                            const int width,
                            const int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;

    const int left = max(x - 1, 0);
    const int right = min(x + 1, width - 1);
    const size_t up = (size_t)max(y - 1, 0) * width;
    const size_t here = (size_t)y * width;
    const size_t down = (size_t)min(y + 1, height - 1) * width;

    const uint4 corners = convert_uint4(in[up + left]) + convert_uint4(in[up + right])
                        + convert_uint4(in[down + left]) + convert_uint4(in[down + right]);
    const uint4 sides = convert_uint4(in[up + x]) + convert_uint4(in[down + x])
                      + convert_uint4(in[here + left]) + convert_uint4(in[here + right]);
    const uint4 sum = corners + 2u * sides + 4u * convert_uint4(in[here + x]);

    uchar4 blurred = convert_uchar4(sum >> 4);   // the mistake: rounds down
    blurred.w = in[here + x].w;
    out[here + x] = blurred;
}

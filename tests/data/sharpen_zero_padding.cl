// A deliberately different lesson 04 program: the border rule of the
// Ljubljana original, zero padding (a neighbour outside the image counts as
// 0) instead of clamp-to-edge. Inside the image nothing changes; on the
// one-pixel frame each missing neighbour is no longer subtracted, so the
// frame comes out brighter. The tests check that every mismatch lies on the
// frame and is brighter; the docs show the picture.
//
// Both of lesson 04's kernel names run the same uchar4 code (a kernel's
// parameter type is only a view of the host's buffer).

uchar4 pixel_or_zero(__global const uchar4* in, int x, int y, int width, int height)
{
    const bool inside = x >= 0 && y >= 0 && x < width && y < height;
    return inside ? in[(size_t)y * width + x] : (uchar4)(0);
}

void sharpen_zero_padded(__global const uchar4* in, __global uchar4* out, int width, int height)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    const uchar4 centre = in[(size_t)y * width + x];
    const short4 sharpened = (short)5 * convert_short4(centre)
                           - convert_short4(pixel_or_zero(in, x, y - 1, width, height))
                           - convert_short4(pixel_or_zero(in, x, y + 1, width, height))
                           - convert_short4(pixel_or_zero(in, x - 1, y, width, height))
                           - convert_short4(pixel_or_zero(in, x + 1, y, width, height));
    uchar4 result = convert_uchar4_sat(sharpened);
    result.w = centre.w;
    out[(size_t)y * width + x] = result;
}

__kernel void sharpen_scalar(__global const uchar4* in, __global uchar4* out, const int width, const int height)
{
    sharpen_zero_padded(in, out, width, height);
}

__kernel void sharpen_uchar4(__global const uchar4* in, __global uchar4* out, const int width, const int height)
{
    sharpen_zero_padded(in, out, width, height);
}

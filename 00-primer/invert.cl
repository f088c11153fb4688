// The primer's kernel (docs/00-primer.md): each work-item inverts one pixel of
// an 8-bit grey picture, out = 255 - in.
//
// in, out   width x height bytes, row after row, no padding

// [invert]
__kernel void invert(__global const uchar* in,
                     __global uchar* out,
                     const int width,
                     const int height)
{
    const int x = get_global_id(0);   // the column: dimension 0 varies fastest
    const int y = get_global_id(1);   // the row

    // The host rounds the NDRange up to whole work-groups, so the last
    // groups stick out past the right and bottom edges. Those work-items
    // have no pixel: they must neither read nor write.
    if (x >= width || y >= height) return;

    const int i = y * width + x;
    out[i] = 255 - in[i];
}
// [invert]

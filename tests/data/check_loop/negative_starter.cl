// The negative of a picture, one work-item per pixel: out = 255 - in.
// The host launches a 2-D NDRange rounded up to whole work-groups, so some
// work-items lie past the picture's right or bottom edge.
kernel void negative(global const uchar* in, global uchar* out, int width, int height)
{
    // TODO: the pixel of this work-item, the bounds check, then its negative.
}

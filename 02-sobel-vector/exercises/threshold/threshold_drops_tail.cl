// A deliberately wrong 02-threshold kernel: its whole runs are right, but
// the work-items after them, the tail of a row whose width is no multiple
// of 16, return without writing. Only the poisoned output shows the last
// width % 16 pixels of each row.
#define RUN 16

__kernel void binarize(__global const uchar* in,
                       __global uchar* out,
                       const int width,
                       const int height,
                       const int threshold)
{
    const int item = get_global_id(0);
    const int y = get_global_id(1);
    if (item >= width / RUN || y >= height) return;   // the tail's work-items too
    const size_t first = (size_t)y * width + RUN * item;
    vstore16(as_uchar16(vload16(0, in + first) >= (uchar)threshold), 0, out + first);
}

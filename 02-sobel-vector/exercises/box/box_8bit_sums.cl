// A deliberately wrong 02-box kernel: right in every way but one, its runs
// add the nine windows in uchar16 lanes, without widening, so a sum past
// 255 wraps modulo 256. The scalar tail adds in int and is right, and so
// are the border and a dark picture; anything brighter comes out wrong.
#define RUN 16
int whole_runs(int width) { return max(width - 2, 0) / RUN; }
int tail_pixels(int width) { return max(width - 2, 0) % RUN; }
int items_per_row(int width) { return max(1, whole_runs(width) + tail_pixels(width)); }

uchar16 row_sum(const __global uchar* p)
{
    return vload16(0, p) + vload16(0, p + 1) + vload16(0, p + 2);   // wraps
}

__kernel void box_blur(__global const uchar* in,
                       __global uchar* out,
                       const int width,
                       const int height)
{
    const int item = get_global_id(0);
    const int y = get_global_id(1);
    const int runs = whole_runs(width);
    const int items = items_per_row(width);
    if (item >= items || y >= height) return;

    const size_t row = (size_t)y * width;
    if (item == 0) out[row] = in[row];
    if (item == items - 1 && width > 1) out[row + width - 1] = in[row + width - 1];
    const bool border_row = y == 0 || y == height - 1;

    if (item < runs) {
        const size_t first = row + 1 + RUN * item;
        if (border_row) {
            vstore16(vload16(0, in + first), 0, out + first);
            return;
        }
        const __global uchar* p = in + first - 1;
        const uchar16 sum = row_sum(p - width) + row_sum(p) + row_sum(p + width);
        vstore16(convert_uchar16((convert_ushort16(sum) + (ushort)4) / (ushort)9), 0, out + first);
    } else if (item < runs + tail_pixels(width)) {
        const size_t i = row + 1 + RUN * runs + (item - runs);
        if (border_row) {
            out[i] = in[i];
            return;
        }
        int sum = 0;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) sum += in[(long)i + dy * width + dx];
        out[i] = (uchar)((sum + 4) / 9);
    }
}

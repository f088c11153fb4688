// A deliberately wrong solution of exercise 05-transpose: the bounds check
// before the write is the read's, the input's width and height, where the
// output's are height and width. Right on a square picture; on a wide one
// (every input of the check is at least as wide as it is tall, so every
// write stays in the buffer) some work-items write past the end of an
// output row, onto the next, and the output rows past `height` stay
// unwritten. The check of 05-transpose must reject it
// (tests.cmake, beside it).
#ifndef TILE
#define TILE 16
#endif

__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void transpose_tile(__global const uchar4* in, __global uchar4* out, const int width, const int height)
{
    __local uchar4 tile[TILE][TILE + 1];
    const int lx = (int)get_local_id(0);
    const int ly = (int)get_local_id(1);
    const int x = (int)get_group_id(0) * TILE + lx;
    const int y = (int)get_group_id(1) * TILE + ly;
    if (x < width && y < height) tile[ly][lx] = in[(size_t)y * width + x];
    barrier(CLK_LOCAL_MEM_FENCE);

    const int ox = (int)get_group_id(1) * TILE + lx;
    const int oy = (int)get_group_id(0) * TILE + ly;
    if (ox < width && oy < height) out[(size_t)oy * height + ox] = tile[lx][ly];   // the mistake
}

// Exercise 05-transpose, solved: an RGBA picture mirrored in its diagonal
// through a square tile in local memory, read and written a row at a time.
// The problem and its rules: docs/exercises-05.md.
//
// in      RGBA, width x height pixels, row-major, a uchar4 each
// out     RGBA, height x width pixels (height across, width down):
//         out[x * height + y] = in[y * width + x]
//
// The host builds this file with -D TILE=.., the side of the square
// work-group; the default is for reading it alone.
#ifndef TILE
#define TILE 16
#endif

__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void transpose_tile(__global const uchar4* in,
                    __global uchar4* out,
                    const int width,
                    const int height)
{
    // One column more than the tile has: a uchar4 is one 4-byte bank of
    // local memory, and the column read below steps TILE + 1 cells at a time,
    // so consecutive work-items meet consecutive banks. With TILE cells a
    // row, a power of two, a column's cells would share a few banks and wait
    // for each other.
    __local uchar4 tile[TILE][TILE + 1];

    const int lx = (int)get_local_id(0);
    const int ly = (int)get_local_id(1);

    // Read: the group's block of the input, a row per row of work-items,
    // consecutive work-items on consecutive pixels.
    const int x = (int)get_group_id(0) * TILE + lx;
    const int y = (int)get_group_id(1) * TILE + ly;
    if (x < width && y < height) tile[ly][lx] = in[(size_t)y * width + x];

    // The write below reads cells other work-items loaded; every work-item
    // gets here, those past the picture too.
    barrier(CLK_LOCAL_MEM_FENCE);

    // Write: the same block, now in the output, where it starts at row
    // group(0) * TILE and column group(1) * TILE. Consecutive work-items
    // write consecutive pixels of an output row, each the input's pixel
    // mirrored: output (ox, oy) is input (oy, ox), tile cell [lx][ly].
    const int ox = (int)get_group_id(1) * TILE + lx;
    const int oy = (int)get_group_id(0) * TILE + ly;
    if (ox < height && oy < width) out[(size_t)oy * height + ox] = tile[lx][ly];
}

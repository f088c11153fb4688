// A deliberately wrong solution of exercise 05-blur5: the tile keeps lesson
// 05's one-pixel halo, and the 5x5 neighbourhood's outer ring, which lies
// past that halo, is read from the tile's nearest cell instead. Right in the
// middle of each group's block and on a flat picture; wrong on the pixels
// next to a block's edge wherever the picture varies there. The check of
// 05-blur5 must reject it (tests.cmake, beside it).
#ifndef TILE_W
#define TILE_W 16
#endif
#ifndef TILE_H
#define TILE_H 16
#endif
#define TILE_PITCH (TILE_W + 2)
#define TILE_CELLS (TILE_PITCH * (TILE_H + 2))

__constant int binomial[5] = {1, 4, 6, 4, 1};

__kernel __attribute__((reqd_work_group_size(TILE_W, TILE_H, 1)))
void blur5_tile(__global const uchar4* in, __global uchar4* out, const int width, const int height)
{
    __local uchar4 tile[TILE_CELLS];
    const int tile_x = (int)get_group_id(0) * TILE_W - 1;
    const int tile_y = (int)get_group_id(1) * TILE_H - 1;
    const int first_cell = (int)get_local_id(1) * TILE_W + (int)get_local_id(0);
    for (int cell = first_cell; cell < TILE_CELLS; cell += TILE_W * TILE_H) {
        const int gx = clamp(tile_x + cell % TILE_PITCH, 0, width - 1);
        const int gy = clamp(tile_y + cell / TILE_PITCH, 0, height - 1);
        tile[cell] = in[(size_t)gy * width + gx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;

    const int cx = (int)get_local_id(0) + 1;
    const int cy = (int)get_local_id(1) + 1;
    int4 sum = 0;
    for (int dy = -2; dy <= 2; ++dy) {
        const int row = clamp(cy + dy, 0, TILE_H + 1) * TILE_PITCH;   // the mistake: the tile's edge, not the image's
        for (int dx = -2; dx <= 2; ++dx)
            sum += binomial[dy + 2] * binomial[dx + 2] * convert_int4(tile[row + clamp(cx + dx, 0, TILE_W + 1)]);
    }
    uchar4 result = convert_uchar4((sum + 128) >> 8);
    result.w = tile[cy * TILE_PITCH + cx].w;
    out[(size_t)y * width + x] = result;
}

// A deliberately wrong lesson 05 kernel: the barrier between loading the
// tile and reading it is missing. A work-item may read a tile cell before
// the work-item that loads it has written it. The tests check that Oclgrind
// reports the race and that the picture comes out wrong on the CPU device.
#ifndef TILE_W
#define TILE_W 16
#endif
#ifndef TILE_H
#define TILE_H 16
#endif
#define TILE_PITCH (TILE_W + 2)
#define TILE_CELLS (TILE_PITCH * (TILE_H + 2))

__kernel __attribute__((reqd_work_group_size(TILE_W, TILE_H, 1)))
void sharpen_tile(__global const uchar4* in, __global uchar4* out, const int width, const int height)
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
    // [missing_barrier]
    // barrier(CLK_LOCAL_MEM_FENCE);   <- missing
    // [missing_barrier]
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    const int here = ((int)get_local_id(1) + 1) * TILE_PITCH + (int)get_local_id(0) + 1;
    const uchar4 centre = tile[here];
    const short4 sharpened = (short)5 * convert_short4(centre)
                           - convert_short4(tile[here - TILE_PITCH]) - convert_short4(tile[here + TILE_PITCH])
                           - convert_short4(tile[here - 1]) - convert_short4(tile[here + 1]);
    uchar4 result = convert_uchar4_sat(sharpened);
    result.w = centre.w;
    out[(size_t)y * width + x] = result;
}

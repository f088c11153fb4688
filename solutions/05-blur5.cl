// Exercise 05-blur5, solved: a 5x5 binomial blur of an RGBA picture from a
// tile in local memory with a two-pixel halo, one work-item per pixel. The
// problem and its rules: docs/exercises-05.md.
//
// in      RGBA, 4 bytes per pixel, width x height, row-major, no padding
// out     RGBA, same layout
//
// For R, G and B:  out = (sum + 128) >> 8, the sum of the 5x5
// neighbourhood weighted by the outer product of 1 4 6 4 1 with itself,
// divided by 256 and rounded half up; clamp-to-edge; alpha copied.
//
// The host builds this file with -D TILE_W=.. -D TILE_H=.., the work-group
// size; the defaults are for reading it alone.
#ifndef TILE_W
#define TILE_W 16
#endif
#ifndef TILE_H
#define TILE_H 16
#endif

#define HALO 2                                   // the filter reaches two pixels out
#define TILE_PITCH (TILE_W + 2 * HALO)
#define TILE_CELLS (TILE_PITCH * (TILE_H + 2 * HALO))

// Row 4 of Pascal's triangle: the weight of (dx, dy) is binomial[dx + 2] *
// binomial[dy + 2].
__constant int binomial[5] = {1, 4, 6, 4, 1};

__kernel __attribute__((reqd_work_group_size(TILE_W, TILE_H, 1)))
void blur5_tile(__global const uchar4* in,
                __global uchar4* out,
                const int width,
                const int height)
{
    __local uchar4 tile[TILE_CELLS];

    // The tile starts HALO pixels up and left of the group's block.
    const int tile_x = (int)get_group_id(0) * TILE_W - HALO;
    const int tile_y = (int)get_group_id(1) * TILE_H - HALO;

    // Lesson 05's cooperative load, with the wider halo: the cells row by
    // row, work-item k loading cells k, k + TILE_W * TILE_H, ...; a cell
    // outside the image takes the nearest edge pixel.
    const int first_cell = (int)get_local_id(1) * TILE_W + (int)get_local_id(0);
    for (int cell = first_cell; cell < TILE_CELLS; cell += TILE_W * TILE_H) {
        const int gx = clamp(tile_x + cell % TILE_PITCH, 0, width - 1);
        const int gy = clamp(tile_y + cell / TILE_PITCH, 0, height - 1);
        tile[cell] = in[(size_t)gy * width + gx];
    }

    // Every cell written before any is read; every work-item gets here, so
    // the bounds check comes after.
    barrier(CLK_LOCAL_MEM_FENCE);

    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;

    // This work-item's pixel is HALO cells in from the tile's corner; its
    // 5x5 neighbourhood starts HALO cells up and left of it, which is cell
    // (local x, local y).
    const int corner = (int)get_local_id(1) * TILE_PITCH + (int)get_local_id(0);
    int4 sum = 0;   // up to 256 x 255 = 65280
    for (int dy = 0; dy < 5; ++dy)
        for (int dx = 0; dx < 5; ++dx)
            sum += binomial[dy] * binomial[dx] * convert_int4(tile[corner + dy * TILE_PITCH + dx]);

    // Half of 256 before the shift rounds half up; (65280 + 128) >> 8 = 255,
    // so no lane leaves 0 .. 255.
    uchar4 result = convert_uchar4((sum + 128) >> 8);
    result.w = tile[corner + HALO * TILE_PITCH + HALO].w;
    out[(size_t)y * width + x] = result;
}

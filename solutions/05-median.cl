// Exercise 05-median, solved: a 3x3 median filter of an RGBA picture from a
// tile in local memory with a one-pixel halo, one work-item per pixel. The
// problem and its rules: docs/exercises-05.md.
//
// in      RGBA, 4 bytes per pixel, width x height, row-major, no padding
// out     RGBA, same layout
//
// For R, G and B: the median of the 3x3 neighbourhood, the fifth of the
// nine values in increasing order; clamp-to-edge; alpha copied.
//
// The host builds this file with -D TILE_W=.. -D TILE_H=.., the work-group
// size; the defaults are for reading it alone.
#ifndef TILE_W
#define TILE_W 16
#endif
#ifndef TILE_H
#define TILE_H 16
#endif

#define TILE_PITCH (TILE_W + 2)                 // halo left and right
#define TILE_CELLS (TILE_PITCH * (TILE_H + 2))  // halo above and below

// The middle of three, lane by lane: the larger of min(a, b) and whichever
// of max(a, b) and c is smaller. min and max of a uchar4 work on its four
// lanes at once and never branch, so R, G and B are filtered together and
// no two work-items of a group take different paths, whatever their pixels.
uchar4 middle_of_three(const uchar4 a, const uchar4 b, const uchar4 c)
{
    return max(min(a, b), min(max(a, b), c));
}

// The median of the 3x3 cells whose top-left is `corner`. Each row is
// sorted first, into its low, middle and high. Sorting the three columns of
// lows, middles and highs then would leave every cell no larger than those
// right of it and below it, and the fifth value would be the middle of the
// anti-diagonal: the largest low, the middle middle and the smallest high.
// Only those three are computed: some 30 min and max, no sort of nine.
uchar4 median_of_nine(__local const uchar4* tile, const int corner)
{
    uchar4 low = (uchar4)(0);       // the largest of the rows' lows
    uchar4 middles[3];
    uchar4 high = (uchar4)(255);    // the smallest of the rows' highs
    for (int row = 0; row < 3; ++row) {
        const uchar4 a = tile[corner + row * TILE_PITCH];
        const uchar4 b = tile[corner + row * TILE_PITCH + 1];
        const uchar4 c = tile[corner + row * TILE_PITCH + 2];
        low = max(low, min(min(a, b), c));
        middles[row] = middle_of_three(a, b, c);
        high = min(high, max(max(a, b), c));
    }
    return middle_of_three(low, middle_of_three(middles[0], middles[1], middles[2]), high);
}

__kernel __attribute__((reqd_work_group_size(TILE_W, TILE_H, 1)))
void median_tile(__global const uchar4* in,
                 __global uchar4* out,
                 const int width,
                 const int height)
{
    __local uchar4 tile[TILE_CELLS];

    // The tile starts one pixel up and left of the group's block.
    const int tile_x = (int)get_group_id(0) * TILE_W - 1;
    const int tile_y = (int)get_group_id(1) * TILE_H - 1;

    // Lesson 05's cooperative load: the cells row by row, work-item k
    // loading cells k, k + TILE_W * TILE_H, ...; a cell outside the image
    // takes the nearest edge pixel, the golden's border rule.
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

    // This work-item's pixel is one cell in from the tile's corner, so its
    // 3x3 neighbourhood starts at cell (local x, local y).
    const int corner = (int)get_local_id(1) * TILE_PITCH + (int)get_local_id(0);
    uchar4 result = median_of_nine(tile, corner);
    result.w = tile[corner + TILE_PITCH + 1].w;
    out[(size_t)y * width + x] = result;
}

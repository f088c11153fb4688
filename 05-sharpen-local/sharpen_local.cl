// Lesson 05: Laplacian sharpening from a tile in local memory.
//
// Same arguments and the same output as lesson 04's sharpen_uchar4, bit for
// bit. There, each pixel is loaded from global memory five times: once as a
// centre and once as the neighbour of each of its four neighbours. Here a
// work-group first copies the pixels it needs into local memory (on-chip,
// shared by the group), each loaded once, and then every work-item reads its
// five pixels from there.
//
// The tile is the work-group's TILE_W x TILE_H pixels plus a one-pixel halo
// on every side: the neighbours of the outer pixels, which belong to other
// work-groups' blocks. The host passes the work-group size in with
// -D TILE_W=.. -D TILE_H=.. so the local array has a size known when the
// kernel is compiled; the default is lesson 05's 16 x 16.
#ifndef TILE_W
#define TILE_W 16
#endif
#ifndef TILE_H
#define TILE_H 16
#endif

#define TILE_PITCH (TILE_W + 2)                 // halo left and right
#define TILE_CELLS (TILE_PITCH * (TILE_H + 2))  // halo above and below

// [sharpen_tile]
// reqd_work_group_size: the compiler may rely on the size, and a launch with
// any other work-group size fails (CL_INVALID_WORK_GROUP_SIZE) instead of
// indexing past the tile.
__kernel __attribute__((reqd_work_group_size(TILE_W, TILE_H, 1)))
void sharpen_tile(__global const uchar4* in,
                  __global uchar4* out,
                  const int width,
                  const int height)
{
    __local uchar4 tile[TILE_CELLS];

    // Where the tile starts in the image: one pixel up and left of the
    // group's block, for the halo.
    const int tile_x = (int)get_group_id(0) * TILE_W - 1;
    const int tile_y = (int)get_group_id(1) * TILE_H - 1;

    // Cooperative load. The group has TILE_W * TILE_H work-items and the tile
    // has more cells, so the cells are numbered row by row and work-item k
    // loads cells k, k + TILE_W * TILE_H, ... Consecutive work-items load
    // consecutive pixels of a row: the global reads stay coalesced.
    // Cells outside the image take the nearest edge pixel (clamp-to-edge),
    // which is the golden's border rule; cells of a partial tile past the
    // right or bottom edge are loaded the same way, so no read leaves the
    // image.
    // [cooperative_load]
    const int first_cell = (int)get_local_id(1) * TILE_W + (int)get_local_id(0);
    for (int cell = first_cell; cell < TILE_CELLS; cell += TILE_W * TILE_H) {
        const int gx = clamp(tile_x + cell % TILE_PITCH, 0, width - 1);
        const int gy = clamp(tile_y + cell / TILE_PITCH, 0, height - 1);
        tile[cell] = in[(size_t)gy * width + gx];
    }
    // [cooperative_load]

    // No work-item may read the tile until every work-item has written its
    // cells. The barrier waits for the whole group and makes their local
    // writes visible. Every work-item of the group must reach it, so the
    // bounds check comes after it.
    // [barrier_then_bounds]
    barrier(CLK_LOCAL_MEM_FENCE);

    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x >= width || y >= height) return;
    // [barrier_then_bounds]

    // This work-item's pixel, one cell in from the tile's corner.
    const int here = ((int)get_local_id(1) + 1) * TILE_PITCH + (int)get_local_id(0) + 1;
    const uchar4 centre = tile[here];
    const short4 sharpened = (short)5 * convert_short4(centre)
                           - convert_short4(tile[here - TILE_PITCH]) - convert_short4(tile[here + TILE_PITCH])
                           - convert_short4(tile[here - 1]) - convert_short4(tile[here + 1]);

    uchar4 result = convert_uchar4_sat(sharpened);
    result.w = centre.w;
    out[(size_t)y * width + x] = result;
}
// [sharpen_tile]

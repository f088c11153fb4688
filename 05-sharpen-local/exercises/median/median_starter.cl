// Exercise 05-median: a 3x3 median filter of an RGBA picture from a tile in
// local memory with a one-pixel halo, each median selected with min and max
// alone. docs/exercises-05.md states the problem; lesson 05
// (docs/05-sharpen-local.md) has every idea it needs.
//
//   check your kernel:  ./build/default/check/check 05-median
//   stuck?              ./build/default/check/check 05-median --hint
//
// What the host does (run_median in exercise.cpp, beside it):
//   - it builds this file with -D TILE_W=.. -D TILE_H=.., the work-group
//     size it chose for this device (16 x 16, or smaller where the device
//     or this compiled kernel allows fewer work-items or less local memory),
//     and launches groups of exactly that size;
//   - one work-item per pixel, dimension 0 is x, dimension 1 is y; the
//     global size is rounded up to whole work-groups, so the last groups
//     stick out past the right and bottom edges;
//   - in    RGBA, 4 bytes per pixel, width x height, row-major, no padding:
//           in[i] is a whole pixel;
//   - out   the same layout, filled with 0xA5 bytes before the launch: every
//           byte of every pixel, alpha included, must be written;
//
// What each pixel must get: for R, G and B, the median of its 3x3
// neighbourhood in the same channel, the fifth of the nine values in
// increasing order. A neighbour outside the image is replaced by the
// nearest pixel on the edge (clamp-to-edge). Alpha is copied unchanged.
// Select it with min and max (no if, no sort with branches).
#ifndef TILE_W
#define TILE_W 16
#endif
#ifndef TILE_H
#define TILE_H 16
#endif

__kernel __attribute__((reqd_work_group_size(TILE_W, TILE_H, 1)))
void median_tile(__global const uchar4* in,
                 __global uchar4* out,
                 const int width,
                 const int height)
{
    // TODO: the tile in local memory: the group's TILE_W x TILE_H pixels and
    // the one-pixel halo around them, row by row.

    // TODO: load the tile together, each work-item one or more cells; a cell
    // outside the image takes the nearest edge pixel.

    // TODO: wait until the whole tile is written (every work-item must get
    // there).

    // TODO: skip the work-items past the image; the others take the median
    // of their nine cells with min and max (each works on the four lanes of
    // a uchar4 at once), put the centre's alpha back and write the pixel.
}

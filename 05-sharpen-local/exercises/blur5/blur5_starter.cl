// Exercise 05-blur5: a 5x5 binomial blur of an RGBA picture from a tile in
// local memory, whose halo is two pixels wide. docs/exercises-05.md states
// the problem; lesson 05 (docs/05-sharpen-local.md) has every idea it
// needs.
//
//   check your kernel:  ./build/default/check/check 05-blur5
//   stuck?              ./build/default/check/check 05-blur5 --hint
//
// What the host does (run_blur5 in exercise.cpp, beside it):
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
//           byte of every pixel, alpha included, must be written.
//
// What each pixel must get: for R, G and B, the sum of its 5x5
// neighbourhood in the same channel with the weights
//      1  4  6  4  1
//      4 16 24 16  4
//      6 24 36 24  6      (1 4 6 4 1 across times 1 4 6 4 1 down)
//      4 16 24 16  4
//      1  4  6  4  1
// divided by 256 and rounded half up, in integers: out = (sum + 128) >> 8.
// A neighbour outside the image is replaced by the nearest pixel on the
// edge (clamp-to-edge). Alpha is copied unchanged.
#ifndef TILE_W
#define TILE_W 16
#endif
#ifndef TILE_H
#define TILE_H 16
#endif

__kernel __attribute__((reqd_work_group_size(TILE_W, TILE_H, 1)))
void blur5_tile(__global const uchar4* in,
                __global uchar4* out,
                const int width,
                const int height)
{
    // TODO: the tile in local memory: the group's TILE_W x TILE_H pixels and
    // the halo its outer pixels' neighbourhoods reach, row by row.

    // TODO: load the tile together, each work-item one or more cells; a cell
    // outside the image takes the nearest edge pixel.

    // TODO: wait until the whole tile is written (every work-item must get
    // there).

    // TODO: skip the work-items past the image; the others sum their 25
    // cells (widened first), round, narrow, put the centre's alpha back and
    // write the pixel.
}

// Lesson 05, the exercise: write sharpen_tile, which first copies the pixels
// its work-group needs into a tile in local memory and then sharpens from
// there. docs/exercises.md explains the workflow; docs/05-sharpen-local.md is
// the lesson, and its "Exercise" section has the hints.
//
//   check your kernel:  ./build/default/check/check 05
//   stuck?              ./build/default/check/check 05 --hint
//
// The output is lesson 04's, bit for bit: for R, G and B,
//   out = clamp(5 c - up - down - left - right, 0, 255)
// with clamp-to-edge at the image border, alpha copied unchanged.
//
// What the host does (run_sharpen_local in sharpen_local.cpp):
//   - it builds this file with -D TILE_W=.. -D TILE_H=.., the work-group
//     size, and launches work-groups of exactly that size (the attribute
//     below makes any other size a launch error);
//   - one work-item per pixel, dimension 0 is x, dimension 1 is y; the
//     global size is rounded up to whole work-groups, so the last groups
//     stick out past the right and bottom edges;
//   - in and out: RGBA as uchar4, one per pixel, width x height, row-major;
//     out is filled with 0xA5 bytes before the launch: write every pixel.
//
// The tile: the group's TILE_W x TILE_H pixels and a one-pixel halo all
// around them (the neighbours of the group's outer pixels), row by row.
#define TILE_PITCH (TILE_W + 2)
#define TILE_CELLS (TILE_PITCH * (TILE_H + 2))

__kernel __attribute__((reqd_work_group_size(TILE_W, TILE_H, 1)))
void sharpen_tile(__global const uchar4* in,
                  __global uchar4* out,
                  const int width,
                  const int height)
{
    // TODO: the tile, TILE_CELLS pixels in local memory, shared by the group.

    // TODO: load the tile together. It has more cells than the group has
    // work-items, so each work-item loads one or more cells; a cell outside
    // the image takes the nearest edge pixel.

    // TODO: no work-item may read the tile before every cell is written.
    // Mind that every work-item of the group must get there.

    // TODO: skip the work-items past the image; the others sharpen their
    // pixel from the tile (widen to short4, one saturating narrow, keep
    // alpha) and write it.
}

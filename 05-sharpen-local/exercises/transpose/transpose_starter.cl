// Exercise 05-transpose: an RGBA picture mirrored in its main diagonal
// through a square tile in local memory, so that both the reads and the
// writes of global memory go a row at a time. docs/exercises-05.md states
// the problem; lesson 05 (docs/05-sharpen-local.md) has every idea it
// needs.
//
//   check your kernel:  ./build/default/check/check 05-transpose
//   stuck?              ./build/default/check/check 05-transpose --hint
//
// What the host does (run_transpose in exercise.cpp, beside it):
//   - it builds this file with -D TILE=.., the side of the square
//     work-group it chose for this device (16, or smaller where the device
//     or this compiled kernel allows fewer work-items or less local
//     memory), and launches groups of exactly TILE x TILE;
//   - one work-item per pixel of the INPUT, dimension 0 is x, dimension 1
//     is y; the global size is rounded up to whole work-groups, so the last
//     groups stick out past the right and bottom edges;
//   - in    RGBA, width x height pixels, row-major, no padding: in[i] is a
//           whole pixel;
//   - out   RGBA, height x width pixels: height pixels a row, width rows.
//           It is filled with 0xA5 bytes before the launch: every pixel
//           must be written.
//
// What each pixel must get: output pixel (x, y) is input pixel (y, x),
// all four bytes:
//   out[x * height + y] = in[y * width + x]     (x, y: the input's pixel)
// Both the reads of `in` and the writes of `out` must be coalesced:
// consecutive work-items on consecutive pixels of a row.
#ifndef TILE
#define TILE 16
#endif

__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void transpose_tile(__global const uchar4* in,
                    __global uchar4* out,
                    const int width,
                    const int height)
{
    // TODO: the tile in local memory, with a column to spare (why:
    // docs/exercises-05.md).

    // TODO: each work-item reads its pixel of the group's block of `in`,
    // if it lies in the picture, into the tile.

    // TODO: wait until the whole tile is written (every work-item must get
    // there).

    // TODO: each work-item writes one pixel of the block's place in `out`,
    // consecutive work-items along an output row, if it lies in the output.
}

// The 5x5 binomial blur of exercise 05-blur5 (docs/exercises-05.md): its CPU
// golden, the definition a kernel is checked against bit for bit
// (compare_pictures, common/tutorial/verify.hpp).
#pragma once

#include "common/tutorial/image_io.hpp"

namespace ocltut {

// For R, G and B of each pixel, the weighted sum of its 5x5 neighbourhood
// in the same channel, the weights the outer product of 1 4 6 4 1 with
// itself (row 1 4 6 4 1 times column 1 4 6 4 1, totalling 16 x 16 = 256):
//       1  4  6  4  1
//       4 16 24 16  4
//       6 24 36 24  6       sum = 0 .. 256 x 255 = 65280
//       4 16 24 16  4
//       1  4  6  4  1
// divided by 256, rounded half up, in integers:
//   out = (sum + 128) >> 8                    (0 .. 255, no clamp needed)
// A neighbour outside the image, up to two pixels out, is replaced by the
// nearest pixel on the edge (clamp-to-edge, as lessons 04 and 05). Alpha is
// copied unchanged. `rgba` must have four channels.
Image blur5_golden(const Image& rgba);

}  // namespace ocltut

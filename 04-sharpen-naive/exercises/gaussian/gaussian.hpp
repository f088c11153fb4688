// The 3x3 Gaussian blur of exercise 04-gaussian (docs/exercises-04.md): its CPU
// golden, the definition a kernel is checked against bit for bit
// (compare_pictures, common/tutorial/verify.hpp).
#pragma once

#include "common/tutorial/image_io.hpp"

namespace ocltut {

// For R, G and B of each pixel, the weighted sum of its 3x3 neighbourhood
// in the same channel,
//       1 2 1
//       2 4 2     sum = 0 .. 16 x 255 = 4080
//       1 2 1
// divided by 16, the weights' total, rounded half up, in integers:
//   out = (sum + 8) >> 4                      (0 .. 255, no clamp needed)
// A neighbour outside the image is replaced by the nearest pixel on the edge
// (clamp-to-edge, as lesson 04's sharpening). Alpha is copied unchanged: it
// says where the picture is opaque, which a blur of the colours must not
// move. `rgba` must have four channels.
Image gaussian_golden(const Image& rgba);

}  // namespace ocltut

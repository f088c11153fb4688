// The 3x3 box blur of exercise 02-box (docs/exercises-02.md): its CPU golden,
// the definition a kernel is checked against bit for bit (compare_pictures,
// common/tutorial/verify.hpp).
#pragma once

#include "common/tutorial/image_io.hpp"

namespace ocltut {

// Each interior pixel of the luminance `gray` (columns 1 .. width - 2, rows
// 1 .. height - 2) gets the mean of its 3x3 neighbourhood, all nine weights
// 1, rounded to the nearest, in integers:
//   sum = the nine values                     (0 .. 9 x 255 = 2295)
//   out = (sum + 4) / 9                       (0 .. 255, no clamp needed)
// Adding 4 before the division, which rounds down, rounds to the nearest;
// 9 being odd, no sum lies halfway between two results. A pixel of the
// border (first or last row or column) lacks a neighbour on one side and is
// copied from the input unchanged: the border is not blurred, and no
// neighbour outside the picture is ever read, as in lesson 02, where the
// border is 0. `gray` must have one channel.
Image box_blur_golden(const Image& gray);

}  // namespace ocltut

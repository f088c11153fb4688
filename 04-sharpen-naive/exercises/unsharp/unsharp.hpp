// The unsharp mask with a threshold of exercise 04-unsharp
// (docs/exercises-04.md): its CPU golden, the definition a kernel is checked
// against bit for bit (compare_pictures, common/tutorial/verify.hpp).
#pragma once

#include "common/tutorial/image_io.hpp"

namespace ocltut {

// Sharpening by the detail a blur takes away. For R, G and B of each pixel,
// with c its value and b the same channel of gaussian_golden(rgba) (the 3x3
// Gaussian blur, clamp-to-edge, rounded half up):
//   d   = c - b                                   (-255 .. 255)
//   out = clamp(c + 2 d, 0, 255)  where |d| > threshold
//   out = c                       where |d| <= threshold
// The threshold leaves alone what differs from its surroundings by a few
// levels only, the noise of a flat area, and sharpens the edges. Alpha is
// copied unchanged. `rgba` must have four channels.
Image unsharp_golden(const Image& rgba, int threshold);

}  // namespace ocltut

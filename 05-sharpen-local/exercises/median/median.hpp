// The 3x3 median filter of exercise 05-median (docs/exercises-05.md): its CPU
// golden, the definition a kernel is checked against bit for bit
// (compare_pictures, common/tutorial/verify.hpp).
#pragma once

#include "common/tutorial/image_io.hpp"

namespace ocltut {

// For R, G and B of each pixel, the median of its 3x3 neighbourhood in the
// same channel: the fifth of the nine values in increasing order, so that
// one or two outliers among them (a speck of noise) are never chosen. A
// neighbour outside the image is replaced by the nearest pixel on the edge
// (clamp-to-edge, as lessons 04 and 05). Alpha is copied unchanged. `rgba`
// must have four channels.
Image median_golden(const Image& rgba);

}  // namespace ocltut

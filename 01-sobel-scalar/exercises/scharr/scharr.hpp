// The CPU golden of exercise 01-scharr (docs/exercises-01.md): Scharr's
// gradients, kept as lesson 01 keeps Sobel's.
#pragma once

#include "reference/golden.hpp"

#include "common/tutorial/image_io.hpp"

namespace ocltut {

// dx = right column minus left column, dy = top row minus bottom row, as
// for Sobel, but each weighted 3 10 3. The weights of a side sum to 16, so
// both lie in [-4080, 4080]; they are stored >> 5 (arithmetic: it rounds
// down, -16 >> 5 == -1), which brings that range onto [-128, 127] exactly
// (4080 >> 5 == 127, -4080 >> 5 == -128). Lesson 01's border and types: the
// first and last row and column are 0 (an image narrower or shorter than 3
// is all 0), and dX and dY are signed bytes, one per pixel, row-major, in
// Sobel's SobelGradients, so verify_sobel (reference/verify.hpp) checks
// them. `gray` must have one channel.
SobelGradients scharr_golden(const Image& gray);

}  // namespace ocltut

// The CPU golden of exercise 06-wrap (docs/exercises-06.md): lesson 06's
// Sobel on a picture that wraps around at its edges, as an image sampler's
// CLK_ADDRESS_REPEAT reads it.
#pragma once

#include "reference/golden.hpp"

#include "common/tutorial/image_io.hpp"

namespace ocltut {

// Sobel's dx and dy (golden.hpp: right column minus left, top row minus
// bottom, weights 1 2 1), stored >> 3 as signed bytes, for every pixel, the
// border included. A neighbour outside the picture comes from the opposite
// edge: the pixel (x, y) of a width x height picture has the columns
// (x - 1 + width) % width and (x + 1) % width, and the rows likewise, as if
// the picture were tiled over the plane. A picture 1 pixel wide is its own
// left and right neighbour there, so its dx is 0 (and a picture 1 pixel
// high has dy 0). Computed as lesson 01's Sobel (sobel_golden) of the
// picture framed by one pixel from its opposite edges, the frame dropped.
// `gray` must have one channel.
SobelGradients sobel_wrap_golden(const Image& gray);

}  // namespace ocltut

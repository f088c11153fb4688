// The CPU golden of exercise 06-rotate (docs/exercises-06.md): an RGBA
// picture turned a quarter turn clockwise, and its check.
#pragma once

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/verify.hpp"

#include <string>

namespace ocltut {

// The picture turned 90 degrees clockwise: a width x height picture becomes
// height x width, its top row the right column, its left column the top
// row. The output pixel (X, Y) is the input pixel (Y, height - 1 - X),
// all four channels copied as they are. Any number of channels.
Image rotate_clockwise_golden(const Image& picture);

// The inverse: a quarter turn anticlockwise, so that
// rotate_anticlockwise(rotate_clockwise_golden(p)) is p again.
Image rotate_anticlockwise(const Image& picture);

// A rotated picture `got` against the rotation of `input`, every channel of
// every pixel. The two are compared turned back into the input's frame, so
// that a wrong pixel is reported, and drawn on a difference picture, at
// the input pixel that did not land where it should: (x, y) there is the
// output pixel (height - 1 - y, x).
Verification verify_rotation(const std::string& what, const Image& input, const Image& got);

}  // namespace ocltut

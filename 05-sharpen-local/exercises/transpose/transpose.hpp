// The transpose of exercise 05-transpose (docs/exercises-05.md): its CPU
// golden, the definition a kernel is checked against bit for bit, and that
// check.
#pragma once

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/verify.hpp"

#include <string>

namespace ocltut {

// The picture mirrored in its main diagonal: `image` is width x height, the
// result height x width (height pixels across, width rows down), and its
// pixel (x, y) is the input's pixel (y, x), every channel as it is:
//   out[x * height + y] = in[y * width + x]     (pixels, row-major)
// Row y of the input becomes column y of the result.
Image transpose_golden(const Image& image);

// A transposed picture against transpose_golden's, every byte, compared in
// the input's layout: both are transposed back first, so that a wrong pixel
// is named, and drawn on the checker's difference picture over the input,
// where it comes from, the input's pixel (x, y) that did not arrive at
// (y, x) in the output.
Verification verify_transpose(const std::string& what, const Image& expected, const Image& got);

}  // namespace ocltut

// The golden of exercise 06-wrap (sobel_wrap.hpp) on pixels computed by
// hand: a missing neighbour taken from the opposite edge.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "sobel_wrap.hpp"

#include <cstdint>
#include <vector>

using namespace ocltut;

TEST_CASE("sobel_wrap_golden takes a missing neighbour from the opposite edge")
{
    // One bright pixel, 81, in the top-left corner of a 3x3 picture. Column
    // 0 is the right neighbour of column 2, and row 0 the row below row 2.
    // Column 1: column 0 is its left one, dx = -(1 2 1 down column 0):
    // row 0 sees 81 twice (its own row) -> -162 >> 3 = -21, rows 1 and 2
    // see it once -> -81 >> 3 = -11 (the shift rounds down). Column 2: the
    // same, positive: 162 >> 3 = 20, 81 >> 3 = 10. Column 0: its
    // neighbours, columns 2 and 1, are dark.
    const Image gray = test::image_with_pixels(3, 3, 1, {81, 0, 0, 0, 0, 0, 0, 0, 0});
    const SobelGradients wrapped = sobel_wrap_golden(gray);
    CHECK(wrapped.dx == std::vector<std::int8_t>{0, -21, 20, 0, -11, 10, 0, -11, 10});
    // dy, top row minus bottom row: row 1 has row 0 above it, row 2 has it
    // below.
    CHECK(wrapped.dy == std::vector<std::int8_t>{0, 0, 0, 20, 10, 10, -21, -11, -11});
    // A single pixel is its own neighbour on every side, and a flat picture
    // has no gradient anywhere, its border included.
    CHECK(sobel_wrap_golden(test::image_with_pixels(1, 1, 1, {200})).dx == std::vector<std::int8_t>{0});
    const SobelGradients flat = sobel_wrap_golden(test::constant_image(4, 2, 1, 255));
    CHECK(flat.dx == std::vector<std::int8_t>(8, 0));
    CHECK(flat.dy == std::vector<std::int8_t>(8, 0));
}

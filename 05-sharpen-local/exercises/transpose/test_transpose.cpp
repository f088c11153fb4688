// The golden of exercise 05-transpose (transpose.hpp) on pixels computed
// by hand, and its check: the transpose's size and order.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "transpose.hpp"

using namespace ocltut;

TEST_CASE("transpose_golden makes a width x height picture height x width, row y becoming column y")
{
    // 3 wide, 2 tall, one channel: rows 1 2 3 and 4 5 6 become the
    // columns of a 2 wide, 3 tall picture.
    const Image wide = test::image_with_pixels(3, 2, 1, {1, 2, 3, 4, 5, 6});
    const Image tall = transpose_golden(wide);
    CHECK(tall.width == 2);
    CHECK(tall.height == 3);
    CHECK(tall.pixels == std::vector<std::uint8_t>{1, 4, 2, 5, 3, 6});
    // RGBA: whole pixels move, their bytes in order.
    const Image rgba = test::image_with_pixels(2, 1, 4, {1, 2, 3, 4, 5, 6, 7, 8});
    const Image column = transpose_golden(rgba);
    CHECK(column.width == 1);
    CHECK(column.height == 2);
    CHECK(column.pixels == rgba.pixels);
    // Twice is no change.
    CHECK(transpose_golden(tall).pixels == wide.pixels);
}

TEST_CASE("verify_transpose names a wrong pixel by where it lies in the input")
{
    // 3 wide, 2 tall: the input's pixel (2, 1), 6, belongs at (1, 2) of the
    // 2x3 transpose, the last byte.
    const Image expected = transpose_golden(test::image_with_pixels(3, 2, 1, {1, 2, 3, 4, 5, 6}));
    Image got = expected;
    got.pixels.back() = 0;
    const Verification v = verify_transpose("transpose", expected, got);
    CHECK(v.width == 3);
    CHECK(v.height == 2);
    REQUIRE(v.mismatches == 1);
    CHECK(v.first[0].x == 2);
    CHECK(v.first[0].y == 1);
    CHECK(v.first[0].got == 0);
    CHECK(v.first[0].expected == 6);
    CHECK(verify_transpose("transpose", expected, expected).passed());
}

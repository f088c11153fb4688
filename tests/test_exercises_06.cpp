// The goldens of lesson 06's exercises (reference/sobel_wrap,
// reference/rotation) on pixels computed by hand: the neighbours that come
// from the opposite edge, the arithmetic shift, the quarter turn and its
// check, which reports a wrong pixel where it came from.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "reference/rotation.hpp"
#include "reference/sobel_wrap.hpp"

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

TEST_CASE("rotate_clockwise_golden turns a picture a quarter turn, and rotate_anticlockwise back")
{
    // 1 2 3          4 1
    // 4 5 6   ->     5 2
    //                6 3
    const Image picture = test::image_with_pixels(3, 2, 1, {1, 2, 3, 4, 5, 6});
    const Image turned = rotate_clockwise_golden(picture);
    CHECK(turned.width == 2);
    CHECK(turned.height == 3);
    CHECK(turned.pixels == std::vector<std::uint8_t>{4, 1, 5, 2, 6, 3});
    CHECK(rotate_anticlockwise(turned).pixels == picture.pixels);
    // Each pixel's four channels travel together.
    const Image rgba = test::image_with_pixels(2, 1, 4, {1, 2, 3, 4, 5, 6, 7, 8});
    CHECK(rotate_clockwise_golden(rgba).pixels == std::vector<std::uint8_t>{1, 2, 3, 4, 5, 6, 7, 8});
}

TEST_CASE("verify_rotation reports a wrong pixel at the input pixel that did not land")
{
    const Image picture = test::image_with_pixels(3, 2, 1, {1, 2, 3, 4, 5, 6});
    Image turned = rotate_clockwise_golden(picture);
    CHECK(verify_rotation("rotated", picture, turned).passed());
    // The output pixel (1, 0) is the input's top-left pixel, (0, 0).
    turned.pixels[1] = 99;
    const Verification wrong = verify_rotation("rotated", picture, turned);
    CHECK(wrong.mismatches == 1);
    REQUIRE(wrong.first.size() == 1);
    CHECK(wrong.first[0].x == 0);
    CHECK(wrong.first[0].y == 0);
    CHECK(wrong.first[0].expected == 1);
    CHECK(wrong.first[0].got == 99);
    // The input's size where the output's belongs: every value wrong.
    CHECK(verify_rotation("rotated", picture, picture).mismatches == picture.pixels.size());
}

// The golden of exercise 06-rotate (rotation.hpp) on pixels computed by
// hand, and its check: a quarter turn each way, and the wrong pixel
// reported where it came from.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "rotation.hpp"

#include <cstdint>
#include <vector>

using namespace ocltut;

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

// The golden of exercise 02-box (box_blur.hpp) on pixels computed by
// hand: the rounding to the nearest, the border copied, and the narrow
// pictures.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "box_blur.hpp"

using namespace ocltut;

TEST_CASE("box_blur_golden rounds sum / 9 to the nearest and copies the border")
{
    // A 3x3 picture has one interior pixel, the centre: the rest is copied.
    // Sum 0 + 1 + ... + 8 = 36: 4 exactly.
    const Image counting = test::image_with_pixels(3, 3, 1, {0, 1, 2, 3, 4, 5, 6, 7, 8});
    CHECK(box_blur_golden(counting).pixels == std::vector<std::uint8_t>{0, 1, 2, 3, 4, 5, 6, 7, 8});
    // Sum 13: 1.44 -> 1. Sum 14: 1.56 -> 2 (sum / 9 would give 1).
    const Image thirteen = test::image_with_pixels(3, 3, 1, {1, 1, 1, 1, 5, 1, 1, 1, 1});
    CHECK(box_blur_golden(thirteen).pixels[4] == 1);
    const Image fourteen = test::image_with_pixels(3, 3, 1, {1, 1, 1, 1, 6, 1, 1, 1, 1});
    CHECK(box_blur_golden(fourteen).pixels[4] == 2);
    // The largest sum, 9 x 255 = 2295, stays 255.
    CHECK(box_blur_golden(test::constant_image(3, 3, 1, 255)).pixels[4] == 255);
    // Pictures one or two pixels wide or high are all border: copied.
    const Image narrow = test::image_with_pixels(2, 3, 1, {9, 200, 7, 0, 255, 3});
    CHECK(box_blur_golden(narrow).pixels == narrow.pixels);
    const Image flat = test::constant_image(20, 4, 1, 77);
    CHECK(box_blur_golden(flat).pixels == flat.pixels);
}

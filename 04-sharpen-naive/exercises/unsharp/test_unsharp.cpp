// The golden of exercise 04-unsharp (unsharp.hpp) on pixels computed by
// hand: the threshold's edge, the saturation, and alpha kept.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "unsharp.hpp"

using namespace ocltut;

namespace {

// A 3x1 picture. With one row, the rows above and below are the row itself
// (clamp-to-edge), so each column's weights add up to 1 + 2 + 1 = 4, 8, 4:
// sum = 4 left + 8 c + 4 right, and at the ends the missing neighbour is the
// end pixel itself.
Image row_of_three(const std::vector<std::uint8_t>& pixels)
{
    return test::image_with_pixels(3, 1, 4, pixels);
}

}  // namespace

TEST_CASE("unsharp_golden sharpens only a detail larger than the threshold, saturated, alpha kept")
{
    // Red: blurs 80, 120, 80, so d = -40, 80, -40: 40 - 80 -> 0, 200 + 160 -> 255.
    // Green: blurs 20, 24, 32, so d = 0, -4, 4: left alone at a threshold
    // of 4, sharpened at 3 (20 - 8 = 12, 36 + 8 = 44).
    const Image rgba = row_of_three({40, 20, 0, 1, 200, 20, 0, 2, 40, 36, 0, 3});
    const Image at_4 = unsharp_golden(rgba, 4);
    CHECK(test::channel_values(at_4, 0) == std::vector<std::uint8_t>{0, 255, 0});
    CHECK(test::channel_values(at_4, 1) == std::vector<std::uint8_t>{20, 20, 36});
    CHECK(test::channel_values(at_4, 2) == std::vector<std::uint8_t>{0, 0, 0});
    CHECK(test::channel_values(at_4, 3) == std::vector<std::uint8_t>{1, 2, 3});
    CHECK(test::channel_values(unsharp_golden(rgba, 3), 1) == std::vector<std::uint8_t>{20, 12, 44});
    // Nothing differs from its blur in a flat picture.
    const Image flat = test::constant_image(5, 4, 4, 77);
    CHECK(unsharp_golden(flat, 0).pixels == flat.pixels);
}

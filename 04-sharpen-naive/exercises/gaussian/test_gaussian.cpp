// The golden of exercise 04-gaussian (gaussian.hpp) on pixels computed by
// hand: the rounding half up, the clamp-to-edge border, and alpha kept.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "gaussian.hpp"

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

TEST_CASE("gaussian_golden rounds sum / 16 half up, clamps to the edge and keeps alpha")
{
    const Image blurred = gaussian_golden(row_of_three({0, 10, 255, 7, 0, 20, 255, 8, 2, 40, 255, 9}));
    // Red: 12*0 + 4*0 = 0; 4*0 + 8*0 + 4*2 = 8, 0.5 -> 1 (sum >> 4 would
    // give 0); 4*0 + 12*2 = 24, 1.5 -> 2.
    CHECK(test::channel_values(blurred, 0) == std::vector<std::uint8_t>{0, 1, 2});
    // Green: 12*10 + 4*20 = 200, 12.5 -> 13; 40 + 160 + 160 = 360, 22.5 -> 23;
    // 80 + 12*40 = 560, 35 exactly.
    CHECK(test::channel_values(blurred, 1) == std::vector<std::uint8_t>{13, 23, 35});
    // Blue: the largest sum, 16*255 = 4080, stays 255.
    CHECK(test::channel_values(blurred, 2) == std::vector<std::uint8_t>{255, 255, 255});
    CHECK(test::channel_values(blurred, 3) == std::vector<std::uint8_t>{7, 8, 9});
    // A flat picture stays flat, and a single pixel is its own neighbourhood.
    const Image flat = test::constant_image(5, 4, 4, 77);
    CHECK(gaussian_golden(flat).pixels == flat.pixels);
    const Image single = test::image_with_pixels(1, 1, 4, {7, 130, 255, 1});
    CHECK(gaussian_golden(single).pixels == single.pixels);
}

// The golden of exercise 05-blur5 (blur5.hpp) on pixels computed by hand:
// the 5x5 blur's rounding half up, its two-pixel clamp-to-edge border,
// alpha kept; a picture standing up blurred as it is lying down, through
// 05-transpose's golden.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "blur5.hpp"

#include "../transpose/transpose.hpp"

using namespace ocltut;

TEST_CASE("blur5_golden rounds sum / 256 half up, clamps two pixels out to the edge and keeps alpha")
{
    // A 5x1 picture. With one row, the rows above and below are the row
    // itself (clamp-to-edge), so each column's weights add up to 16 times
    // its 1 4 6 4 1: out = (16 s + 128) >> 8 = (s + 8) >> 4, with s the
    // row's 1 4 6 4 1 sum.
    const Image row =
        test::image_with_pixels(5, 1, 4, {0, 10, 255, 1, 0, 0, 255, 2, 2, 0, 255, 3, 0, 0, 255, 4, 0, 0, 255, 5});
    const Image blurred = blur5_golden(row);
    // Red, 2 in the middle: s = 2, 8, 12, 8, 2, so 0.125 -> 0, 0.5 -> 1
    // (s >> 4 would give 0), 0.75 -> 1.
    CHECK(test::channel_values(blurred, 0) == std::vector<std::uint8_t>{0, 1, 1, 1, 0});
    // Green, 10 at the left edge, which stands in for the two pixels past
    // it: s = (1 + 4 + 6) 10 = 110 -> 6.875 -> 7; (1 + 4) 10 = 50 -> 3;
    // 1 x 10 = 10 -> 0.625 -> 1; then nothing reaches.
    CHECK(test::channel_values(blurred, 1) == std::vector<std::uint8_t>{7, 3, 1, 0, 0});
    // Blue: the largest sum, 256 x 255 = 65280, stays 255.
    CHECK(test::channel_values(blurred, 2) == std::vector<std::uint8_t>{255, 255, 255, 255, 255});
    CHECK(test::channel_values(blurred, 3) == std::vector<std::uint8_t>{1, 2, 3, 4, 5});
    // The same picture standing up is blurred the same way down.
    CHECK(blur5_golden(transpose_golden(row)).pixels == transpose_golden(blurred).pixels);

    // A single 255 in a dark 9x9 picture spreads into the 5x5 weights times
    // 255 / 256, rounded: 36 in the centre (35.86), 1 in the corners (0.996).
    Image impulse = test::constant_image(9, 9, 4, 0);
    impulse.pixels[(4 * 9 + 4) * 4] = 255;
    const Image spread = blur5_golden(impulse);
    CHECK(spread.pixels[(4 * 9 + 4) * 4] == 36);
    CHECK(spread.pixels[(2 * 9 + 2) * 4] == 1);
    CHECK(spread.pixels[(4 * 9 + 2) * 4] == 6);  // 6 x 255 / 256 = 5.98
    CHECK(spread.pixels[(1 * 9 + 4) * 4] == 0);  // three rows away
    // A flat picture stays flat, and a single pixel is its own neighbourhood.
    const Image flat = test::constant_image(7, 6, 4, 77);
    CHECK(blur5_golden(flat).pixels == flat.pixels);
    const Image single = test::image_with_pixels(1, 1, 4, {7, 130, 255, 1});
    CHECK(blur5_golden(single).pixels == single.pixels);
}

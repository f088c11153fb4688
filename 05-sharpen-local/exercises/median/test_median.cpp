// The golden of exercise 05-median (median.hpp) on pixels worked out by
// hand: the fifth of nine values, the clamp-to-edge border that counts a
// corner pixel four times, alpha kept; specks of noise removed and a step
// kept sharp, which is why a median and not a blur; a row standing up
// filtered as it is lying down.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "median.hpp"

using namespace ocltut;

TEST_CASE("median_golden takes the fifth of nine values, clamps to the edge and keeps alpha")
{
    // A 3x3 picture, red 10 .. 90 row by row. The middle pixel sees all
    // nine: 50. The top-left corner sees 10 four times (itself, and the
    // three neighbours past the corner that clamp to it), 20 and 40 twice,
    // 50 once: 10 10 10 10 20 20 40 40 50, whose fifth is 20.
    std::vector<std::uint8_t> pixels;
    for (std::uint8_t red = 10; red <= 90; red += 10) pixels.insert(pixels.end(), {red, 0, 255, red});
    const Image steps = test::image_with_pixels(3, 3, 4, pixels);
    const Image filtered = median_golden(steps);
    CHECK(test::channel_values(filtered, 0) == std::vector<std::uint8_t>{20, 30, 30, 40, 50, 60, 70, 70, 80});
    CHECK(test::channel_values(filtered, 1) == std::vector<std::uint8_t>(9, 0));
    CHECK(test::channel_values(filtered, 2) == std::vector<std::uint8_t>(9, 255));
    CHECK(test::channel_values(filtered, 3) == test::channel_values(steps, 0));  // alpha, unfiltered

    // A single row: the rows above and below are the row itself, so each
    // pixel's nine values are its left neighbour, itself and its right
    // neighbour three times each, and the median is the middle of those
    // three (the ends' missing neighbour being the end itself).
    const Image row =
        test::image_with_pixels(5, 1, 4, {10, 1, 0, 7, 200, 2, 0, 7, 30, 3, 0, 7, 30, 4, 0, 7, 0, 5, 0, 7});
    CHECK(test::channel_values(median_golden(row), 0) == std::vector<std::uint8_t>{10, 30, 30, 30, 0});
    CHECK(test::channel_values(median_golden(row), 1) == std::vector<std::uint8_t>{1, 2, 3, 4, 5});
    // The same row standing up, a single column, is filtered the same way down.
    const Image column = test::image_with_pixels(1, 5, 4, row.pixels);
    CHECK(median_golden(column).pixels == median_golden(row).pixels);

    // A flat picture stays flat, and a single pixel is its own neighbourhood.
    const Image flat = test::constant_image(7, 6, 4, 77);
    CHECK(median_golden(flat).pixels == flat.pixels);
    const Image single = test::image_with_pixels(1, 1, 4, {7, 130, 255, 1});
    CHECK(median_golden(single).pixels == single.pixels);
}

TEST_CASE("median_golden removes specks of noise, even in a corner, and keeps a step sharp")
{
    // Salt and pepper on a flat gray: a white speck inside, a black one
    // beside it, and a white one in the corner, which the border counts
    // four times of nine, still one short of the median.
    Image noisy = test::constant_image(7, 6, 4, 77);
    const auto set_red = [&noisy](int x, int y, std::uint8_t value) { noisy.pixels[(y * 7 + x) * 4] = value; };
    set_red(3, 2, 255);
    set_red(4, 2, 0);
    set_red(0, 0, 255);
    CHECK(median_golden(noisy).pixels == test::constant_image(7, 6, 4, 77).pixels);

    // A step from 0 to 200 between columns 2 and 3: a blur would spread it
    // over several columns; the median, each pixel's majority, keeps it.
    Image step = test::constant_image(6, 4, 4, 0);
    for (int y = 0; y < 4; ++y)
        for (int x = 3; x < 6; ++x) step.pixels[(y * 6 + x) * 4] = 200;
    CHECK(median_golden(step).pixels == step.pixels);
}

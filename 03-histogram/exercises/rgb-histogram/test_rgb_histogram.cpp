// The golden of exercise 03-rgb-histogram (rgb_histogram.hpp) on a picture
// counted by hand: the three channels apart and alpha left out.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "rgb_histogram.hpp"

using namespace ocltut;

TEST_CASE("rgb_histogram_golden counts red, green and blue apart and leaves alpha out")
{
    const Image rgba = test::image_with_pixels(2, 1, 4, {10, 20, 30, 40, 10, 255, 0, 99});
    const RgbHistogram bins = rgb_histogram_golden(rgba);
    RgbHistogram expected{};
    expected[10] = 2;        // both reds are 10
    expected[256 + 20] = 1;  // the greens
    expected[256 + 255] = 1;
    expected[512 + 30] = 1;  // the blues
    expected[512 + 0] = 1;
    CHECK(bins == expected);  // 40 and 99, the alphas, are nowhere
}

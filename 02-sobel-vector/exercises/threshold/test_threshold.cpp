// The golden of exercise 02-threshold (threshold.hpp) on pixels computed
// by hand: the threshold's edge and the narrow pictures.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "threshold.hpp"

using namespace ocltut;

TEST_CASE("threshold_golden makes 255 of a value at least the threshold, 0 of one below")
{
    const Image gray = test::image_with_pixels(5, 1, 1, {0, 127, 128, 129, 255});
    CHECK(threshold_golden(gray, 128).pixels == std::vector<std::uint8_t>{0, 0, 255, 255, 255});
    // The ends of the range: 0 keeps nothing black, 255 only 255 white.
    CHECK(threshold_golden(gray, 0).pixels == std::vector<std::uint8_t>{255, 255, 255, 255, 255});
    CHECK(threshold_golden(gray, 255).pixels == std::vector<std::uint8_t>{0, 0, 0, 0, 255});
}

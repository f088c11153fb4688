// The golden of exercise 03-equalise (equalise.hpp) on histograms and
// pictures counted by hand: the cumulative histogram's rounding half up,
// the values below the smallest present, a picture of one value, and a
// product past 32 bits.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "equalise.hpp"

using namespace ocltut;

TEST_CASE("equalise_lut_golden spreads the cumulative histogram over 0 .. 255, rounded half up")
{
    // 2 pixels of 10, 3 of 20, 5 of 200: cdf 2, 5, 10; cdf_min = 2, d = 8.
    Histogram bins{};
    bins[10] = 2;
    bins[20] = 3;
    bins[200] = 5;
    const LookupTable lut = equalise_lut_golden(bins);
    CHECK(lut[0] == 0);    // below the smallest value present
    CHECK(lut[10] == 0);   // the smallest value present
    CHECK(lut[15] == 0);   // cdf 2 still
    CHECK(lut[20] == 96);  // 3 x 255 / 8 = 95.625
    CHECK(lut[199] == 96);
    CHECK(lut[200] == 255);  // cdf = N
    CHECK(lut[255] == 255);

    // One pixel each of 0, 50 and 100: d = 2, and 255 / 2 = 127.5 rounds up.
    Histogram thirds{};
    thirds[0] = thirds[50] = thirds[100] = 1;
    const LookupTable half = equalise_lut_golden(thirds);
    CHECK(half[50] == 128);
    CHECK(half[100] == 255);
}

TEST_CASE("equalise_lut_golden leaves a picture of one value as it is, and multiplies in 64 bits")
{
    Histogram one_value{};
    one_value[200] = 61 * 47;
    const LookupTable identity = equalise_lut_golden(one_value);
    for (int v = 0; v < 256; ++v) CHECK(identity[v] == v);

    // N = 2^32 - 1 pixels: 1 of 0, 2^31 of 1, 2^31 - 2 of 2. 2^31 x 255 wraps
    // in 32 bits (to 2^31, giving 1); in 64 it is 127.50000006 x d: 128.
    Histogram huge{};
    huge[0] = 1;
    huge[1] = 2147483648u;
    huge[2] = 2147483646u;
    CHECK(equalise_lut_golden(huge)[1] == 128);
}

TEST_CASE("equalise_golden replaces each pixel by its value's entry")
{
    const Image gray = test::image_with_pixels(3, 2, 1, {10, 20, 200, 200, 20, 10});
    // 2 of 10, 2 of 20, 2 of 200: cdf 2, 4, 6; d = 4: 20 -> 2 x 255 / 4 = 127.5 -> 128.
    CHECK(equalise_golden(gray).pixels == std::vector<std::uint8_t>{0, 128, 255, 255, 128, 0});
    const Image flat = test::constant_image(5, 4, 1, 77);
    CHECK(equalise_golden(flat).pixels == flat.pixels);
}

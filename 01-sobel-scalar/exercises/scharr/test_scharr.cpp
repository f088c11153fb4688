// The CPU golden of exercise 01-scharr (scharr.hpp) on hand-computed
// pictures and values: it is the exercise's definition, so its rules are
// pinned down here, the rounding and every boundary.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "scharr.hpp"

using namespace ocltut;
using test::image_with_pixels;

TEST_CASE("golden Scharr on a hand-computed 3x3 ramp, and its border")
{
    //  10 20 30
    //  40 50 60
    //  70 80 90
    const SobelGradients g = scharr_golden(image_with_pixels(3, 3, 1, {10, 20, 30, 40, 50, 60, 70, 80, 90}));
    // dx = 3 (30 - 10) + 10 (60 - 40) + 3 (90 - 70) = 320,      320 >> 5 = 10
    // dy = 3 (10 - 70) + 10 (20 - 80) + 3 (30 - 90) = -960,    -960 >> 5 = -30
    CHECK(g.dx[4] == 10);
    CHECK(g.dy[4] == -30);
    for (int i : {0, 1, 2, 3, 5, 6, 7, 8}) {
        CAPTURE(i);
        CHECK(g.dx[i] == 0);
        CHECK(g.dy[i] == 0);
    }
}

TEST_CASE("golden Scharr: >> 5 fills the signed byte, and rounds down")
{
    CHECK(scharr_golden(image_with_pixels(3, 3, 1, {0, 9, 255, 0, 9, 255, 0, 9, 255})).dx[4] == 127);   // 4080 >> 5
    CHECK(scharr_golden(image_with_pixels(3, 3, 1, {255, 9, 0, 255, 9, 0, 255, 9, 0})).dx[4] == -128);  // -4080 >> 5
    CHECK(scharr_golden(image_with_pixels(3, 3, 1, {255, 255, 255, 7, 7, 7, 0, 0, 0})).dy[4] == 127);
    // A left column one brighter: dx = -16, and -16 >> 5 is -1 where -16 / 32 is 0.
    CHECK(scharr_golden(image_with_pixels(3, 3, 1, {1, 0, 0, 1, 0, 0, 1, 0, 0})).dx[4] == -1);
    // A pair, not a structured binding: CAPTURE's lambda may capture a
    // structured binding only from C++20 (Clang refuses it in C++17).
    for (const std::pair<int, int>& size : {std::pair{1, 1}, std::pair{2, 5}, std::pair{5, 2}}) {
        const int w = size.first;
        const int h = size.second;
        CAPTURE(w);
        CAPTURE(h);
        const SobelGradients small = scharr_golden(test::random_image(w, h, 1));
        CHECK(small.dx == std::vector<std::int8_t>(static_cast<std::size_t>(w) * h, 0));
        CHECK(small.dy == std::vector<std::int8_t>(static_cast<std::size_t>(w) * h, 0));
    }
}

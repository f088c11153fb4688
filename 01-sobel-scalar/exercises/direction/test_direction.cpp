// The CPU golden of exercise 01-direction (gradient_direction.hpp) on
// hand-computed pictures and values: it is the exercise's definition, so
// its rules are pinned down here, the rounding and every boundary.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "gradient_direction.hpp"

using namespace ocltut;
using test::image_with_pixels;

TEST_CASE("the magnitude is |dx| + |dy|, saturated to 255")
{
    CHECK(saturated_magnitude(0, 0) == 0);
    CHECK(saturated_magnitude(100, -50) == 150);
    CHECK(saturated_magnitude(-200, 55) == 255);
    CHECK(saturated_magnitude(-1020, 1020) == 255);
}

TEST_CASE("the direction: the four sectors, their boundaries and the flat pixel")
{
    CHECK(quantised_direction(0, 0) == 0);  // flat
    CHECK(quantised_direction(5, 0) == 0);
    CHECK(quantised_direction(-29, 12) == 0);    // 29 |dy| == 12 |dx|: the boundary goes to the axis
    CHECK(quantised_direction(29, 13) == 45);    // just past it
    CHECK(quantised_direction(-29, -13) == 45);  // down and left: the same line
    CHECK(quantised_direction(29, -13) == 135);
    CHECK(quantised_direction(0, -5) == 90);
    CHECK(quantised_direction(12, -29) == 90);  // the other boundary
    CHECK(quantised_direction(13, 29) == 45);
    CHECK(quantised_direction(-13, 29) == 135);
    CHECK(quantised_direction(1020, 1020) == 45);
    CHECK(quantised_direction(-1020, 1020) == 135);
}

TEST_CASE("golden direction on a hand-computed 3x3 ramp, and its border")
{
    //  10 20 30
    //  40 50 60
    //  70 80 90
    const GradientDirections g =
        gradient_direction_golden(image_with_pixels(3, 3, 1, {10, 20, 30, 40, 50, 60, 70, 80, 90}));
    // Sobel's dx = 80 and dy = -240: |dx| + |dy| = 320, saturated to 255;
    // 29 * 80 <= 12 * 240, within 22.5 degrees of the y axis: 90.
    CHECK(g.magnitude[4] == 255);
    CHECK(g.direction[4] == 90);
    for (int i : {0, 1, 2, 3, 5, 6, 7, 8}) {
        CAPTURE(i);
        CHECK(g.magnitude[i] == 0);
        CHECK(g.direction[i] == 0);
    }
    // Brighter down and to the right: dx = 8, dy = -8 (the top row minus the
    // bottom one), a gradient along the line of 135 degrees.
    const GradientDirections corner =
        gradient_direction_golden(image_with_pixels(3, 3, 1, {0, 1, 2, 1, 2, 3, 2, 3, 4}));
    CHECK(corner.magnitude[4] == 16);
    CHECK(corner.direction[4] == 135);
}

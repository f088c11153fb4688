// The CPU golden of exercise 01-direction (docs/exercises-01.md), the first
// step of Canny's edge detector: each pixel's gradient magnitude, and the
// gradient's direction rounded to one of four. Both are defined in integers
// only, so that every device can match them bit for bit.
//
// Both come from lesson 01's Sobel sums, not shifted: dx = right column
// minus left column, dy = top row minus bottom row, each weighted 1 2 1 over
// the pixel's 3x3 neighbourhood, each in [-1020, 1020]. dy grows upwards,
// so the angles turn as in a maths book: counter-clockwise from the x axis.
#pragma once

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/verify.hpp"

#include <cstdint>
#include <vector>

namespace ocltut {

// |dx| + |dy|, saturated to 255: the L1 norm needs no square root, so there
// is no rounding for two devices to disagree on.
std::uint8_t saturated_magnitude(int dx, int dy);

// The gradient's direction along its line (it and its opposite are one
// direction: angles modulo 180 degrees), rounded to the nearest of 0, 45,
// 90 and 135 degrees by integer comparisons, tan(22.5 degrees) = 0.41421
// taken as 12/29 = 0.41379:
//   0    when 29 |dy| <= 12 |dx|       within 22.5 degrees of the x axis;
//                                      so is the flat pixel, dx = dy = 0
//   90   else when 29 |dx| <= 12 |dy|  within 22.5 degrees of the y axis
//   45   else when dx and dy have one sign: up and right, or down and left
//   135  else: up and left, or down and right
// A pixel on a boundary (|dx| = 29 k and |dy| = 12 k, or the other way
// round) goes to the axis: the tests are <=, not <.
std::uint8_t quantised_direction(int dx, int dy);

// What the exercise writes: one byte per pixel each, row-major.
struct GradientDirections {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> magnitude;  // saturated_magnitude
    std::vector<std::uint8_t> direction;  // quantised_direction: 0, 45, 90 or 135
};

// Every pixel's magnitude and direction. Lesson 01's border: the first and
// last row and column, where the 3x3 neighbourhood is cut off, get what a
// flat pixel gets, magnitude 0 and direction 0; an image narrower or
// shorter than 3 is all border. `gray` must have one channel.
GradientDirections gradient_direction_golden(const Image& gray);

// What the device wrote for the magnitude and the direction against the
// golden's, bit for bit.
std::vector<Verification> verify_gradient_directions(const GradientDirections& expected, const GradientDirections& got);

}  // namespace ocltut

#include "gradient_direction.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <stdexcept>

namespace ocltut {

std::uint8_t saturated_magnitude(int dx, int dy)
{
    return static_cast<std::uint8_t>(std::min(std::abs(dx) + std::abs(dy), 255));
}

std::uint8_t quantised_direction(int dx, int dy)
{
    const int ax = std::abs(dx);
    const int ay = std::abs(dy);
    if (29 * ay <= 12 * ax) return 0;
    if (29 * ax <= 12 * ay) return 90;
    return (dx > 0) == (dy > 0) ? 45 : 135;
}

GradientDirections gradient_direction_golden(const Image& gray)
{
    if (gray.channels != 1) throw std::invalid_argument("gradient_direction_golden needs a one-channel image");
    const int w = gray.width;
    const int h = gray.height;
    GradientDirections out{w, h, std::vector<std::uint8_t>(gray.pixel_count(), 0),
                           std::vector<std::uint8_t>(gray.pixel_count(), 0)};
    const auto p = [&](int x, int y) { return static_cast<int>(gray.pixels[static_cast<std::size_t>(y) * w + x]); };

    // Only the interior is computed; the border stays 0, 0.
    for (int y = 1; y < h - 1; ++y) {
        for (int x = 1; x < w - 1; ++x) {
            const int dx = (p(x + 1, y - 1) + 2 * p(x + 1, y) + p(x + 1, y + 1)) -
                           (p(x - 1, y - 1) + 2 * p(x - 1, y) + p(x - 1, y + 1));
            const int dy = (p(x - 1, y - 1) + 2 * p(x, y - 1) + p(x + 1, y - 1)) -
                           (p(x - 1, y + 1) + 2 * p(x, y + 1) + p(x + 1, y + 1));
            const std::size_t i = static_cast<std::size_t>(y) * w + x;
            out.magnitude[i] = saturated_magnitude(dx, dy);
            out.direction[i] = quantised_direction(dx, dy);
        }
    }
    return out;
}

std::vector<Verification> verify_gradient_directions(const GradientDirections& expected, const GradientDirections& got)
{
    return {compare_exact("magnitude", expected.magnitude, got.magnitude, expected.width),
            compare_exact("direction", expected.direction, got.direction, expected.width)};
}

}  // namespace ocltut

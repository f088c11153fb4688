#include "scharr.hpp"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace ocltut {

SobelGradients scharr_golden(const Image& gray)
{
    if (gray.channels != 1) throw std::invalid_argument("scharr_golden needs a one-channel image");
    const int w = gray.width;
    const int h = gray.height;
    SobelGradients out{w, h, std::vector<std::int8_t>(gray.pixel_count(), 0),
                       std::vector<std::int8_t>(gray.pixel_count(), 0)};
    const auto p = [&](int x, int y) { return static_cast<int>(gray.pixels[static_cast<std::size_t>(y) * w + x]); };

    // Only the interior is computed; the border stays 0.
    for (int y = 1; y < h - 1; ++y) {
        for (int x = 1; x < w - 1; ++x) {
            const int dx = 3 * (p(x + 1, y - 1) - p(x - 1, y - 1)) + 10 * (p(x + 1, y) - p(x - 1, y)) +
                           3 * (p(x + 1, y + 1) - p(x - 1, y + 1));
            const int dy = 3 * (p(x - 1, y - 1) - p(x - 1, y + 1)) + 10 * (p(x, y - 1) - p(x, y + 1)) +
                           3 * (p(x + 1, y - 1) - p(x + 1, y + 1));
            const std::size_t i = static_cast<std::size_t>(y) * w + x;
            out.dx[i] = static_cast<std::int8_t>(dx >> 5);
            out.dy[i] = static_cast<std::int8_t>(dy >> 5);
        }
    }
    return out;
}

}  // namespace ocltut

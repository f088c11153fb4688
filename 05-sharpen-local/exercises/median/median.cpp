#include "median.hpp"

#include "reference/golden.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace ocltut {

namespace {

// The median of channel `c` around (x, y), by its definition: the nine
// values in increasing order, the fifth. A plain sort, not the kernel's
// network, so that the two are written differently.
std::uint8_t median_of_neighbourhood(const Image& rgba, int x, int y, int c)
{
    std::array<int, 9> values{};
    std::size_t n = 0;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) values[n++] = replicated_value(rgba, x + dx, y + dy, c);
    std::sort(values.begin(), values.end());
    return static_cast<std::uint8_t>(values[4]);
}

}  // namespace

Image median_golden(const Image& rgba)
{
    if (rgba.channels != 4) throw std::invalid_argument("median_golden needs a four-channel image");
    Image out = make_image(rgba.width, rgba.height, 4);
    for (int y = 0; y < rgba.height; ++y) {
        for (int x = 0; x < rgba.width; ++x) {
            const std::size_t i = (static_cast<std::size_t>(y) * rgba.width + x) * 4;
            for (int c = 0; c < 3; ++c) out.pixels[i + c] = median_of_neighbourhood(rgba, x, y, c);
            out.pixels[i + 3] = rgba.pixels[i + 3];
        }
    }
    return out;
}

}  // namespace ocltut

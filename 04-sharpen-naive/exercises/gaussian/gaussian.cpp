#include "gaussian.hpp"

#include "reference/golden.hpp"

#include <stdexcept>

namespace ocltut {

Image gaussian_golden(const Image& rgba)
{
    if (rgba.channels != 4) throw std::invalid_argument("gaussian_golden needs a four-channel image");
    Image out = make_image(rgba.width, rgba.height, 4);
    const int weight[3][3] = {{1, 2, 1}, {2, 4, 2}, {1, 2, 1}};

    for (int y = 0; y < rgba.height; ++y) {
        for (int x = 0; x < rgba.width; ++x) {
            const std::size_t i = (static_cast<std::size_t>(y) * rgba.width + x) * 4;
            for (int c = 0; c < 3; ++c) {
                // A neighbour outside the image is the nearest edge pixel.
                int sum = 0;
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx)
                        sum += weight[dy + 1][dx + 1] * replicated_value(rgba, x + dx, y + dy, c);
                // sum / 16 rounded half up: adding half of 16 first turns
                // the shift's rounding down into rounding to the nearest.
                out.pixels[i + c] = static_cast<std::uint8_t>((sum + 8) >> 4);
            }
            out.pixels[i + 3] = rgba.pixels[i + 3];
        }
    }
    return out;
}

}  // namespace ocltut

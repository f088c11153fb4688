#include "blur5.hpp"

#include "reference/golden.hpp"

#include <stdexcept>

namespace ocltut {

Image blur5_golden(const Image& rgba)
{
    if (rgba.channels != 4) throw std::invalid_argument("blur5_golden needs a four-channel image");
    Image out = make_image(rgba.width, rgba.height, 4);
    // Row 4 of Pascal's triangle; the 5x5 weight at (dx, dy) is the product
    // of the column's and the row's.
    const int binomial[5] = {1, 4, 6, 4, 1};

    for (int y = 0; y < rgba.height; ++y) {
        for (int x = 0; x < rgba.width; ++x) {
            const std::size_t i = (static_cast<std::size_t>(y) * rgba.width + x) * 4;
            for (int c = 0; c < 3; ++c) {
                // A neighbour outside the image is the nearest edge pixel.
                int sum = 0;
                for (int dy = -2; dy <= 2; ++dy)
                    for (int dx = -2; dx <= 2; ++dx)
                        sum += binomial[dy + 2] * binomial[dx + 2] * replicated_value(rgba, x + dx, y + dy, c);
                // sum / 256 rounded half up: adding half of 256 first turns
                // the shift's rounding down into rounding to the nearest.
                out.pixels[i + c] = static_cast<std::uint8_t>((sum + 128) >> 8);
            }
            out.pixels[i + 3] = rgba.pixels[i + 3];
        }
    }
    return out;
}

}  // namespace ocltut

#include "unsharp.hpp"

#include "../gaussian/gaussian.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace ocltut {

Image unsharp_golden(const Image& rgba, int threshold)
{
    if (rgba.channels != 4) throw std::invalid_argument("unsharp_golden needs a four-channel image");
    const Image blurred = gaussian_golden(rgba);
    Image out = rgba;  // alpha, and every value the threshold leaves alone
    for (std::size_t i = 0; i < rgba.pixels.size(); i += 4) {
        for (std::size_t c = 0; c < 3; ++c) {
            const int value = rgba.pixels[i + c];
            const int detail = value - blurred.pixels[i + c];
            if (std::abs(detail) > threshold)
                out.pixels[i + c] = static_cast<std::uint8_t>(std::clamp(value + 2 * detail, 0, 255));
        }
    }
    return out;
}

}  // namespace ocltut

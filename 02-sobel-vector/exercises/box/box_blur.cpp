#include "box_blur.hpp"

#include <stdexcept>

namespace ocltut {

namespace {

bool on_border(const Image& gray, int x, int y)
{
    return x == 0 || y == 0 || x == gray.width - 1 || y == gray.height - 1;
}

}  // namespace

Image box_blur_golden(const Image& gray)
{
    if (gray.channels != 1) throw std::invalid_argument("box_blur_golden needs a one-channel image");
    Image out = gray;  // the border keeps the input's values
    const auto at = [&gray](int x, int y) {
        return static_cast<int>(gray.pixels[static_cast<std::size_t>(y) * gray.width + x]);
    };

    for (int y = 0; y < gray.height; ++y) {
        for (int x = 0; x < gray.width; ++x) {
            if (on_border(gray, x, y)) continue;
            int sum = 0;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) sum += at(x + dx, y + dy);
            // sum / 9 to the nearest: the division rounds down, so half of
            // 9, rounded down to 4, is added first (9 is odd: no ties).
            out.pixels[static_cast<std::size_t>(y) * gray.width + x] = static_cast<std::uint8_t>((sum + 4) / 9);
        }
    }
    return out;
}

}  // namespace ocltut

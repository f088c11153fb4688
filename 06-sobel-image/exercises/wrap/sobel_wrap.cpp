#include "sobel_wrap.hpp"

#include <cstddef>
#include <stdexcept>

namespace ocltut {

SobelGradients sobel_wrap_golden(const Image& gray)
{
    if (gray.channels != 1) throw std::invalid_argument("sobel_wrap_golden needs a one-channel image");
    const int w = gray.width;
    const int h = gray.height;

    // The picture in a frame one pixel wide taken from its opposite edges:
    // the frame's row -1 is row h - 1, its column w is column 0. x and y are
    // at most one step outside the picture, so adding the size once makes
    // them positive before the %.
    const int framed_width = w + 2;
    Image framed = make_image(framed_width, h + 2, 1);
    for (int y = -1; y <= h; ++y)
        for (int x = -1; x <= w; ++x)
            framed.pixels[static_cast<std::size_t>(y + 1) * framed_width + (x + 1)] =
                gray.pixels[static_cast<std::size_t>((y + h) % h) * w + (x + w) % w];

    // Every pixel of the picture has its full 3x3 neighbourhood in the
    // framed one, where lesson 01's Sobel computes it; the frame's own
    // outputs are dropped.
    const SobelGradients all = sobel_golden(framed, SobelBorder::zero);
    SobelGradients out{w, h, {}, {}};
    for (int y = 0; y < h; ++y) {
        const std::size_t row = static_cast<std::size_t>(y + 1) * framed_width + 1;
        out.dx.insert(out.dx.end(), all.dx.begin() + static_cast<std::ptrdiff_t>(row),
                      all.dx.begin() + static_cast<std::ptrdiff_t>(row) + w);
        out.dy.insert(out.dy.end(), all.dy.begin() + static_cast<std::ptrdiff_t>(row),
                      all.dy.begin() + static_cast<std::ptrdiff_t>(row) + w);
    }
    return out;
}

}  // namespace ocltut

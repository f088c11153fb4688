#include "golden.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <stdexcept>

namespace ocltut {

int replicated_value(const Image& image, int x, int y, int c)
{
    const std::size_t pixel =
        static_cast<std::size_t>(std::clamp(y, 0, image.height - 1)) * image.width + std::clamp(x, 0, image.width - 1);
    return image.pixels[pixel * image.channels + c];
}

SobelGradients sobel_golden(const Image& gray, SobelBorder border)
{
    if (gray.channels != 1) throw std::invalid_argument("sobel_golden needs a one-channel image");
    const int w = gray.width;
    const int h = gray.height;
    SobelGradients out{w, h, std::vector<std::int8_t>(gray.pixel_count(), 0),
                       std::vector<std::int8_t>(gray.pixel_count(), 0)};
    // Coordinates outside the image move to the nearest edge; only the
    // replicate mode ever asks for one.
    const auto p = [&](int x, int y) { return replicated_value(gray, x, y); };
    // With zero borders only the interior is computed; the rest stays 0.
    const int first = border == SobelBorder::zero ? 1 : 0;

    for (int y = first; y < h - first; ++y) {
        for (int x = first; x < w - first; ++x) {
            const int dx = (p(x + 1, y - 1) + 2 * p(x + 1, y) + p(x + 1, y + 1)) -
                           (p(x - 1, y - 1) + 2 * p(x - 1, y) + p(x - 1, y + 1));
            const int dy = (p(x - 1, y - 1) + 2 * p(x, y - 1) + p(x + 1, y - 1)) -
                           (p(x - 1, y + 1) + 2 * p(x, y + 1) + p(x + 1, y + 1));
            const std::size_t i = static_cast<std::size_t>(y) * w + x;
            // >> of a negative int is arithmetic on every compiler we build
            // with (and guaranteed from C++20): -1020 >> 3 == -128.
            out.dx[i] = static_cast<std::int8_t>(dx >> 3);
            out.dy[i] = static_cast<std::int8_t>(dy >> 3);
        }
    }
    return out;
}

std::uint8_t sobel_magnitude(std::int8_t dx, std::int8_t dy)
{
    const int square = dx * dx + dy * dy;  // at most 2 * 128^2 = 32768
    int root = static_cast<int>(std::sqrt(static_cast<double>(square)));
    // Correct any rounding of the floating-point root, so the result is the
    // exact integer floor.
    while (root * root > square) --root;
    while ((root + 1) * (root + 1) <= square) ++root;
    return static_cast<std::uint8_t>(root);
}

SobelPictures sobel_pictures(const SobelGradients& gradients)
{
    SobelPictures pictures{make_image(gradients.width, gradients.height, 1),
                           make_image(gradients.width, gradients.height, 1),
                           make_image(gradients.width, gradients.height, 1)};
    for (std::size_t i = 0; i < gradients.dx.size(); ++i) {
        pictures.abs_dx.pixels[i] = static_cast<std::uint8_t>(std::abs(gradients.dx[i]));
        pictures.abs_dy.pixels[i] = static_cast<std::uint8_t>(std::abs(gradients.dy[i]));
        pictures.magnitude.pixels[i] = sobel_magnitude(gradients.dx[i], gradients.dy[i]);
    }
    return pictures;
}

Histogram histogram_golden(const Image& gray)
{
    if (gray.channels != 1) throw std::invalid_argument("histogram_golden needs a one-channel image");
    // [histogram_golden]
    Histogram bins{};
    for (const std::uint8_t value : gray.pixels) ++bins[value];
    // [histogram_golden]
    return bins;
}

Image sharpen_golden(const Image& rgba)
{
    if (rgba.channels != 4) throw std::invalid_argument("sharpen_golden needs a four-channel image");
    const int w = rgba.width;
    const int h = rgba.height;
    Image out = make_image(w, h, 4);
    // Replicate border: coordinates outside the image move to the nearest edge.
    const auto p = [&](int x, int y, int c) { return replicated_value(rgba, x, y, c); };

    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const std::size_t i = (static_cast<std::size_t>(y) * w + x) * 4;
            for (int c = 0; c < 3; ++c) {
                const int sharpened =
                    5 * p(x, y, c) - p(x, y - 1, c) - p(x, y + 1, c) - p(x - 1, y, c) - p(x + 1, y, c);
                out.pixels[i + c] = static_cast<std::uint8_t>(std::clamp(sharpened, 0, 255));
            }
            out.pixels[i + 3] = rgba.pixels[i + 3];
        }
    }
    return out;
}

}  // namespace ocltut

#include "threshold.hpp"

#include <stdexcept>

namespace ocltut {

Image threshold_golden(const Image& gray, int threshold)
{
    if (gray.channels != 1) throw std::invalid_argument("threshold_golden needs a one-channel image");
    if (threshold < 0 || threshold > 255) throw std::invalid_argument("threshold_golden needs a threshold in 0 .. 255");
    Image out = make_image(gray.width, gray.height, 1);
    for (std::size_t i = 0; i < gray.pixels.size(); ++i) out.pixels[i] = gray.pixels[i] >= threshold ? 255 : 0;
    return out;
}

Verification verify_threshold(const std::string& what, const Image& expected, const Image& got)
{
    return as_point_operation(compare_exact(what, expected.pixels, got.pixels, expected.width));
}

}  // namespace ocltut

#include "rgb_histogram.hpp"

#include "reference/verify.hpp"

#include <stdexcept>

namespace ocltut {

RgbHistogram rgb_histogram_golden(const Image& rgba)
{
    if (rgba.channels != 4) throw std::invalid_argument("rgb_histogram_golden needs a four-channel image");
    RgbHistogram bins{};
    for (std::size_t i = 0; i < rgba.pixels.size(); i += 4)
        for (std::size_t channel = 0; channel < 3; ++channel)  // R, G, B; alpha (i + 3) is not counted
            ++bins[channel * 256 + rgba.pixels[i + channel]];
    return bins;
}

Verification verify_rgb_histogram(const std::string& what, const RgbHistogram& expected, const RgbHistogram& got)
{
    return verify_table(what, expected, got);
}

}  // namespace ocltut

#include "equalise.hpp"

#include "reference/verify.hpp"

#include <algorithm>
#include <stdexcept>

namespace ocltut {

LookupTable equalise_lut_golden(const Histogram& bins)
{
    std::array<std::uint64_t, 256> cdf{};
    std::uint64_t running = 0;
    for (int v = 0; v < 256; ++v) {
        running += bins[v];
        cdf[v] = running;
    }
    const std::uint64_t pixels = cdf[255];
    if (pixels == 0) throw std::invalid_argument("equalise_lut_golden needs a histogram with pixels");

    std::uint64_t cdf_min = 0;
    for (int v = 0; v < 256 && cdf_min == 0; ++v) cdf_min = cdf[v];

    LookupTable lut{};
    const std::uint64_t spread = pixels - cdf_min;  // 0: a picture of one value
    for (int v = 0; v < 256; ++v) {
        if (spread == 0) {
            lut[v] = static_cast<std::uint8_t>(v);
            continue;
        }
        const std::uint64_t above = std::max(cdf[v], cdf_min) - cdf_min;  // 0 .. spread
        // Half of the divisor added first rounds the quotient half up.
        lut[v] = static_cast<std::uint8_t>((above * 255 + spread / 2) / spread);
    }
    return lut;
}

Image equalise_golden(const Image& gray)
{
    if (gray.channels != 1) throw std::invalid_argument("equalise_golden needs a one-channel image");
    const LookupTable lut = equalise_lut_golden(histogram_golden(gray));
    Image out = make_image(gray.width, gray.height, 1);
    for (std::size_t i = 0; i < gray.pixels.size(); ++i) out.pixels[i] = lut[gray.pixels[i]];
    return out;
}

Verification verify_lookup_table(const std::string& what, const LookupTable& expected, const LookupTable& got)
{
    return verify_table(what, expected, got);
}

Verification verify_equalised(const std::string& what, const Image& expected, const Image& got)
{
    return as_point_operation(compare_exact(what, expected.pixels, got.pixels, expected.width));
}

}  // namespace ocltut

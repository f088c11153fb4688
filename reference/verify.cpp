#include "verify.hpp"

#include <cstdint>

namespace ocltut {

std::vector<Verification> verify_sobel(const SobelGradients& expected, const SobelGradients& got)
{
    return {compare_exact("dX", expected.dx, got.dx, expected.width),
            compare_exact("dY", expected.dy, got.dy, expected.width)};
}

Verification verify_histogram(const std::string& what, const Histogram& expected, const Histogram& got)
{
    Verification bins = compare_exact(what, std::vector<std::uint32_t>(expected.begin(), expected.end()),
                                      std::vector<std::uint32_t>(got.begin(), got.end()), 256);
    bins.picture = false;
    return bins;
}

Verification verify_sharpen(const std::string& what, const Image& expected, const Image& got)
{
    return compare_exact(what, expected.pixels, got.pixels, expected.width, 4);
}

}  // namespace ocltut

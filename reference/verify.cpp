#include "verify.hpp"

namespace ocltut {

std::vector<Verification> verify_sobel(const SobelGradients& expected, const SobelGradients& got)
{
    return {compare_exact("dX", expected.dx, got.dx, expected.width),
            compare_exact("dY", expected.dy, got.dy, expected.width)};
}

int print_sobel_verdict(std::ostream& out, const Image& gray, const SobelGradients& got)
{
    return print_verdict(out, verify_sobel(sobel_golden(gray), got));
}

Verification verify_histogram(const std::string& what, const Histogram& expected, const Histogram& got)
{
    return verify_table(what, expected, got);
}

Verification verify_sharpen(const std::string& what, const Image& expected, const Image& got)
{
    return compare_exact(what, expected.pixels, got.pixels, expected.width, 4);
}

}  // namespace ocltut

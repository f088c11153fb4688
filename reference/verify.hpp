// Each algorithm's output against its golden, bit for bit, as the generic
// comparison of common/tutorial/verify.hpp reports it.
#pragma once

#include "golden.hpp"

#include "common/tutorial/image_io.hpp"
#include "common/tutorial/verify.hpp"

#include <array>
#include <cstddef>
#include <iosfwd>
#include <string>
#include <vector>

namespace ocltut {

// What the device wrote for dX and dY against the golden's, bit for bit.
// (The magnitude picture is made on the host from these: comparing it with
// the golden's would only repeat the dX and dY checks.)
std::vector<Verification> verify_sobel(const SobelGradients& expected, const SobelGradients& got);

// The end of a Sobel lesson: the device's dX and dY against the golden of
// `gray` (sobel_golden), bit for bit (verify_sobel), and the verdict printed
// (print_verdict), whose exit code it returns.
int print_sobel_verdict(std::ostream& out, const Image& gray, const SobelGradients& got);

// Two tables of values that make no picture (a histogram's bins, a lookup
// table), compared value by value in rows of 256; a mismatch is shown by
// its index in the table.
template <typename T, std::size_t N>
Verification verify_table(const std::string& what, const std::array<T, N>& expected, const std::array<T, N>& got)
{
    Verification table = compare_exact(what, std::vector<T>(expected.begin(), expected.end()),
                                       std::vector<T>(got.begin(), got.end()), 256);
    table.picture = false;
    return table;
}

// The 256 bins against the golden's; a mismatch's x is the bin.
Verification verify_histogram(const std::string& what, const Histogram& expected, const Histogram& got);

// A sharpened RGBA picture against the golden's (sharpen_golden), every
// channel of every pixel, alpha included.
Verification verify_sharpen(const std::string& what, const Image& expected, const Image& got);

}  // namespace ocltut

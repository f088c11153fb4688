// Doctest checks shared by the lessons' tests (a header of its own: the
// support library is also linked into make-test-image, without doctest).
#pragma once

#include <doctest/doctest.h>

#include "test_support.hpp"

#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/verify.hpp"

#include <functional>
#include <string>
#include <vector>

namespace ocltut::test {

// Runs `check` on every image and requires each verification it returns to
// be bit-exact. A failure names the image, the output ("dX", "sharpen_uchar4
// RGBA") and the first differing pixel.
inline void require_bit_exact(const std::vector<TestImage>& images,
                              const std::function<std::vector<Verification>(const Image&)>& check)
{
    for (const TestImage& test_image : images) {
        CAPTURE(test_image.name);
        for (const Verification& v : check(test_image.image)) {
            CAPTURE(v.what);
            CAPTURE(v.first.empty() ? std::string()
                                    : std::to_string(v.first[0].x) + "," + std::to_string(v.first[0].y));
            CHECK(v.mismatches == 0);
            CHECK(v.passed());
        }
    }
}

// What the launch's kernel reads and writes in global memory, measured
// rather than computed: the sizes (CL_MEM_SIZE) of the buffers the host
// code made and handed to the kernel. A lesson's work model must equal it.
inline std::size_t argument_bytes(const KernelLaunch& launch)
{
    std::size_t bytes = 0;
    for (const cl::Memory& memory : launch.arguments) bytes += memory.getInfo<CL_MEM_SIZE>();
    return bytes;
}

}  // namespace ocltut::test

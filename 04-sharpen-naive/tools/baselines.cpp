#include "baselines.hpp"

#include "reference/golden.hpp"
#include "reference/verify.hpp"

#include <algorithm>
#include <memory>

namespace ocltut {

namespace {

// One output pixel of the sharpen loop, colour channels from the pixel and
// its four neighbours (`left` and `right` are byte offsets in the rows).
inline void sharpen_pixel(const std::uint8_t* up, const std::uint8_t* row, const std::uint8_t* down, std::size_t x,
                          std::size_t left, std::size_t right, std::uint8_t* out)
{
    for (std::size_t c = 0; c < 3; ++c) {
        const int value = 5 * row[x + c] - up[x + c] - down[x + c] - row[left + c] - row[right + c];
        out[x + c] = static_cast<std::uint8_t>(value < 0 ? 0 : value > 255 ? 255 : value);
    }
    out[x + 3] = row[x + 3];
}

}  // namespace

void sharpen_loop(const Image& rgba, Image& out)
{
    const std::size_t w = static_cast<std::size_t>(rgba.width);
    const std::size_t h = static_cast<std::size_t>(rgba.height);
    const std::size_t stride = 4 * w;
    for (std::size_t y = 0; y < h; ++y) {
        // The replicated border: the row above the first is the first, the
        // one below the last is the last; and the same for the columns below.
        const std::uint8_t* row = rgba.pixels.data() + y * stride;
        const std::uint8_t* up = y > 0 ? row - stride : row;
        const std::uint8_t* down = y + 1 < h ? row + stride : row;
        std::uint8_t* out_row = out.pixels.data() + y * stride;
        const std::size_t last = stride - 4;
        sharpen_pixel(up, row, down, 0, 0, w > 1 ? 4 : 0, out_row);
        for (std::size_t x = 4; x < last; x += 4) sharpen_pixel(up, row, down, x, x - 4, x + 4, out_row);
        if (w > 1) sharpen_pixel(up, row, down, last, last - 4, last, out_row);
    }
}

std::vector<BaselineCall> sharpen_plain_loop(const Image& rgba)
{
    // Poisoned output: a pixel the loop forgets keeps 0xA5 and fails the check.
    const auto sharpened = std::make_shared<Image>(make_image(rgba.width, rgba.height, 4, 0xA5));
    BaselineCall loop;
    loop.label = "single-pass loop (1 thread)";
    loop.work = {rgba.pixel_count(), 8 * rgba.pixel_count()};
    loop.run = [&rgba, sharpened] { sharpen_loop(rgba, *sharpened); };
    loop.check = [&rgba, sharpened] {
        return std::vector<Verification>{verify_sharpen("sharpened RGBA", sharpen_golden(rgba), *sharpened)};
    };
    return {loop};
}

Verification check_sharpen_colours(const Image& rgba, const std::uint8_t* sharpened, std::size_t stride)
{
    const Image expected = sharpen_golden(rgba);
    std::vector<std::uint8_t> expected_colours;
    std::vector<std::uint8_t> got_colours;
    for (std::size_t y = 0; y < static_cast<std::size_t>(rgba.height); ++y)
        for (std::size_t x = 0; x < static_cast<std::size_t>(rgba.width); ++x)
            for (std::size_t c = 0; c < 3; ++c) {
                expected_colours.push_back(expected.pixels[(y * rgba.width + x) * 4 + c]);
                got_colours.push_back(sharpened[y * stride + x * 4 + c]);
            }
    return compare_exact("sharpened RGB", expected_colours, got_colours, rgba.width, 3);
}

}  // namespace ocltut

#include "baselines.hpp"

#include "reference/verify.hpp"

#include <algorithm>
#include <memory>

namespace ocltut {

void sobel_loop(const Image& gray, SobelGradients& out)
{
    const std::size_t w = static_cast<std::size_t>(gray.width);
    const std::size_t h = static_cast<std::size_t>(gray.height);
    std::int8_t* dx = out.dx.data();
    std::int8_t* dy = out.dy.data();
    if (w < 3 || h < 3) {
        std::fill(out.dx.begin(), out.dx.end(), 0);
        std::fill(out.dy.begin(), out.dy.end(), 0);
        return;
    }
    // The first and last rows, then the first and last pixel of each row
    // between, have no full neighbourhood: 0.
    std::fill(dx, dx + w, 0);
    std::fill(dy, dy + w, 0);
    std::fill(dx + (h - 1) * w, dx + h * w, 0);
    std::fill(dy + (h - 1) * w, dy + h * w, 0);
    for (std::size_t y = 1; y + 1 < h; ++y) {
        const std::uint8_t* up = gray.pixels.data() + (y - 1) * w;
        const std::uint8_t* row = up + w;
        const std::uint8_t* down = row + w;
        std::int8_t* dx_row = dx + y * w;
        std::int8_t* dy_row = dy + y * w;
        dx_row[0] = dy_row[0] = dx_row[w - 1] = dy_row[w - 1] = 0;
        for (std::size_t x = 1; x + 1 < w; ++x) {
            const int gx = (up[x + 1] + 2 * row[x + 1] + down[x + 1]) - (up[x - 1] + 2 * row[x - 1] + down[x - 1]);
            const int gy = (up[x - 1] + 2 * up[x] + up[x + 1]) - (down[x - 1] + 2 * down[x] + down[x + 1]);
            dx_row[x] = static_cast<std::int8_t>(gx >> 3);
            dy_row[x] = static_cast<std::int8_t>(gy >> 3);
        }
    }
}

std::vector<BaselineCall> sobel_plain_loop(const Image& gray)
{
    const std::size_t pixels = gray.pixel_count();
    // Poisoned outputs: a pixel the loop forgets keeps 0x55 and fails the check.
    const auto gradients =
        std::make_shared<SobelGradients>(SobelGradients{gray.width, gray.height, std::vector<std::int8_t>(pixels, 0x55),
                                                        std::vector<std::int8_t>(pixels, 0x55)});
    BaselineCall loop;
    loop.label = "single-pass loop (1 thread)";
    loop.work = {pixels, 3 * pixels};
    loop.run = [&gray, gradients] { sobel_loop(gray, *gradients); };
    loop.check = [&gray, gradients] { return verify_sobel(sobel_golden(gray), *gradients); };
    return {loop};
}

std::vector<Verification> check_sobel_derivatives(const Image& gray, const std::int16_t* dx, const std::int16_t* dy,
                                                  std::size_t stride)
{
    const std::size_t w = static_cast<std::size_t>(gray.width);
    SobelGradients got{gray.width, gray.height, std::vector<std::int8_t>(gray.pixel_count()),
                       std::vector<std::int8_t>(gray.pixel_count())};
    for (std::size_t y = 0; y < static_cast<std::size_t>(gray.height); ++y)
        for (std::size_t x = 0; x < w; ++x) {
            got.dx[y * w + x] = static_cast<std::int8_t>(dx[y * stride + x] >> 3);
            got.dy[y * w + x] = static_cast<std::int8_t>(-dy[y * stride + x] >> 3);
        }
    return verify_sobel(sobel_golden(gray, SobelBorder::replicate), got);
}

}  // namespace ocltut

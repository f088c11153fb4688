#include "baselines.hpp"

#include "reference/verify.hpp"

#include <algorithm>
#include <cmath>

namespace ocltut::compare {

namespace {

// The row of a plain loop, before its check and its timing.
Row loop_row(const std::string& algorithm, const Size& size, const WorkModel& work)
{
    Row row;
    row.algorithm = algorithm;
    row.lesson = plain_loop_lesson;
    row.kernel = "single-pass loop (1 thread)";
    row.size = size;
    row.work = work;
    return row;
}

// A checked row gets its time; a row that failed its check keeps none.
void time_if_verified(Row& row, const std::function<void()>& call, int iterations)
{
    if (!row.verified) return;
    row.stats = time_baseline(call, iterations);
    row.end_to_end_runs = {{"host call", row.stats}};  // on the host, the call is the whole job
}

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

TimingStats time_baseline(const std::function<void()>& call, int max_runs)
{
    return time_on_host_clock_within(call, 1, min_baseline_runs, max_runs, baseline_budget_ms);
}

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

std::vector<Row> measure_plain_loops(const Image& gray, const Image& rgba, const Size& size, int iterations)
{
    const std::size_t pixels = gray.pixel_count();
    std::vector<Row> rows;

    Row sobel = loop_row("Sobel", size, {pixels, 3 * pixels});
    SobelGradients gradients{gray.width, gray.height, std::vector<std::int8_t>(pixels, 0x55),
                             std::vector<std::int8_t>(pixels, 0x55)};
    sobel_loop(gray, gradients);
    sobel.failure = failures_of(verify_sobel(sobel_golden(gray), gradients));
    sobel.verified = sobel.failure.empty();
    time_if_verified(
        sobel, [&] { sobel_loop(gray, gradients); }, iterations);
    rows.push_back(sobel);

    // The golden is this loop: nothing to check it against but itself.
    Row histogram = loop_row("histogram", size, {pixels, pixels});
    histogram.verified = true;
    time_if_verified(
        histogram, [&] { histogram_golden(gray); }, iterations);
    rows.push_back(histogram);

    Row sharpen = loop_row("sharpen", size, {pixels, 8 * pixels});
    Image sharpened = make_image(rgba.width, rgba.height, 4);
    std::fill(sharpened.pixels.begin(), sharpened.pixels.end(), std::uint8_t{0xA5});
    sharpen_loop(rgba, sharpened);
    const Verification check = verify_sharpen("sharpened RGBA", sharpen_golden(rgba), sharpened);
    sharpen.failure = failures_of({check});
    sharpen.verified = sharpen.failure.empty();
    time_if_verified(
        sharpen, [&] { sharpen_loop(rgba, sharpened); }, iterations);
    rows.push_back(sharpen);
    return rows;
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

Verification check_histogram_bins(const Image& gray, const float* bins)
{
    const Histogram expected = histogram_golden(gray);
    Verification result = start_verification("histogram bins", expected.size(), static_cast<int>(expected.size()), 1);
    result.picture = false;
    for (std::size_t bin = 0; bin < expected.size(); ++bin)
        if (static_cast<double>(bins[bin]) != static_cast<double>(expected[bin]))
            record_mismatch(result, bin, expected[bin], std::llround(bins[bin]), 5);
    return result;
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

std::string failures_of(const std::vector<Verification>& verifications)
{
    std::string failure;
    for (const Verification& v : verifications)
        if (!v.passed()) failure += v.what + ": " + std::to_string(v.mismatches) + " values differ; ";
    return failure;
}

}  // namespace ocltut::compare

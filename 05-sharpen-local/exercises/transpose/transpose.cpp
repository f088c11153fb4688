#include "transpose.hpp"

namespace ocltut {

Image transpose_golden(const Image& image)
{
    const std::size_t channels = static_cast<std::size_t>(image.channels);
    Image out = make_image(image.height, image.width, image.channels);
    for (int y = 0; y < image.height; ++y) {
        for (int x = 0; x < image.width; ++x) {
            const std::size_t from = (static_cast<std::size_t>(y) * image.width + x) * channels;
            const std::size_t to = (static_cast<std::size_t>(x) * image.height + y) * channels;
            for (std::size_t c = 0; c < channels; ++c) out.pixels[to + c] = image.pixels[from + c];
        }
    }
    return out;
}

Verification verify_transpose(const std::string& what, const Image& expected, const Image& got)
{
    // Transposing is undone by transposing again.
    const Image expected_back = transpose_golden(expected);
    const Image got_back = transpose_golden(got);
    return as_point_operation(
        compare_exact(what, expected_back.pixels, got_back.pixels, expected_back.width, expected_back.channels));
}

}  // namespace ocltut

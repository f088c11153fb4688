#include "pictures.hpp"

#include "common/tutorial/image_io.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <ostream>
#include <stdexcept>
#include <vector>

namespace ocltut {

namespace {

std::uint8_t scaled(int value, int gain)
{
    return static_cast<std::uint8_t>(std::min(255, gain * value));
}

void require_rgba_pair(const Image& before, const Image& after)
{
    if (before.channels != 4 || after.channels != 4 || before.width != after.width || before.height != after.height)
        throw std::invalid_argument("the sharpen pictures need two RGBA images of the same size");
}

// How much a pixel changed: |after - before| summed over R, G and B.
int pixel_change(const Image& before, const Image& after, std::size_t pixel)
{
    int change = 0;
    for (std::size_t c = 0; c < 3; ++c) change += std::abs(after.pixels[pixel * 4 + c] - before.pixels[pixel * 4 + c]);
    return change;
}

// The crops start on multiples of this, so the search adds up blocks of
// block x block pixels instead of every pixel of every candidate.
constexpr int block = 8;

// pixel_change summed over each block (the last ones across and down may be
// cut short by the picture's edge).
std::vector<std::uint64_t> block_changes(const Image& before, const Image& after, int blocks_across, int blocks_down)
{
    std::vector<std::uint64_t> sums(static_cast<std::size_t>(blocks_across) * blocks_down, 0);
    for (int y = 0; y < before.height; ++y)
        for (int x = 0; x < before.width; ++x)
            sums[static_cast<std::size_t>(y / block) * blocks_across + x / block] +=
                pixel_change(before, after, static_cast<std::size_t>(y) * before.width + x);
    return sums;
}

// Copies `crop` of `picture` into `out` at (left, 0), each pixel zoomed.
void draw_zoomed(Image& out, int left, const Image& picture, const Crop& crop)
{
    for (int y = 0; y < crop.height * sharpen_zoom; ++y) {
        for (int x = 0; x < crop.width * sharpen_zoom; ++x) {
            const std::size_t from =
                static_cast<std::size_t>(crop.y + y / sharpen_zoom) * picture.width + crop.x + x / sharpen_zoom;
            const std::size_t to = static_cast<std::size_t>(y) * out.width + left + x;
            std::copy_n(&picture.pixels[from * 4], 4, &out.pixels[to * 4]);
        }
    }
}

}  // namespace

Image sobel_view(const Image& raw)
{
    Image view = raw;
    for (std::uint8_t& value : view.pixels) value = scaled(value, sobel_view_gain);
    return view;
}

void write_sobel_pictures(std::ostream& out, const std::filesystem::path& dir, const SobelGradients& gradients)
{
    const SobelPictures pictures = sobel_pictures(gradients);
    write_all_or_none(dir, {png_file("sobel-dx.png", sobel_view(pictures.abs_dx)),
                            png_file("sobel-dy.png", sobel_view(pictures.abs_dy)),
                            png_file("sobel.png", sobel_view(pictures.magnitude))});
    out << "wrote sobel-dx.png (|dX|), sobel-dy.png (|dY|), sobel.png (magnitude, made on the host), each at the "
           "viewing scale min(255, "
        << sobel_view_gain << " x value), in " << dir.string() << '\n';
}

void write_sobel_magnitude_picture(std::ostream& out, const std::filesystem::path& dir, const Image& magnitude)
{
    write_all_or_none(dir, {png_file("sobel.png", sobel_view(magnitude))});
    out << "wrote sobel.png (magnitude, made on the device), at the viewing scale min(255, " << sobel_view_gain
        << " x value), in " << dir.string() << '\n';
}

Crop most_changed_crop(const Image& before, const Image& after)
{
    require_rgba_pair(before, after);
    const int width = std::min(sharpen_crop_side, before.width);
    const int height = std::min(sharpen_crop_side, before.height);
    const int blocks_across = (before.width + block - 1) / block;
    const int blocks_down = (before.height + block - 1) / block;
    const std::vector<std::uint64_t> sums = block_changes(before, after, blocks_across, blocks_down);

    // A crop on a multiple of 8 that is as wide as the picture covers all
    // its blocks; one 64 wide covers exactly 8: either way, whole blocks.
    const int crop_blocks_across = (width + block - 1) / block;
    const int crop_blocks_down = (height + block - 1) / block;
    Crop best{0, 0, width, height};
    std::uint64_t best_change = 0;
    for (int y = 0; y + height <= before.height; y += block) {
        for (int x = 0; x + width <= before.width; x += block) {
            std::uint64_t change = 0;
            for (int by = y / block; by < y / block + crop_blocks_down; ++by)
                for (int bx = x / block; bx < x / block + crop_blocks_across; ++bx)
                    change += sums[static_cast<std::size_t>(by) * blocks_across + bx];
            if (change > best_change) {
                best_change = change;
                best = {x, y, width, height};
            }
        }
    }
    return best;
}

Image zoomed_before_after(const Image& before, const Image& after, const Crop& crop)
{
    require_rgba_pair(before, after);
    const int gap = 2 * sharpen_zoom;
    const int side_width = crop.width * sharpen_zoom;
    Image out = make_image(2 * side_width + gap, crop.height * sharpen_zoom, 4, 255);  // the gap: opaque white
    draw_zoomed(out, 0, before, crop);
    draw_zoomed(out, side_width + gap, after, crop);
    return out;
}

Image sharpen_difference(const Image& before, const Image& after)
{
    require_rgba_pair(before, after);
    Image difference = make_image(before.width, before.height, 3);
    for (std::size_t pixel = 0; pixel < before.pixel_count(); ++pixel)
        for (std::size_t c = 0; c < 3; ++c)
            difference.pixels[pixel * 3 + c] =
                scaled(std::abs(after.pixels[pixel * 4 + c] - before.pixels[pixel * 4 + c]), sharpen_difference_gain);
    return difference;
}

void write_sharpen_pictures(std::ostream& out, const std::filesystem::path& dir, const Image& before,
                            const Image& after, const std::string& made_by)
{
    const Crop crop = most_changed_crop(before, after);
    write_all_or_none(dir, {png_file("sharpen.png", after),
                            png_file("sharpen-zoom.png", zoomed_before_after(before, after, crop)),
                            png_file("sharpen-difference.png", sharpen_difference(before, after))});
    out << "wrote sharpen.png (made by " << made_by << "), sharpen-zoom.png (before | after, "
        << width_x_height(crop.width, crop.height) << " at " << crop.x << "," << crop.y << " zoomed x" << sharpen_zoom
        << "), sharpen-difference.png (min(255, " << sharpen_difference_gain << " x |after - before|)) in "
        << dir.string() << '\n';
}

}  // namespace ocltut

// Loading and saving pictures with stb_image / stb_image_write, and the one
// luminance conversion every grayscale lesson uses.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace ocltut {

// Row-major, tightly packed 8-bit pixels: pitch = width * channels.
struct Image {
    int width = 0;
    int height = 0;
    int channels = 0;  // 1 gray, 2 gray+alpha, 3 RGB, 4 RGBA
    std::vector<std::uint8_t> pixels;

    std::size_t pixel_count() const { return static_cast<std::size_t>(width) * static_cast<std::size_t>(height); }
};

// "512x384": a width and a height as the options take them (read back by
// read_width_x_height, sizes.hpp) and every message and record says them,
// for a picture, a work-group or a tile alike.
template <typename Width, typename Height>
std::string width_x_height(Width width, Height height)
{
    return std::to_string(width) + "x" + std::to_string(height);
}

// A blank image of the given shape, every byte set to `fill`.
Image make_image(int width, int height, int channels, std::uint8_t fill = 0);

// Uniformly random bytes; the seed is derived from the shape, so every run
// (of the tests, of the exercise checker) sees the same bytes and a failure
// reproduces.
Image random_image(int width, int height, int channels);

// Loads PNG, JPEG, BMP, TGA and GIF (its first frame) through stb_image,
// and binary PNM (P5, P6) itself. 16-bit files come back as 8 bits per
// channel, palettes expanded. `channels` = 0 keeps the file's own count;
// 1..4 converts. The file must be a regular file (common/opencl/files.hpp), and
// the size its header claims is checked before any pixel is decoded: at
// least 1x1, at most 2^28 pixels (16384x16384). Throws UserError("cannot
// load 'FILE': REASON") for a missing, empty, truncated, too large or
// unrecognised file, and for the formats stb_image reads that the lessons
// do not (Radiance HDR, PSD, PIC).
Image load_image(const std::filesystem::path& path, int channels = 0);

// `image` repeated until it covers width x height, mirrored at every seam
// so the tiling adds no edges of its own: how the tests and the comparison
// make large inputs from a sample photo. UserError for an empty `image`.
Image tile_mirrored(const Image& image, int width, int height);

// Luminance, one channel: gray stays as it is, gray+alpha keeps the gray,
// RGB(A) becomes Y = (77 R + 150 G + 29 B + 128) >> 8 (integer BT.601,
// weights summing to 256), alpha ignored.
Image luminance(const Image& image);

// The picture at `path` as luminance: load_image, then luminance. What the
// grayscale lessons process.
Image load_luminance(const std::filesystem::path& path);

// A file for write_all_or_none: its name in the output folder and its bytes.
struct OutputFile {
    std::string name;
    std::vector<std::uint8_t> bytes;
};

// An 8-bit PNG of `image`, and a text file, ready for write_all_or_none.
OutputFile png_file(std::string name, const Image& image);
OutputFile text_file(std::string name, const std::string& text);

// Writes every file into `dir`, or none of them: a lesson's pictures belong
// together, and a half-written set would pass for a whole run. Each file is
// written to a temporary name in `dir` first, then all are renamed into
// place. On any failure the temporaries and the files already renamed are
// removed, the files they replaced are put back, and UserError("cannot write
// 'DIR/NAME': REASON") names the file that failed and why. SIGINT, SIGTERM
// and SIGHUP are held back until the files are all in place or all rolled
// back, then do what they would have done.
void write_all_or_none(const std::filesystem::path& dir, const std::vector<OutputFile>& files);

// One file, through write_all_or_none: never left half-written.
void write_file_atomically(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes);

// Writes an 8-bit PNG, through write_file_atomically.
void write_png(const std::filesystem::path& path, const Image& image);

}  // namespace ocltut

// The pictures a lesson writes from what its kernels computed, made to be
// looked at. Each lesson's set is written all or none (write_all_or_none in
// image_io.hpp). Verification always compares the raw values, never these.
#pragma once

#include "golden.hpp"

#include <filesystem>
#include <iosfwd>
#include <string>

namespace ocltut {

// Sobel values are small: |dX| and |dY| are at most 128 and the magnitude at
// most 181, and in a photo most are under 25, so written as they are the
// pictures are nearly black. They are written at the viewing scale
// min(255, sobel_view_gain * v).
constexpr int sobel_view_gain = 4;

// `raw` (any channels) with every byte v made min(255, sobel_view_gain * v).
Image sobel_view(const Image& raw);

// Writes sobel-dx.png (|dX|), sobel-dy.png (|dY|) and sobel.png (the
// magnitude, made on the host from dX and dY) in `dir`, at the viewing scale,
// all or none, then prints the line that says so.
void write_sobel_pictures(std::ostream& out, const std::filesystem::path& dir, const SobelGradients& gradients);

// Writes sobel.png from a magnitude the device computed, at the viewing
// scale, then prints the line that says so.
void write_sobel_magnitude_picture(std::ostream& out, const std::filesystem::path& dir, const Image& magnitude);

// A sharpened picture differs from its input by a pixel's contrast with its
// neighbours, invisible at 1:1. Two pictures show it: a zoomed crop, before
// and after side by side, and the difference over the whole picture.
constexpr int sharpen_crop_side = 64;  // the crop, in pixels of the picture
constexpr int sharpen_zoom = 4;        // each pixel drawn as zoom x zoom
constexpr int sharpen_difference_gain = 4;

// A rectangle of a picture, in pixels.
struct Crop {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;
};

// The sharpen_crop_side square (or the whole picture, where it is smaller)
// where `after` differs most from `before`: the sum of |after - before| over
// R, G and B is largest. Its corner is on a multiple of 8; the first such
// square wins a tie. Both pictures are RGBA of the same size.
Crop most_changed_crop(const Image& before, const Image& after);

// `crop` of `before`, a gap, and the same crop of `after`, each pixel
// repeated sharpen_zoom times across and down (nearest neighbour, so the
// pixels stay sharp-edged). RGBA, as the inputs.
Image zoomed_before_after(const Image& before, const Image& after, const Crop& crop);

// RGB: min(255, sharpen_difference_gain * |after - before|) for R, G and B of
// each pixel (alpha, copied unchanged by the kernels, is left out).
Image sharpen_difference(const Image& before, const Image& after);

// Writes sharpen.png (`after`, made by the kernel `made_by`),
// sharpen-zoom.png (zoomed_before_after at most_changed_crop) and
// sharpen-difference.png (sharpen_difference) in `dir`, all or none, then
// prints the line that says so, with the crop.
void write_sharpen_pictures(std::ostream& out, const std::filesystem::path& dir, const Image& before,
                            const Image& after, const std::string& made_by);

}  // namespace ocltut

// CPU golden implementations: the plain, obviously correct definitions every
// OpenCL stage is compared against, bit for bit. Tests prove them on small
// hand-computed images.
#pragma once

#include "common/tutorial/image_io.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace ocltut {

// Channel `c` of the pixel (x, y) of `image`, where a coordinate outside the
// image is moved to the nearest edge (clamp-to-edge, or "replicate"): how a
// golden with that border reads a neighbour the picture does not have.
int replicated_value(const Image& image, int x, int y, int c = 0);

// Sobel output of lessons 01, 02 and 06: dX = dx >> 3 and dY = dy >> 3 as
// signed bytes, one per pixel, row-major.
struct SobelGradients {
    int width = 0;
    int height = 0;
    std::vector<std::int8_t> dx;
    std::vector<std::int8_t> dy;
};

// What a Sobel output on the image's border is, where the 3x3 neighbourhood
// sticks out of the picture:
//   zero:      0 (lessons 01 and 02: the border has no full neighbourhood);
//   replicate: computed like any other pixel, with the missing neighbours
//              replaced by the nearest edge pixel (lesson 06: what an image
//              sampler's CLK_ADDRESS_CLAMP_TO_EDGE returns).
// The interior pixels are the same in both modes.
enum class SobelBorder { zero, replicate };

// dx = right column minus left column, dy = top row minus bottom row, each
// with weights 1 2 1; range [-1020, 1020], stored >> 3 (arithmetic) so it
// fits in [-128, 127]. The border follows `border`; with `zero`, an image
// narrower or shorter than 3 is all 0. `gray` must have one channel.
SobelGradients sobel_golden(const Image& gray, SobelBorder border = SobelBorder::zero);

// floor(sqrt(dx^2 + dy^2)), exact in integers; at most 181.
std::uint8_t sobel_magnitude(std::int8_t dx, std::int8_t dy);

// The three pictures a Sobel lesson writes: |dX|, |dY| and the magnitude.
struct SobelPictures {
    Image abs_dx;
    Image abs_dy;
    Image magnitude;
};

SobelPictures sobel_pictures(const SobelGradients& gradients);

// Histogram of lesson 03: how many pixels have each 8-bit value. 32-bit
// bins hold any image the device can take (a lesson refuses 2^32 pixels or
// more before it starts).
using Histogram = std::array<std::uint32_t, 256>;

// One pass over the pixels, one increment per pixel: the bins sum to
// width * height. `gray` must have one channel.
Histogram histogram_golden(const Image& gray);

// Laplacian sharpening of lessons 04 and 05. For R, G and B of each pixel:
//   out = clamp(5 c - up - down - left - right, 0, 255)
// where a neighbour outside the image is replaced by the nearest pixel on
// the edge (clamp-to-edge, "replicate"); alpha is copied unchanged. `rgba`
// must have four channels (load_image(path, 4) expands gray and RGB).
Image sharpen_golden(const Image& rgba);

}  // namespace ocltut

// Reading the sizes and lists a command line gives: "512x512", "32x8",
// "A,B,C". Every reading refuses what it does not fully understand.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace ocltut {

// A picture's width and height, as --size and compare's --sizes take them.
struct PictureSize {
    int width;
    int height;
};

// The items of a comma-separated list, empty ones included ("A,,B" has
// three, "" has one), so that a stray comma is refused, not skipped.
std::vector<std::string> list_items(const std::string& text);

// A whole number from 1 to `largest` that fills [first, last), written in
// digits only (no sign, space or other text), or nothing.
std::optional<std::size_t> read_count(const char* first, const char* last, std::size_t largest);

// Reads "WIDTHxHEIGHT": two whole numbers from 1 to `largest`, written in
// digits only (no sign, space or other text). Nothing when `text` is not
// that. The one reading of sizes behind --local-size, parse_picture_size and
// parse_picture_sizes.
std::optional<std::array<std::size_t, 2>> read_width_x_height(const std::string& text, std::size_t largest);

// "512x512" -> {512, 512}, or a UserError naming `option`, the option the
// user typed ("--size"), and the form it takes.
PictureSize parse_picture_size(const std::string& text, const std::string& option);

// "512x512,4096x4096" -> each size, read as parse_picture_size reads one.
std::vector<PictureSize> parse_picture_sizes(const std::string& text, const std::string& option);

}  // namespace ocltut

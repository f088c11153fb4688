#include "common/tutorial/sizes.hpp"

#include "common/opencl/errors.hpp"

#include <charconv>
#include <limits>

namespace ocltut {

std::vector<std::string> list_items(const std::string& text)
{
    std::vector<std::string> items;
    std::size_t start = 0;
    for (std::size_t comma = text.find(','); comma != std::string::npos; comma = text.find(',', start)) {
        items.push_back(text.substr(start, comma - start));
        start = comma + 1;
    }
    items.push_back(text.substr(start));
    return items;
}

std::optional<std::size_t> read_count(const char* first, const char* last, std::size_t largest)
{
    // from_chars reads an unsigned number with no sign and no space, and
    // refuses one too large for size_t; std::stoul took "-1" as 2^64 - 1.
    std::size_t value = 0;
    const auto [end, error] = std::from_chars(first, last, value);
    if (first == last || error != std::errc() || end != last || value < 1 || value > largest) return std::nullopt;
    return value;
}

namespace {

// Image keeps its width and height as int.
constexpr std::size_t largest_picture_side = std::numeric_limits<int>::max();

// A picture size read from `text`, or a UserError naming `option` and what
// it takes: `form`, e.g. `example`.
PictureSize read_picture_size(const std::string& text, const std::string& option, const std::string& form,
                              const std::string& example)
{
    const std::optional<std::array<std::size_t, 2>> read = read_width_x_height(text, largest_picture_side);
    if (!read)
        throw UserError(option + " takes " + form + " (whole numbers from 1 to " +
                        std::to_string(largest_picture_side) + "), e.g. " + example + "; got '" + text + "'");
    return {static_cast<int>((*read)[0]), static_cast<int>((*read)[1])};
}

}  // namespace

std::optional<std::array<std::size_t, 2>> read_width_x_height(const std::string& text, std::size_t largest)
{
    const std::size_t x = text.find('x');
    if (x == std::string::npos) return std::nullopt;
    const char* begin = text.data();
    const std::optional<std::size_t> width = read_count(begin, begin + x, largest);
    const std::optional<std::size_t> height = read_count(begin + x + 1, begin + text.size(), largest);
    if (!width || !height) return std::nullopt;
    return std::array<std::size_t, 2>{*width, *height};
}

PictureSize parse_picture_size(const std::string& text, const std::string& option)
{
    return read_picture_size(text, option, "WIDTHxHEIGHT", "512x512");
}

std::vector<PictureSize> parse_picture_sizes(const std::string& text, const std::string& option)
{
    std::vector<PictureSize> sizes;
    for (const std::string& item : list_items(text))
        sizes.push_back(read_picture_size(item, option, "WIDTHxHEIGHT[,WIDTHxHEIGHT...]", "512x512,2048x2048"));
    return sizes;
}

}  // namespace ocltut

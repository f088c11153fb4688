#include "common/tutorial/image_io.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"

#include <stb_image.h>
#include <stb_image_write.h>

#include "common/platform/platform.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <system_error>

namespace ocltut {

namespace {

[[noreturn]] void fail_to_load(const std::filesystem::path& path, const std::string& reason)
{
    throw UserError("cannot load '" + path.string() + "': " + reason);
}

// The size of a picture the run is about to hold, for the message of a run
// that runs out of memory (note_input_size, errors.hpp): "the picture
// big.png is 8192x8192, 256 MiB decoded".
void note_picture_size(const std::string& picture, std::uint64_t width, std::uint64_t height, int channels,
                       const std::string& form)
{
    const std::uint64_t bytes = width * height * static_cast<std::uint64_t>(channels);
    const std::string size =
        bytes >= (1u << 20) ? std::to_string(bytes >> 20) + " MiB" : std::to_string(bytes) + " bytes";
    note_input_size(picture + " is " + width_x_height(width, height) + ", " + size + " " + form);
}

std::string picture_named(const std::filesystem::path& path)
{
    return "the picture " + path.filename().string();
}

// The largest input file read: stb_image takes its size as an int.
constexpr FileSizeLimit largest_picture_file{INT32_MAX, "2 GiB"};

std::vector<std::uint8_t> read_picture_file(const std::filesystem::path& path)
{
    std::vector<std::uint8_t> bytes = read_named_file(path, largest_picture_file, "cannot load");
    if (bytes.empty()) fail_to_load(path, "the file is empty");
    return bytes;
}

bool starts_with(const std::vector<std::uint8_t>& bytes, std::string_view signature)
{
    return bytes.size() >= signature.size() &&
           std::equal(signature.begin(), signature.end(), bytes.begin(),
                      [](char expected, std::uint8_t byte) { return static_cast<std::uint8_t>(expected) == byte; });
}

// The formats the lessons read (--help): PNG, JPEG, BMP, TGA and GIF through
// stb_image, binary PNM through read_pnm below. stb_image also reads
// Radiance HDR, Photoshop PSD and Softimage PIC, which the lessons do not
// promise, and the stb_image this project is built with (2.27, the release
// cmake/stb.cmake requires) loops forever on a truncated HDR file. They are
// refused by their first bytes, before stb_image sees them. TGA has no signature: a
// file that matches none is left to stb_image, and then, since every other
// format it knows has a signature checked here or in stb_image, it can only
// be read as a TGA (none of the signatures below starts a valid TGA).
struct Signature {
    std::string_view bytes;
    const char* format;
};
constexpr Signature unread_formats[] = {
    {"#?", "a Radiance HDR picture"},
    {"8BPS", "a Photoshop PSD file"},
    {"\x53\x80\xF6\x34", "a Softimage PIC picture"},
};

void refuse_unread_formats(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes)
{
    for (const Signature& signature : unread_formats)
        if (starts_with(bytes, signature.bytes))
            fail_to_load(path, std::string(signature.format) +
                                   ", which the lessons do not read (they read PNG, JPEG, BMP, TGA, PNM and GIF): "
                                   "convert it to PNG");
}

// The most pixels a picture may have. A lesson keeps several copies of its
// picture in the host's memory at once: the file, the decoded pixels, the
// input it hands the device, the result it reads back, the CPU golden and
// the pictures it writes, some 25 bytes a pixel for RGBA. 2^28 pixels
// (16384x16384, four times the largest picture the project measures) is then
// about 6 GiB. A header that claims more is refused before anything is
// allocated, rather than failing after minutes of swapping. (The device's
// own limit, CL_DEVICE_MAX_MEM_ALLOC_SIZE, is checked on each buffer.)
constexpr std::uint64_t largest_picture_pixels = std::uint64_t{1} << 28;

// A header may claim any size, and stb_image fills in whatever a truncated
// JPEG, BMP or GIF lacks: a damaged file of 100 bytes would become a
// picture of 400 million pixels. No format packs more than about 8,300
// pixels into a byte of the file (deflate's 1032:1 on a PNG of 1-bit
// pixels), so a header that claims more than this many per byte is refused.
constexpr double most_pixels_per_byte = 16384;

// Refuses, from the size its header claims, a picture that is empty, that
// has more pixels than a lesson takes, or more than its file can hold.
void check_claimed_size(const std::filesystem::path& path, std::uint64_t width, std::uint64_t height,
                        std::size_t file_bytes)
{
    const std::string size = width_x_height(width, height);
    if (width == 0 || height == 0) fail_to_load(path, "its header says " + size + " pixels: the picture is empty");
    if (width * height > largest_picture_pixels)
        fail_to_load(path, "its header claims " + size + " pixels, more than the " +
                               std::to_string(largest_picture_pixels) +
                               " (16384x16384) a lesson takes: use a smaller picture");
    if (static_cast<double>(width * height) > most_pixels_per_byte * static_cast<double>(file_bytes))
        fail_to_load(path, "its header claims " + size + " pixels, more than a file of " + std::to_string(file_bytes) +
                               " bytes can hold: it is damaged or truncated");
}

// --- Binary PNM, read here ---
// stb_image 2.27 reads a 16-bit PNM wrong: the low byte of each sample, and
// past the end of its own buffer when asked for another number of channels.
// It also takes a truncated PNM as whole, the missing pixels whatever its
// memory held. The format is small enough to read here instead: "P5" (gray)
// or "P6" (RGB); the width, the height and the largest sample value
// (maxval, 1 to 65535) in decimal, among whitespace and # comments; one
// whitespace character; then the samples, row by row, one byte each when
// maxval is below 256, else two, the high byte first.

bool is_pnm(const std::vector<std::uint8_t>& bytes)
{
    return starts_with(bytes, "P5") || starts_with(bytes, "P6");
}

bool is_pnm_space(std::uint8_t c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

// The header's next number, after whitespace and comments, leaving `at` on
// the byte after it; none if there is no number there, or one past INT_MAX.
std::optional<int> pnm_header_number(const std::vector<std::uint8_t>& bytes, std::size_t& at)
{
    while (at < bytes.size() && (is_pnm_space(bytes[at]) || bytes[at] == '#')) {
        if (bytes[at] == '#')
            while (at < bytes.size() && bytes[at] != '\n' && bytes[at] != '\r') ++at;
        else ++at;
    }
    const std::size_t first = at;
    std::int64_t value = 0;
    while (at < bytes.size() && bytes[at] >= '0' && bytes[at] <= '9' && value <= INT32_MAX)
        value = value * 10 + (bytes[at++] - '0');
    if (at == first || value > INT32_MAX) return std::nullopt;
    return static_cast<int>(value);
}

struct PnmHeader {
    int channels = 0;
    int width = 0;
    int height = 0;
    int maxval = 0;
    std::size_t samples_at = 0;  // where the first sample's byte is
};

PnmHeader read_pnm_header(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes)
{
    std::size_t at = 2;
    const std::optional<int> width = pnm_header_number(bytes, at);
    const std::optional<int> height = pnm_header_number(bytes, at);
    const std::optional<int> maxval = pnm_header_number(bytes, at);
    if (!width || !height || !maxval || *maxval < 1 || *maxval > 65535 || at == bytes.size() ||
        !is_pnm_space(bytes[at]))
        fail_to_load(path, "its PNM header is damaged: after P5 or P6 it needs the width, the height and a maxval "
                           "of 1 to 65535");
    return {bytes[1] == '5' ? 1 : 3, *width, *height, *maxval, at + 1};
}

// A sample of 0 to maxval becomes round(255 sample / maxval), so that the
// header's maxval is white whatever the number of bits.
// `channels` is what the caller will convert the picture to (0: as it is),
// for the size noted.
Image read_pnm(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes, int channels)
{
    const PnmHeader header = read_pnm_header(path, bytes);
    check_claimed_size(path, static_cast<std::uint64_t>(header.width), static_cast<std::uint64_t>(header.height),
                       bytes.size());
    note_picture_size(picture_named(path), static_cast<std::uint64_t>(header.width),
                      static_cast<std::uint64_t>(header.height), channels == 0 ? header.channels : channels, "decoded");
    const std::size_t sample_bytes = header.maxval < 256 ? 1 : 2;
    const std::uint64_t needed = static_cast<std::uint64_t>(header.width) * static_cast<std::uint64_t>(header.height) *
                                 static_cast<std::uint64_t>(header.channels) * sample_bytes;
    const std::uint64_t present = bytes.size() - header.samples_at;
    if (present < needed)
        fail_to_load(path, "the file is truncated: its header says " + width_x_height(header.width, header.height) +
                               " pixels, " + std::to_string(needed) + " bytes of samples, and it holds " +
                               std::to_string(present));

    Image image = make_image(header.width, header.height, header.channels);
    const unsigned maxval = static_cast<unsigned>(header.maxval);
    const std::uint8_t* sample = bytes.data() + header.samples_at;
    for (std::uint8_t& value : image.pixels) {
        const unsigned level = sample_bytes == 1 ? sample[0] : (unsigned{sample[0]} << 8 | sample[1]);
        sample += sample_bytes;
        if (level > maxval)
            fail_to_load(path, "a sample of " + std::to_string(level) + " is above the header's maxval of " +
                                   std::to_string(maxval) + ": the file is damaged");
        value = static_cast<std::uint8_t>((level * 255u + maxval / 2) / maxval);
    }
    return image;
}

// A picture without alpha (PNM's gray or RGB) with `channels` channels:
// gray copied into R, G and B, alpha opaque, as stb_image converts the
// other formats; RGB made gray by luminance(), whose rounding stb_image's
// own conversion lacks (the same picture as a PNG may then differ by 1 in
// gray). 0 keeps the picture as it is.
Image with_channels(Image image, int channels)
{
    if (channels == 0 || channels == image.channels) return image;
    const Image gray = channels < 3 ? luminance(image) : Image{};
    Image out = make_image(image.width, image.height, channels, 255);
    const std::size_t from_step = static_cast<std::size_t>(image.channels);
    const std::size_t to_step = static_cast<std::size_t>(channels);
    for (std::size_t i = 0; i < image.pixel_count(); ++i) {
        const std::uint8_t* from = &image.pixels[i * from_step];
        std::uint8_t* to = &out.pixels[i * to_step];
        if (channels < 3) to[0] = gray.pixels[i];
        else
            for (std::size_t c = 0; c < 3; ++c) to[c] = from[image.channels == 1 ? 0 : c];
    }
    return out;
}

// --- The other formats, through stb_image ---

// stb_image's reasons are terse ("bad png", "outofdata"): say what they mean.
std::string explain_stb_failure(const char* stb_reason)
{
    const std::string reason = stb_reason ? stb_reason : "unknown reason";
    if (reason == "unknown image type")
        return "not an image in a format the lessons read (PNG, JPEG, BMP, TGA, PNM, GIF)";
    if (reason == "too large") return "the image is too large to load";
    return "the image data is corrupt or truncated (stb_image: " + reason + ")";
}

using StbPixels = std::unique_ptr<stbi_uc, decltype(&stbi_image_free)>;

// The size is read first (stbi_info), so that nothing is allocated for a
// picture check_claimed_size refuses.
Image read_with_stb(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes, int channels)
{
    const int size = static_cast<int>(bytes.size());
    int width = 0;
    int height = 0;
    int file_channels = 0;
    if (!stbi_info_from_memory(bytes.data(), size, &width, &height, &file_channels))
        fail_to_load(path, explain_stb_failure(stbi_failure_reason()));
    // A BMP stored top row first says so with a negative height, which
    // stbi_info passes on as it is (stbi_load gives the picture upright
    // and the height positive): its size is the height's magnitude.
    const auto rows = static_cast<std::uint64_t>(std::abs(static_cast<std::int64_t>(height)));
    check_claimed_size(path, static_cast<std::uint64_t>(width), rows, bytes.size());
    note_picture_size(picture_named(path), static_cast<std::uint64_t>(width), rows,
                      channels == 0 ? file_channels : channels, "decoded");

    StbPixels pixels(stbi_load_from_memory(bytes.data(), size, &width, &height, &file_channels, channels),
                     &stbi_image_free);
    if (!pixels) {
        // stb_image says "outofmem" where its allocation failed: the machine,
        // not the file, is short (run_main says so, with the size noted above).
        const char* reason = stbi_failure_reason();
        if (reason != nullptr && std::string(reason) == "outofmem") throw std::bad_alloc();
        fail_to_load(path, explain_stb_failure(reason));
    }

    Image image = make_image(width, height, channels == 0 ? file_channels : channels);
    std::copy_n(pixels.get(), image.pixels.size(), image.pixels.begin());
    return image;
}

}  // namespace

Image make_image(int width, int height, int channels, std::uint8_t fill)
{
    Image image{width, height, channels, {}};
    image.pixels.assign(image.pixel_count() * static_cast<std::size_t>(channels), fill);
    return image;
}

Image random_image(int width, int height, int channels)
{
    Image image = make_image(width, height, channels);
    // Unsigned arithmetic, which wraps: the same seeds as the int formula
    // wherever that did not overflow, and defined where it would have.
    const std::uint32_t seed = static_cast<std::uint32_t>(width) * 7919u +
                               static_cast<std::uint32_t>(height) * 104729u + static_cast<std::uint32_t>(channels);
    // std::mt19937's numbers are the same in every standard library, but
    // uniform_int_distribution's are not: each byte is the number's top 8
    // bits, which is what libstdc++'s distribution over 0..255 gave, so
    // the pictures stay as they were and are the same with libc++ and MSVC.
    std::mt19937 generator(seed);
    for (std::uint8_t& value : image.pixels) value = static_cast<std::uint8_t>(generator() >> 24);
    return image;
}

Image load_image(const std::filesystem::path& path, int channels)
{
    const std::vector<std::uint8_t> bytes = read_picture_file(path);
    refuse_unread_formats(path, bytes);
    if (is_pnm(bytes)) return with_channels(read_pnm(path, bytes, channels), channels);
    return read_with_stb(path, bytes, channels);
}

Image tile_mirrored(const Image& image, int width, int height)
{
    if (image.width < 1 || image.height < 1)
        throw UserError("cannot tile a picture of " + width_x_height(image.width, image.height) +
                        " pixels: it is empty");
    // Position v in a tiling of period 2n: forwards through the image, then backwards.
    const auto mirror = [](int v, int n) {
        const int m = v % (2 * n);
        return m < n ? m : 2 * n - 1 - m;
    };
    note_picture_size("the tiled picture", static_cast<std::uint64_t>(width), static_cast<std::uint64_t>(height),
                      image.channels, "in memory");
    Image out = make_image(width, height, image.channels);
    const std::size_t channels = static_cast<std::size_t>(image.channels);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const std::size_t from = static_cast<std::size_t>(mirror(y, image.height)) * image.width +
                                     static_cast<std::size_t>(mirror(x, image.width));
            const std::size_t to = static_cast<std::size_t>(y) * width + x;
            std::copy_n(&image.pixels[from * channels], channels, &out.pixels[to * channels]);
        }
    }
    return out;
}

Image luminance(const Image& image)
{
    if (image.channels == 1) return image;
    Image gray = make_image(image.width, image.height, 1);
    const std::size_t step = static_cast<std::size_t>(image.channels);
    for (std::size_t i = 0; i < gray.pixels.size(); ++i) {
        const std::uint8_t* pixel = &image.pixels[i * step];
        if (image.channels == 2) {
            gray.pixels[i] = pixel[0];
        } else {
            const unsigned y = (77u * pixel[0] + 150u * pixel[1] + 29u * pixel[2] + 128u) >> 8;
            gray.pixels[i] = static_cast<std::uint8_t>(y);
        }
    }
    return gray;
}

Image load_luminance(const std::filesystem::path& path)
{
    return luminance(load_image(path));
}

OutputFile png_file(std::string name, const Image& image)
{
    OutputFile file{std::move(name), {}};
    const auto append = [](void* context, void* data, int size) {
        auto* out = static_cast<std::vector<std::uint8_t>*>(context);
        const auto* bytes = static_cast<const std::uint8_t*>(data);
        out->insert(out->end(), bytes, bytes + size);
    };
    const int pitch = image.width * image.channels;
    if (!stbi_write_png_to_func(append, &file.bytes, image.width, image.height, image.channels, image.pixels.data(),
                                pitch))
        throw UserError("cannot encode '" + file.name + "' as PNG");
    return file;
}

OutputFile text_file(std::string name, const std::string& text)
{
    return {std::move(name), std::vector<std::uint8_t>(text.begin(), text.end())};
}

namespace {

// One file of write_all_or_none on its way into place, and how far it got,
// so that a failure can undo exactly what was done.
struct Placement {
    std::filesystem::path target;     // DIR/NAME
    std::filesystem::path temporary;  // the new bytes, until renamed to target
    std::filesystem::path previous;   // a file that was at target, kept until the end
    bool written = false;             // temporary exists
    bool previous_kept = false;       // the old target was renamed to previous
    bool placed = false;              // temporary was renamed to target
};

[[noreturn]] void fail_to_write(const std::filesystem::path& target, const std::string& reason)
{
    throw UserError("cannot write '" + target.string() + "': " + reason);
}

// Names that no user file has: the process id makes them unique to this run.
Placement plan_placement(const std::filesystem::path& dir, const std::string& name)
{
    const std::string suffix = ".ocltut-" + std::to_string(platform::process_id());
    return {dir / name, dir / (name + suffix + ".partial"), dir / (name + suffix + ".previous")};
}

// Creates the temporary file (never over an existing one) and writes all
// of `bytes`, keeping the system's reason for a failure.
void write_temporary(Placement& placement, const std::vector<std::uint8_t>& bytes)
{
    std::error_code error;
    platform::write_new_file(placement.temporary, bytes, error);
    // A file made and then not written whole is still there to remove.
    placement.written = error != std::errc::file_exists;
    if (error) fail_to_write(placement.target, error.message());
}

// Moves a file already at the target aside (a folder is left where it is:
// the rename onto it fails, as it should), then renames the new file in.
void put_in_place(Placement& placement)
{
    std::error_code error;
    const std::filesystem::file_status existing = std::filesystem::symlink_status(placement.target, error);
    if (std::filesystem::exists(existing) && !std::filesystem::is_directory(existing)) {
        std::filesystem::rename(placement.target, placement.previous, error);
        if (error) fail_to_write(placement.target, error.message());
        placement.previous_kept = true;
    }
    platform::replace_file(placement.temporary, placement.target, error);
    if (error) fail_to_write(placement.target, error.message());
    placement.placed = true;
}

// Undoes every step taken, latest first. Best effort: the reason reported
// is the first failure's, so the clean-up's own errors are ignored.
void roll_back(std::vector<Placement>& placements)
{
    std::error_code ignored;
    for (auto placement = placements.rbegin(); placement != placements.rend(); ++placement) {
        if (placement->placed) std::filesystem::remove(placement->target, ignored);
        if (placement->previous_kept) std::filesystem::rename(placement->previous, placement->target, ignored);
        if (placement->written && !placement->placed) std::filesystem::remove(placement->temporary, ignored);
    }
}

}  // namespace

void write_all_or_none(const std::filesystem::path& dir, const std::vector<OutputFile>& files)
{
    std::vector<Placement> placements;
    for (const OutputFile& file : files) placements.push_back(plan_placement(dir, file.name));
    // Ctrl-C now ends the program after the files are all in place, or all
    // rolled back, never between.
    const platform::InterruptsHeldBack held_back;
    try {
        // Every file's bytes first: a full disk fails here, before any file
        // in the folder has changed.
        for (std::size_t i = 0; i < files.size(); ++i) write_temporary(placements[i], files[i].bytes);
        for (Placement& placement : placements) put_in_place(placement);
    } catch (...) {
        roll_back(placements);
        throw;
    }
    std::error_code ignored;
    for (const Placement& placement : placements)
        if (placement.previous_kept) std::filesystem::remove(placement.previous, ignored);
}

void write_file_atomically(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes)
{
    write_all_or_none(path.parent_path(), {{path.filename().string(), bytes}});
}

void write_png(const std::filesystem::path& path, const Image& image)
{
    write_all_or_none(path.parent_path(), {png_file(path.filename().string(), image)});
}

}  // namespace ocltut

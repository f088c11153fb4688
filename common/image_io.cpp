#include "image_io.hpp"

#include "errors.hpp"

#include <stb_image.h>
#include <stb_image_write.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <fstream>
#include <iterator>
#include <memory>
#include <random>
#include <string>
#include <system_error>

namespace ocltut {

namespace {

[[noreturn]] void fail_to_load(const std::filesystem::path& path, const std::string& reason)
{
    throw UserError("cannot load '" + path.string() + "': " + reason);
}

// The largest input file read: stb_image takes its size as an int.
constexpr std::uintmax_t largest_input_bytes = INT32_MAX;

std::vector<std::uint8_t> read_whole_file(const std::filesystem::path& path)
{
    std::error_code error;
    if (!std::filesystem::exists(path, error)) fail_to_load(path, "no such file");
    if (std::filesystem::is_directory(path, error)) fail_to_load(path, "it is a directory, not an image file");
    // Checked before reading: a device such as /dev/zero or a pipe has no
    // end to read to, and a huge file would be read whole for nothing.
    if (!std::filesystem::is_regular_file(path, error))
        fail_to_load(path, "not a regular file (a device, a pipe or a socket)");
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    if (error) fail_to_load(path, "its size cannot be read: " + error.message());
    if (size > largest_input_bytes) fail_to_load(path, "the file is larger than 2 GiB");
    std::ifstream file(path, std::ios::binary);
    if (!file) fail_to_load(path, "the file cannot be opened (permissions?)");
    std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    if (bytes.empty()) fail_to_load(path, "the file is empty");
    return bytes;
}

// stb_image's reasons are terse ("bad png", "outofdata"): say what they mean.
std::string explain_stb_failure(const char* stb_reason)
{
    const std::string reason = stb_reason ? stb_reason : "unknown reason";
    if (reason == "unknown image type")
        return "not an image in a format stb_image reads (PNG, JPEG, BMP, TGA, PNM, GIF, PSD, HDR, PIC)";
    if (reason == "too large")
        return "the image is too large to load";
    return "the image data is corrupt or truncated (stb_image: " + reason + ")";
}

using StbPixels = std::unique_ptr<stbi_uc, decltype(&stbi_image_free)>;

// A header may claim any size, and stb_image fills in whatever a truncated
// JPEG, BMP or GIF lacks: a damaged file of 100 bytes would become a
// picture of 400 million pixels. No format packs more than about 8,300
// pixels into a byte of the file (deflate's 1032:1 on a PNG of 1-bit
// pixels), so a header that claims more than this many per byte is refused.
constexpr double most_pixels_per_byte = 16384;

// Refuses a file whose header claims more pixels than its size can hold.
void check_claimed_size(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes)
{
    int width = 0;
    int height = 0;
    int channels = 0;
    if (!stbi_info_from_memory(bytes.data(), static_cast<int>(bytes.size()), &width, &height, &channels)) return;
    if (static_cast<double>(width) * height <= most_pixels_per_byte * static_cast<double>(bytes.size())) return;
    fail_to_load(path, "its header claims " + std::to_string(width) + "x" + std::to_string(height) +
                           " pixels, more than a file of " + std::to_string(bytes.size()) +
                           " bytes can hold: it is damaged or truncated");
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
    const std::uint32_t seed = static_cast<std::uint32_t>(width) * 7919u + static_cast<std::uint32_t>(height) * 104729u +
                               static_cast<std::uint32_t>(channels);
    std::mt19937 generator(seed);
    std::uniform_int_distribution<int> byte(0, 255);
    for (std::uint8_t& value : image.pixels) value = static_cast<std::uint8_t>(byte(generator));
    return image;
}

Image load_image(const std::filesystem::path& path, int channels)
{
    const std::vector<std::uint8_t> bytes = read_whole_file(path);
    check_claimed_size(path, bytes);

    int width = 0;
    int height = 0;
    int file_channels = 0;
    StbPixels pixels(stbi_load_from_memory(bytes.data(), static_cast<int>(bytes.size()), &width, &height,
                                           &file_channels, channels),
                     &stbi_image_free);
    if (!pixels) fail_to_load(path, explain_stb_failure(stbi_failure_reason()));

    Image image = make_image(width, height, channels == 0 ? file_channels : channels);
    std::copy_n(pixels.get(), image.pixels.size(), image.pixels.begin());
    return image;
}

Image tile_mirrored(const Image& image, int width, int height)
{
    // Position v in a tiling of period 2n: forwards through the image, then backwards.
    const auto mirror = [](int v, int n) {
        const int m = v % (2 * n);
        return m < n ? m : 2 * n - 1 - m;
    };
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

void prepare_output_dir(const std::filesystem::path& dir)
{
    std::error_code error;
    std::filesystem::create_directories(dir, error);
    if (error || !std::filesystem::is_directory(dir))
        throw UserError("cannot use output folder '" + dir.string() + "': " +
                        (error ? error.message() : "it is not a folder"));
    // A probe file of a name no one else uses, created only if it does not
    // exist (O_EXCL), so that a user's file is never touched.
    const std::filesystem::path probe = dir / (".ocltut-write-test-" + std::to_string(::getpid()));
    const int probe_fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL, 0600);
    if (probe_fd < 0) {
        const std::string reason = std::generic_category().message(errno);
        throw UserError("cannot write into output folder '" + dir.string() + "': " + reason);
    }
    ::close(probe_fd);
    std::filesystem::remove(probe, error);
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
    const std::string suffix = ".ocltut-" + std::to_string(::getpid());
    return {dir / name, dir / (name + suffix + ".partial"), dir / (name + suffix + ".previous")};
}

// Creates the temporary file (O_EXCL: never over an existing one) and
// writes all of `bytes`, keeping errno's reason for a failure.
void write_temporary(Placement& placement, const std::vector<std::uint8_t>& bytes)
{
    const int fd = ::open(placement.temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL, 0666);
    if (fd < 0) fail_to_write(placement.target, std::generic_category().message(errno));
    placement.written = true;
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t count = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0) {
            const std::string reason = std::generic_category().message(errno);
            ::close(fd);
            fail_to_write(placement.target, reason);
        }
        done += static_cast<std::size_t>(count);
    }
    // close() is where a network file system may report a failed write.
    if (::close(fd) != 0) fail_to_write(placement.target, std::generic_category().message(errno));
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
    std::filesystem::rename(placement.temporary, placement.target, error);
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

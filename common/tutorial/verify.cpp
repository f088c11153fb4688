#include "common/tutorial/verify.hpp"

#include <algorithm>
#include <ostream>

namespace ocltut {

namespace {

bool on_border(const Verification& v, int x, int y)
{
    return x == 0 || y == 0 || x == v.width - 1 || y == v.height - 1;
}

void mark_wrong_pixel(Verification& v, std::size_t pixel)
{
    if (pixel >= v.pixels()) return;  // values past the last whole row have no pixel
    if (v.wrong.empty()) v.wrong.assign(v.pixels(), false);
    if (v.wrong[pixel]) return;
    v.wrong[pixel] = true;
    ++v.wrong_pixels;
    const std::size_t width = static_cast<std::size_t>(v.width);
    if (on_border(v, static_cast<int>(pixel % width), static_cast<int>(pixel / width))) ++v.wrong_border_pixels;
}

// "1 pixel", "85 pixels"
std::string count_of(std::size_t count, const std::string& noun)
{
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

// "column 400", "columns 0 to 16"
std::string span_of(const std::string& noun, int first, int last)
{
    if (first == last) return noun + " " + std::to_string(first);
    return noun + "s " + std::to_string(first) + " to " + std::to_string(last);
}

// Where the wrong pixels lie: "in column 400, rows 0 to 299". A mistake
// in one column or row of a large picture, hard to see in its difference
// picture, shows here.
std::string wrong_span(const Verification& v)
{
    int left = v.width, right = -1, top = v.height, bottom = -1;
    for (std::size_t pixel = 0; pixel < v.wrong.size(); ++pixel) {
        if (!v.wrong[pixel]) continue;
        const int x = static_cast<int>(pixel % static_cast<std::size_t>(v.width));
        const int y = static_cast<int>(pixel / static_cast<std::size_t>(v.width));
        left = std::min(left, x);
        right = std::max(right, x);
        top = std::min(top, y);
        bottom = std::max(bottom, y);
    }
    if (right < 0) return "";
    return ", in " + span_of("column", left, right) + ", " + span_of("row", top, bottom);
}

}  // namespace

Verification start_verification(const std::string& what, std::size_t values, int width, int channels)
{
    Verification v;
    v.what = what;
    v.channels = channels;
    v.values = values;
    if (width > 0 && channels > 0) {
        v.width = width;
        v.height = static_cast<int>(values / (static_cast<std::size_t>(width) * static_cast<std::size_t>(channels)));
    }
    return v;
}

void record_mismatch(Verification& v, std::size_t index, std::int64_t expected, std::int64_t got,
                     std::size_t keep_first)
{
    const std::size_t channels = static_cast<std::size_t>(v.channels);
    const std::size_t pixel = index / channels;
    const std::size_t width = static_cast<std::size_t>(v.width);
    if (v.first.size() < keep_first)
        v.first.push_back({static_cast<int>(pixel % width), static_cast<int>(pixel / width),
                           static_cast<int>(index % channels), expected, got});
    ++v.mismatches;
    mark_wrong_pixel(v, pixel);
}

void record_wrong_size(Verification& v, const std::string& sizes)
{
    v.wrong_size = sizes;
    v.mismatches = v.values;
    for (std::size_t pixel = 0; pixel < v.pixels(); ++pixel) mark_wrong_pixel(v, pixel);
}

Verification as_point_operation(Verification v)
{
    v.border_matters = false;
    return v;
}

Verification compare_pictures(const std::string& what, const Image& expected, const Image& got)
{
    return compare_exact(what, expected.pixels, got.pixels, expected.width, expected.channels);
}

void print_verification(std::ostream& out, const Verification& verification)
{
    out << "  verify " << verification.what << ": ";
    if (verification.passed()) {
        out << "PASSED (" << verification.values << " values bit-exact)\n";
        return;
    }
    if (!verification.wrong_size.empty()) {
        out << "FAILED, the wrong size: " << verification.wrong_size << '\n';
        return;
    }
    out << "FAILED, " << verification.mismatches << " of " << verification.values << " values differ";
    const char* separator = "; first at ";
    for (const Mismatch& m : verification.first) {
        out << separator << '(' << m.x << ',' << m.y
            << (verification.channels > 1 ? " channel " + std::to_string(m.channel) : "") << "): expected "
            << m.expected << ", got " << m.got;
        separator = "; ";
    }
    out << '\n';
}

bool all_passed(const std::vector<Verification>& verifications)
{
    return std::all_of(verifications.begin(), verifications.end(), [](const Verification& v) { return v.passed(); });
}

void print_mismatch_details(std::ostream& out, const Verification& v, const std::string& indent, std::size_t shown)
{
    out << indent << v.what << ": ";
    if (!v.wrong_size.empty()) {
        out << "the wrong size: " << v.wrong_size << '\n';
        return;
    }
    if (v.picture && v.border_matters) {
        out << v.wrong_pixels << " of " << count_of(v.pixels(), "pixel") << " wrong, " << v.wrong_border_pixels
            << " on the border and " << v.wrong_pixels - v.wrong_border_pixels << " inside\n";
    } else if (v.picture) {
        out << v.wrong_pixels << " of " << count_of(v.pixels(), "pixel") << " wrong" << wrong_span(v) << '\n';
    } else {
        out << v.mismatches << " of " << count_of(v.values, "value") << " wrong\n";
    }
    const std::size_t listed = std::min(shown, v.first.size());
    for (std::size_t i = 0; i < listed; ++i) {
        const Mismatch& m = v.first[i];
        out << indent << "  ";
        if (v.picture)
            out << '(' << m.x << ',' << m.y << ')' << (v.channels > 1 ? " channel " + std::to_string(m.channel) : "");
        else out << '[' << static_cast<std::size_t>(m.y) * static_cast<std::size_t>(v.width) + m.x << ']';
        out << ": got " << m.got << ", expected " << m.expected << '\n';
    }
    if (v.mismatches > listed) out << indent << "  ...\n";
}

Image difference_picture(const Verification& v, const Image& background, int scale)
{
    // An output of another shape than the picture it came from (a rotation,
    // a transpose) is drawn on plain gray: its wrong pixels still show where
    // they are.
    const bool same_shape = background.width == v.width && background.height == v.height;
    const Image gray = same_shape ? luminance(background) : make_image(v.width, v.height, 1, 128);
    Image picture = make_image(v.width * scale, v.height * scale, 3);
    for (int y = 0; y < picture.height; ++y) {
        for (int x = 0; x < picture.width; ++x) {
            const std::size_t pixel = static_cast<std::size_t>(y / scale) * static_cast<std::size_t>(v.width) +
                                      static_cast<std::size_t>(x / scale);
            // Dimmed into 40..125, so that no background pixel competes with the red.
            const auto dimmed = static_cast<std::uint8_t>(40 + gray.pixels[pixel] / 3);
            const bool wrong = !v.wrong.empty() && v.wrong[pixel];
            std::uint8_t* rgb = &picture.pixels[(static_cast<std::size_t>(y) * picture.width + x) * 3];
            rgb[0] = wrong ? 255 : dimmed;
            rgb[1] = wrong ? 0 : dimmed;
            rgb[2] = wrong ? 0 : dimmed;
        }
    }
    return picture;
}

int print_verdict(std::ostream& out, const std::vector<Verification>& verifications)
{
    for (const Verification& verification : verifications) print_verification(out, verification);
    if (!all_passed(verifications)) {
        out << "RESULT: FAILED (the device output differs from the CPU golden)\n";
        return 1;
    }
    out << "RESULT: PASSED\n";
    return 0;
}

}  // namespace ocltut

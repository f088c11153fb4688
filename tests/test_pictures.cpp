// The pictures the lessons write (reference/pictures.hpp) and how they are
// written (write_all_or_none, common/tutorial/image_io.hpp): the viewing scale of the
// Sobel pictures, read back from lesson 01's own run; the sharpen crop, zoom
// and difference; and a failed write that leaves the folder as it was.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/program.hpp"
#include "reference/golden.hpp"
#include "reference/pictures.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <set>
#include <string>

using namespace ocltut;

namespace {

std::set<std::string> names_in(const std::filesystem::path& dir)
{
    std::set<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) names.insert(entry.path().filename().string());
    return names;
}

std::string message_of_write(const std::filesystem::path& dir, const std::vector<OutputFile>& files)
{
    try {
        write_all_or_none(dir, files);
    } catch (const UserError& error) {
        return error.what();
    }
    return "written without error";
}

// min(255, 4 v), written out here rather than taken from sobel_view.
std::vector<std::uint8_t> four_times_capped(const std::vector<std::uint8_t>& values)
{
    std::vector<std::uint8_t> out;
    for (const std::uint8_t v : values) out.push_back(static_cast<std::uint8_t>(v * 4 > 255 ? 255 : v * 4));
    return out;
}

}  // namespace

TEST_CASE("lesson 01's pictures are min(255, 4 v) of the golden's |dX|, |dY| and magnitude")
{
    const std::filesystem::path dir = test::scratch_dir("lesson-01");
    const std::filesystem::path input = find_project_file("data/camera.png");
    const std::string command = std::string("'") + LESSON_01_EXECUTABLE + "' --iterations 1 --input '" +
                                input.string() + "' --output-dir '" + dir.string() + "' > /dev/null";
    REQUIRE(std::system(command.c_str()) == 0);

    const SobelGradients golden = sobel_golden(luminance(load_image(input)));
    std::vector<std::uint8_t> magnitude;
    std::vector<std::uint8_t> abs_dx;
    std::vector<std::uint8_t> abs_dy;
    for (std::size_t i = 0; i < golden.dx.size(); ++i) {
        magnitude.push_back(sobel_magnitude(golden.dx[i], golden.dy[i]));
        abs_dx.push_back(static_cast<std::uint8_t>(std::abs(golden.dx[i])));
        abs_dy.push_back(static_cast<std::uint8_t>(std::abs(golden.dy[i])));
    }
    // The scale matters on this picture: many values are brightened, some cut at 255.
    CHECK(std::count_if(magnitude.begin(), magnitude.end(), [](std::uint8_t v) { return v > 63; }) > 0);
    CHECK(std::count_if(magnitude.begin(), magnitude.end(), [](std::uint8_t v) { return v > 0 && v < 64; }) > 1000);

    const Image picture = load_image(dir / "sobel.png");
    CHECK(picture.channels == 1);
    CHECK(picture.width == golden.width);
    CHECK(picture.pixels == four_times_capped(magnitude));
    CHECK(load_image(dir / "sobel-dx.png").pixels == four_times_capped(abs_dx));
    CHECK(load_image(dir / "sobel-dy.png").pixels == four_times_capped(abs_dy));
}

TEST_CASE("sobel_view brightens four times and stops at 255")
{
    const Image raw = test::image_with_pixels(5, 1, 1, {0, 1, 63, 64, 181});
    CHECK(sobel_view(raw).pixels == std::vector<std::uint8_t>{0, 4, 252, 255, 255});
}

TEST_CASE("the sharpen crop is where the picture changed most, zoomed with every pixel kept")
{
    const Image before = test::constant_image(200, 120, 4, 100);
    Image after = before;
    // A changed 3x3 spot at (150..152, 90..92): only the crops over it changed at all.
    for (int y = 90; y < 93; ++y)
        for (int x = 150; x < 153; ++x) after.pixels[(static_cast<std::size_t>(y) * 200 + x) * 4] = 160;
    const Crop crop = most_changed_crop(before, after);
    CHECK(crop.width == 64);
    CHECK(crop.height == 64);
    CHECK(crop.x % 8 == 0);
    CHECK(crop.y % 8 == 0);
    CHECK(crop.x <= 150);
    CHECK(crop.x + 64 >= 153);
    CHECK(crop.y <= 90);
    CHECK(crop.y + 64 >= 93);

    // Each side is the crop, each pixel a 4x4 square; the right side starts after a gap.
    const Image random_before = test::random_image(70, 66, 4);
    const Image random_after = sharpen_golden(random_before);
    const Crop corner{3, 2, 5, 4};
    const Image zoomed = zoomed_before_after(random_before, random_after, corner);
    REQUIRE(zoomed.channels == 4);
    REQUIRE(zoomed.height == 16);
    const int side = 20;
    REQUIRE(zoomed.width > 2 * side);
    const int right = zoomed.width - side;
    bool same = true;
    for (int y = 0; y < 16; ++y) {
        for (int x = 0; x < side; ++x) {
            const std::size_t from = static_cast<std::size_t>(2 + y / 4) * 70 + 3 + x / 4;
            for (std::size_t c = 0; c < 4; ++c) {
                same &= zoomed.pixels[(static_cast<std::size_t>(y) * zoomed.width + x) * 4 + c] ==
                        random_before.pixels[from * 4 + c];
                same &= zoomed.pixels[(static_cast<std::size_t>(y) * zoomed.width + right + x) * 4 + c] ==
                        random_after.pixels[from * 4 + c];
            }
        }
    }
    CHECK(same);
}

TEST_CASE("a picture smaller than the crop is cropped whole")
{
    const Image before = test::random_image(17, 5, 4);
    const Crop crop = most_changed_crop(before, sharpen_golden(before));
    CHECK(crop.x == 0);
    CHECK(crop.y == 0);
    CHECK(crop.width == 17);
    CHECK(crop.height == 5);
}

TEST_CASE("the difference picture is min(255, 4 |after - before|) of R, G and B, without alpha")
{
    const Image before = test::image_with_pixels(2, 1, 4, {10, 200, 50, 255, 0, 0, 0, 7});
    const Image after = test::image_with_pixels(2, 1, 4, {20, 190, 50, 0, 100, 63, 1, 7});
    const Image difference = sharpen_difference(before, after);
    CHECK(difference.channels == 3);
    CHECK(difference.pixels == std::vector<std::uint8_t>{40, 40, 0, 255, 252, 4});
}

TEST_CASE("write_all_or_none puts every file in place and leaves nothing else")
{
    const std::filesystem::path dir = test::scratch_dir("all");
    write_all_or_none(dir, {text_file("a.csv", "1,2\n"), png_file("b.png", test::random_image(3, 2, 1))});
    CHECK(names_in(dir) == std::set<std::string>{"a.csv", "b.png"});
    CHECK(read_text_file(dir / "a.csv") == "1,2\n");
    CHECK(load_image(dir / "b.png").pixels == test::random_image(3, 2, 1).pixels);
}

TEST_CASE("a failed write says which file and why, and leaves the folder as it was")
{
    const std::filesystem::path dir = test::scratch_dir("none");
    // A previous run's first file, and a folder where the last one should go.
    std::ofstream(dir / "first.txt") << "previous run";
    std::filesystem::create_directories(dir / "third.txt");
    const std::string message = message_of_write(dir, {text_file("first.txt", "new"), text_file("second.txt", "new"),
                                                       text_file("third.txt", "new")});
    CHECK(message == "cannot write '" + (dir / "third.txt").string() + "': Is a directory");
    CHECK(names_in(dir) == std::set<std::string>{"first.txt", "third.txt"});
    CHECK(read_text_file(dir / "first.txt") == "previous run");
    CHECK(std::filesystem::is_directory(dir / "third.txt"));

    // A failure while writing the bytes, before anything was renamed.
    const std::string missing = message_of_write(dir / "nowhere", {text_file("a.txt", "new")});
    CHECK(missing == "cannot write '" + (dir / "nowhere" / "a.txt").string() + "': No such file or directory");
    CHECK(names_in(dir) == std::set<std::string>{"first.txt", "third.txt"});
}

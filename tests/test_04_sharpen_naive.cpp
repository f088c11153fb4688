// Lesson 04 against the CPU golden: the golden itself on hand-computed
// pixels; both kernels through the host runner the executable uses, on the
// whole size and content matrix (random content has random alpha), outputs
// poisoned before each kernel's verified launch; the axis swap the docs
// measure; and the checks shown failing on deliberately different kernels.
#include <doctest/doctest.h>

#include "test_checks.hpp"

#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "reference/verify.hpp"
#include "sharpen_naive.hpp"

#include <algorithm>
#include <fstream>

using namespace ocltut;

namespace {

// Runs lesson 04's two kernels (or another program with the same kernel
// names) and compares each with the golden.
std::vector<SharpenKernelRun> run_naive(const Image& rgba, const std::string& kernel_file,
                                        const LocalSize& local = {0, 0})
{
    return run_sharpen_naive(test::runtime(), test::build(kernel_file), rgba, local);
}

// Each kernel's picture against `expected`, named as the lesson names it.
std::vector<Verification> verify_sharpen(const Image& expected, const std::vector<SharpenKernelRun>& runs)
{
    std::vector<Verification> verifications;
    for (const SharpenKernelRun& run : runs)
        verifications.push_back(
            verify_sharpen(run.launch.kernel.getInfo<CL_KERNEL_FUNCTION_NAME>() + " RGBA", expected, run.output));
    return verifications;
}

std::vector<Verification> check_naive(const Image& rgba, const std::string& kernel_file)
{
    return verify_sharpen(sharpen_golden(rgba), run_naive(rgba, kernel_file));
}

std::string lesson_kernel()
{
    return find_project_file("04-sharpen-naive/sharpen_naive.cl").string();
}

// The lesson's kernel with dimensions 0 and 1 exchanged, as the docs' sed
// command makes it: x now comes from dimension 1.
std::filesystem::path kernel_with_axes_swapped()
{
    std::string text = read_text_file(lesson_kernel());
    const std::string dim0 = "get_global_id(0)";
    const std::string dim1 = "get_global_id(1)";
    const std::string placeholder = "@swap@";
    const auto replace_all = [&text](const std::string& from, const std::string& to) {
        for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
            text.replace(at, from.size(), to);
    };
    replace_all(dim0, placeholder);
    replace_all(dim1, dim0);
    replace_all(placeholder, dim1);
    const std::filesystem::path path = std::filesystem::temp_directory_path() / "ocltut-sharpen-swapped.cl";
    std::ofstream(path) << text;
    return path;
}

}  // namespace

TEST_CASE("golden sharpen on a hand-computed 3x3 image, borders replicated")
{
    // Red channel (G = B = 0, alpha varies):
    //  10 20 30
    //  40 50 60
    //  70 80 90
    std::vector<std::uint8_t> pixels;
    for (int i = 0; i < 9; ++i)
        pixels.insert(pixels.end(), {static_cast<std::uint8_t>(10 * (i + 1)), 0, 0, static_cast<std::uint8_t>(i * 30)});
    const Image out = sharpen_golden(test::image_with_pixels(3, 3, 4, pixels));
    const auto red = [&](int x, int y) { return out.pixels[(y * 3 + x) * 4]; };
    // Centre: 5*50 - 20 - 80 - 40 - 60 = 50 (a linear ramp has no Laplacian).
    CHECK(red(1, 1) == 50);
    // Top-left corner: up and left are replicated, the pixel itself:
    // 5*10 - 10 - 40 - 10 - 20 = -30 -> 0.
    CHECK(red(0, 0) == 0);
    // Bottom-right corner: 5*90 - 60 - 90 - 80 - 90 = 130.
    CHECK(red(2, 2) == 130);
    // Top edge, middle: 5*20 - 20 - 50 - 10 - 30 = -10 -> 0.
    CHECK(red(1, 0) == 0);
    for (int i = 0; i < 9; ++i) {
        CAPTURE(i);
        CHECK(out.pixels[i * 4 + 1] == 0);       // green stays 0
        CHECK(out.pixels[i * 4 + 3] == i * 30);  // alpha copied, not sharpened
    }
}

TEST_CASE("golden sharpen saturates at both ends and leaves flat areas alone")
{
    // A bright pixel on a dark ground and a dark one on a bright ground.
    std::vector<std::uint8_t> bright(9 * 4, 0);
    bright[4 * 4] = 100;                                                                   // red of the centre
    CHECK(sharpen_golden(test::image_with_pixels(3, 3, 4, bright)).pixels[4 * 4] == 255);  // 500 -> 255
    std::vector<std::uint8_t> dark(9 * 4, 200);
    dark[4 * 4 + 2] = 10;                                                                  // blue of the centre
    CHECK(sharpen_golden(test::image_with_pixels(3, 3, 4, dark)).pixels[4 * 4 + 2] == 0);  // 50 - 800 -> 0
    // 1x1: every neighbour is the pixel itself, 5c - 4c = c.
    const Image single = test::image_with_pixels(1, 1, 4, {7, 130, 255, 1});
    CHECK(sharpen_golden(single).pixels == single.pixels);
    const Image flat = test::constant_image(5, 4, 4, 77);
    CHECK(sharpen_golden(flat).pixels == flat.pixels);
}

TEST_CASE("lesson 04 is bit-exact on every size and content, alpha included")
{
    test::require_bit_exact(test::size_content_matrix(4),
                            [](const Image& rgba) { return check_naive(rgba, lesson_kernel()); });
}

TEST_CASE("lesson 04 is bit-exact on the sample photographs, loaded as RGBA")
{
    test::require_bit_exact(test::sample_photos(4),
                            [](const Image& rgba) { return check_naive(rgba, lesson_kernel()); });
}

TEST_CASE("lesson 04 is bit-exact with other work-group sizes")
{
    const Image rgba = test::random_image(257, 131, 4);
    // Sizes both kernels allow: those sharpen_scalar allows, shrunk again for sharpen_uchar4.
    const cl::Program program = test::build("04-sharpen-naive/sharpen_naive.cl");
    for (const LocalSize& local : test::allowed_local_sizes(
             program, "sharpen_uchar4",
             test::allowed_local_sizes(program, "sharpen_scalar", {{1, 1}, {7, 3}, {64, 1}, {32, 8}}))) {
        CAPTURE(local[0]);
        CAPTURE(local[1]);
        const std::vector<SharpenKernelRun> runs = run_naive(rgba, "04-sharpen-naive/sharpen_naive.cl", local);
        CHECK(all_passed(verify_sharpen(sharpen_golden(rgba), runs)));
        for (const SharpenKernelRun& run : runs) CHECK(run.launch.local[0] == local[0]);
    }
}

TEST_CASE("swapping the axes keeps a square picture exact and breaks any other")
{
    // The docs measure this edit. x from dimension 1 only covers the image
    // when the NDRange's two extents can be exchanged, i.e. width == height.
    const std::string swapped = kernel_with_axes_swapped().string();
    CHECK(all_passed(check_naive(test::random_image(48, 48, 4), swapped)));
    for (const Verification& v : check_naive(test::random_image(64, 48, 4), swapped)) {
        CAPTURE(v.what);
        CHECK(v.mismatches > 0);
    }
}

TEST_CASE("zero padding, the original's border rule, differs only on a brighter frame")
{
    const int width = 40;
    const int height = 30;
    const Image rgba = test::random_image(width, height, 4);
    const Image golden = sharpen_golden(rgba);
    const std::vector<SharpenKernelRun> run = run_naive(rgba, test::test_kernel("sharpen_zero_padding.cl"));
    const Image& zero_padded = run.at(1).output;

    std::size_t frame_changes = 0;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const bool on_frame = x == 0 || y == 0 || x == width - 1 || y == height - 1;
            for (int c = 0; c < 4; ++c) {
                const std::size_t i = (static_cast<std::size_t>(y) * width + x) * 4 + c;
                CAPTURE(x);
                CAPTURE(y);
                CAPTURE(c);
                if (!on_frame || c == 3) {
                    CHECK(zero_padded.pixels[i] == golden.pixels[i]);
                } else {
                    CHECK(zero_padded.pixels[i] >= golden.pixels[i]);
                    frame_changes += zero_padded.pixels[i] != golden.pixels[i];
                }
            }
        }
    }
    CHECK(frame_changes > 0);
    CHECK_FALSE(all_passed(verify_sharpen(golden, run)));
}

TEST_CASE("each kernel is verified on its own output, poisoned again before it runs")
{
    const Image rgba = test::random_image(33, 7, 4);
    const std::vector<SharpenKernelRun> run =
        run_naive(rgba, test::test_kernel("sharpen_second_kernel_writes_nothing.cl"));
    const std::vector<Verification> result = verify_sharpen(sharpen_golden(rgba), run);
    CHECK(result.at(0).mismatches > 0);  // a copy is not a sharpened picture
    CHECK_FALSE(result.at(1).passed());
    // sharpen_uchar4 read back nothing but poison, not sharpen_scalar's copy.
    const std::vector<std::uint8_t>& second = run.at(1).output.pixels;
    CHECK(std::all_of(second.begin(), second.end(), [](std::uint8_t value) { return value == poison_byte; }));
}

TEST_CASE("the work model of each sharpening kernel counts the bytes of the buffers it reads and writes")
{
    const Image rgba = test::random_image(100, 10, 4);
    for (const SharpenKernelRun& run :
         run_sharpen_naive(test::runtime(), test::build("04-sharpen-naive/sharpen_naive.cl"), rgba, {0, 0})) {
        CAPTURE(run.launch.kernel.getInfo<CL_KERNEL_FUNCTION_NAME>());
        CHECK(run.launch.work.bytes_moved == test::argument_bytes(run.launch));
        CHECK(run.launch.work.pixels == rgba.pixel_count());
    }
}

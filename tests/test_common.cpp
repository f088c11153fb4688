// Tests of the common helper: the golden Sobel on hand-computed images,
// luminance, image I/O and its errors, verification, device selection,
// program building and error naming.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/program.hpp"
#include "common/platform/platform.hpp"
#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/sizes.hpp"
#include "common/tutorial/verify.hpp"
#include "reference/golden.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

using namespace ocltut;

namespace {

Image gray_image(int width, int height, std::vector<std::uint8_t> pixels)
{
    return test::image_with_pixels(width, height, 1, std::move(pixels));
}

}  // namespace

TEST_CASE("golden Sobel on a hand-computed 3x3 ramp")
{
    //  10 20 30
    //  40 50 60
    //  70 80 90
    const SobelGradients g = sobel_golden(gray_image(3, 3, {10, 20, 30, 40, 50, 60, 70, 80, 90}));
    // dx = (30 + 2*60 + 90) - (10 + 2*40 + 70) = 80,   80 >> 3 = 10
    // dy = (10 + 2*20 + 30) - (70 + 2*80 + 90) = -240, -240 >> 3 = -30
    CHECK(g.dx[4] == 10);
    CHECK(g.dy[4] == -30);
    for (int i : {0, 1, 2, 3, 5, 6, 7, 8}) {
        CAPTURE(i);
        CHECK(g.dx[i] == 0);  // border
        CHECK(g.dy[i] == 0);
    }
    CHECK(sobel_pictures(g).magnitude.pixels[4] == 31);  // floor(sqrt(100 + 900)) = floor(31.6)
}

TEST_CASE("golden Sobel reaches both ends of the signed 8-bit range")
{
    // A dark-to-bright vertical edge: dx = 4 * 255 = 1020 -> 127; mirrored, -1020 -> -128.
    const SobelGradients rising = sobel_golden(gray_image(3, 3, {0, 9, 255, 0, 9, 255, 0, 9, 255}));
    CHECK(rising.dx[4] == 127);
    CHECK(rising.dy[4] == 0);
    const SobelGradients falling = sobel_golden(gray_image(3, 3, {255, 9, 0, 255, 9, 0, 255, 9, 0}));
    CHECK(falling.dx[4] == -128);
    // A bright top over a dark bottom: dy is "top minus bottom", positive.
    const SobelGradients top = sobel_golden(gray_image(3, 3, {255, 255, 255, 7, 7, 7, 0, 0, 0}));
    CHECK(top.dy[4] == 127);
    CHECK(top.dx[4] == 0);
}

TEST_CASE("golden Sobel: 4x4 interior and images too small for a 3x3 neighbourhood")
{
    // Column x holds the value 10 * x: dx = 4 * 20 = 80 -> 10 everywhere inside, dy = 0.
    std::vector<std::uint8_t> ramp;
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 4; ++x) ramp.push_back(static_cast<std::uint8_t>(10 * x));
    const SobelGradients g = sobel_golden(gray_image(4, 4, ramp));
    const std::vector<std::int8_t> expected_dx = {0, 0, 0, 0, 0, 10, 10, 0, 0, 10, 10, 0, 0, 0, 0, 0};
    CHECK(g.dx == expected_dx);
    CHECK(g.dy == std::vector<std::int8_t>(16, 0));

    for (const auto& [w, h] : {std::pair{1, 1}, {2, 2}, {2, 7}, {7, 2}}) {
        const SobelGradients small = sobel_golden(test::random_image(w, h, 1));
        CHECK(small.dx == std::vector<std::int8_t>(static_cast<std::size_t>(w * h), 0));
        CHECK(small.dy == std::vector<std::int8_t>(static_cast<std::size_t>(w * h), 0));
    }
}

TEST_CASE("magnitude is the exact integer floor of the root, for every pair")
{
    CHECK(sobel_magnitude(3, 4) == 5);
    CHECK(sobel_magnitude(-128, -128) == 181);  // the largest: floor(sqrt(32768))
    CHECK(sobel_magnitude(127, 127) == 179);
    CHECK(sobel_magnitude(0, 0) == 0);
    for (int a = -128; a <= 127; ++a) {
        for (int b = -128; b <= 127; ++b) {
            const int root = sobel_magnitude(static_cast<std::int8_t>(a), static_cast<std::int8_t>(b));
            const int square = a * a + b * b;
            if (!(root * root <= square && (root + 1) * (root + 1) > square)) {
                FAIL("magnitude(" << a << ", " << b << ") = " << root);
            }
        }
    }
}

TEST_CASE("luminance: integer BT.601 weights, gray kept, alpha ignored")
{
    Image rgb = make_image(4, 1, 3);
    rgb.pixels = {255, 255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 255};
    // (77*255 + 128) >> 8 = 77, (150*255 + 128) >> 8 = 149, (29*255 + 128) >> 8 = 29
    CHECK(luminance(rgb).pixels == std::vector<std::uint8_t>{255, 77, 149, 29});

    Image rgba = make_image(1, 1, 4);
    rgba.pixels = {100, 150, 200, 0};
    CHECK(luminance(rgba).pixels[0] == (77 * 100 + 150 * 150 + 29 * 200 + 128) >> 8);

    Image gray_alpha = make_image(2, 1, 2);
    gray_alpha.pixels = {17, 255, 200, 3};
    CHECK(luminance(gray_alpha).pixels == std::vector<std::uint8_t>{17, 200});

    const Image gray = test::random_image(5, 3, 1);
    CHECK(luminance(gray).pixels == gray.pixels);
}

TEST_CASE("PNG written then loaded comes back identical, through a temporary name")
{
    const std::filesystem::path dir = test::scratch_dir("png");
    for (int channels : {1, 3, 4}) {
        const Image image = test::random_image(33, 7, channels);
        const std::filesystem::path file = dir / ("image" + std::to_string(channels) + ".png");
        write_png(file, image);
        const Image back = load_image(file);
        CHECK(back.width == 33);
        CHECK(back.height == 7);
        CHECK(back.channels == channels);
        CHECK(back.pixels == image.pixels);
    }
    for (const auto& entry : std::filesystem::directory_iterator(dir))  // no temporary file left
        CHECK(entry.path().extension() == ".png");
    CHECK(load_image(dir / "image1.png", 4).channels == 4);  // converted on request
}

TEST_CASE("bad inputs give one clear reason naming the file")
{
    const std::filesystem::path dir = test::scratch_dir("bad-input");
    const auto reason = [](const std::filesystem::path& path) -> std::string {
        try {
            load_image(path);
        } catch (const UserError& error) {
            return error.what();
        }
        return "loaded without error";
    };
    CHECK(reason(dir / "missing.png") == "cannot load '" + (dir / "missing.png").string() + "': no such file");

    test::write_bytes(dir / "empty.png", "");
    CHECK(reason(dir / "empty.png").find("the file is empty") != std::string::npos);

    test::write_bytes(dir / "notes.txt", "this is not a picture\n");
    CHECK(reason(dir / "notes.txt").find("not an image in a format the lessons read") != std::string::npos);

    CHECK(reason(dir).find("it is a directory") != std::string::npos);

    const std::string png = read_text_file(find_project_file("data/camera.png"));
    test::write_bytes(dir / "truncated.png", png.substr(0, png.size() / 2));
    CHECK(reason(dir / "truncated.png").find("corrupt or truncated") != std::string::npos);
}

TEST_CASE("a failed write says why and leaves no partial file")
{
    const std::filesystem::path dir = test::scratch_dir("failed-write");
    std::filesystem::create_directories(dir / "taken.png");  // a folder where the picture should go
    try {
        write_png(dir / "taken.png", make_image(2, 2, 1));
        FAIL("the write into a folder's name succeeded");
    } catch (const UserError& error) {
        const std::string message = error.what();
        CHECK(message.find("cannot write '" + (dir / "taken.png").string() + "': ") == 0);
        CHECK(message.find("Success") == std::string::npos);  // the rename's reason, not the clean-up's
    }
    for (const auto& entry : std::filesystem::directory_iterator(dir))  // no temporary file left
        CHECK(entry.path().filename() == "taken.png");
}

TEST_CASE("the output folder's write probe never touches a user's file")
{
    const std::filesystem::path dir = test::scratch_dir("probe");
    test::write_bytes(dir / ".write-test", "mine");
    std::filesystem::create_directories(dir / ".ocltut-write-test");
    CHECK_NOTHROW(prepare_output_dir(dir));
    CHECK(read_text_file(dir / ".write-test") == "mine");
    CHECK(std::filesystem::is_directory(dir / ".ocltut-write-test"));
    for (const auto& entry : std::filesystem::directory_iterator(dir))  // the probe is gone
        CHECK(entry.path().filename().string().rfind(".ocltut-write-test-", 0) != 0);
}

TEST_CASE("random pictures of any size: the seed arithmetic cannot overflow")
{
    // Heights from 20,506 and widths from 271,183 overflowed a signed int
    // in the seed (undefined: the asan preset's UBSan aborts on it).
    CHECK(random_image(1, 20506, 1).pixels.size() == 20506);
    CHECK(random_image(271183, 1, 1).pixels.size() == 271183);
    // Still the same bytes on every run and build, where the seed never
    // overflowed: the pictures the tests and their expected reports use.
    // The first row of 17x5, recorded (std::mt19937's top 8 bits, as
    // libstdc++'s uniform_int_distribution gave them): the same with every
    // standard library.
    const std::vector<std::uint8_t> first_row = {39,  5,   84,  207, 199, 36,  191, 231, 36,
                                                 242, 107, 196, 14,  224, 185, 243, 144};
    const Image small = random_image(17, 5, 1);
    CHECK(std::vector<std::uint8_t>(small.pixels.begin(), small.pixels.begin() + 17) == first_row);
}

TEST_CASE("an unusable output folder is refused before any work")
{
    const std::filesystem::path dir = test::scratch_dir("out");
    test::write_bytes(dir / "a-file", "x");
    CHECK_THROWS_AS(prepare_output_dir(dir / "a-file"), UserError);
    CHECK_THROWS_AS(prepare_output_dir(dir / "a-file" / "sub"), UserError);
    CHECK_NOTHROW(prepare_output_dir(dir / "new" / "nested"));
    CHECK(std::filesystem::is_directory(dir / "new" / "nested"));
}

TEST_CASE("verification counts every differing value and locates the first")
{
    std::vector<std::uint8_t> expected(12, 9);
    std::vector<std::uint8_t> got = expected;
    CHECK(compare_exact("same", expected, got, 4).passed());

    got[6] = 1;   // x = 2, y = 1 in a 4-wide image
    got[11] = 0;  // x = 3, y = 2
    const Verification v = compare_exact("two wrong", expected, got, 4);
    CHECK_FALSE(v.passed());
    CHECK(v.mismatches == 2);
    REQUIRE(v.first.size() == 2);
    CHECK(v.first[0].x == 2);
    CHECK(v.first[0].y == 1);
    CHECK(v.first[0].expected == 9);
    CHECK(v.first[0].got == 1);

    // RGBA: value 6 is pixel 1, channel 2.
    const Verification rgba = compare_exact("rgba", expected, got, 3, 4);
    CHECK(rgba.first[0].x == 1);
    CHECK(rgba.first[0].channel == 2);

    CHECK_FALSE(compare_exact("short", expected, std::vector<std::uint8_t>(11), 4).passed());
}

TEST_CASE("verification says how many pixels are wrong, where, and draws them")
{
    // A 5x4 image of 2 channels with planted errors: pixel (0,0) wrong in
    // both channels and (4,3) in one, both on the border; (2,1) and (2,2)
    // inside.
    const int width = 5;
    const int height = 4;
    const int channels = 2;
    const auto at = [&](int x, int y, int channel) {
        return static_cast<std::size_t>((y * width + x) * channels + channel);
    };
    const std::vector<std::uint8_t> expected(width * height * channels, 7);
    std::vector<std::uint8_t> got = expected;
    got[at(0, 0, 0)] = 1;
    got[at(0, 0, 1)] = 2;
    got[at(2, 1, 1)] = 3;
    got[at(2, 2, 0)] = 4;
    got[at(4, 3, 1)] = 5;
    const Verification v = compare_exact("planted", expected, got, width, channels, 3);

    CHECK(v.mismatches == 5);
    CHECK(v.wrong_pixels == 4);
    CHECK(v.wrong_border_pixels == 2);
    CHECK(v.width == width);
    CHECK(v.height == height);
    REQUIRE(v.wrong.size() == 20);
    // A pair, not a structured binding: CAPTURE keeps a lambda's reference,
    // and a lambda may capture a structured binding only from C++20 (Clang
    // refuses it in C++17).
    for (const std::pair<int, int>& pixel : {std::pair{0, 0}, {2, 1}, {2, 2}, {4, 3}}) {
        const int x = pixel.first;
        const int y = pixel.second;
        CAPTURE(x);
        CAPTURE(y);
        CHECK(v.wrong[static_cast<std::size_t>(y * width + x)]);
    }
    CHECK(std::count(v.wrong.begin(), v.wrong.end(), true) == 4);

    std::ostringstream text;
    print_mismatch_details(text, v, "  ");
    CHECK(text.str() == "  planted: 4 of 20 pixels wrong, 2 on the border and 2 inside\n"
                        "    (0,0) channel 0: got 1, expected 7\n"
                        "    (0,0) channel 1: got 2, expected 7\n"
                        "    (2,1) channel 1: got 3, expected 7\n"
                        "    ...\n");

    // A point operation's report names the columns and rows of the wrong
    // pixels, not the border, which means nothing there.
    const Verification point = as_point_operation(v);
    std::ostringstream point_text;
    print_mismatch_details(point_text, point, "  ", 0);
    CHECK(point_text.str() == "  planted: 4 of 20 pixels wrong, in columns 0 to 4, rows 0 to 3\n    ...\n");
    std::vector<std::uint8_t> one_column = expected;
    for (int y = 0; y < height; ++y) one_column[at(3, y, 0)] = 0;
    const Verification column = as_point_operation(compare_exact("column", expected, one_column, width, channels));
    std::ostringstream column_text;
    print_mismatch_details(column_text, column, "", 0);
    CHECK(column_text.str() == "column: 4 of 20 pixels wrong, in column 3, rows 0 to 3\n  ...\n");

    // Scaled 2x: pixel (2,1) covers (4..5, 2..3). Right pixels are the
    // background dimmed: 40 + 90 / 3.
    const Image picture = difference_picture(v, make_image(width, height, 1, 90), 2);
    CHECK(picture.width == 10);
    CHECK(picture.height == 8);
    REQUIRE(picture.channels == 3);
    const auto rgb = [&picture](int x, int y) {
        const std::uint8_t* p = &picture.pixels[static_cast<std::size_t>((y * picture.width + x) * 3)];
        return std::vector<int>{p[0], p[1], p[2]};
    };
    CHECK(rgb(5, 3) == std::vector<int>{255, 0, 0});
    CHECK(rgb(1, 1) == std::vector<int>{255, 0, 0});
    CHECK(rgb(2, 0) == std::vector<int>{70, 70, 70});
    // A background of another shape (an output turned or transposed): plain
    // gray, dimmed to 40 + 128 / 3, and the same pixels red.
    const Image on_gray = difference_picture(v, make_image(4, 4, 1, 200));
    CHECK(on_gray.width == 5);
    CHECK(on_gray.height == 4);
    CHECK(on_gray.pixels[static_cast<std::size_t>((1 * 5 + 2) * 3)] == 255);
    CHECK(on_gray.pixels[static_cast<std::size_t>((1 * 5 + 2) * 3 + 1)] == 0);
    CHECK(on_gray.pixels[static_cast<std::size_t>((0 * 5 + 2) * 3)] == 82);

    // Every value of a result of the wrong size is wrong; 10 of a 4x3 image's
    // 12 pixels are on its border.
    const Verification short_result =
        compare_exact("short", std::vector<std::uint8_t>(12, 9), std::vector<std::uint8_t>(11), 4);
    CHECK(short_result.wrong_pixels == 12);
    CHECK(short_result.wrong_border_pixels == 10);
    // The reports say the sizes, not a count of wrong pixels.
    std::ostringstream verdict;
    print_verification(verdict, short_result);
    CHECK(verdict.str() == "  verify short: FAILED, the wrong size: 11 values where the golden has 12\n");
    std::ostringstream details;
    print_mismatch_details(details, short_result, "  ");
    CHECK(details.str() == "  short: the wrong size: 11 values where the golden has 12\n");
}

TEST_CASE("a verification of values that are no picture gives indices")
{
    std::vector<std::uint32_t> expected(256, 0);
    std::vector<std::uint32_t> got = expected;
    got[5] = 0xFFFFFFFF;  // a 32-bit value: reported whole, not wrapped to -1
    Verification bins = compare_exact("bins", expected, got, 256);
    bins.picture = false;
    std::ostringstream text;
    print_mismatch_details(text, bins, "");
    CHECK(text.str() == "bins: 1 of 256 values wrong\n  [5]: got 4294967295, expected 0\n");
}

TEST_CASE("device selection by index, by name and with clear errors")
{
    const DeviceEntry first = select_device("0:0");
    CHECK(first.platform_index == 0);
    CHECK(first.device_index == 0);
    CHECK(select_device("0").device() == first.device());

    std::string name = first.device.getInfo<CL_DEVICE_NAME>();
    name = name.substr(0, 6);
    for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    CHECK(select_device(name).device() == first.device());  // a case-insensitive part of the name

    // A part of the platform's vendor ("The pocl project") chooses its first device.
    const std::string vendor = first.platform.getInfo<CL_PLATFORM_VENDOR>();
    CHECK(select_device(vendor.substr(0, 4)).device() == first.device());

    CHECK_THROWS_AS(select_device("no-such-device-anywhere"), UserError);
    CHECK_THROWS_AS(select_device("99:0"), UserError);
}

TEST_CASE("--list-devices lists the devices even when $OCLTUT_DEVICE names none")
{
    const char* saved = std::getenv(device_env_var);
    const std::string previous = saved ? saved : "";
    platform::set_environment_variable(device_env_var, "no-such-device-anywhere");
    std::ostringstream out;
    CHECK_NOTHROW(print_device_list(out));
    platform::set_environment_variable(device_env_var, saved ? previous.c_str() : nullptr);
    CHECK(out.str().find("0:0") != std::string::npos);
    CHECK(out.str().find("chooses no device (no device name contains 'no-such-device-anywhere'") != std::string::npos);
}

TEST_CASE("a platform with no device is listed as such and never chosen")
{
    const std::vector<PlatformEntry> platforms = all_platforms();
    if (std::none_of(platforms.begin(), platforms.end(), [](const PlatformEntry& p) { return p.devices.empty(); })) {
        test::skip("no platform without a device here (mesa-opencl-icd's Clover is one)");
        return;
    }
    std::ostringstream out;
    print_device_list(out);
    for (const PlatformEntry& platform : platforms) {
        if (!platform.devices.empty()) continue;
        const std::string index = std::to_string(platform.platform_index);
        CAPTURE(index);
        CHECK(out.str().find("   " + index + ":-  ") != std::string::npos);
        CHECK_THROWS_WITH_AS(select_device(index), doctest::Contains("has no device"), UserError);
        for (const DeviceEntry& entry : all_devices()) CHECK(entry.platform_index != platform.platform_index);
    }
}

TEST_CASE("sizes are written and read as WIDTHxHEIGHT, and nothing else is read as one")
{
    CHECK(width_x_height(4099, 2051) == "4099x2051");
    CHECK(width_x_height(std::size_t{16}, 1) == "16x1");
    const std::optional<std::array<std::size_t, 2>> read = read_width_x_height(width_x_height(37, 29), 100);
    REQUIRE(read.has_value());
    CHECK(*read == std::array<std::size_t, 2>{37, 29});
    for (const char* wrong : {"37x", "x29", "37x29x1", "-1x8", "0x8", "101x8", " 37x29", "37X29"})
        CHECK_FALSE(read_width_x_height(wrong, 100).has_value());
}

TEST_CASE("a device's kind: the GPU bit wins, then the CPU bit, so Oclgrind's every bit is a GPU")
{
    CHECK(device_kind_of_type(CL_DEVICE_TYPE_GPU) == DeviceKind::gpu);
    CHECK(device_kind_of_type(CL_DEVICE_TYPE_CPU) == DeviceKind::cpu);
    CHECK(device_kind_of_type(CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_DEFAULT) == DeviceKind::cpu);
    CHECK(device_kind_of_type(CL_DEVICE_TYPE_ACCELERATOR) == DeviceKind::accelerator);
    CHECK(device_kind_of_type(CL_DEVICE_TYPE_CUSTOM) == DeviceKind::other);
    // What Oclgrind reports: "Accelerator, GPU, CPU, Default".
    const cl_device_type oclgrind =
        CL_DEVICE_TYPE_ACCELERATOR | CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_DEFAULT;
    CHECK(device_kind_of_type(oclgrind) == DeviceKind::gpu);
    CHECK(device_kind_of_type(CL_DEVICE_TYPE_ACCELERATOR | CL_DEVICE_TYPE_CPU) == DeviceKind::cpu);

    CHECK(device_kind_name(DeviceKind::gpu) == "GPU");
    CHECK(device_kind_name(DeviceKind::cpu) == "CPU");
    CHECK(device_kind_name(DeviceKind::accelerator) == "accelerator");
    CHECK(device_kind_name(DeviceKind::other) == "other");
    // The test device's kind is its type's.
    const cl::Device& device = test::runtime().device;
    CHECK(device_kind(device) == device_kind_of_type(device.getInfo<CL_DEVICE_TYPE>()));
}

TEST_CASE("OpenCL errors are reported by name, with a hint")
{
    CHECK(std::string(cl_error_name(CL_INVALID_WORK_GROUP_SIZE)) == "CL_INVALID_WORK_GROUP_SIZE");
    CHECK(std::string(cl_error_name(-9999)) == "unknown OpenCL error");
    const std::string text = describe(cl::Error(CL_INVALID_WORK_GROUP_SIZE, "clEnqueueNDRangeKernel"));
    CHECK(text.find("clEnqueueNDRangeKernel failed: CL_INVALID_WORK_GROUP_SIZE (-54)") == 0);
    CHECK(text.find("--local-size") != std::string::npos);
    // The hint holds in `check` too, which takes no --local-size.
    CHECK(text.find("reqd_work_group_size") != std::string::npos);
}

TEST_CASE("CL_OUT_OF_RESOURCES is memory running out when the call allocates, a launch's resources otherwise")
{
    const std::string allocating = describe(cl::Error(CL_OUT_OF_RESOURCES, "clCreateBuffer"));
    CHECK(allocating.find("could not get the memory it needed") != std::string::npos);
    const std::string launching = describe(cl::Error(CL_OUT_OF_RESOURCES, "clEnqueueNDRangeKernel"));
    CHECK(launching.find("smaller work-group") != std::string::npos);
    CHECK(launching.find("memory it needed") == std::string::npos);
    // A map waits for the kernels before it: NVIDIA reports a kernel's stray
    // access there, with this code.
    const std::string mapping = describe(cl::Error(CL_OUT_OF_RESOURCES, "clEnqueueMapBuffer"));
    CHECK(mapping.find("memory it needed") == std::string::npos);
    CHECK(describe(cl::Error(CL_OUT_OF_RESOURCES, "clCreateImage2D")).find("memory it needed") != std::string::npos);
}

TEST_CASE("a kernel that does not compile reports the file and the build log")
{
    const Runtime& runtime = test::runtime();
    const std::filesystem::path file = test::test_kernel("does_not_compile.cl");
    try {
        build_program(runtime.context, runtime.device, file);
        FAIL("the broken kernel built");
    } catch (const UserError& error) {
        const std::string message = error.what();
        CHECK(message.find(file.string()) != std::string::npos);
        CHECK(message.find("CL_BUILD_PROGRAM_FAILURE") != std::string::npos);
        CHECK(message.find("undeclared") != std::string::npos);  // the compiler's own words, from the log
    }
}

TEST_CASE("profiling timestamps that cannot be real are caught, and the host's clock says so")
{
    CHECK(plausible_timestamps(1000, 1200, 1500, 9000));
    CHECK_FALSE(plausible_timestamps(0, 1, 2, 3));  // what rusticl (Mesa 22.3) reports
    CHECK_FALSE(plausible_timestamps(0, 0, 0, 0));
    CHECK_FALSE(plausible_timestamps(1000, 1200, 9000, 1500));  // ends before it starts
    CHECK_FALSE(plausible_timestamps(1000, 900, 1500, 9000));   // submitted before it was queued
    CHECK_FALSE(plausible_timestamps(1000, 1200, 1500, 1500));  // a kernel that took no time

    TimingStats stats = summarize(LaunchSeries{{0.4, 0.2, 0.3}, host_clock});
    CHECK(stats.clock == "host");
    CHECK(stats.median_ms == doctest::Approx(0.3));
    std::ostringstream line;
    print_timing(line, "k", stats, {1000, 2000});
    CHECK(line.str().find("median 0.300 ms (host clock, min 0.200") != std::string::npos);
    std::ostringstream first;
    print_launch(first, "first launch", LaunchTimes{0, 0, 1e-6, false});
    CHECK(first.str().find("0.000") == std::string::npos);  // no zero time printed
    CHECK(first.str().find("host's clock") != std::string::npos);
}

TEST_CASE("the host-clock loop times exactly as often as asked, or between its bounds within its budget")
{
    int calls = 0;
    const TimingStats exact = time_on_host_clock([&] { ++calls; }, 2, 7);
    CHECK(exact.runs == 7);
    CHECK(exact.clock == "host");
    CHECK(calls == 9);

    calls = 0;  // a call that takes no time: the budget never runs out, so up to at_most
    CHECK(time_on_host_clock_within([&] { ++calls; }, 1, 3, 12, 1000).runs == 12);
    CHECK(calls == 13);
    calls = 0;  // no budget at all: at_least, and no more
    CHECK(time_on_host_clock_within([&] { ++calls; }, 0, 3, 12, 0).runs == 3);
    CHECK(calls == 3);
}

TEST_CASE("the kernel times of this device are real ones, from whichever clock")
{
    const Runtime& runtime = test::runtime();
    const cl::Program program =
        build_program(runtime.context, runtime.device, find_project_file("01-sobel-scalar/sobel_scalar.cl"));
    cl::Kernel kernel(program, "sobel_scalar");
    cl::Buffer input(runtime.context, CL_MEM_READ_ONLY, 64 * 64);
    cl::Buffer output(runtime.context, CL_MEM_WRITE_ONLY, 2 * 64 * 64);
    kernel.setArg(0, input);
    kernel.setArg(1, output);
    kernel.setArg(2, output);
    kernel.setArg(3, static_cast<cl_int>(64));
    kernel.setArg(4, static_cast<cl_int>(64));
    const TimingStats stats =
        summarize(time_launches(kernel_launcher(runtime, kernel, cl::NDRange(64, 64), cl::NullRange), 1, 5));
    CHECK(stats.runs == 5);
    CHECK(stats.min_ms > 1e-4);  // no launch takes under 0.1 us; rusticl's timestamps alone would say 1 ns
    CHECK((stats.clock == "profiling" || stats.clock == "host"));
}

TEST_CASE("the work-group size fits the device and the NDRange covers the image")
{
    const Runtime& runtime = test::runtime();
    const cl::Program program =
        build_program(runtime.context, runtime.device, find_project_file("01-sobel-scalar/sobel_scalar.cl"));
    const cl::Kernel kernel(program, "sobel_scalar");
    const cl::NDRange local = choose_local_size(kernel, runtime.device, {0, 0}, {32, 8});
    CHECK(local[0] * local[1] <= kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(runtime.device));
    CHECK(choose_local_size(kernel, runtime.device, {4, 2}, {32, 8})[0] == 4);
    CHECK_THROWS_AS(choose_local_size(kernel, runtime.device, {100000, 1}, {32, 8}), UserError);

    const cl::NDRange global = round_up_global(17, 5, cl::NDRange(16, 4));
    CHECK(global[0] == 32);
    CHECK(global[1] == 8);
}

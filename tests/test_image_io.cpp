// Reading a learner's picture right or refusing it (common/tutorial/image_io.hpp),
// checking every file a user names (common/opencl/files.hpp), and Ctrl-C during
// write_all_or_none.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/program.hpp"

#include <chrono>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>

using namespace ocltut;

namespace {

// A binary PNM: its header, then 16-bit samples high byte first when
// maxval is above 255, else one byte each.
std::string pnm(const std::string& magic, int width, int height, int maxval, const std::vector<unsigned>& samples)
{
    std::string bytes =
        magic + "\n" + std::to_string(width) + " " + std::to_string(height) + "\n" + std::to_string(maxval) + "\n";
    for (const unsigned sample : samples) {
        if (maxval > 255) bytes += static_cast<char>(sample >> 8);
        bytes += static_cast<char>(sample & 0xFF);
    }
    return bytes;
}

// round(255 sample / maxval), written out here rather than taken from
// load_image.
std::vector<std::uint8_t> reduced(const std::vector<unsigned>& samples, unsigned maxval)
{
    std::vector<std::uint8_t> out;
    for (const unsigned sample : samples)
        out.push_back(
            static_cast<std::uint8_t>(static_cast<unsigned>(static_cast<double>(sample) * 255.0 / maxval + 0.5)));
    return out;
}

std::string load_failure(const std::filesystem::path& path, int channels = 0)
{
    try {
        load_image(path, channels);
    } catch (const UserError& error) {
        return error.what();
    }
    return "loaded without error";
}

std::string kernel_check_failure(const std::filesystem::path& path)
{
    try {
        check_kernel_file(path.string());
    } catch (const UserError& error) {
        return error.what();
    }
    return "accepted";
}

// Samples whose low byte differs from their high byte, so that a reader
// that keeps either byte alone gets them wrong.
const std::vector<unsigned> sixteen_bit_samples = {0,      1,      127,    128,    255,    256,    257,   0x12F0,
                                                   0x7F80, 0x8000, 0x80FF, 0xABCD, 0xFE01, 0xFF7F, 0xFFFF};

// A 24-bit BMP of `rows` (each a list of B, G, R triples), with the
// header's height negative: the file holds the top row first.
std::string top_down_bmp(int width, const std::vector<std::vector<std::uint8_t>>& rows)
{
    const int height = static_cast<int>(rows.size());
    const int row_bytes = (3 * width + 3) / 4 * 4;  // each row padded to 4 bytes
    const int pixel_offset = 14 + 40;
    std::string bytes;
    const auto put = [&bytes](std::uint32_t value, int count) {
        for (int b = 0; b < count; ++b) bytes += static_cast<char>((value >> (8 * b)) & 0xFF);
    };
    bytes += "BM";
    put(static_cast<std::uint32_t>(pixel_offset + row_bytes * height), 4);
    put(0, 4);
    put(pixel_offset, 4);
    put(40, 4);  // BITMAPINFOHEADER
    put(static_cast<std::uint32_t>(width), 4);
    put(static_cast<std::uint32_t>(-height), 4);  // negative: top row first
    put(1, 2);                                    // planes
    put(24, 2);                                   // bits a pixel
    put(0, 4);                                    // no compression
    put(static_cast<std::uint32_t>(row_bytes * height), 4);
    put(2835, 4);
    put(2835, 4);
    put(0, 4);
    put(0, 4);
    for (const std::vector<std::uint8_t>& row : rows) {
        bytes.append(row.begin(), row.end());
        bytes.append(static_cast<std::size_t>(row_bytes) - row.size(), '\0');
    }
    return bytes;
}

}  // namespace

TEST_CASE("a 16-bit PGM is reduced to 8 bits sample by sample, and converted on request")
{
    const std::filesystem::path dir = test::scratch_dir("pgm16");
    test::write_bytes(dir / "gray.pgm", pnm("P5", 5, 3, 65535, sixteen_bit_samples));
    const Image gray = load_image(dir / "gray.pgm");
    CHECK(gray.width == 5);
    CHECK(gray.height == 3);
    CHECK(gray.channels == 1);
    CHECK(gray.pixels == reduced(sixteen_bit_samples, 65535));

    // As RGBA (lessons 04 and 05): the gray in R, G and B, alpha opaque.
    const Image rgba = load_image(dir / "gray.pgm", 4);
    REQUIRE(rgba.channels == 4);
    for (std::size_t i = 0; i < gray.pixels.size(); ++i) {
        const std::vector<std::uint8_t> expected = {gray.pixels[i], gray.pixels[i], gray.pixels[i], 255};
        CHECK(std::vector<std::uint8_t>(rgba.pixels.begin() + 4 * i, rgba.pixels.begin() + 4 * i + 4) == expected);
    }
}

TEST_CASE("a 16-bit PPM is reduced to 8 bits sample by sample, and converted on request")
{
    const std::filesystem::path dir = test::scratch_dir("ppm16");
    test::write_bytes(dir / "rgb.ppm", pnm("P6", 5, 1, 65535, sixteen_bit_samples));
    const Image rgb = load_image(dir / "rgb.ppm");
    CHECK(rgb.width == 5);
    CHECK(rgb.height == 1);
    CHECK(rgb.channels == 3);
    CHECK(rgb.pixels == reduced(sixteen_bit_samples, 65535));

    const Image rgba = load_image(dir / "rgb.ppm", 4);
    REQUIRE(rgba.channels == 4);
    for (std::size_t i = 0; i < rgb.pixel_count(); ++i) {
        const std::vector<std::uint8_t> expected = {rgb.pixels[3 * i], rgb.pixels[3 * i + 1], rgb.pixels[3 * i + 2],
                                                    255};
        CHECK(std::vector<std::uint8_t>(rgba.pixels.begin() + 4 * i, rgba.pixels.begin() + 4 * i + 4) == expected);
    }
    CHECK(load_image(dir / "rgb.ppm", 1).pixels == luminance(rgb).pixels);
}

TEST_CASE("a PNM's maxval is white, whatever its number of bits")
{
    const std::filesystem::path dir = test::scratch_dir("maxval");
    const std::vector<unsigned> twelve_bit = {0, 1, 8, 2047, 2048, 4094, 4095};
    test::write_bytes(dir / "12-bit.pgm", pnm("P5", 7, 1, 4095, twelve_bit));
    CHECK(load_image(dir / "12-bit.pgm").pixels == reduced(twelve_bit, 4095));

    const std::vector<unsigned> four_bit = {0, 1, 7, 8, 15};
    test::write_bytes(dir / "4-bit.pgm", pnm("P5", 5, 1, 15, four_bit));
    CHECK(load_image(dir / "4-bit.pgm").pixels == std::vector<std::uint8_t>{0, 17, 119, 136, 255});

    // 8 bits, comments and a header across lines: the bytes as they are.
    test::write_bytes(dir / "8-bit.pgm",
                      "P5 # made by hand\n3\n# the height\n1 255\n" + std::string{'\x00', '\x80', '\xFF'});
    CHECK(load_image(dir / "8-bit.pgm").pixels == std::vector<std::uint8_t>{0, 0x80, 0xFF});

    test::write_bytes(dir / "above-maxval.pgm", pnm("P5", 2, 1, 1000, {999, 1001}));
    CHECK(load_failure(dir / "above-maxval.pgm") == "cannot load '" + (dir / "above-maxval.pgm").string() +
                                                        "': a sample of 1001 is above the header's maxval of 1000: "
                                                        "the file is damaged");
}

TEST_CASE("a truncated, empty or damaged PNM is refused in one line")
{
    const std::filesystem::path dir = test::scratch_dir("bad-pnm");
    std::string truncated = pnm("P5", 64, 48, 255, std::vector<unsigned>(64 * 48, 7));
    truncated.resize(truncated.size() - 100);
    test::write_bytes(dir / "truncated.pgm", truncated);
    CHECK(load_failure(dir / "truncated.pgm") ==
          "cannot load '" + (dir / "truncated.pgm").string() +
              "': the file is truncated: its header says 64x48 pixels, 3072 bytes of samples, and it holds 2972");

    std::string truncated_16 = pnm("P6", 4, 4, 65535, std::vector<unsigned>(4 * 4 * 3, 0xABCD));
    truncated_16.pop_back();
    test::write_bytes(dir / "truncated.ppm", truncated_16);
    CHECK(load_failure(dir / "truncated.ppm", 4).find("the file is truncated") != std::string::npos);

    test::write_bytes(dir / "0x0.pgm", pnm("P5", 0, 0, 255, {}));
    CHECK(load_failure(dir / "0x0.pgm") ==
          "cannot load '" + (dir / "0x0.pgm").string() + "': its header says 0x0 pixels: the picture is empty");
    test::write_bytes(dir / "7x0.ppm", pnm("P6", 7, 0, 255, {}));
    CHECK(load_failure(dir / "7x0.ppm", 4).find("its header says 7x0 pixels: the picture is empty") !=
          std::string::npos);

    for (const char* header :
         {"P5\n", "P5 3 2\n", "P5 3 2 0\n", "P5 3 2 65536\n", "P6 3 x 255\n", "P5 99999999999 1 255\n", "P5 3 2 255"}) {
        CAPTURE(header);
        test::write_bytes(dir / "damaged.pgm", header);
        CHECK(load_failure(dir / "damaged.pgm").find("its PNM header is damaged") != std::string::npos);
    }
}

TEST_CASE("a header that claims more pixels than a lesson takes is refused before decoding")
{
    const std::filesystem::path dir = test::scratch_dir("huge");
    test::write_bytes(dir / "huge.pgm", "P5 20000 20000 255\n" + std::string(1000, '\0'));
    CHECK(load_failure(dir / "huge.pgm") ==
          "cannot load '" + (dir / "huge.pgm").string() +
              "': its header claims 20000x20000 pixels, more than the 268435456 (16384x16384) a lesson takes: use a "
              "smaller picture");
    // 16384x16384 itself is not refused for its size, only for its missing samples.
    test::write_bytes(dir / "largest.pgm", "P5 16384 16384 255\n");
    CHECK(load_failure(dir / "largest.pgm").find("a lesson takes") == std::string::npos);
}

TEST_CASE("formats stb_image reads but the lessons do not are refused by their first bytes")
{
    const std::filesystem::path dir = test::scratch_dir("unread-formats");
    // A run-length-encoded scanline cut short: stb_image 2.27 loops forever on it.
    const std::string run_cut_short{'\x02', '\x02', '\x00', '\x08', '\x85', '\x00', '\x00'};
    test::write_bytes(dir / "cut.hdr", "#?RADIANCE\nFORMAT=32-bit_rle_rgbe\n\n-Y 8 +X 8\n" + run_cut_short);
    CHECK(load_failure(dir / "cut.hdr") ==
          "cannot load '" + (dir / "cut.hdr").string() +
              "': a Radiance HDR picture, which the lessons do not read (they read PNG, JPEG, BMP, TGA, PNM and "
              "GIF): convert it to PNG");
    test::write_bytes(dir / "layers.psd", "8BPS" + std::string(40, '\0'));
    CHECK(load_failure(dir / "layers.psd").find("a Photoshop PSD file, which the lessons do not read") !=
          std::string::npos);
    test::write_bytes(dir / "old.pic", std::string("\x53\x80\xF6\x34", 4) + std::string(84, '\0') + "PICT");
    CHECK(load_failure(dir / "old.pic").find("a Softimage PIC picture, which the lessons do not read") !=
          std::string::npos);
}

TEST_CASE("a BMP stored top row first loads upright, at its size")
{
    const std::filesystem::path dir = test::scratch_dir("top-down-bmp");
    // 3x2: the top row red, green, blue; the bottom row white, black, gray.
    test::write_bytes(dir / "top-down.bmp",
                      top_down_bmp(3, {{0, 0, 255, 0, 255, 0, 255, 0, 0}, {255, 255, 255, 0, 0, 0, 128, 128, 128}}));
    const Image image = load_image(dir / "top-down.bmp", 3);
    CHECK(image.width == 3);
    CHECK(image.height == 2);
    const std::vector<std::uint8_t> upright{255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 128, 128, 128};
    CHECK(image.pixels == upright);
}

TEST_CASE("tile_mirrored refuses an empty picture instead of dividing by zero")
{
    CHECK_THROWS_WITH_AS(tile_mirrored(Image{}, 4, 4), "cannot tile a picture of 0x0 pixels: it is empty", UserError);
    CHECK_THROWS_AS(tile_mirrored(make_image(3, 0, 1), 4, 4), UserError);
    CHECK(tile_mirrored(make_image(1, 1, 1, 9), 3, 2).pixels == std::vector<std::uint8_t>(6, 9));
}

TEST_CASE("a kernel file is a regular file of at most 4 MiB, or refused saying why")
{
    const std::filesystem::path dir = test::scratch_dir("kernel-files");
    const auto prefix = [](const std::filesystem::path& path) {
        return "cannot read kernel '" + path.string() + "': ";
    };
    CHECK(kernel_check_failure(dir / "missing.cl") == prefix(dir / "missing.cl") + "no such file");
    CHECK(kernel_check_failure(dir / "missing" / "k.cl") == prefix(dir / "missing" / "k.cl") + "no such file");
    CHECK(kernel_check_failure(dir) == prefix(dir) + "it is a directory");

    test::write_bytes(dir / "ok.cl", "kernel void k() {}\n");
    CHECK(kernel_check_failure(dir / "ok.cl") == "accepted");
    std::filesystem::resize_file(dir / "ok.cl", largest_text_file.bytes);
    CHECK(kernel_check_failure(dir / "ok.cl") == "accepted");
    std::filesystem::resize_file(dir / "ok.cl", largest_text_file.bytes + 1);
    CHECK(kernel_check_failure(dir / "ok.cl") == prefix(dir / "ok.cl") + "the file is larger than 4 MiB");
}

// --- POSIX only ---
// Devices, pipes, permission bits and signals from another process, as
// Linux and macOS have them: Windows has no /dev/zero, mkfifo, mode bits
// that stop the owner reading, or SIGTERM. These cases are compiled where
// the tests run on a POSIX system; the rest of this file everywhere.
#ifndef _WIN32

#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

TEST_CASE("a device or a pipe is refused before a byte is read")
{
    // Reading /dev/zero would run until memory is exhausted; opening a pipe
    // would wait for a writer.
    const std::filesystem::path dir = test::scratch_dir("devices");
    const std::string not_regular = "not a regular file (a device, a pipe or a socket)";
    CHECK(load_failure("/dev/zero") == "cannot load '/dev/zero': " + not_regular);
    CHECK(kernel_check_failure("/dev/zero") == "cannot read kernel '/dev/zero': " + not_regular);
    REQUIRE(::mkfifo((dir / "pipe.cl").c_str(), 0600) == 0);
    CHECK(kernel_check_failure(dir / "pipe.cl") ==
          "cannot read kernel '" + (dir / "pipe.cl").string() + "': " + not_regular);

    // read_text_file makes the same checks.
    CHECK_THROWS_WITH_AS(read_text_file("/dev/zero"), ("cannot read '/dev/zero': " + not_regular).c_str(), UserError);
    CHECK_THROWS_WITH_AS(read_text_file(dir / "pipe.cl"),
                         ("cannot read '" + (dir / "pipe.cl").string() + "': " + not_regular).c_str(), UserError);
}

TEST_CASE("a file the user may not read says permission denied, not no such file")
{
    if (::geteuid() == 0) {
        test::skip("running as root, who may read any file");
        return;
    }
    const std::filesystem::path dir = test::scratch_dir("permissions");
    test::write_bytes(dir / "secret.cl", "kernel void k() {}\n");
    test::write_bytes(dir / "secret.png", "not read anyway");
    std::filesystem::permissions(dir / "secret.cl", std::filesystem::perms::none);
    std::filesystem::permissions(dir / "secret.png", std::filesystem::perms::none);
    CHECK(kernel_check_failure(dir / "secret.cl") ==
          "cannot read kernel '" + (dir / "secret.cl").string() + "': permission denied");
    CHECK(load_failure(dir / "secret.png") == "cannot load '" + (dir / "secret.png").string() + "': permission denied");

    // A folder that may not be searched hides what is in it.
    std::filesystem::create_directories(dir / "closed");
    test::write_bytes(dir / "closed" / "k.cl", "kernel void k() {}\n");
    std::filesystem::permissions(dir / "closed", std::filesystem::perms::none);
    CHECK(kernel_check_failure(dir / "closed" / "k.cl") ==
          "cannot read kernel '" + (dir / "closed" / "k.cl").string() + "': permission denied");
    std::filesystem::permissions(dir / "closed", std::filesystem::perms::owner_all);
}

TEST_CASE("SIGTERM during write_all_or_none ends the program only once every file is in place")
{
    // A child process writes a set of files over a previous run's; the
    // moment one of its temporary files appears, it is sent SIGTERM. A
    // thread of its own that blocks nothing stands in for an OpenCL
    // runtime's threads, which would take a signal this thread blocked.
    const std::filesystem::path dir = test::scratch_dir("signal");
    constexpr int file_count = 32;
    std::vector<OutputFile> files;
    for (int i = 0; i < file_count; ++i) {
        const std::string name = "file-" + std::to_string(i) + ".bin";
        test::write_bytes(dir / name, "previous run");
        files.push_back({name, std::vector<std::uint8_t>(std::size_t{1} << 20, static_cast<std::uint8_t>(i))});
    }
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        for (const int signal : {SIGINT, SIGTERM, SIGHUP}) ::signal(signal, SIG_DFL);  // doctest's handlers off
        std::thread idle([] { std::this_thread::sleep_for(std::chrono::seconds(30)); });
        idle.detach();
        try {
            write_all_or_none(dir, files);
        } catch (...) {
            ::_exit(2);  // never on into the parent's test cases
        }
        ::_exit(0);
    }

    bool signalled = false;
    int status = 0;
    while (::waitpid(child, &status, WNOHANG) == 0) {
        std::this_thread::sleep_for(std::chrono::microseconds(100));
        if (signalled) continue;
        for (const auto& entry : std::filesystem::directory_iterator(dir)) {
            if (entry.path().extension() != ".partial") continue;
            ::kill(child, SIGTERM);
            signalled = true;
            break;
        }
    }
    REQUIRE(signalled);  // else the files were written before a temporary one was seen: make them larger
    CHECK(WIFSIGNALED(status));
    CHECK(WTERMSIG(status) == SIGTERM);  // held back, not lost
    int placed = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        CAPTURE(name);
        CHECK(entry.path().extension() == ".bin");  // no .partial or .previous left
        placed += std::filesystem::file_size(entry.path()) == (std::size_t{1} << 20) ? 1 : 0;
    }
    CHECK(placed == file_count);
}

#endif  // not _WIN32

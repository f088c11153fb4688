// make-test-image: writes a PNG of any size for the Oclgrind and
// command-line tests and for timing lessons on large inputs.
//
//   make-test-image --size 4096x4096 --content photo:data/camera.png --output big.png
//   make-test-image --size 37x29 --channels 4 --content random --output odd.png
#include "test_support.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/program.hpp"
#include "common/platform/platform.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/sizes.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <charconv>
#include <cstdint>

using namespace ocltut;

namespace {

// The N of --content constant:N: a whole number from 0 to 255, digits only.
std::uint8_t constant_value(const std::string& content)
{
    const std::string digits = content.substr(9);
    unsigned value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (digits.empty() || error != std::errc() || end != digits.data() + digits.size() || value > 255)
        throw UserError("--content constant:N takes N from 0 to 255, e.g. constant:200; got '" + content + "'");
    return static_cast<std::uint8_t>(value);
}

}  // namespace

int main(int argc, char** argv)
{
    return run_main([&]() {
        CLI::App app("Write a test picture of any size");
        std::string size_text = "256x256";
        std::string content = "random";
        std::string output;
        int channels = 1;
        app.add_option("--size", size_text, "WIDTHxHEIGHT")->capture_default_str();
        app.add_option("--channels", channels, "1 to 4 (photo: 0 keeps the file's)")->check(CLI::Range(0, 4));
        app.add_option("--content", content, "random, constant:N or photo:FILE")->capture_default_str();
        app.add_option("--output", output, "PNG file to write")->required();
        use_one_line_errors(app);
        CLI11_PARSE(app, argc, argv);

        const PictureSize size = parse_picture_size(size_text, "--size");
        // A picture larger than the machine's memory would end in
        // std::bad_alloc, after minutes of paging: refused at once.
        // (0: the system does not say, and nothing is refused.)
        const std::uint64_t bytes = static_cast<std::uint64_t>(size.width) * static_cast<std::uint64_t>(size.height) *
                                    static_cast<std::uint64_t>(std::max(channels, 1));
        const std::uint64_t memory = platform::memory_limit_bytes();
        if (memory > 0 && bytes > memory)
            throw UserError("--size " + size_text + ": a picture of " + std::to_string(bytes) +
                            " bytes, more than the " + std::to_string(memory) + " bytes this program may use");
        Image image;
        if (content == "random") {
            image = test::random_image(size.width, size.height, std::max(channels, 1));
        } else if (content.rfind("constant:", 0) == 0) {
            image = test::constant_image(size.width, size.height, std::max(channels, 1), constant_value(content));
        } else if (content.rfind("photo:", 0) == 0) {
            image = tile_mirrored(load_image(content.substr(6), channels), size.width, size.height);
        } else {
            throw UserError("--content must be random, constant:N or photo:FILE, got '" + content + "'");
        }
        write_png(output, image);
        return 0;
    });
}

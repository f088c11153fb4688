// make-test-image: writes a PNG of any size for the Oclgrind and
// command-line tests and for timing lessons on large inputs.
//
//   make-test-image --size 4096x4096 --content photo:data/camera.png --output big.png
//   make-test-image --size 37x29 --channels 4 --content random --output odd.png
#include "test_support.hpp"

#include "common/errors.hpp"
#include "common/program.hpp"

#include <CLI/CLI.hpp>

using namespace ocltut;

int main(int argc, char** argv)
{
    return run_main([&]() {
        CLI::App app("Write a test picture of any size");
        std::string size = "256x256";
        std::string content = "random";
        std::string output;
        int channels = 1;
        app.add_option("--size", size, "WIDTHxHEIGHT")->capture_default_str();
        app.add_option("--channels", channels, "1 to 4 (photo: 0 keeps the file's)")->check(CLI::Range(0, 4));
        app.add_option("--content", content, "random, constant:N or photo:FILE")->capture_default_str();
        app.add_option("--output", output, "PNG file to write")->required();
        CLI11_PARSE(app, argc, argv);

        int width = 0;
        int height = 0;
        if (std::sscanf(size.c_str(), "%dx%d", &width, &height) != 2 || width < 1 || height < 1)
            throw UserError("--size must be WIDTHxHEIGHT, got '" + size + "'");

        Image image;
        if (content == "random") {
            image = test::random_image(width, height, std::max(channels, 1));
        } else if (content.rfind("constant:", 0) == 0) {
            image = test::constant_image(width, height, std::max(channels, 1),
                                         static_cast<std::uint8_t>(std::stoi(content.substr(9))));
        } else if (content.rfind("photo:", 0) == 0) {
            image = tile_mirrored(load_image(content.substr(6), channels), width, height);
        } else {
            throw UserError("--content must be random, constant:N or photo:FILE, got '" + content + "'");
        }
        write_png(output, image);
        return 0;
    });
}

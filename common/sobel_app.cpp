#include "sobel_app.hpp"

#include "errors.hpp"
#include "image_io.hpp"

#include <iostream>
#include <optional>

namespace ocltut {

std::vector<Verification> verify_sobel(const SobelGradients& expected, const SobelGradients& got)
{
    const SobelPictures expected_pictures = sobel_pictures(expected);
    const SobelPictures got_pictures = sobel_pictures(got);
    return {compare_exact("dX", expected.dx, got.dx, expected.width),
            compare_exact("dY", expected.dy, got.dy, expected.width),
            compare_exact("magnitude", expected_pictures.magnitude.pixels, got_pictures.magnitude.pixels,
                          expected.width)};
}

void write_sobel_pictures(const std::filesystem::path& dir, const SobelGradients& gradients)
{
    const SobelPictures pictures = sobel_pictures(gradients);
    write_png(dir / "sobel-dx.png", pictures.abs_dx);
    write_png(dir / "sobel-dy.png", pictures.abs_dy);
    write_png(dir / "sobel.png", pictures.magnitude);
}

int run_sobel_app(int argc, char** argv, const SobelStage& stage)
{
    return run_main([&]() {
        LessonOptions options = default_options(stage.lesson, "camera.png");
        CLI::App app(stage.title);
        add_lesson_options(app, options);
        if (const std::optional<int> exit_code = parse_command_line(app, options, argc, argv)) return *exit_code;
        const auto [gray, config, runtime] =
            start_gray_lesson(options, stage.lesson, stage.title, stage.kernel_file, std::cout);

        const SobelRun run = stage.run(runtime, gray, config);
        for (const KernelReport& report : run.reports) print_report(std::cout, report);

        write_sobel_pictures(options.output_dir, run.gradients);
        std::cout << "wrote sobel-dx.png, sobel-dy.png, sobel.png in " << options.output_dir.string() << '\n';
        return print_verdict(std::cout, verify_sobel(sobel_golden(gray), run.gradients));
    });
}

}  // namespace ocltut

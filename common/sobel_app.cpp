#include "sobel_app.hpp"

#include "errors.hpp"
#include "image_io.hpp"
#include "program.hpp"

#include <iostream>
#include <optional>

namespace ocltut {

// [run_sobel_kernel]
SobelRun run_sobel_kernel(const Runtime& runtime, const Image& gray, const RunConfig& config,
                          const SobelKernel& sobel)
{
    const std::size_t bytes = gray.pixel_count();   // one byte per pixel in, and in each output
    check_allocation(runtime.device, bytes,
                     "a " + std::to_string(gray.width) + "x" + std::to_string(gray.height) + " image");

    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file, sobel.build_options);
    cl::Kernel kernel(program, sobel.name.c_str());

    // Device buffers: the luminance in, the two gradients out, poisoned so
    // that a pixel the verified launch forgets shows up as a mismatch.
    cl::Buffer input(runtime.context, CL_MEM_READ_ONLY, bytes);
    cl::Buffer dx(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    cl::Buffer dy(runtime.context, CL_MEM_WRITE_ONLY, bytes);
    runtime.queue.enqueueWriteBuffer(input, CL_TRUE, 0, bytes, gray.pixels.data());
    runtime.queue.enqueueFillBuffer(dx, poison_byte, 0, bytes);
    runtime.queue.enqueueFillBuffer(dy, poison_byte, 0, bytes);

    kernel.setArg(0, input);
    kernel.setArg(1, dx);
    kernel.setArg(2, dy);
    kernel.setArg(3, static_cast<cl_int>(gray.width));
    kernel.setArg(4, static_cast<cl_int>(gray.height));

    const cl::NDRange local = choose_local_size(kernel, runtime.device, config.local_size, sobel.preferred_local);
    const cl::NDRange global = sobel.global_size(local);

    // The first launch writes the poisoned buffers: it is the one verified.
    SobelRun run;
    const auto read_outputs = [&]() {
        run.gradients = {gray.width, gray.height, std::vector<std::int8_t>(bytes), std::vector<std::int8_t>(bytes)};
        runtime.queue.enqueueReadBuffer(dx, CL_TRUE, 0, bytes, run.gradients.dx.data());
        runtime.queue.enqueueReadBuffer(dy, CL_TRUE, 0, bytes, run.gradients.dy.data());
    };
    run.reports.push_back(
        launch_verified_then_timed(runtime, kernel, global, local, config, sobel.work, read_outputs));
    return run;
}
// [run_sobel_kernel]

std::vector<Verification> verify_sobel(const SobelGradients& expected, const SobelGradients& got)
{
    const SobelPictures expected_pictures = sobel_pictures(expected);
    const SobelPictures got_pictures = sobel_pictures(got);
    return {compare_exact("dX", expected.dx, got.dx, expected.width),
            compare_exact("dY", expected.dy, got.dy, expected.width),
            compare_exact("magnitude", expected_pictures.magnitude.pixels, got_pictures.magnitude.pixels,
                          expected.width)};
}

std::vector<Verification> verify_sobel_run(const SobelGradients& expected, const SobelRun& run)
{
    if (!run.magnitude_only()) return verify_sobel(expected, run.gradients);
    return {compare_exact("magnitude", sobel_pictures(expected).magnitude.pixels, run.magnitude.pixels,
                          expected.width)};
}

std::vector<std::string> write_sobel_pictures(const std::filesystem::path& dir, const SobelRun& run)
{
    if (run.magnitude_only()) {
        write_png(dir / "sobel.png", run.magnitude);
        return {"sobel.png"};
    }
    const SobelPictures pictures = sobel_pictures(run.gradients);
    write_png(dir / "sobel-dx.png", pictures.abs_dx);
    write_png(dir / "sobel-dy.png", pictures.abs_dy);
    write_png(dir / "sobel.png", pictures.magnitude);
    return {"sobel-dx.png", "sobel-dy.png", "sobel.png"};
}

Stage sobel_comparison_stage(const SobelStage& stage, SobelBorder border)
{
    const auto verify = [border](const Image& gray, const SobelRun& run) {
        return verify_sobel_run(sobel_golden(gray, border), run);
    };
    const auto golden = [border](const Image& gray) { return sobel_golden(gray, border); };
    return comparison_stage(stage, "Sobel", 1, verify, golden);
}

int run_sobel_app(int argc, char** argv, const SobelStage& stage, const SobelAppExtras& extras)
{
    return run_main([&]() {
        LessonOptions options = default_options(stage.lesson, "camera.png");
        CLI::App app(stage.title);
        add_lesson_options(app, options);
        if (extras.add_options) extras.add_options(app);
        if (extras.going_further) add_going_further_options(app, options, extras.going_further_knobs);
        if (const std::optional<int> exit_code = parse_command_line(app, options, argc, argv)) return *exit_code;
        const SobelStage& chosen =
            extras.going_further ? chosen_variant(options, stage, *extras.going_further) : stage;
        const auto [gray, config, runtime] =
            start_lesson(options, chosen.lesson, chosen.title, chosen.kernel_file, InputForm::luminance, std::cout);

        const SobelRun run = chosen.run(runtime, gray, config);
        for (const KernelReport& report : run.reports) print_report(std::cout, report);

        std::cout << "wrote";
        const char* separator = " ";
        for (const std::string& name : write_sobel_pictures(options.output_dir, run)) {
            std::cout << separator << name;
            separator = ", ";
        }
        std::cout << " in " << options.output_dir.string() << '\n';
        return print_verdict(std::cout, verify_sobel_run(sobel_golden(gray, extras.border), run));
    });
}

}  // namespace ocltut

#include "sharpen_app.hpp"

#include "errors.hpp"
#include "program.hpp"
#include "image_io.hpp"

#include <iostream>
#include <optional>

namespace ocltut {

WorkModel sharpen_work(const Image& rgba)
{
    return {rgba.pixel_count(), 8 * rgba.pixel_count()};
}

SharpenBuffers make_sharpen_buffers(const Runtime& runtime, const Image& rgba)
{
    const std::size_t bytes = rgba.pixels.size();
    check_allocation(runtime.device, bytes, "a " + std::to_string(rgba.width) + "x" + std::to_string(rgba.height) +
                                                " RGBA image");
    SharpenBuffers buffers{cl::Buffer(runtime.context, CL_MEM_READ_ONLY, bytes),
                           cl::Buffer(runtime.context, CL_MEM_WRITE_ONLY, bytes)};
    runtime.queue.enqueueWriteBuffer(buffers.input, CL_TRUE, 0, bytes, rgba.pixels.data());
    return buffers;
}

// [run_sharpen_kernel]
void run_sharpen_kernel(const Runtime& runtime, cl::Kernel& kernel, const cl::NDRange& local,
                        const SharpenBuffers& buffers, const Image& rgba, const RunConfig& config, SharpenRun& run,
                        const LocalSize& block)
{
    kernel.setArg(0, buffers.input);
    kernel.setArg(1, buffers.output);
    kernel.setArg(2, static_cast<cl_int>(rgba.width));
    kernel.setArg(3, static_cast<cl_int>(rgba.height));

    // One work-item per block, the global size rounded up to whole
    // work-groups; the kernel skips the work-items past the edges.
    const auto blocks = [](std::size_t pixels, std::size_t per_block) { return (pixels + per_block - 1) / per_block; };
    const cl::NDRange global = round_up_global(blocks(rgba.width, block[0]), blocks(rgba.height, block[1]), local);

    // The previous kernel of the stage left a correct picture in the output
    // buffer: poison it again, so this kernel's first launch is checked on
    // its own pixels only.
    runtime.queue.enqueueFillBuffer(buffers.output, poison_byte, 0, rgba.pixels.size());
    const auto read_output = [&]() {
        Image output = make_image(rgba.width, rgba.height, 4);
        runtime.queue.enqueueReadBuffer(buffers.output, CL_TRUE, 0, output.pixels.size(), output.pixels.data());
        run.outputs.push_back(std::move(output));
    };
    run.reports.push_back(
        launch_verified_then_timed(runtime, kernel, global, local, config, sharpen_work(rgba), read_output));
}
// [run_sharpen_kernel]

std::vector<Verification> verify_sharpen(const Image& expected, const SharpenRun& run)
{
    std::vector<Verification> verifications;
    for (std::size_t k = 0; k < run.outputs.size(); ++k)
        verifications.push_back(compare_exact(run.reports.at(k).kernel + " RGBA", expected.pixels,
                                              run.outputs[k].pixels, expected.width, 4));
    return verifications;
}

Stage sharpen_comparison_stage(const SharpenStage& stage)
{
    const auto verify = [](const Image& rgba, const SharpenRun& run) {
        return verify_sharpen(sharpen_golden(rgba), run);
    };
    return comparison_stage(stage, "sharpen", 4, verify, sharpen_golden);
}

int run_sharpen_app(int argc, char** argv, const SharpenStage& stage, const std::optional<SharpenStage>& going_further)
{
    return run_main([&]() {
        LessonOptions options = default_options(stage.lesson, "coffee.png");
        CLI::App app(stage.title);
        add_lesson_options(app, options);
        if (going_further) add_going_further_options(app, options, "ROWS=2 (sharpen_fast) or ACROSS=64 (sharpen_rows)");
        if (const std::optional<int> exit_code = parse_command_line(app, options, argc, argv)) return *exit_code;
        const SharpenStage& chosen = going_further ? chosen_variant(options, stage, *going_further) : stage;

        // Gray and RGB files are expanded to RGBA with an opaque alpha, so
        // every kernel sees 4 bytes per pixel.
        const auto [rgba, config, runtime] =
            start_lesson(options, chosen.lesson, chosen.title, chosen.kernel_file, InputForm::rgba, std::cout);

        const SharpenRun run = chosen.run(runtime, rgba, config);
        for (const KernelReport& report : run.reports) print_report(std::cout, report);

        // The picture is written even when verification fails: looking at
        // it is how a wrong kernel is understood.
        write_png(options.output_dir / "sharpen.png", run.outputs.back());
        std::cout << "wrote sharpen.png (made by " << run.reports.back().kernel << ") in "
                  << options.output_dir.string() << '\n';
        return print_verdict(std::cout, verify_sharpen(sharpen_golden(rgba), run));
    });
}

}  // namespace ocltut

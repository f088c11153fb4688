// Lesson 05: Laplacian sharpening from a tile in local memory: each
// work-group loads its pixels and a one-pixel halo once, then computes.
// With --variant fast, the going-further kernels of sharpen_fast.cl instead.
//
// The whole host program, top to bottom: lesson 04's steps, with the
// program built for the tile's size (sharpen_local_setup.cpp). The OpenCL
// calls (buffers, arguments, the NDRange, the launch, reading back) are in
// sharpen_local.cpp; the other steps call the helper library, common/.
#include "sharpen_local_setup.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/printing.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/transfer.hpp"
#include "going-further/going_further.hpp"
#include "reference/golden.hpp"
#include "reference/pictures.hpp"
#include "reference/verify.hpp"

#include <iostream>

int main(int argc, char** argv)
{
    return ocltut::run_main([&]() {
        // 1. The options every lesson takes, and the going-further ones:
        //    --variant fast runs sharpen_fast.cl, --tune sets its knob.
        const std::string title = "Laplacian sharpening from a tile in local memory";
        ocltut::LessonOptions options = ocltut::default_options("05-sharpen-local", "coffee.png");
        ocltut::GoingFurtherOptions going_further_options;
        CLI::App app(title);
        ocltut::add_lesson_options(app, options);
        ocltut::add_going_further_options(app, going_further_options,
                                          "ROWS=2 (sharpen_fast) or ACROSS=64 (sharpen_rows)");
        if (const std::optional<int> exit_code = ocltut::parse_command_line(app, options, argc, argv))
            return *exit_code;
        const bool fast = ocltut::going_further(going_further_options);

        // 2. The picture as RGBA and the output folder, checked first.
        const ocltut::Image rgba = ocltut::load_image(options.input, 4);
        ocltut::prepare_output_dir(options.output_dir);
        const ocltut::TunedConfig config(ocltut::run_config(options,
                                                            fast ? "05-sharpen-local/going-further/sharpen_fast.cl"
                                                                 : "05-sharpen-local/sharpen_local.cl"),
                                         going_further_options.tuning);

        // 3. The device, a context and a profiling queue.
        std::cout << "05-sharpen-local: "
                  << (fast ? "going further: sharpening at memory speed (runs of 4 x ACROSS pixels, or strips of "
                             "ROWS rows)"
                           : title)
                  << '\n';
        const ocltut::Runtime runtime = ocltut::open_runtime(options.device, std::cout);
        ocltut::print_input(std::cout, options.input, rgba, ", loaded as RGBA");
        ocltut::print_kernel_file(std::cout, config.kernel_file);

        // 4. The program. The tile is an array whose size the compiler must
        //    know, so the program is built for one tile size (-D TILE_W,
        //    TILE_H): --local-size, or 16x16 shrunk to what the device allows.
        //    The going-further kernels are built for their knobs
        //    (sharpen_local_setup.cpp).
        const ocltut::SharpenSetup setup =
            ocltut::set_up_sharpen_local(runtime, config, rgba,
                                         fast ? ocltut::SharpenVariant::fast : ocltut::SharpenVariant::tile);

        // 5. The lesson's host code, on the --memory path (sharpen_local.cpp).
        const ocltut::SharpenLocalRun run =
            ocltut::run_sharpen_local(runtime, setup.program, rgba, setup.shape, config.memory);

        // 6. Time the kernel from its profiling events; then the whole job on
        //    the host's clock: the picture written, the kernel, the result
        //    read back.
        const ocltut::KernelReport report = ocltut::time_kernel(runtime, run.launch, config);
        ocltut::print_report(std::cout, report);
        ocltut::print_end_to_end(std::cout, report.kernel, config.memory,
                                 ocltut::time_end_to_end(runtime, config, {{run.input, rgba.pixels}}, {run.launch},
                                                         {run.output_buffer}));

        // 7. The picture against the CPU golden, bit for bit.
        const ocltut::Image expected = ocltut::sharpen_golden(rgba);
        const int verdict =
            ocltut::print_verdict(std::cout, {ocltut::verify_sharpen(report.kernel + " RGBA", expected, run.output)});

        // 8. The pictures, all or none, written even when they are wrong: a
        //    zoomed crop and the difference show what sharpening changed.
        const ocltut::Crop crop = ocltut::write_sharpen_pictures(options.output_dir, rgba, run.output);
        std::cout << "wrote sharpen.png (made by " << report.kernel << "), sharpen-zoom.png (before | after, "
                  << ocltut::width_x_height(crop.width, crop.height) << " at " << crop.x << "," << crop.y << " zoomed x"
                  << ocltut::sharpen_zoom << "), sharpen-difference.png (min(255, " << ocltut::sharpen_difference_gain
                  << " x |after - before|)) in " << options.output_dir.string() << '\n';
        return verdict;
    });
}

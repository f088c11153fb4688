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
#include "common/tutorial/image_io.hpp"
#include "common/tutorial/job_timing.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/printing.hpp"
#include "common/tutorial/run_config.hpp"
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
        ocltut::GoingFurtherOptions going_further_options;
        const ocltut::LessonOptions options =
            ocltut::parse_lesson_options(argc, argv, "05-sharpen-local", "coffee.png", title, [&](CLI::App& app) {
                ocltut::add_going_further_options(app, going_further_options,
                                                  "ROWS=2 (sharpen_fast) or ACROSS=64 (sharpen_rows)");
            });
        const bool fast = ocltut::going_further(going_further_options);

        // 2. The picture as RGBA and the output folder, checked first.
        const ocltut::Image rgba = ocltut::load_image(options.input, 4);
        const ocltut::TunedConfig config(ocltut::prepare_run(options,
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
        ocltut::print_inputs(std::cout, options.input, rgba, ", loaded as RGBA", config.kernel_file);

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
        const std::string kernel_name = setup.shape.kernel_name;
        ocltut::time_job(std::cout, runtime, config,
                         {kernel_name, {{run.input, rgba.pixels}}, {run.launch}, {run.output_buffer}});

        // 7. The picture against the CPU golden, bit for bit.
        const int verdict = ocltut::print_verdict(
            std::cout, {ocltut::verify_sharpen(kernel_name + " RGBA", ocltut::sharpen_golden(rgba), run.output)});

        // 8. The pictures, all or none, written even when they are wrong: a
        //    zoomed crop and the difference show what sharpening changed.
        ocltut::write_sharpen_pictures(std::cout, options.output_dir, rgba, run.output, kernel_name);
        return verdict;
    });
}

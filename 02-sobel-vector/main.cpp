// Lesson 02: Sobel edge detection, sixteen output pixels per work-item with
// vector loads and stores. With --variant fast, the going-further kernel of
// sobel_rows.cl instead (a CPU's shape); with --variant packed, that of
// sobel_packed.cl (a GPU's).
//
// The whole host program, top to bottom: lesson 01's steps, the program
// built for the kernel's knobs (sobel_vector_setup.cpp). The OpenCL calls
// (buffers, arguments, the NDRange, the launch, reading back) are in
// sobel_vector.cpp; the other steps call the helper library, common/.
#include "sobel_vector_setup.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/printing.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/transfer.hpp"
#include "going-further/going_further.hpp"
#include "reference/pictures.hpp"
#include "reference/verify.hpp"

#include <iostream>

int main(int argc, char** argv)
{
    return ocltut::run_main([&]() {
        // 1. The options every lesson takes, and the going-further ones:
        //    --variant fast runs sobel_rows.cl, --tune RUNS=N sets its knob;
        //    --variant packed runs sobel_packed.cl, --tune ROWS=N sets its.
        const std::string title = "Sobel edge detection, sixteen pixels per work-item (vectors)";
        ocltut::LessonOptions options = ocltut::default_options("02-sobel-vector", "camera.png");
        ocltut::GoingFurtherOptions going_further_options;
        CLI::App app(title);
        ocltut::add_lesson_options(app, options);
        ocltut::add_going_further_options(app, going_further_options, "RUNS=4 (fast), ROWS=4 (packed)",
                                          {"fast", "packed"},
                                          "fast: sobel_rows, shaped for a CPU; packed: sobel_packed, shaped for a GPU");
        if (const std::optional<int> exit_code = ocltut::parse_command_line(app, options, argc, argv))
            return *exit_code;
        ocltut::going_further(going_further_options);  // refuses --tune without a going-further --variant
        const ocltut::SobelVectorVariant variant =
            going_further_options.variant == "fast"     ? ocltut::SobelVectorVariant::rows
            : going_further_options.variant == "packed" ? ocltut::SobelVectorVariant::packed
                                                        : ocltut::SobelVectorVariant::lesson;
        const bool rows = variant == ocltut::SobelVectorVariant::rows;
        const bool packed = variant == ocltut::SobelVectorVariant::packed;

        // 2. The picture as luminance and the output folder, checked first.
        const ocltut::Image gray = ocltut::luminance(ocltut::load_image(options.input));
        ocltut::prepare_output_dir(options.output_dir);
        const ocltut::TunedConfig config(ocltut::run_config(options,
                                                            rows     ? "02-sobel-vector/going-further/sobel_rows.cl"
                                                            : packed ? "02-sobel-vector/going-further/sobel_packed.cl"
                                                                     : "02-sobel-vector/sobel_vector.cl"),
                                         going_further_options.tuning);

        // 3. The device, a context and a profiling queue.
        std::cout << "02-sobel-vector: "
                  << (rows ? "going further: the vector Sobel shaped for a CPU (RUNS runs of 16 pixels per work-item)"
                      : packed ? "going further: the vector Sobel shaped for a GPU (two pixels per 32-bit operation, "
                                 "16 pixels in ROWS rows per work-item)"
                               : title)
                  << '\n';
        const ocltut::Runtime runtime = ocltut::open_runtime(options.device, std::cout);
        ocltut::print_input(std::cout, options.input, gray, " (luminance computed on the host)");
        ocltut::print_kernel_file(std::cout, config.kernel_file);

        // 4. The program. A going-further kernel is built for its knobs
        //    (-D RUNS=..., -D ROWS=...), chosen for the device and the
        //    picture unless --tune sets them (sobel_vector_setup.cpp).
        const ocltut::SobelVectorSetup setup = ocltut::set_up_sobel_vector(runtime, config, gray, variant);

        // 5. The lesson's host code, on the --memory path (sobel_vector.cpp).
        const ocltut::SobelVectorRun run =
            ocltut::run_sobel_vector(runtime, setup.program, gray, setup.shape, config.local_size, config.memory);

        // 6. Time the kernel from its profiling events; then the whole job
        //    on the host's clock: the luminance written, the kernel, dX and
        //    dY read back.
        ocltut::print_report(std::cout, ocltut::time_kernel(runtime, run.launch, config));
        ocltut::print_end_to_end(std::cout, setup.shape.kernel_name, config.memory,
                                 ocltut::time_end_to_end(runtime, config, {{run.input, gray.pixels}}, {run.launch},
                                                         {run.dx, run.dy}));

        // 7. dX and dY against the CPU golden; the verdict comes first.
        const int verdict =
            ocltut::print_verdict(std::cout, ocltut::verify_sobel(ocltut::sobel_golden(gray), run.gradients));

        // 8. The pictures, all or none, brightened to be seen.
        ocltut::write_sobel_pictures(options.output_dir, run.gradients);
        std::cout << "wrote sobel-dx.png (|dX|), sobel-dy.png (|dY|), sobel.png (magnitude, made on the host), "
                     "each at the viewing scale min(255, "
                  << ocltut::sobel_view_gain << " x value), in " << options.output_dir.string() << '\n';
        return verdict;
    });
}

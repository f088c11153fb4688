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
#include "common/tutorial/image_io.hpp"
#include "common/tutorial/job_timing.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/printing.hpp"
#include "common/tutorial/run_config.hpp"
#include "going-further/going_further.hpp"
#include "reference/pictures.hpp"
#include "reference/verify.hpp"

#include <iostream>
#include <string>

int main(int argc, char** argv)
{
    return ocltut::run_main([&]() {
        // 1. The options every lesson takes, and the going-further ones:
        //    --variant fast runs sobel_rows.cl, --tune RUNS=N sets its knob;
        //    --variant packed runs sobel_packed.cl, --tune ROWS=N sets its.
        const std::string title = "Sobel edge detection, sixteen pixels per work-item (vectors)";
        ocltut::GoingFurtherOptions going_further_options;
        const ocltut::LessonOptions options =
            ocltut::parse_lesson_options(argc, argv, "02-sobel-vector", "camera.png", title, [&](CLI::App& app) {
                ocltut::add_going_further_options(
                    app, going_further_options, "RUNS=4 (fast), ROWS=4 (packed)", {"fast", "packed"},
                    "fast: sobel_rows, shaped for a CPU; packed: sobel_packed, shaped for a GPU");
            });
        ocltut::going_further(going_further_options);  // refuses --tune without a going-further --variant
        const ocltut::SobelVectorVariant variant =
            going_further_options.variant == "fast"     ? ocltut::SobelVectorVariant::rows
            : going_further_options.variant == "packed" ? ocltut::SobelVectorVariant::packed
                                                        : ocltut::SobelVectorVariant::lesson;
        const bool rows = variant == ocltut::SobelVectorVariant::rows;
        const bool packed = variant == ocltut::SobelVectorVariant::packed;

        // 2. The picture as luminance and the output folder, checked first.
        const ocltut::Image gray = ocltut::load_luminance(options.input);
        const ocltut::TunedConfig config(ocltut::prepare_run(options,
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
        ocltut::print_inputs(std::cout, options.input, gray, " (luminance computed on the host)", config.kernel_file);

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
        ocltut::time_job(std::cout, runtime, config,
                         {setup.shape.kernel_name, {{run.input, gray.pixels}}, {run.launch}, {run.dx, run.dy}});

        // 7. dX and dY against the CPU golden; the verdict comes first.
        const int verdict = ocltut::print_sobel_verdict(std::cout, gray, run.gradients);

        // 8. The pictures, all or none, brightened to be seen.
        ocltut::write_sobel_pictures(std::cout, options.output_dir, run.gradients);
        return verdict;
    });
}

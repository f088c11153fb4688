// Lesson 02: Sobel edge detection, sixteen output pixels per work-item with
// vector loads and stores. With --variant fast, the going-further kernel of
// sobel_rows.cl instead.
//
// The whole host program, top to bottom: lesson 01's steps. The OpenCL
// calls (buffers, arguments, the NDRange, the launch, reading back) are in
// sobel_vector.cpp; the other steps call the helper library, common/.
#include "sobel_rows.hpp"
#include "sobel_vector.hpp"

#include "common/errors.hpp"
#include "common/pictures.hpp"
#include "common/program.hpp"
#include "common/transfer.hpp"
#include "common/verify.hpp"

#include <iostream>

using namespace ocltut;

int main(int argc, char** argv)
{
    return run_main([&]() {
        // 1. The options every lesson takes, and the going-further ones:
        //    --variant fast runs sobel_rows.cl, --tune RUNS=N sets its knob.
        const std::string title = "Sobel edge detection, sixteen pixels per work-item (vectors)";
        LessonOptions options = default_options("02-sobel-vector", "camera.png");
        CLI::App app(title);
        add_lesson_options(app, options);
        add_going_further_options(app, options, "RUNS=4");
        if (const std::optional<int> exit_code = parse_command_line(app, options, argc, argv)) return *exit_code;
        const bool fast = going_further(options);

        // 2. The picture as luminance and the output folder, checked first.
        const Image gray = luminance(load_image(options.input));
        prepare_output_dir(options.output_dir);
        const RunConfig config =
            run_config(options, fast ? "02-sobel-vector/sobel_rows.cl" : "02-sobel-vector/sobel_vector.cl");

        // 3. The device, a context and a profiling queue.
        std::cout << "02-sobel-vector: "
                  << (fast ? "going further: the vector Sobel shaped for a CPU (RUNS runs of 16 pixels per work-item)"
                           : title)
                  << '\n';
        const Runtime runtime = open_runtime(options.device, std::cout);
        print_input(std::cout, options.input, gray, " (luminance computed on the host)");
        print_kernel_file(std::cout, config.kernel_file);

        // 4. The program. The going-further kernel is built for its knob
        //    (-D RUNS=...), chosen for the device unless --tune sets it.
        std::string build_options;
        SobelVectorShape shape = sobel_vector_shape(gray.width);
        if (fast) {
            const RowsSobelKnobs knobs = sobel_rows_knobs(runtime.device, config, gray.width);
            build_options = sobel_rows_build_options(knobs.runs);
            shape = sobel_rows_shape(knobs, gray.width);
        }
        const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file, build_options);

        // 5. The lesson's host code, on the --memory path (sobel_vector.cpp).
        const SobelVectorRun run = run_sobel_vector(runtime, program, gray, shape, config.local_size, config.memory);

        // 6. Time the kernel from its profiling events; then the whole job
        //    on the host's clock: the luminance written, the kernel, dX and
        //    dY read back.
        print_report(std::cout, time_kernel(runtime, run.launch, config));
        print_end_to_end(std::cout, shape.kernel_name, config.memory,
                         time_end_to_end(runtime, config, {{run.input, gray.pixels}}, {run.launch}, {run.dx, run.dy}));

        // 7. dX and dY against the CPU golden; the verdict comes first.
        const int verdict = print_verdict(std::cout, verify_sobel(sobel_golden(gray), run.gradients));

        // 8. The pictures, all or none, brightened to be seen.
        write_sobel_pictures(options.output_dir, run.gradients);
        std::cout << "wrote sobel-dx.png (|dX|), sobel-dy.png (|dY|), sobel.png (magnitude, made on the host), "
                     "each at the viewing scale min(255, " << sobel_view_gain << " x value), in "
                  << options.output_dir.string() << '\n';
        return verdict;
    });
}

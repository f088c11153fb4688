// Lesson 01: Sobel edge detection, one work-item per output pixel.
//
// The whole host program, top to bottom. The OpenCL calls this lesson
// teaches (buffers, arguments, the NDRange, the launch, reading back) are
// in sobel_scalar.cpp; the other steps call the helper library, common/.
// The project's own names are written ocltut::, OpenCL's C++ ones cl::, so
// each call says whose it is.
#include "sobel_scalar.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/printing.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/transfer.hpp"
#include "reference/pictures.hpp"
#include "reference/verify.hpp"

#include <iostream>

// [main]
int main(int argc, char** argv)
{
    return ocltut::run_main([&]() {
        // 1. The options every lesson takes: --input, --device, --iterations,
        //    --local-size, --kernel, ... (see --help).
        const std::string title = "Sobel edge detection, one work-item per pixel";
        ocltut::LessonOptions options = ocltut::default_options("01-sobel-scalar", "camera.png");
        CLI::App app(title);
        ocltut::add_lesson_options(app, options);
        if (const std::optional<int> exit_code = ocltut::parse_command_line(app, options, argc, argv))
            return *exit_code;

        // 2. The picture as luminance (computed on the host) and the output
        //    folder, both checked before any device work: a bad run writes
        //    nothing.
        const ocltut::Image gray = ocltut::luminance(ocltut::load_image(options.input));
        ocltut::prepare_output_dir(options.output_dir);
        const ocltut::RunConfig config = ocltut::run_config(options, "01-sobel-scalar/sobel_scalar.cl");

        // 3. The device, a context on it and a queue with profiling on.
        std::cout << "01-sobel-scalar: " << title << '\n';
        const ocltut::Runtime runtime = ocltut::open_runtime(options.device, std::cout);
        ocltut::print_input(std::cout, options.input, gray, " (luminance computed on the host)");
        ocltut::print_kernel_file(std::cout, config.kernel_file);

        // 4. The program, compiled for the device: a compile error throws,
        //    and the message carries the compiler's build log.
        const cl::Program program = ocltut::build_program(runtime.context, runtime.device, config.kernel_file);

        // 5. The lesson's host code: buffers, arguments, NDRange, one launch,
        //    reading back, on the copy path (sobel_scalar.cpp).
        const ocltut::SobelScalarRun run =
            ocltut::run_sobel_scalar(runtime, program, gray, config.local_size, config.memory);

        // 6. Time the kernel: 2 warm-up launches, then --iterations timed
        //    ones, each from its profiling event. Then the whole job, the
        //    same number of times on the host's clock: the luminance written,
        //    the kernel, dX and dY read back, on the --memory path.
        ocltut::print_report(std::cout, ocltut::time_kernel(runtime, run.launch, config));
        ocltut::print_end_to_end(std::cout, "sobel_scalar", config.memory,
                                 ocltut::time_end_to_end(runtime, config, {{run.input, gray.pixels}}, {run.launch},
                                                         {run.dx, run.dy}));

        // 7. dX and dY against the CPU golden, bit for bit: the verdict is
        //    printed whatever happens to the files.
        const int verdict =
            ocltut::print_verdict(std::cout, ocltut::verify_sobel(ocltut::sobel_golden(gray), run.gradients));

        // 8. The pictures, all or none: |dX|, |dY| and the magnitude (made
        //    on the host), brightened to be seen. A failed write is an
        //    error after the verdict.
        ocltut::write_sobel_pictures(options.output_dir, run.gradients);
        std::cout << "wrote sobel-dx.png (|dX|), sobel-dy.png (|dY|), sobel.png (magnitude, made on the host), "
                     "each at the viewing scale min(255, "
                  << ocltut::sobel_view_gain << " x value), in " << options.output_dir.string() << '\n';
        return verdict;
    });
}
// [main]

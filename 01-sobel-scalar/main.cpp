// Lesson 01: Sobel edge detection, one work-item per output pixel.
//
// The whole host program, top to bottom. The OpenCL calls this lesson
// teaches (buffers, arguments, the NDRange, the launch, reading back) are
// in sobel_scalar.cpp; the other steps call the helper library, common/,
// and the CPU references, reference/: ten helpers in all.
// The project's own names are written ocltut::, OpenCL's C++ ones cl::, so
// each call says whose it is.
#include "sobel_scalar.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/image_io.hpp"
#include "common/tutorial/job_timing.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/printing.hpp"
#include "common/tutorial/run_config.hpp"
#include "reference/pictures.hpp"
#include "reference/verify.hpp"

#include <iostream>
#include <string>

// [main]
int main(int argc, char** argv)
{
    return ocltut::run_main([&]() {
        // 1. The options every lesson takes: --input, --device, --iterations,
        //    --local-size, --kernel, ... (see --help). --help, a mistake or
        //    --list-devices end the program here.
        const std::string title = "Sobel edge detection, one work-item per pixel";
        const ocltut::LessonOptions options =
            ocltut::parse_lesson_options(argc, argv, "01-sobel-scalar", "camera.png", title);

        // 2. The picture as luminance (computed on the host), then the output
        //    folder, both checked before any device work: a bad run writes
        //    nothing.
        const ocltut::Image gray = ocltut::load_luminance(options.input);
        const ocltut::RunConfig config = ocltut::prepare_run(options, "01-sobel-scalar/sobel_scalar.cl");

        // 3. The device, a context on it and a queue with profiling on.
        std::cout << "01-sobel-scalar: " << title << '\n';
        const ocltut::Runtime runtime = ocltut::open_runtime(options.device, std::cout);
        ocltut::print_inputs(std::cout, options.input, gray, " (luminance computed on the host)", config.kernel_file);

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
        ocltut::time_job(std::cout, runtime, config,
                         {"sobel_scalar", {{run.input, gray.pixels}}, {run.launch}, {run.dx, run.dy}});

        // 7. dX and dY against the CPU golden, bit for bit: the verdict is
        //    printed whatever happens to the files.
        const int verdict = ocltut::print_sobel_verdict(std::cout, gray, run.gradients);

        // 8. The pictures, all or none: |dX|, |dY| and the magnitude (made
        //    on the host), brightened to be seen. A failed write is an
        //    error after the verdict.
        ocltut::write_sobel_pictures(std::cout, options.output_dir, run.gradients);
        return verdict;
    });
}
// [main]

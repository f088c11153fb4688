// Lesson 04: Laplacian sharpening of an RGBA picture, one work-item per
// pixel: a scalar kernel (one byte per load) and a uchar4 kernel (one pixel
// per load).
//
// The whole host program, top to bottom. The OpenCL calls (buffers,
// arguments, the NDRange, the launches, reading back) are in
// sharpen_naive.cpp; the other steps call the helper library, common/.
#include "sharpen_naive.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/image_io.hpp"
#include "common/tutorial/job_timing.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/printing.hpp"
#include "common/tutorial/run_config.hpp"
#include "reference/golden.hpp"
#include "reference/pictures.hpp"
#include "reference/verify.hpp"

#include <iostream>

int main(int argc, char** argv)
{
    return ocltut::run_main([&]() {
        // 1. The options every lesson takes (see --help).
        const std::string title = "Laplacian sharpening, one work-item per pixel (scalar, uchar4)";
        const ocltut::LessonOptions options =
            ocltut::parse_lesson_options(argc, argv, "04-sharpen-naive", "coffee.png", title);

        // 2. The picture as RGBA (gray and RGB files expanded, an opaque
        //    alpha added, so every kernel sees 4 bytes per pixel) and the
        //    output folder, both checked before any device work.
        const ocltut::Image rgba = ocltut::load_image(options.input, 4);
        const ocltut::RunConfig config = ocltut::prepare_run(options, "04-sharpen-naive/sharpen_naive.cl");

        // 3. The device, a context and a profiling queue.
        std::cout << "04-sharpen-naive: " << title << '\n';
        const ocltut::Runtime runtime = ocltut::open_runtime(options.device, std::cout);
        ocltut::print_inputs(std::cout, options.input, rgba, ", loaded as RGBA", config.kernel_file);

        // 4. The program, with its build log on a compile error.
        const cl::Program program = ocltut::build_program(runtime.context, runtime.device, config.kernel_file);

        // 5. The lesson's host code: both kernels, each launched once, on
        //    the --memory path (sharpen_naive.cpp).
        const std::vector<ocltut::SharpenKernelRun> runs =
            ocltut::run_sharpen_naive(runtime, program, rgba, config.local_size, config.memory);

        // 6. Time each kernel from its profiling events, then its whole job
        //    on the host's clock (the picture written, the kernel, the result
        //    read back), and compare each one's picture with the CPU golden,
        //    bit for bit.
        const ocltut::Image expected = ocltut::sharpen_golden(rgba);
        std::vector<ocltut::Verification> verifications;
        for (const ocltut::SharpenKernelRun& run : runs) {
            const std::vector<ocltut::KernelReport> reports =
                ocltut::time_job(std::cout, runtime, config,
                                 {"", {{run.input, rgba.pixels}}, {run.launch}, {run.output_buffer}});
            verifications.push_back(ocltut::verify_sharpen(reports.at(0).kernel + " RGBA", expected, run.output));
        }

        // The verdict comes first: it is printed whatever happens to the files.
        const int verdict = ocltut::print_verdict(std::cout, verifications);

        // 7. The pictures of the last kernel, all or none, written even when
        //    it is wrong: looking at them is how a wrong kernel is understood.
        //    A zoomed crop and the difference show what sharpening changed.
        ocltut::write_sharpen_pictures(std::cout, options.output_dir, rgba, runs.back().output,
                                       ocltut::sharpen_naive_kernels[1]);
        return verdict;
    });
}

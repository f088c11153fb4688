// Lesson 04: Laplacian sharpening of an RGBA picture, one work-item per
// pixel: a scalar kernel (one byte per load) and a uchar4 kernel (one pixel
// per load).
//
// The whole host program, top to bottom. The OpenCL calls (buffers,
// arguments, the NDRange, the launches, reading back) are in
// sharpen_naive.cpp; the other steps call the helper library, common/.
#include "sharpen_naive.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/printing.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/transfer.hpp"
#include "reference/golden.hpp"
#include "reference/pictures.hpp"
#include "reference/verify.hpp"

#include <iostream>

int main(int argc, char** argv)
{
    return ocltut::run_main([&]() {
        // 1. The options every lesson takes (see --help).
        const std::string title = "Laplacian sharpening, one work-item per pixel (scalar, uchar4)";
        ocltut::LessonOptions options = ocltut::default_options("04-sharpen-naive", "coffee.png");
        CLI::App app(title);
        ocltut::add_lesson_options(app, options);
        if (const std::optional<int> exit_code = ocltut::parse_command_line(app, options, argc, argv))
            return *exit_code;

        // 2. The picture as RGBA (gray and RGB files expanded, an opaque
        //    alpha added, so every kernel sees 4 bytes per pixel) and the
        //    output folder, both checked before any device work.
        const ocltut::Image rgba = ocltut::load_image(options.input, 4);
        ocltut::prepare_output_dir(options.output_dir);
        const ocltut::RunConfig config = ocltut::run_config(options, "04-sharpen-naive/sharpen_naive.cl");

        // 3. The device, a context and a profiling queue.
        std::cout << "04-sharpen-naive: " << title << '\n';
        const ocltut::Runtime runtime = ocltut::open_runtime(options.device, std::cout);
        ocltut::print_input(std::cout, options.input, rgba, ", loaded as RGBA");
        ocltut::print_kernel_file(std::cout, config.kernel_file);

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
            const ocltut::KernelReport report = ocltut::time_kernel(runtime, run.launch, config);
            ocltut::print_report(std::cout, report);
            ocltut::print_end_to_end(std::cout, report.kernel, config.memory,
                                     ocltut::time_end_to_end(runtime, config, {{run.input, rgba.pixels}}, {run.launch},
                                                             {run.output_buffer}));
            verifications.push_back(ocltut::verify_sharpen(report.kernel + " RGBA", expected, run.output));
        }

        // The verdict comes first: it is printed whatever happens to the files.
        const int verdict = ocltut::print_verdict(std::cout, verifications);

        // 7. The pictures of the last kernel, all or none, written even when
        //    it is wrong: looking at them is how a wrong kernel is understood.
        //    A zoomed crop and the difference show what sharpening changed.
        const ocltut::Crop crop = ocltut::write_sharpen_pictures(options.output_dir, rgba, runs.back().output);
        std::cout << "wrote sharpen.png (made by " << ocltut::sharpen_naive_kernels[1]
                  << "), sharpen-zoom.png (before | after, " << ocltut::width_x_height(crop.width, crop.height)
                  << " at " << crop.x << "," << crop.y << " zoomed x" << ocltut::sharpen_zoom
                  << "), sharpen-difference.png (min(255, " << ocltut::sharpen_difference_gain
                  << " x |after - before|)) in " << options.output_dir.string() << '\n';
        return verdict;
    });
}

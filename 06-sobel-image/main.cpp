// Lesson 06: the fast Sobel of Zuo et al. (2009): the input read through an
// image and a sampler, several outputs per work-item, shared column sums,
// and optionally the magnitude computed on the device. Flags switch each
// technique on and off, and --sweep measures them all.
//
// The whole host program, top to bottom: lesson 01's steps. The OpenCL
// calls (the image object, buffers, arguments, the NDRange, the launch,
// reading back) are in sobel_image.cpp; the other steps call the helper
// library, common/.
#include "sobel_image.hpp"

#include "common/opencl/errors.hpp"
#include "common/tutorial/image_io.hpp"
#include "common/tutorial/job_timing.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/printing.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/verify.hpp"
#include "reference/pictures.hpp"

#include <iostream>

namespace {

void add_variant_options(CLI::App& app, ocltut::SobelImageVariant& variant, bool& sweep)
{
    app.add_option_function<std::string>(
           "--storage",
           [&variant](const std::string& storage) {
               variant.storage = storage == "image"        ? ocltut::SobelStorage::image
                                 : storage == "wide-image" ? ocltut::SobelStorage::wide_image
                                                           : ocltut::SobelStorage::buffer;
           },
           "Read the input as an image (texture, a pixel a texel), a wide image (16 pixels a texel; with "
           "--outputs 16, widths a multiple of 16) or from a buffer")
        ->check(CLI::IsMember({"image", "wide-image", "buffer"}))
        ->default_str("image");
    app.add_option("--outputs", variant.outputs, "Consecutive outputs per work-item")
        ->check(CLI::IsMember({1, 4, 8, 16}))
        ->default_val(variant.outputs);
    app.add_flag_callback(
        "--no-shared-sums", [&variant]() { variant.shared_sums = false; },
        "Compute every output from its nine pixels instead of shared column sums");
    app.add_flag("--magnitude", variant.magnitude_only, "Compute the magnitude on the device and write only it");
    app.add_flag("--sweep", sweep, "Also measure every combination of the techniques, one table row each");
}

// An image variant on a device that cannot read such images, or not one as
// large as `gray` (or, wide, on a width no multiple of 16), becomes the
// buffer one, with a note saying so: the lesson still runs everywhere.
ocltut::SobelImageVariant runnable_variant(const ocltut::SobelImageVariant& chosen, const ocltut::Runtime& runtime,
                                           const ocltut::Image& gray)
{
    if (chosen.storage == ocltut::SobelStorage::buffer) return chosen;
    const std::string unavailable = ocltut::image_input_unavailable(runtime, gray, chosen.storage);
    if (unavailable.empty()) return chosen;
    std::cout << "note: " << unavailable << ", so the input is read from a buffer instead\n";
    ocltut::SobelImageVariant fallback = chosen;
    fallback.storage = ocltut::SobelStorage::buffer;
    return fallback;
}

}  // namespace

int main(int argc, char** argv)
{
    return ocltut::run_main([&]() {
        // 1. The options every lesson takes, and the techniques to use.
        const std::string title = "Sobel edge detection as in Zuo et al. 2009: image input, several outputs per "
                                  "work-item, shared column sums";
        ocltut::SobelImageVariant chosen;
        bool sweep = false;
        const ocltut::LessonOptions options =
            ocltut::parse_lesson_options(argc, argv, "06-sobel-image", "camera.png", title,
                                         [&](CLI::App& app) { add_variant_options(app, chosen, sweep); });

        // 2. The picture as luminance and the output folder, checked first.
        const ocltut::Image gray = ocltut::load_luminance(options.input);
        const ocltut::RunConfig config = ocltut::prepare_run(options, "06-sobel-image/sobel_image.cl");

        // 3. The device, a context and a profiling queue.
        std::cout << "06-sobel-image: " << title << '\n';
        const ocltut::Runtime runtime = ocltut::open_runtime(options.device, std::cout);
        ocltut::print_inputs(std::cout, options.input, gray, " (luminance computed on the host)", config.kernel_file);
        if (sweep) ocltut::run_sobel_sweep(std::cout, runtime, gray, config);

        // 4. The program, built for the variant (-D OUTPUTS, SHARED_SUMS,
        //    MAGNITUDE): each technique is a build option.
        const ocltut::SobelImageVariant variant = runnable_variant(chosen, runtime, gray);
        const cl::Program program = ocltut::set_up_sobel_image(runtime, config, variant);

        // 5. The lesson's host code, on the --memory path (sobel_image.cpp).
        const ocltut::SobelImageRun run =
            ocltut::run_sobel_image(runtime, program, gray, variant, config.local_size, config.memory);

        // 6. Time the kernel from its profiling events; then the whole job on
        //    the host's clock: the luminance written, the kernel, the
        //    outputs read back.
        const std::string kernel_name =
            run.launch.kernel.getInfo<CL_KERNEL_FUNCTION_NAME>() + " (" + ocltut::describe(variant) + ")";
        ocltut::time_job(std::cout, runtime, config,
                         {kernel_name, {{run.input, gray.pixels}}, {run.launch}, run.outputs});

        // 7. What the device computed against the CPU golden (its border
        //    replicated, as the sampler's clamp-to-edge does): dX and dY, or
        //    the magnitude the device computed.
        const int verdict = ocltut::print_verdict(std::cout, ocltut::verify_sobel_image(gray, run));

        // 8. The pictures, all or none, brightened to be seen.
        if (variant.magnitude_only) ocltut::write_sobel_magnitude_picture(std::cout, options.output_dir, run.magnitude);
        else ocltut::write_sobel_pictures(std::cout, options.output_dir, run.gradients);
        return verdict;
    });
}

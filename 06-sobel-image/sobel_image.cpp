#include "sobel_image.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "common/tutorial/transfer.hpp"
#include "reference/verify.hpp"

#include <iomanip>
#include <ostream>
#include <sstream>
#include <stdexcept>

namespace ocltut {

// A texel of a wide image: 16 pixels of a row, a work-item's run.
constexpr int pixels_per_wide_texel = 16;

std::string storage_name(SobelStorage storage)
{
    switch (storage) {
    case SobelStorage::image:
        return "image";
    case SobelStorage::wide_image:
        return "wide image";
    case SobelStorage::buffer:
        return "buffer";
    }
    return "?";
}

std::string describe(const SobelImageVariant& variant)
{
    std::ostringstream text;
    text << storage_name(variant.storage) << ", " << variant.outputs << (variant.outputs == 1 ? " output" : " outputs")
         << ", " << (variant.shared_sums ? "shared sums" : "no shared sums") << ", "
         << (variant.magnitude_only ? "magnitude" : "dX+dY");
    return text.str();
}

std::string sobel_image_build_options(const SobelImageVariant& variant)
{
    return "-D OUTPUTS=" + std::to_string(variant.outputs) + " -D SHARED_SUMS=" + (variant.shared_sums ? "1" : "0") +
           " -D MAGNITUDE=" + (variant.magnitude_only ? "1" : "0");
}

cl::Program set_up_sobel_image(const Runtime& runtime, const RunConfig& config, const SobelImageVariant& variant)
{
    if (variant.storage == SobelStorage::wide_image && variant.outputs != pixels_per_wide_texel)
        throw UserError("a wide image gives a work-item 16 pixels: use --outputs 16 with --storage wide-image");
    return build_program(runtime.context, runtime.device, config.kernel_file, sobel_image_build_options(variant));
}

std::string image_format_unavailable(const Runtime& runtime, cl_mem_flags access, const cl::ImageFormat& format,
                                     const std::string& format_name)
{
    if (!runtime.device.getInfo<CL_DEVICE_IMAGE_SUPPORT>())
        return "the device has no image support (CL_DEVICE_IMAGE_SUPPORT is CL_FALSE)";
    // The formats a context supports: the lesson's context holds this one device.
    std::vector<cl::ImageFormat> formats;
    runtime.context.getSupportedImageFormats(access, CL_MEM_OBJECT_IMAGE2D, &formats);
    for (const cl::ImageFormat& supported : formats)
        if (supported.image_channel_order == format.image_channel_order &&
            supported.image_channel_data_type == format.image_channel_data_type)
            return "";
    return "the device cannot " + std::string(access == CL_MEM_WRITE_ONLY ? "write " : "read ") + format_name +
           " images";
}

std::string image_size_unavailable(const Runtime& runtime, int width, int height)
{
    const std::size_t max_width = runtime.device.getInfo<CL_DEVICE_IMAGE2D_MAX_WIDTH>();
    const std::size_t max_height = runtime.device.getInfo<CL_DEVICE_IMAGE2D_MAX_HEIGHT>();
    if (static_cast<std::size_t>(width) <= max_width && static_cast<std::size_t>(height) <= max_height) return "";
    return "a " + width_x_height(width, height) +
           " picture is larger than this device's images (CL_DEVICE_IMAGE2D_MAX_WIDTH x HEIGHT = " +
           width_x_height(max_width, max_height) + ")";
}

std::string image_storage_unavailable(const Runtime& runtime, SobelStorage storage)
{
    if (storage == SobelStorage::wide_image)
        return image_format_unavailable(runtime, CL_MEM_READ_ONLY, wide_luminance_format,
                                        "CL_RGBA / CL_UNSIGNED_INT32");
    return image_format_unavailable(runtime, CL_MEM_READ_ONLY, luminance_format, "CL_R / CL_UNSIGNED_INT8");
}

std::string image_input_unavailable(const Runtime& runtime, const Image& gray, SobelStorage storage)
{
    const std::string unavailable = image_storage_unavailable(runtime, storage);
    if (!unavailable.empty()) return unavailable;
    if (storage != SobelStorage::wide_image) return image_size_unavailable(runtime, gray.width, gray.height);
    if (gray.width % pixels_per_wide_texel != 0)
        return "a wide image holds 16 pixels a texel, and a width of " + std::to_string(gray.width) +
               " is no multiple of 16";
    // The image is width / 16 texels wide.
    return image_size_unavailable(runtime, gray.width / pixels_per_wide_texel, gray.height);
}

namespace {

// The work-group size unless --local-size says otherwise: 32 x 4 = 128
// work-items, a warp's width of runs side by side on 4 rows. The paper's
// best was 64 threads per block; on the H100, groups of one row (64x1) made
// the one-output variants 2.6 times slower, with a million tiny groups to
// schedule at 8192x8192, and 32x4 was as fast as any other shape for the
// others (docs/06-sobel-image.md has the sweep).
constexpr LocalSize sobel_image_local_size{32, 4};

// Reads the luminance once and writes dX and dY (3 bytes per pixel), or only
// the magnitude (2 bytes per pixel).
WorkModel sobel_image_work(const Image& gray, const SobelImageVariant& variant)
{
    const std::size_t pixels = gray.pixel_count();
    return {pixels, pixels * (variant.magnitude_only ? 2 : 3)};
}

// The input on the device, as the variant's kernel reads it, written on
// the `memory` path (common/tutorial/transfer.hpp).
cl::Memory upload_input(const Runtime& runtime, const Image& gray, SobelStorage storage, MemoryPath memory)
{
    if (storage == SobelStorage::buffer) {
        const cl::Buffer input = make_buffer(runtime, memory, CL_MEM_READ_ONLY, gray.pixel_count());
        write_buffer(runtime, memory, input, gray.pixels);
        return input;
    }
    const std::string unavailable = image_input_unavailable(runtime, gray, storage);
    if (!unavailable.empty()) throw UserError(unavailable + ": use --storage buffer");
    if (storage == SobelStorage::wide_image) {
        // A texel is 16 pixels of a row: the row's bytes, as they are.
        const cl::Image2D input(runtime.context, memory_flags(memory, CL_MEM_READ_ONLY), wide_luminance_format,
                                static_cast<std::size_t>(gray.width / pixels_per_wide_texel), gray.height);
        write_image(runtime, memory, input, gray.pixels);
        return input;
    }
    // [image_object]
    // memory_flags adds CL_MEM_ALLOC_HOST_PTR on the zero-copy path.
    const cl::Image2D input(runtime.context, memory_flags(memory, CL_MEM_READ_ONLY), luminance_format, gray.width,
                            gray.height);
    if (memory == MemoryPath::copy) {
        // Rows are tightly packed, so the row pitch is the width in bytes.
        runtime.queue.enqueueWriteImage(
            input, CL_TRUE, {0, 0, 0}, {static_cast<std::size_t>(gray.width), static_cast<std::size_t>(gray.height), 1},
            gray.width, 0, gray.pixels.data());
    } else {
        // Zero copy: mapped with enqueueMapImage and filled row by row at the
        // row pitch the mapping gives, which may be wider than a row; then
        // unmapped. Pinned: enqueueWriteImage from pinned staging memory.
        write_image(runtime, memory, input, gray.pixels);
    }
    // [image_object]
    return input;
}

// The kernel of sobel_image.cl that reads the input from `storage`.
const char* kernel_name(SobelStorage storage)
{
    switch (storage) {
    case SobelStorage::image:
        return "sobel_image";
    case SobelStorage::wide_image:
        return "sobel_wide_image";
    case SobelStorage::buffer:
        return "sobel_buffer";
    }
    return "?";
}

cl::Buffer poisoned_output(const Runtime& runtime, std::size_t bytes, MemoryPath memory)
{
    const cl::Buffer output = make_buffer(runtime, memory, CL_MEM_WRITE_ONLY, bytes);
    runtime.queue.enqueueFillBuffer(output, poison_byte, 0, bytes);
    return output;
}

}  // namespace

// [run_sobel_image]
SobelImageRun run_sobel_image(const Runtime& runtime, const cl::Program& program, const Image& gray,
                              const SobelImageVariant& variant, const LocalSize& requested_local, MemoryPath memory)
{
    const std::size_t bytes = gray.pixel_count();
    check_allocation(runtime.device, bytes, "a " + width_x_height(gray.width, gray.height) + " image");

    // 1. The input, as an image object or a buffer (upload_input, above),
    //    and the outputs the variant writes, poisoned so that a pixel the
    //    verified launch forgets shows up as a mismatch; all on the
    //    `memory` path.
    const cl::Memory input = upload_input(runtime, gray, variant.storage, memory);
    std::vector<cl::Buffer> outputs;
    for (int i = 0; i < (variant.magnitude_only ? 1 : 2); ++i)
        outputs.push_back(poisoned_output(runtime, bytes, memory));

    // 2. The arguments. The outputs the variant does not write are passed
    //    as NULL: the kernel, built for the variant, never touches them.
    const bool image = variant.storage != SobelStorage::buffer;
    cl::Kernel kernel = make_kernel(program, kernel_name(variant.storage),
                                    {image ? "read_only image2d_t in" : "global const uchar* in", "global char* dx_out",
                                     "global char* dy_out", "global uchar* magnitude_out", "int width", "int height"});
    kernel.setArg(0, input);
    if (variant.magnitude_only) {
        kernel.setArg(1, sizeof(cl_mem), nullptr);
        kernel.setArg(2, sizeof(cl_mem), nullptr);
        kernel.setArg(3, outputs[0]);
    } else {
        kernel.setArg(1, outputs[0]);
        kernel.setArg(2, outputs[1]);
        kernel.setArg(3, sizeof(cl_mem), nullptr);
    }
    kernel.setArg(4, static_cast<cl_int>(gray.width));
    kernel.setArg(5, static_cast<cl_int>(gray.height));

    // 3. and 4. The work-group size, shrunk to what the kernel allows; one
    //    work-item per run of `outputs` pixels of a row, rounded up to whole
    //    groups (the last run of a row may be shorter: the kernel stops at
    //    the edge).
    const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, sobel_image_local_size);
    const std::size_t runs_per_row = (static_cast<std::size_t>(gray.width) + variant.outputs - 1) / variant.outputs;
    const cl::NDRange global = round_up_global(runs_per_row, gray.height, local);

    // 5. Launch once onto the poisoned outputs, wait, read the outputs back.
    cl::Event launched;
    runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local, nullptr, &launched);
    launched.wait();
    SobelImageRun run;
    if (variant.magnitude_only) {
        run.magnitude = make_image(gray.width, gray.height, 1);
        read_buffer(runtime, memory, outputs[0], run.magnitude.pixels.data(), bytes);
    } else {
        run.gradients = {gray.width, gray.height, std::vector<std::int8_t>(bytes), std::vector<std::int8_t>(bytes)};
        read_buffer(runtime, memory, outputs[0], run.gradients.dx.data(), bytes);
        read_buffer(runtime, memory, outputs[1], run.gradients.dy.data(), bytes);
    }

    // 6. The outputs, the kernel with its memory objects for the timing
    //    loop, and the memory objects by role for timing the whole job.
    std::vector<cl::Memory> arguments{input};
    arguments.insert(arguments.end(), outputs.begin(), outputs.end());
    run.launch = {kernel, global, local, arguments, sobel_image_work(gray, variant), launched};
    run.input = input;
    run.outputs = outputs;
    return run;
}
// [run_sobel_image]

std::vector<Verification> verify_sobel_image(const Image& gray, const SobelImageRun& run)
{
    const SobelGradients expected = sobel_golden(gray, SobelBorder::replicate);
    if (run.magnitude.pixels.empty()) return verify_sobel(expected, run.gradients);
    return {compare_exact("magnitude", sobel_pictures(expected).magnitude.pixels, run.magnitude.pixels, gray.width)};
}

SobelImageResult measure_sobel_image(const Runtime& runtime, const Image& gray, const RunConfig& config,
                                     const SobelImageVariant& variant)
{
    const cl::Program program = set_up_sobel_image(runtime, config, variant);
    SobelImageRun run = run_sobel_image(runtime, program, gray, variant, config.local_size, config.memory);
    std::vector<Verification> verifications = verify_sobel_image(gray, run);
    const KernelReport report =
        time_kernel(runtime, run.launch, config,
                    run.launch.kernel.getInfo<CL_KERNEL_FUNCTION_NAME>() + " (" + describe(variant) + ")");
    return {std::move(run), std::move(verifications), report};
}

namespace {

// Every variant of the --sweep table, in the order the docs discuss them:
// storage, then outputs per work-item, then shared sums, then magnitude only.
// The wide image has 16 outputs only, and rows only where `gray` can be one.
std::vector<SobelImageVariant> sobel_image_sweep(bool image_storage_available, bool wide_image_available)
{
    std::vector<SobelImageVariant> variants;
    for (const SobelStorage storage : {SobelStorage::image, SobelStorage::wide_image, SobelStorage::buffer}) {
        if (storage == SobelStorage::image && !image_storage_available) continue;
        if (storage == SobelStorage::wide_image && !wide_image_available) continue;
        for (const int outputs : sobel_image_output_counts) {
            if (storage == SobelStorage::wide_image && outputs != pixels_per_wide_texel) continue;
            for (const bool shared_sums : {false, true}) variants.push_back({storage, outputs, shared_sums, false});
        }
    }
    SobelImageVariant magnitude;
    magnitude.storage = image_storage_available ? SobelStorage::image : SobelStorage::buffer;
    magnitude.magnitude_only = true;
    variants.push_back(magnitude);
    return variants;
}

}  // namespace

void run_sobel_sweep(std::ostream& out, const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    const std::string unavailable = image_input_unavailable(runtime, gray);
    if (!unavailable.empty()) out << "note: " << unavailable << ", so the sweep has no image rows\n";
    const std::string wide_unavailable = image_input_unavailable(runtime, gray, SobelStorage::wide_image);
    if (unavailable.empty() && !wide_unavailable.empty())
        out << "note: " << wide_unavailable << ", so the sweep has no wide image rows\n";
    out << "sweep: each variant verified, then timed (" << config.iterations << " runs, median)\n"
        << std::left << std::setw(48) << "  variant" << std::right << std::setw(10) << "median ms" << std::setw(12)
        << "Mpixel/s" << std::setw(9) << "GB/s" << std::setw(10) << "speedup" << '\n';
    double first_ms = 0;
    std::vector<std::string> failed;
    for (const SobelImageVariant& variant : sobel_image_sweep(unavailable.empty(), wide_unavailable.empty())) {
        const SobelImageResult result = measure_sobel_image(runtime, gray, config, variant);
        const KernelReport& report = result.report;
        const double ms = report.stats.median_ms;
        if (first_ms == 0) first_ms = ms;
        const bool correct = all_passed(result.verifications);
        if (!correct) failed.push_back(describe(variant));
        out << "  " << std::left << std::setw(46) << describe(variant) << std::right << std::fixed
            << std::setprecision(3) << std::setw(10) << ms << std::setprecision(1) << std::setw(12)
            << mpixel_per_s(report.work.pixels, ms) << std::setw(9) << gb_per_s(report.work.bytes_moved, ms)
            << std::setprecision(2) << std::setw(9) << first_ms / ms << 'x' << (correct ? "" : "  WRONG") << '\n';
    }
    out.unsetf(std::ios::floatfield);
    out << "  (speedup: over the first row; GB/s by each row's bytes model)\n";
    if (!failed.empty())
        throw std::runtime_error("the sweep's variant '" + failed.front() + "' gave a wrong result (" +
                                 std::to_string(failed.size()) + " variants wrong)");
}

}  // namespace ocltut

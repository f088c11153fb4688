// The three memory paths (--memory copy, zero-copy and pinned;
// common/tutorial/transfer.hpp): every lesson's host code bit-exact on each, on sizes
// that leave partial work-groups and rows; every stage's end-to-end time
// measured on each; and the checks shown failing on a job whose input was
// never written.
#include <doctest/doctest.h>

#include "test_checks.hpp"

#include "common/tutorial/transfer.hpp"
#include "going-further/going_further.hpp"
#include "histogram.hpp"
#include "histogram_fast.hpp"
#include "reference/golden.hpp"
#include "reference/verify.hpp"
#include "sharpen_local_setup.hpp"
#include "sharpen_naive.hpp"
#include "sobel_image.hpp"
#include "sobel_scalar.hpp"
#include "sobel_vector_setup.hpp"
#include "stages/stage.hpp"

#include <stdexcept>

using namespace ocltut;

namespace {

// Odd sizes: partial work-groups on both sides, a single pixel, and rows
// much wider than they are many.
std::vector<test::TestImage> odd_sizes(int channels)
{
    return {{"37x29 random", test::random_image(37, 29, channels)},
            {"1x1 random", test::random_image(1, 1, channels)},
            {"509x3 random", test::random_image(509, 3, channels)}};
}

RunConfig config_on(const std::string& kernel_file, MemoryPath path)
{
    RunConfig config = test::quick_config(kernel_file);
    config.memory = path;
    return config;
}

std::vector<Verification> sharpen_check(const Image& rgba, const Image& output, const std::string& kernel)
{
    return {verify_sharpen(kernel + " RGBA", sharpen_golden(rgba), output)};
}

}  // namespace

TEST_CASE("lesson 01 is bit-exact on every memory path")
{
    for (const MemoryPath path : all_memory_paths) {
        CAPTURE(memory_path_name(path));
        test::require_bit_exact(odd_sizes(1), [path](const Image& gray) {
            const SobelScalarRun run =
                run_sobel_scalar(test::runtime(), test::build("01-sobel-scalar/sobel_scalar.cl"), gray, {0, 0}, path);
            return verify_sobel(sobel_golden(gray), run.gradients);
        });
    }
}

TEST_CASE("lesson 02 is bit-exact on every memory path")
{
    for (const MemoryPath path : all_memory_paths) {
        CAPTURE(memory_path_name(path));
        test::require_bit_exact(odd_sizes(1), [path](const Image& gray) {
            const SobelVectorSetup setup =
                set_up_sobel_vector(test::runtime(), TunedConfig(config_on("02-sobel-vector/sobel_vector.cl", path)),
                                    gray, SobelVectorVariant::lesson);
            const SobelVectorRun run =
                run_sobel_vector(test::runtime(), setup.program, gray, setup.shape, {0, 0}, path);
            return verify_sobel(sobel_golden(gray), run.gradients);
        });
    }
}

TEST_CASE("lesson 03 is bit-exact on every memory path")
{
    for (const MemoryPath path : all_memory_paths) {
        CAPTURE(memory_path_name(path));
        test::require_bit_exact(odd_sizes(1), [path](const Image& gray) {
            std::vector<Verification> verifications;
            for (const HistogramRun& run :
                 run_histogram(test::runtime(), gray, config_on("03-histogram/histogram.cl", path)))
                verifications.push_back(verify_histogram(run.variant, histogram_golden(gray), run.bins));
            const HistogramRun fast =
                run_histogram_fast(test::runtime(), gray,
                                   TunedConfig(config_on("03-histogram/going-further/histogram_fast.cl", path)),
                                   std::nullopt);
            verifications.push_back(verify_histogram(fast.variant, histogram_golden(gray), fast.bins));
            return verifications;
        });
    }
}

TEST_CASE("lesson 04 is bit-exact on every memory path")
{
    for (const MemoryPath path : all_memory_paths) {
        CAPTURE(memory_path_name(path));
        test::require_bit_exact(odd_sizes(4), [path](const Image& rgba) {
            std::vector<Verification> verifications;
            for (const SharpenKernelRun& run : run_sharpen_naive(
                     test::runtime(), test::build("04-sharpen-naive/sharpen_naive.cl"), rgba, {0, 0}, path)) {
                const std::string kernel = run.launch.kernel.getInfo<CL_KERNEL_FUNCTION_NAME>();
                verifications.push_back(sharpen_check(rgba, run.output, kernel).at(0));
            }
            return verifications;
        });
    }
}

TEST_CASE("lesson 05 is bit-exact on every memory path")
{
    // A tile of 8 x 4 work-items, which every device runs.
    const LocalSize tile{8, 4};
    for (const MemoryPath path : all_memory_paths) {
        CAPTURE(memory_path_name(path));
        test::require_bit_exact(odd_sizes(4), [path, tile](const Image& rgba) {
            TunedConfig config(config_on("05-sharpen-local/sharpen_local.cl", path));
            config.local_size = tile;
            const SharpenSetup setup = set_up_sharpen_local(test::runtime(), config, rgba, SharpenVariant::tile);
            const SharpenLocalRun run = run_sharpen_local(test::runtime(), setup.program, rgba, setup.shape, path);
            return sharpen_check(rgba, run.output, "sharpen_tile");
        });
    }
}

TEST_CASE("lesson 06 is bit-exact on every memory path, from an image and from a buffer")
{
    SobelImageVariant image;
    SobelImageVariant buffer;
    buffer.storage = SobelStorage::buffer;
    SobelImageVariant magnitude = buffer;
    magnitude.magnitude_only = true;
    const std::string unavailable = image_storage_unavailable(test::runtime());
    for (const SobelImageVariant& variant : {image, buffer, magnitude}) {
        // Left out with a note, not a skip: ctest would report the whole
        // case skipped, and the buffer variants' checks with it.
        if (variant.storage == SobelStorage::image && !unavailable.empty()) {
            MESSAGE("the image variant is left out: " << unavailable);
            continue;
        }
        CAPTURE(describe(variant));
        for (const MemoryPath path : all_memory_paths) {
            CAPTURE(memory_path_name(path));
            test::require_bit_exact(odd_sizes(1), [path, variant](const Image& gray) {
                const cl::Program program =
                    set_up_sobel_image(test::runtime(), config_on("06-sobel-image/sobel_image.cl", path), variant);
                return verify_sobel_image(gray, run_sobel_image(test::runtime(), program, gray, variant, {0, 0}, path));
            });
        }
    }
}

TEST_CASE("every stage passes and measures its whole job on every memory path")
{
    const std::string unavailable = image_storage_unavailable(test::runtime());
    for (const Stage& stage : all_stages()) {
        CAPTURE(stage.lesson);
        CAPTURE(stage.kernel_file);
        CAPTURE(stage.build_options);
        // Lesson 06's exercise stage is its image kernel.
        if (stage.lesson == "06-sobel-image" && !stage.starter_file.empty() && !unavailable.empty()) {
            MESSAGE("lesson 06's image stage is left out: " << unavailable);
            continue;
        }
        const Image input = test::random_image(37, 29, stage.input_channels);
        for (const MemoryPath path : all_memory_paths) {
            CAPTURE(memory_path_name(path));
            RunConfig config = config_on(stage.kernel_file, path);
            config.warmup = 1;
            config.iterations = 3;
            const StageResult result = stage.run(test::runtime(), input, config);
            // A stage the device cannot run says why, and nothing else
            // (lesson 08's on a machine of one device): left out.
            if (!result.unsupported.empty()) {
                MESSAGE(stage.lesson << " is left out: " << result.unsupported);
                CHECK(result.verifications.empty());
                break;
            }
            CHECK(all_passed(result.verifications));
            CHECK(result.end_to_end.runs == 3);
            CHECK(result.end_to_end.median_ms > 0);
            CHECK(result.end_to_end.min_ms <= result.end_to_end.median_ms);
            CHECK(result.end_to_end.median_ms <= result.end_to_end.max_ms);
        }
    }
}

TEST_CASE("the end-to-end loop writes the input on every run, and a job that skips it fails verification")
{
    const Image gray = test::random_image(37, 29, 1);
    const cl::Program program = test::build("01-sobel-scalar/sobel_scalar.cl");
    const Runtime& runtime = test::runtime();
    for (const MemoryPath path : all_memory_paths) {
        CAPTURE(memory_path_name(path));
        const SobelScalarRun run = run_sobel_scalar(runtime, program, gray, {0, 0}, path);
        const auto results_now = [&]() {
            SobelGradients now{gray.width, gray.height, std::vector<std::int8_t>(gray.pixel_count()),
                               std::vector<std::int8_t>(gray.pixel_count())};
            read_buffer(runtime, path, run.dx, now.dx.data(), gray.pixel_count());
            read_buffer(runtime, path, run.dy, now.dy.data(), gray.pixel_count());
            return verify_sobel(sobel_golden(gray), now);
        };
        // The input wiped: a job that launches without writing it again
        // computes the gradients of a blank picture, and the check says so.
        runtime.queue.enqueueFillBuffer(run.input, cl_uchar(0), 0, gray.pixel_count());
        runtime.queue.enqueueNDRangeKernel(run.launch.kernel, cl::NullRange, run.launch.global, run.launch.local);
        runtime.queue.finish();
        CHECK_FALSE(all_passed(results_now()));
        // Wiped again: one end-to-end run writes the picture back in first.
        runtime.queue.enqueueFillBuffer(run.input, cl_uchar(0), 0, gray.pixel_count());
        const TimingStats stats =
            time_end_to_end(runtime, path, {{run.input, gray.pixels}}, {run.launch}, {run.dx, run.dy}, 0, 1);
        CHECK(stats.runs == 1);
        CHECK(all_passed(results_now()));
    }
}

TEST_CASE("a memory object made for another path is refused")
{
    const Runtime& runtime = test::runtime();
    const std::vector<std::uint8_t> bytes(64, 7);
    const cl::Buffer copy_buffer = make_buffer(runtime, MemoryPath::copy, CL_MEM_READ_ONLY, bytes.size());
    const cl::Buffer zero_copy_buffer = make_buffer(runtime, MemoryPath::zero_copy, CL_MEM_READ_ONLY, bytes.size());
    CHECK_THROWS_AS(write_buffer(runtime, MemoryPath::zero_copy, copy_buffer, bytes), std::logic_error);
    CHECK_THROWS_AS(write_buffer(runtime, MemoryPath::copy, zero_copy_buffer, bytes), std::logic_error);
    CHECK_THROWS_AS(write_buffer(runtime, MemoryPath::pinned, zero_copy_buffer, bytes), std::logic_error);
    CHECK_THROWS_AS(time_end_to_end(runtime, MemoryPath::copy, {{zero_copy_buffer, bytes}}, {}, {}, 0, 1),
                    std::logic_error);
    // Host bytes of another size than the buffer's.
    const std::vector<std::uint8_t> too_few(63, 7);
    CHECK_THROWS_AS(write_buffer(runtime, MemoryPath::copy, copy_buffer, too_few), std::logic_error);
    // The right path works, and reads back what it wrote.
    for (const MemoryPath path : all_memory_paths) {
        const cl::Buffer buffer = make_buffer(runtime, path, CL_MEM_READ_WRITE, bytes.size());
        write_buffer(runtime, path, buffer, bytes);
        std::vector<std::uint8_t> back(bytes.size());
        read_buffer(runtime, path, buffer, back.data(), back.size());
        CHECK(back == bytes);
    }
}

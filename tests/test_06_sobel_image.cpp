// Lesson 06 against the replicate-border golden: every combination of the
// paper's techniques on sizes around the run widths, the lesson's default
// and fastest variants on the whole size and content matrix and the photos,
// equality with lesson 01 inside the border, and the check shown failing on
// a sampler with the wrong border mode.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "common/tutorial/verify.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/program.hpp"
#include "sobel_image.hpp"
#include "sobel_scalar.hpp"

#include <filesystem>
#include <fstream>

using namespace ocltut;

namespace {

const char* const lesson_kernel = "06-sobel-image/sobel_image.cl";

// Image variants need a device that reads their images (CL_R /
// CL_UNSIGNED_INT8, or CL_RGBA / CL_UNSIGNED_INT32 for the wide one); on one
// that cannot, the test prints why and ctest reports it as skipped.
bool skip_without_images(const SobelImageVariant& variant)
{
    if (variant.storage == SobelStorage::buffer) return false;
    const std::string unavailable = image_storage_unavailable(test::runtime(), variant.storage);
    if (unavailable.empty()) return false;
    test::skip(unavailable);
    return true;
}

// As lesson 06's main() runs a variant: the program built for it, then the host code.
SobelImageRun run_variant(const Image& gray, const SobelImageVariant& variant,
                          const std::string& kernel = lesson_kernel)
{
    return run_sobel_image(test::runtime(), set_up_sobel_image(test::runtime(), test::quick_config(kernel), variant),
                           gray, variant, {0, 0});
}

void require_bit_exact(const std::vector<test::TestImage>& images, const SobelImageVariant& variant)
{
    CAPTURE(describe(variant));
    for (const test::TestImage& test_image : images) {
        CAPTURE(test_image.name);
        const Image gray = test_image.image.channels == 1 ? test_image.image : luminance(test_image.image);
        for (const Verification& v : verify_sobel_image(gray, run_variant(gray, variant))) {
            CAPTURE(v.what);
            CAPTURE(v.first.empty() ? std::string()
                                    : std::to_string(v.first[0].x) + "," + std::to_string(v.first[0].y));
            CHECK(v.passed());
        }
    }
}

// Widths around one and two runs of every run width (1, 4, 8, 16 outputs),
// multiples of them (the vector path) and not (the byte path), on 1 and 3
// rows (no interior row, one).
std::vector<test::TestImage> run_edge_cases()
{
    std::vector<test::TestImage> images;
    for (const int width : {1, 2, 3, 4, 5, 8, 9, 16, 17, 31, 48}) {
        for (const int height : {1, 3}) {
            const std::string name = width_x_height(width, height);
            images.push_back({name + " random", test::random_image(width, height, 1)});
        }
    }
    return images;
}

std::vector<SobelImageVariant> every_variant(SobelStorage storage)
{
    std::vector<SobelImageVariant> variants;
    for (const int outputs : sobel_image_output_counts)
        for (const bool shared_sums : {false, true})
            for (const bool magnitude_only : {false, true})
                variants.push_back({storage, outputs, shared_sums, magnitude_only});
    return variants;
}

SobelImageVariant fastest_variant()
{
    SobelImageVariant variant;
    variant.storage = SobelStorage::buffer;
    variant.outputs = 16;
    return variant;
}

}  // namespace

TEST_CASE("the replicate border computes the edge pixels from the nearest ones")
{
    // A vertical step, 0 0 9 in every row: at the left edge the missing
    // column is the edge's own 0, so dx = 0; at the right edge it is 9, so
    // (9 + 18 + 9) - (0 + 0 + 0) = 36 and dX = 36 >> 3 = 4.
    const Image step = test::image_with_pixels(3, 3, 1, {0, 0, 9, 0, 0, 9, 0, 0, 9});
    const SobelGradients replicated = sobel_golden(step, SobelBorder::replicate);
    CHECK(replicated.dx == std::vector<std::int8_t>{0, 4, 4, 0, 4, 4, 0, 4, 4});
    CHECK(replicated.dy == std::vector<std::int8_t>(9, 0));
    // The zero mode leaves the border out; the one interior pixel agrees.
    const SobelGradients zero = sobel_golden(step, SobelBorder::zero);
    CHECK(zero.dx == std::vector<std::int8_t>{0, 0, 0, 0, 4, 0, 0, 0, 0});
    // One pixel: every neighbour is itself, no gradient.
    CHECK(sobel_golden(test::constant_image(1, 1, 1, 200), SobelBorder::replicate).dx == std::vector<std::int8_t>{0});
}

TEST_CASE("every buffer variant is bit-exact on widths around its run width")
{
    for (const SobelImageVariant& variant : every_variant(SobelStorage::buffer))
        require_bit_exact(run_edge_cases(), variant);
}

TEST_CASE("every image variant is bit-exact on widths around its run width")
{
    if (skip_without_images(SobelImageVariant{})) return;
    for (const SobelImageVariant& variant : every_variant(SobelStorage::image))
        require_bit_exact(run_edge_cases(), variant);
}

// Widths that are multiples of 16, one texel to a few, with 1, 2, 3 and
// more rows; each a random picture and a constant one.
std::vector<test::TestImage> wide_image_cases()
{
    std::vector<test::TestImage> images;
    for (const int width : {16, 32, 48, 256})
        for (const int height : {1, 2, 3, 17}) {
            const std::string name = width_x_height(width, height);
            images.push_back({name + " random", test::random_image(width, height, 1)});
            images.push_back({name + " constant 200", test::constant_image(width, height, 1, 200)});
        }
    return images;
}

TEST_CASE("the wide image variant is bit-exact on widths that are multiples of 16")
{
    SobelImageVariant variant;
    variant.storage = SobelStorage::wide_image;
    variant.outputs = 16;
    if (skip_without_images(variant)) return;
    for (const bool shared_sums : {false, true})
        for (const bool magnitude_only : {false, true}) {
            variant.shared_sums = shared_sums;
            variant.magnitude_only = magnitude_only;
            require_bit_exact(wide_image_cases(), variant);
        }
}

TEST_CASE("a wide image is refused on a width that is no multiple of 16, and with other than 16 outputs")
{
    SobelImageVariant variant;
    variant.storage = SobelStorage::wide_image;
    variant.outputs = 16;
    if (skip_without_images(variant)) return;
    const Image odd_width = test::random_image(24, 3, 1);
    CHECK_THROWS_WITH_AS(run_variant(odd_width, variant), doctest::Contains("no multiple of 16"), ocltut::UserError);
    variant.outputs = 8;
    CHECK_THROWS_WITH_AS(run_variant(test::random_image(32, 3, 1), variant), doctest::Contains("--outputs 16"),
                         ocltut::UserError);
}

TEST_CASE("the lesson's default variant is bit-exact on every size and content")
{
    if (skip_without_images(SobelImageVariant{})) return;
    require_bit_exact(test::size_content_matrix(1), SobelImageVariant{});
}

TEST_CASE("the fastest variant is bit-exact on every size and content, also writing only the magnitude")
{
    SobelImageVariant magnitude = fastest_variant();
    magnitude.magnitude_only = true;
    require_bit_exact(test::size_content_matrix(1), fastest_variant());
    require_bit_exact(test::size_content_matrix(1), magnitude);
}

TEST_CASE("the fastest variant is bit-exact on the sample photographs")
{
    require_bit_exact(test::sample_photos(0), fastest_variant());
}

TEST_CASE("the lesson's default variant is bit-exact on the sample photographs")
{
    if (skip_without_images(SobelImageVariant{})) return;
    require_bit_exact(test::sample_photos(0), SobelImageVariant{});
}

TEST_CASE("inside the border, lesson 06 gives lesson 01's bytes")
{
    for (const test::TestImage& photo : test::sample_photos(0)) {
        CAPTURE(photo.name);
        const Image gray = luminance(photo.image);
        const SobelScalarRun scalar =
            run_sobel_scalar(test::runtime(), test::build("01-sobel-scalar/sobel_scalar.cl"), gray, {0, 0});
        const SobelImageRun fast = run_variant(gray, fastest_variant());
        std::size_t differing = 0;
        for (int y = 1; y < gray.height - 1; ++y)
            for (int x = 1; x < gray.width - 1; ++x) {
                const std::size_t i = static_cast<std::size_t>(y) * gray.width + x;
                differing +=
                    fast.gradients.dx[i] != scalar.gradients.dx[i] || fast.gradients.dy[i] != scalar.gradients.dy[i];
            }
        CHECK(differing == 0);
    }
}

TEST_CASE("the check catches a sampler that reads zeros outside the image")
{
    if (skip_without_images(SobelImageVariant{})) return;
    // The lesson's kernel with CLK_ADDRESS_CLAMP (zero outside the image)
    // in place of CLK_ADDRESS_CLAMP_TO_EDGE: only border pixels change.
    std::string source = read_text_file(find_project_file(lesson_kernel));
    const std::string right = "CLK_ADDRESS_CLAMP_TO_EDGE";
    const std::size_t at = source.find(right);
    REQUIRE(at != std::string::npos);
    source.replace(at, right.size(), "CLK_ADDRESS_CLAMP");
    const std::filesystem::path wrong_kernel = std::filesystem::temp_directory_path() / "sobel_image_zero_border.cl";
    std::ofstream(wrong_kernel) << source;

    const Image gray = test::random_image(37, 29, 1);
    const std::vector<Verification> verifications =
        verify_sobel_image(gray, run_variant(gray, SobelImageVariant{}, wrong_kernel.string()));
    CHECK_FALSE(all_passed(verifications));
    for (const Verification& v : verifications)
        for (const Mismatch& m : v.first) {
            CAPTURE(m.x);
            CAPTURE(m.y);
            CHECK((m.x == 0 || m.y == 0 || m.x == gray.width - 1 || m.y == gray.height - 1));
        }
    std::filesystem::remove(wrong_kernel);
}

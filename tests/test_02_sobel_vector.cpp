// Lesson 02 against the CPU golden and against lesson 01: the host runner the
// executable uses, on the whole size and content matrix plus the widths
// around one and two vectors, outputs poisoned before the verified launch;
// and the checks shown failing on deliberately wrong kernels.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "sobel_scalar.hpp"
#include "sobel_vector.hpp"

using namespace ocltut;

namespace {

const char* const lesson_kernel = "02-sobel-vector/sobel_vector.cl";

SobelRun run_vector(const Image& gray, const std::string& kernel_file = lesson_kernel)
{
    return run_sobel_vector(test::runtime(), gray, test::quick_config(kernel_file));
}

void require_bit_exact(const std::vector<test::TestImage>& images)
{
    for (const test::TestImage& test_image : images) {
        CAPTURE(test_image.name);
        const Image gray = luminance(test_image.image);
        for (const Verification& v : verify_sobel(sobel_golden(gray), run_vector(gray).gradients)) {
            CAPTURE(v.what);
            CAPTURE(v.first.empty() ? std::string() : std::to_string(v.first[0].x) + "," + std::to_string(v.first[0].y));
            CHECK(v.mismatches == 0);
            CHECK(v.passed());
        }
    }
}

// Widths around one and two whole vectors (a run covers 16 interior
// columns, so 18 is the narrowest image with a vector in it) and the
// heights that have no interior row or just one.
std::vector<test::TestImage> vector_edge_cases()
{
    std::vector<test::TestImage> images;
    for (const int width : {1, 2, 3, 15, 16, 17, 18, 19, 31, 32, 33, 34, 35, 50, 66}) {
        for (const int height : {1, 2, 3, 4, 7}) {
            const std::string name = std::to_string(width) + "x" + std::to_string(height);
            images.push_back({name + " random", test::random_image(width, height, 1)});
            images.push_back({name + " constant 255", test::constant_image(width, height, 1, 255)});
        }
    }
    return images;
}

}  // namespace

TEST_CASE("lesson 02 is bit-exact on every size and content")
{
    require_bit_exact(test::size_content_matrix(1));
}

TEST_CASE("lesson 02 is bit-exact on widths around the vector width and on 1 to 3 rows")
{
    require_bit_exact(vector_edge_cases());
}

TEST_CASE("lesson 02 is bit-exact on the sample photographs")
{
    require_bit_exact(test::sample_photos(0));
}

TEST_CASE("lessons 01 and 02 give the same bytes on the sample photographs")
{
    for (const test::TestImage& photo : test::sample_photos(0)) {
        CAPTURE(photo.name);
        const Image gray = luminance(photo.image);
        const SobelRun scalar = run_sobel_scalar(test::runtime(), gray, test::quick_config("01-sobel-scalar/sobel_scalar.cl"));
        const SobelRun vector = run_vector(gray);
        CHECK(vector.gradients.dx == scalar.gradients.dx);
        CHECK(vector.gradients.dy == scalar.gradients.dy);
    }
}

TEST_CASE("lesson 02 is bit-exact with other work-group sizes")
{
    const Image gray = test::random_image(257, 131, 1);
    for (const LocalSize& local : {LocalSize{1, 1}, LocalSize{4, 64}, LocalSize{64, 1}, LocalSize{3, 7}}) {
        CAPTURE(local[0]);
        CAPTURE(local[1]);
        RunConfig config = test::quick_config(lesson_kernel);
        config.local_size = local;
        const SobelRun run = run_sobel_vector(test::runtime(), gray, config);
        CHECK(all_passed(verify_sobel(sobel_golden(gray), run.gradients)));
        CHECK(run.reports.at(0).local[0] == local[0]);
    }
}

TEST_CASE("the NDRange has a work-item per run of 16 and per leftover pixel, at least one per row")
{
    CHECK(sobel_vector_items_per_row(1) == 1);
    CHECK(sobel_vector_items_per_row(2) == 1);
    CHECK(sobel_vector_items_per_row(3) == 1);     // one interior pixel: one tail item
    CHECK(sobel_vector_items_per_row(17) == 15);   // 15 interior pixels: all tail
    CHECK(sobel_vector_items_per_row(18) == 1);    // 16 interior pixels: one whole run
    CHECK(sobel_vector_items_per_row(19) == 2);    // a run and one tail pixel
    CHECK(sobel_vector_items_per_row(33) == 16);   // a run and 15 tail pixels
    CHECK(sobel_vector_items_per_row(34) == 2);
    CHECK(sobel_vector_items_per_row(4096) == 255 + 14);

    const SobelRun run = run_vector(test::random_image(4099, 5, 1));   // 256 runs and 1 tail pixel
    const KernelReport& report = run.reports.at(0);
    CHECK(report.global[0] % report.local[0] == 0);
    CHECK(report.global[0] >= 257);
    CHECK(report.global[0] < 257 + report.local[0]);
}

TEST_CASE("poisoned outputs catch the pixels a kernel without a tail never writes")
{
    // 40 wide: 38 interior columns, two whole runs and a tail of 6.
    const int width = 40;
    const int height = 30;
    const Image gray = test::random_image(width, height, 1);
    const std::vector<Verification> result =
        verify_sobel(sobel_golden(gray), run_vector(gray, "tests/data/sobel_vector_skips_tail.cl").gradients);
    const std::size_t unwritten = 2 * width                 // first and last row
                                  + 2 * (height - 2)        // first and last column
                                  + 6 * (height - 2);       // the tail of every interior row
    CHECK(result[0].mismatches == unwritten);
    CHECK(result[1].mismatches == unwritten);
    CHECK(result[0].first.at(0).got == static_cast<std::int8_t>(poison_byte));
}

TEST_CASE("verification catches arithmetic in 8-bit lanes, but only on varied content")
{
    // 66 wide: the interior is exactly four runs, which that kernel assumes.
    const Image varied = test::random_image(66, 20, 1);
    CHECK_FALSE(all_passed(verify_sobel(sobel_golden(varied),
                                        run_vector(varied, "tests/data/sobel_vector_8bit_lanes.cl").gradients)));

    // Every difference of a constant image is 0, wrapped or not: it passes.
    const Image flat = test::constant_image(66, 20, 1, 200);
    CHECK(all_passed(verify_sobel(sobel_golden(flat),
                                  run_vector(flat, "tests/data/sobel_vector_8bit_lanes.cl").gradients)));
}

TEST_CASE("the lesson's work model counts one byte read and two written per pixel")
{
    const WorkModel work = sobel_vector_work(make_image(100, 10, 1));
    CHECK(work.pixels == 1000);
    CHECK(work.bytes_moved == 3000);
}

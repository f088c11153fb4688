// Lesson 01 against the CPU golden: the host runner the executable uses, on
// the whole size and content matrix, outputs poisoned before the verified
// launch; and the checks shown failing on deliberately wrong kernels.
#include <doctest/doctest.h>

#include "test_checks.hpp"

#include "reference/verify.hpp"
#include "sobel_scalar.hpp"

#include "common/tutorial/poison.hpp"

using namespace ocltut;

namespace {

// Runs lesson 01 (or another kernel file) and compares with the golden.
std::vector<Verification> check_scalar(const Image& gray, const std::string& kernel_file)
{
    const SobelScalarRun run = run_sobel_scalar(test::runtime(), test::build(kernel_file), gray, {0, 0});
    return verify_sobel(sobel_golden(gray), run.gradients);
}

}  // namespace

TEST_CASE("lesson 01 is bit-exact on every size and content")
{
    test::require_bit_exact(test::size_content_matrix(1),
                            [](const Image& gray) { return check_scalar(gray, "01-sobel-scalar/sobel_scalar.cl"); });
}

TEST_CASE("lesson 01 is bit-exact on the sample photographs")
{
    test::require_bit_exact(test::sample_photos(0), [](const Image& photo) {
        return check_scalar(luminance(photo), "01-sobel-scalar/sobel_scalar.cl");
    });
}

TEST_CASE("lesson 01 is bit-exact with other work-group sizes")
{
    const Image gray = test::random_image(257, 131, 1);
    const cl::Program program = test::build("01-sobel-scalar/sobel_scalar.cl");
    for (const LocalSize& local :
         test::allowed_local_sizes(program, "sobel_scalar", {{1, 1}, {16, 16}, {64, 1}, {7, 3}})) {
        CAPTURE(local[0]);
        CAPTURE(local[1]);
        const SobelScalarRun run = run_sobel_scalar(test::runtime(), program, gray, local);
        CHECK(all_passed(verify_sobel(sobel_golden(gray), run.gradients)));
        CHECK(run.launch.local[0] == local[0]);
    }
}

TEST_CASE("verification catches a kernel with a wrong formula")
{
    const Image gray = test::random_image(64, 32, 1);
    const std::vector<Verification> result = check_scalar(gray, "tests/data/sobel_wrong_sign.cl");
    CHECK_FALSE(all_passed(result));
    CHECK(result[0].mismatches > 0);   // dX is wrong...
    CHECK(result[1].mismatches == 0);  // ...dY is right
}

TEST_CASE("poisoned outputs catch pixels a kernel never writes")
{
    // This kernel returns at the border without writing its zeros. Only the
    // poison makes that visible: a zero-filled buffer would hide it.
    const int width = 40;
    const int height = 30;
    const std::vector<Verification> result =
        check_scalar(test::random_image(width, height, 1), "tests/data/sobel_skips_border.cl");
    const std::size_t border = 2 * width + 2 * (height - 2);
    CHECK(result[0].mismatches == border);
    CHECK(result[1].mismatches == border);
    CHECK(result[0].first.at(0).got == static_cast<std::int8_t>(poison_byte));
}

TEST_CASE("the lesson's work model counts the bytes of the buffers its kernel reads and writes")
{
    const Image gray = test::random_image(100, 10, 1);
    const SobelScalarRun run =
        run_sobel_scalar(test::runtime(), test::build("01-sobel-scalar/sobel_scalar.cl"), gray, {0, 0});
    CHECK(run.launch.work.bytes_moved == test::argument_bytes(run.launch));
    CHECK(run.launch.work.pixels == gray.pixels.size());
}

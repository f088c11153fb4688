// Tests of compare's baselines, which the lessons give (NN-name/tools/baselines.cpp,
// NN-name/tools/opencv.cpp): the plain loops give the goldens' bytes on every size
// of the matrix, and the checks that OpenCV's results pass before their
// times count catch a wrong result (a changed value, a derivative of the
// wrong sign, a fractional bin), while letting through what they are meant
// to ignore (alpha). Each algorithm's stages agree on its job's bytes, and
// one of them gives its plain loop. With OpenCV in the build, its real
// calls pass.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "baselines.hpp"

#include "01-sobel-scalar/tools/baselines.hpp"
#include "03-histogram/tools/baselines.hpp"
#include "04-sharpen-naive/tools/baselines.hpp"
#include "reference/golden.hpp"

#ifdef OCLTUT_HAVE_OPENCV
#include "opencv_calls.hpp"

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>
#endif

#include <algorithm>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <vector>

using namespace ocltut;
using namespace ocltut::compare;

namespace {

// 16-bit derivatives in OpenCV's form (dy = bottom minus top) whose >> 3 is
// the golden's: dX * 8 and -dY * 8.
struct RawDerivatives {
    std::vector<std::int16_t> dx;
    std::vector<std::int16_t> dy;
};

RawDerivatives opencv_form(const SobelGradients& golden)
{
    RawDerivatives raw;
    for (std::size_t i = 0; i < golden.dx.size(); ++i) {
        raw.dx.push_back(static_cast<std::int16_t>(golden.dx[i] * 8));
        raw.dy.push_back(static_cast<std::int16_t>(-golden.dy[i] * 8));
    }
    return raw;
}

}  // namespace

TEST_CASE("the plain Sobel loop gives the golden's bytes, border zeros included, on every size")
{
    for (const test::TestImage& input : test::size_content_matrix(1)) {
        CAPTURE(input.name);
        const SobelGradients golden = sobel_golden(input.image);
        const std::size_t pixels = input.image.pixel_count();
        // Poisoned outputs: a pixel the loop forgets keeps 0x55.
        SobelGradients loop{input.image.width, input.image.height, std::vector<std::int8_t>(pixels, 0x55),
                            std::vector<std::int8_t>(pixels, 0x55)};
        sobel_loop(input.image, loop);
        CHECK(loop.dx == golden.dx);
        CHECK(loop.dy == golden.dy);
    }
}

TEST_CASE("the plain sharpen loop gives the golden's bytes, alpha included, on every size")
{
    for (const test::TestImage& input : test::size_content_matrix(4)) {
        CAPTURE(input.name);
        Image loop = make_image(input.image.width, input.image.height, 4);
        std::fill(loop.pixels.begin(), loop.pixels.end(), std::uint8_t{0xA5});
        sharpen_loop(input.image, loop);
        CHECK(loop.pixels == sharpen_golden(input.image).pixels);
    }
}

TEST_CASE("the Sobel check passes the right derivatives and catches a changed value or a flipped dy")
{
    const Image gray = random_image(37, 29, 1);
    const RawDerivatives right = opencv_form(sobel_golden(gray, SobelBorder::replicate));
    CHECK(all_passed(check_sobel_derivatives(gray, right.dx.data(), right.dy.data(), 37)));

    RawDerivatives changed = right;
    changed.dx[12 * 37 + 20] += 8;
    CHECK_FALSE(all_passed(check_sobel_derivatives(gray, changed.dx.data(), changed.dy.data(), 37)));
    changed = right;
    changed.dy[0] += 8;  // a border pixel: the check covers the whole image
    CHECK_FALSE(all_passed(check_sobel_derivatives(gray, changed.dx.data(), changed.dy.data(), 37)));

    // dy as the lessons define it (top minus bottom) is OpenCV's negated.
    RawDerivatives flipped = right;
    for (std::int16_t& value : flipped.dy) value = static_cast<std::int16_t>(-value);
    CHECK_FALSE(all_passed(check_sobel_derivatives(gray, flipped.dx.data(), flipped.dy.data(), 37)));
}

TEST_CASE("the Sobel check reads rows `stride` values apart")
{
    const Image gray = random_image(13, 7, 1);
    const RawDerivatives right = opencv_form(sobel_golden(gray, SobelBorder::replicate));
    RawDerivatives padded;  // rows of 16 values, the last 3 of each junk
    for (int y = 0; y < 7; ++y)
        for (int x = 0; x < 16; ++x) {
            padded.dx.push_back(x < 13 ? right.dx[y * 13 + x] : std::int16_t{999});
            padded.dy.push_back(x < 13 ? right.dy[y * 13 + x] : std::int16_t{999});
        }
    CHECK(all_passed(check_sobel_derivatives(gray, padded.dx.data(), padded.dy.data(), 16)));
    CHECK_FALSE(all_passed(check_sobel_derivatives(gray, padded.dx.data(), padded.dy.data(), 13)));
}

TEST_CASE("the histogram check wants every bin exact")
{
    const Image gray = random_image(61, 47, 1);
    const Histogram golden = histogram_golden(gray);
    std::vector<float> bins(golden.begin(), golden.end());
    CHECK(check_histogram_bins(gray, bins.data()).passed());

    std::vector<float> wrong = bins;
    wrong[200] += 1;
    const Verification one_more = check_histogram_bins(gray, wrong.data());
    CHECK_FALSE(one_more.passed());
    CHECK(one_more.mismatches == 1);
    wrong = bins;
    wrong[7] += 0.5f;
    CHECK_FALSE(check_histogram_bins(gray, wrong.data()).passed());
}

TEST_CASE("the sharpen check compares red, green and blue, not alpha")
{
    const Image rgba = random_image(17, 5, 4);
    Image sharpened = sharpen_golden(rgba);
    CHECK(check_sharpen_colours(rgba, sharpened.pixels.data(), 17 * 4).passed());

    sharpened.pixels[(2 * 17 + 16) * 4 + 3] ^= 0xFF;  // alpha: filtered by OpenCV, copied by the lessons
    CHECK(check_sharpen_colours(rgba, sharpened.pixels.data(), 17 * 4).passed());
    sharpened.pixels[(2 * 17 + 16) * 4 + 2] ^= 0x01;  // blue
    const Verification wrong = check_sharpen_colours(rgba, sharpened.pixels.data(), 17 * 4);
    CHECK_FALSE(wrong.passed());
    CHECK(wrong.mismatches == 1);
}

TEST_CASE("a baseline is timed at least 5 times after a warm-up, and at most as often as asked beyond that")
{
    int calls = 0;
    const TimingStats few = time_baseline([&] { ++calls; }, 2);
    CHECK(few.runs == 5);
    CHECK(calls == 6);
    calls = 0;
    const TimingStats more = time_baseline([&] { ++calls; }, 40);
    CHECK(more.runs == 40);
    CHECK(calls == 41);
}

TEST_CASE("each algorithm's stages declare one job, and one of them gives the algorithm's plain loop")
{
    const std::vector<Stage> stages = all_stages();
    std::map<std::string, const Stage*> first_of;
    std::map<std::string, int> plain_loops;
    for (const Stage& stage : stages) {
        CAPTURE(stage.lesson);
        CAPTURE(stage.algorithm);
        CHECK(stage.job.in(1) > 0);
        CHECK(stage.job.out(1) > 0);
        const Stage*& first = first_of[stage.algorithm];
        if (first == nullptr) first = &stage;
        CHECK(stage.job.in(1000) == first->job.in(1000));
        CHECK(stage.job.out(1000) == first->job.out(1000));
        if (stage.plain_loop) ++plain_loops[stage.algorithm];
    }
    // Not a structured binding: CAPTURE's lambda may not capture one in
    // C++17, which Clang enforces.
    for (const auto& stage_of : first_of) {
        const std::string& algorithm = stage_of.first;
        CAPTURE(algorithm);
        CHECK(plain_loops[algorithm] == 1);
    }
}

TEST_CASE("the plain loops' rows pass their checks, one row per algorithm, each timed")
{
    const Image rgba = random_image(37, 29, 4);
    const Image gray = luminance(rgba);
    const std::vector<Stage> stages = all_stages();
    const std::vector<Row> rows = measure_plain_loops(stages, gray, rgba, {37, 29}, 5);
    std::map<std::string, int> rows_of;
    for (const Row& row : rows) {
        CAPTURE(row.algorithm);
        CHECK(row.verified);
        CHECK(row.lesson == plain_loop_lesson);
        CHECK(row.stats.runs == 5);
        ++rows_of[row.algorithm];
    }
    for (const Stage& stage : stages) CHECK(rows_of[stage.algorithm] == 1);
}

TEST_CASE("a baseline that fails its check keeps no time, and one that throws says why")
{
    BaselineCall wrong;
    wrong.label = "wrong";
    wrong.run = [] {};
    wrong.check = [] {
        Verification failed = start_verification("bins", 1, 1, 1);
        record_mismatch(failed, 0, 1, 2, 5);
        return std::vector<Verification>{failed};
    };
    const Row unchecked = measure_baseline(wrong, "histogram", plain_loop_lesson, {1, 1}, 5);
    CHECK_FALSE(unchecked.verified);
    CHECK(unchecked.failure == "bins: 1 values differ; ");
    CHECK(unchecked.stats.runs == 0);
    CHECK(unchecked.end_to_end_runs.empty());

    BaselineCall throwing = wrong;
    throwing.run = [] { throw std::runtime_error("no such call"); };
    const Row failed = measure_baseline(throwing, "histogram", opencv_lesson, {1, 1}, 5);
    CHECK_FALSE(failed.verified);
    CHECK(failed.failure == "no such call");
}

#ifdef OCLTUT_HAVE_OPENCV
TEST_CASE("each lesson's OpenCV calls on the host pass their checks as compare runs them")
{
    const Image rgba = random_image(64, 48, 4);
    const Image gray = luminance(rgba);
    const std::vector<Stage> stages = all_stages();
    for (const LessonOpenCvCalls& lesson : all_opencv_calls()) {
        CAPTURE(lesson.lesson);
        const auto first = std::find_if(stages.begin(), stages.end(),
                                        [&](const Stage& stage) { return stage.lesson == lesson.lesson; });
        REQUIRE(first != stages.end());
        const Image& input = stage_input(*first, gray, rgba);
        for (const BaselineCall& call : lesson.calls(input, OpenCvWhere::host)) {
            CAPTURE(call.label);
            const Row row = measure_baseline(call, first->algorithm, opencv_lesson, {64, 48}, 5);
            CHECK(row.verified);
            CHECK(row.failure.empty());
        }
    }
}

TEST_CASE("OpenCV's calls as compare makes them pass the checks, and a corrupted output does not")
{
    const Image gray = random_image(64, 48, 1);
    const cv::Mat gray_mat(48, 64, CV_8UC1, const_cast<std::uint8_t*>(gray.pixels.data()));
    cv::Mat dx, dy;
    cv::spatialGradient(gray_mat, dx, dy, 3, cv::BORDER_REPLICATE);
    CHECK(all_passed(check_sobel_derivatives(gray, dx.ptr<std::int16_t>(), dy.ptr<std::int16_t>(), dx.step1())));
    cv::Sobel(gray_mat, dx, CV_16S, 1, 0, 3, 1, 0, cv::BORDER_REPLICATE);
    cv::Sobel(gray_mat, dy, CV_16S, 0, 1, 3, 1, 0, cv::BORDER_REPLICATE);
    CHECK(all_passed(check_sobel_derivatives(gray, dx.ptr<std::int16_t>(), dy.ptr<std::int16_t>(), dx.step1())));
    dx.at<std::int16_t>(10, 10) += 8;
    CHECK_FALSE(all_passed(check_sobel_derivatives(gray, dx.ptr<std::int16_t>(), dy.ptr<std::int16_t>(), dx.step1())));
    // The default border (reflect 101) differs from the golden's on the edge.
    cv::Sobel(gray_mat, dx, CV_16S, 1, 0, 3);
    cv::Sobel(gray_mat, dy, CV_16S, 0, 1, 3);
    CHECK_FALSE(all_passed(check_sobel_derivatives(gray, dx.ptr<std::int16_t>(), dy.ptr<std::int16_t>(), dx.step1())));

    cv::Mat bins;
    cv::calcHist(std::vector<cv::Mat>{gray_mat}, {0}, cv::noArray(), bins, {256}, {0.f, 256.f});
    CHECK(check_histogram_bins(gray, bins.ptr<float>()).passed());
    bins.at<float>(3) += 1;
    CHECK_FALSE(check_histogram_bins(gray, bins.ptr<float>()).passed());

    const Image rgba = random_image(33, 19, 4);
    const cv::Mat rgba_mat(19, 33, CV_8UC4, const_cast<std::uint8_t*>(rgba.pixels.data()));
    const cv::Mat kernel = (cv::Mat_<float>(3, 3) << 0, -1, 0, -1, 5, -1, 0, -1, 0);
    cv::Mat sharpened;
    cv::filter2D(rgba_mat, sharpened, -1, kernel, {-1, -1}, 0, cv::BORDER_REPLICATE);
    CHECK(check_sharpen_colours(rgba, sharpened.ptr<std::uint8_t>(), sharpened.step).passed());
    cv::filter2D(rgba_mat, sharpened, -1, kernel, {-1, -1}, 0, cv::BORDER_REFLECT_101);
    CHECK_FALSE(check_sharpen_colours(rgba, sharpened.ptr<std::uint8_t>(), sharpened.step).passed());
}
#endif

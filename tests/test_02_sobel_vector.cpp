// Lesson 02 against the CPU golden and against lesson 01: the host runner the
// executable uses, on the whole size and content matrix plus the widths
// around one and two vectors, outputs poisoned before the verified launch;
// and the checks shown failing on deliberately wrong kernels.
#include <doctest/doctest.h>

#include "test_checks.hpp"

#include "reference/verify.hpp"

#include "common/opencl/errors.hpp"
#include "common/tutorial/poison.hpp"
#include "going-further/going_further.hpp"
#include "sobel_scalar.hpp"
#include "sobel_vector_setup.hpp"

using namespace ocltut;

namespace {

const char* const lesson_kernel = "02-sobel-vector/sobel_vector.cl";

SobelVectorRun run_vector(const Image& gray, const std::string& kernel_file = lesson_kernel,
                          const LocalSize& local = {0, 0})
{
    const SobelVectorSetup setup = set_up_sobel_vector(test::runtime(), TunedConfig(test::quick_config(kernel_file)),
                                                       gray, SobelVectorVariant::lesson);
    return run_sobel_vector(test::runtime(), setup.program, gray, setup.shape, local);
}

void require_bit_exact(const std::vector<test::TestImage>& images)
{
    for (const test::TestImage& test_image : images) {
        CAPTURE(test_image.name);
        const Image gray = luminance(test_image.image);
        for (const Verification& v : verify_sobel(sobel_golden(gray), run_vector(gray).gradients)) {
            CAPTURE(v.what);
            CAPTURE(v.first.empty() ? std::string()
                                    : std::to_string(v.first[0].x) + "," + std::to_string(v.first[0].y));
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
            const std::string name = width_x_height(width, height);
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
        const SobelScalarRun scalar =
            run_sobel_scalar(test::runtime(), test::build("01-sobel-scalar/sobel_scalar.cl"), gray, {0, 0});
        const SobelVectorRun vector = run_vector(gray);
        CHECK(vector.gradients.dx == scalar.gradients.dx);
        CHECK(vector.gradients.dy == scalar.gradients.dy);
    }
}

TEST_CASE("lesson 02 is bit-exact with other work-group sizes")
{
    const Image gray = test::random_image(257, 131, 1);
    for (const LocalSize& local :
         test::allowed_local_sizes(test::build(lesson_kernel), "sobel_vector", {{1, 1}, {4, 64}, {64, 1}, {3, 7}})) {
        CAPTURE(local[0]);
        CAPTURE(local[1]);
        const SobelVectorRun run = run_vector(gray, lesson_kernel, local);
        CHECK(all_passed(verify_sobel(sobel_golden(gray), run.gradients)));
        CHECK(run.launch.local[0] == local[0]);
    }
}

TEST_CASE("the NDRange has a work-item per run of 16 and per leftover pixel, at least one per row")
{
    CHECK(sobel_vector_items_per_row(1) == 1);
    CHECK(sobel_vector_items_per_row(2) == 1);
    CHECK(sobel_vector_items_per_row(3) == 1);    // one interior pixel: one tail item
    CHECK(sobel_vector_items_per_row(17) == 15);  // 15 interior pixels: all tail
    CHECK(sobel_vector_items_per_row(18) == 1);   // 16 interior pixels: one whole run
    CHECK(sobel_vector_items_per_row(19) == 2);   // a run and one tail pixel
    CHECK(sobel_vector_items_per_row(33) == 16);  // a run and 15 tail pixels
    CHECK(sobel_vector_items_per_row(34) == 2);
    CHECK(sobel_vector_items_per_row(4096) == 255 + 14);

    const SobelVectorRun run = run_vector(test::random_image(4099, 5, 1));  // 256 runs and 1 tail pixel
    const KernelLaunch& launch = run.launch;
    CHECK(launch.global[0] % launch.local[0] == 0);
    CHECK(launch.global[0] >= 257);
    CHECK(launch.global[0] < 257 + launch.local[0]);
}

TEST_CASE("poisoned outputs catch the pixels a kernel without a tail never writes")
{
    // 40 wide: 38 interior columns, two whole runs and a tail of 6.
    const int width = 40;
    const int height = 30;
    const Image gray = test::random_image(width, height, 1);
    const std::vector<Verification> result =
        verify_sobel(sobel_golden(gray), run_vector(gray, "tests/data/sobel_vector_skips_tail.cl").gradients);
    const std::size_t unwritten = 2 * width            // first and last row
                                  + 2 * (height - 2)   // first and last column
                                  + 6 * (height - 2);  // the tail of every interior row
    CHECK(result[0].mismatches == unwritten);
    CHECK(result[1].mismatches == unwritten);
    CHECK(result[0].first.at(0).got == static_cast<std::int8_t>(poison_byte));
}

TEST_CASE("verification catches arithmetic in 8-bit lanes, but only on varied content")
{
    // 66 wide: the interior is exactly four runs, which that kernel assumes.
    const Image varied = test::random_image(66, 20, 1);
    CHECK_FALSE(all_passed(
        verify_sobel(sobel_golden(varied), run_vector(varied, "tests/data/sobel_vector_8bit_lanes.cl").gradients)));

    // Every difference of a constant image is 0, wrapped or not: it passes.
    const Image flat = test::constant_image(66, 20, 1, 200);
    CHECK(all_passed(
        verify_sobel(sobel_golden(flat), run_vector(flat, "tests/data/sobel_vector_8bit_lanes.cl").gradients)));
}

TEST_CASE("the lesson's work model counts the bytes of the buffers its kernel reads and writes")
{
    const Image gray = test::random_image(100, 10, 1);
    const SobelVectorRun run = run_vector(gray);
    CHECK(run.launch.work.bytes_moved == test::argument_bytes(run.launch));
    CHECK(run.launch.work.pixels == gray.pixels.size());
}

// --- Going further: sobel_rows.cl ---

namespace {

const char* const rows_kernel = "02-sobel-vector/going-further/sobel_rows.cl";

// As lesson 02's main() runs sobel_rows: knobs for the device and the
// picture, the program built for them, lesson 02's host code.
SobelVectorRun run_rows(const Image& gray, const LocalSize& local = {0, 0}, const Tuning& tuning = {},
                        const std::string& kernel_file = rows_kernel)
{
    TunedConfig config(test::quick_config(kernel_file), tuning);
    config.local_size = local;
    const SobelVectorSetup setup = set_up_sobel_vector(test::runtime(), config, gray, SobelVectorVariant::rows);
    return run_sobel_vector(test::runtime(), setup.program, gray, setup.shape, local);
}

}  // namespace

TEST_CASE("going further: sobel_rows is bit-exact on every size and content and on the photographs")
{
    std::vector<test::TestImage> images = test::size_content_matrix(1);
    for (test::TestImage& photo : test::sample_photos(1)) images.push_back(std::move(photo));
    for (const test::TestImage& test_image : images) {
        CAPTURE(test_image.name);
        const Image gray = luminance(test_image.image);
        CHECK(all_passed(verify_sobel(sobel_golden(gray), run_rows(gray).gradients)));
    }
}

TEST_CASE("going further: sobel_rows is bit-exact with stretches of any length, around the vector width")
{
    // Widths with no whole run (2, 17), one with 0 or 1 pixels left over
    // (18, 19), two and one left over (35), four and none (66);
    // RUNS 1 and 2 leave several work-items per row, 3 makes the last one's
    // stretch short; the group shapes make work-items past the row's end,
    // past the last row, or one per group. RUNS above the row's whole runs
    // (at least 1) is refused.
    for (const int runs : {1, 2, 3, 1000})
        for (const LocalSize& local : {LocalSize{1, 1}, LocalSize{4, 2}, LocalSize{3, 5}})
            for (const int width : {2, 17, 18, 19, 35, 66})
                for (const int height : {1, 3, 7}) {
                    CAPTURE(runs);
                    CAPTURE(local[0]);
                    CAPTURE(local[1]);
                    CAPTURE(width);
                    CAPTURE(height);
                    const Image gray = test::random_image(width, height, 1);
                    if (runs > std::max(1, sobel_vector_whole_runs(width))) {
                        CHECK_THROWS_AS(run_rows(gray, local, {{"RUNS", runs}}), UserError);
                        continue;
                    }
                    const SobelVectorRun run = run_rows(gray, local, {{"RUNS", runs}});
                    CHECK(all_passed(verify_sobel(sobel_golden(gray), run.gradients)));
                }
}

TEST_CASE("going further: sobel_rows' knobs, build options and work-items per row")
{
    CHECK(sobel_rows_build_options(255) == "-D RUNS=255");
    CHECK(sobel_rows_items_per_row(1, 1) == 1);   // all border: one work-item writes it
    CHECK(sobel_rows_items_per_row(17, 1) == 1);  // 15 interior pixels: no whole run
    CHECK(sobel_rows_items_per_row(34, 1) == 2);  // 32 interior pixels: two runs
    CHECK(sobel_rows_items_per_row(4096, 1) == 255);
    CHECK(sobel_rows_items_per_row(4096, 100) == 3);
    CHECK(sobel_rows_items_per_row(4096, 255) == 1);

    TunedConfig config(test::quick_config(rows_kernel));
    const RowsSobelKnobs defaults = sobel_rows_knobs(test::runtime().device, config, 4096);
    if (device_kind(test::runtime().device) == DeviceKind::cpu) {
        CHECK(defaults.runs == 255);  // the whole row: 4094 interior pixels make 255 runs
        CHECK(defaults.local == LocalSize{1, 1});
    } else {
        CHECK(defaults.runs == 1);
        CHECK(defaults.local == sobel_vector_local_size);
    }
    config.tuning = {{"RUNS", 7}};
    config.local_size = {8, 2};
    const RowsSobelKnobs tuned_knobs = sobel_rows_knobs(test::runtime().device, config, 4096);
    CHECK(tuned_knobs.runs == 7);
    CHECK(tuned_knobs.local == LocalSize{8, 2});

    config.tuning = {{"ROWS", 2}};
    CHECK_THROWS_WITH_AS(sobel_rows_knobs(test::runtime().device, config, 4096),
                         "--tune ROWS=2: sobel_rows has no such knob; its knobs: RUNS", UserError);

    // 100 wide: 98 interior pixels, 6 runs; 4 per work-item makes 2 per row.
    const SobelVectorRun run = run_rows(test::random_image(100, 30, 1), {1, 4}, {{"RUNS", 4}});
    CHECK(run.launch.global[0] == 2);
    CHECK(run.launch.global[1] == 32);
}

TEST_CASE("going further: a sobel_rows that forgets the leftover pixels is caught, but only where there are some")
{
    const std::string no_leftovers =
        test::edited_kernel(rows_kernel, "                sobel_pixel(in, dx_out, dy_out, row + x, width);",
                            "                ;", "ocltut-sobel-rows-no-leftovers.cl");
    // 66 wide: 64 interior pixels, four whole runs and nothing left over.
    const Image whole_runs = test::random_image(66, 9, 1);
    CHECK(all_passed(verify_sobel(sobel_golden(whole_runs), run_rows(whole_runs, {0, 0}, {}, no_leftovers).gradients)));
    const Image leftovers = test::random_image(70, 9, 1);
    const std::vector<Verification> result =
        verify_sobel(sobel_golden(leftovers), run_rows(leftovers, {0, 0}, {}, no_leftovers).gradients);
    CHECK(result[0].mismatches == 4 * (9 - 2));  // 4 leftover pixels in each of the 7 interior rows
}

// --- Going further: sobel_packed.cl ---

namespace {

const char* const packed_kernel = "02-sobel-vector/going-further/sobel_packed.cl";

// Columns of 0 and 255 in pairs (0 0 255 255 ...): every edge a step of 255,
// so dX reaches +1020 and -1020 in both even and odd pixels, the ends of the
// fields' ranges, where a wrong bias or a carry would show.
Image column_pairs_image(int width, int height)
{
    Image image = make_image(width, height, 1);
    for (std::size_t i = 0; i < image.pixels.size(); ++i)
        image.pixels[i] = (i % static_cast<std::size_t>(width)) / 2 % 2 == 0 ? 0 : 255;
    return image;
}

// As lesson 02's main() runs sobel_packed: knobs from the config, the
// program built for them and the picture's width, lesson 02's host code.
SobelVectorRun run_packed(const Image& gray, const LocalSize& local = {0, 0}, const Tuning& tuning = {},
                          const std::string& kernel_file = packed_kernel)
{
    TunedConfig config(test::quick_config(kernel_file), tuning);
    config.local_size = local;
    const SobelVectorSetup setup = set_up_sobel_vector(test::runtime(), config, gray, SobelVectorVariant::packed);
    return run_sobel_vector(test::runtime(), setup.program, gray, setup.shape, local);
}

}  // namespace

TEST_CASE("going further: sobel_packed is bit-exact on every size and content and on the photographs")
{
    std::vector<test::TestImage> images = test::size_content_matrix(1);
    for (test::TestImage& photo : test::sample_photos(1)) images.push_back(std::move(photo));
    for (test::TestImage& edge_case : vector_edge_cases()) images.push_back(std::move(edge_case));
    for (const test::TestImage& test_image : images) {
        CAPTURE(test_image.name);
        const Image gray = luminance(test_image.image);
        CHECK(all_passed(verify_sobel(sobel_golden(gray), run_packed(gray).gradients)));
    }
}

TEST_CASE("going further: sobel_packed is bit-exact for any ROWS and group shape, aligned rows or not")
{
    // Widths with no whole run (15), exactly one (16: both border columns in
    // one run), one with a tail (17), aligned runs (32, 48), tails of 1 and
    // 15 (33, 47); heights that ROWS divides or not, and shorter than ROWS.
    // A vertical stripe of 0 and 255 puts every field at the end of its
    // range: dX of +-1020 and a bias that must not carry.
    for (const int rows : {1, 2, 3, 4, 16})
        for (const LocalSize& local : {LocalSize{1, 1}, LocalSize{4, 2}, LocalSize{3, 5}})
            for (const int width : {15, 16, 17, 32, 33, 47, 48})
                for (const int height : {1, 2, 3, 7, 17}) {
                    CAPTURE(rows);
                    CAPTURE(local[0]);
                    CAPTURE(local[1]);
                    CAPTURE(width);
                    CAPTURE(height);
                    for (const Image& gray :
                         {test::random_image(width, height, 1), column_pairs_image(width, height)}) {
                        const SobelVectorRun run = run_packed(gray, local, {{"ROWS", rows}});
                        CHECK(all_passed(verify_sobel(sobel_golden(gray), run.gradients)));
                    }
                }
}

TEST_CASE("going further: sobel_packed's knobs, build options and NDRange")
{
    CHECK(sobel_packed_build_options(4, 4096) == "-D ROWS=4 -D ALIGNED_ROWS=1");
    CHECK(sobel_packed_build_options(2, 4097) == "-D ROWS=2 -D ALIGNED_ROWS=0");

    TunedConfig config(test::quick_config(packed_kernel));
    const PackedSobelKnobs defaults = sobel_packed_knobs(config);
    CHECK(defaults.rows == 4);
    CHECK(defaults.local == LocalSize{32, 4});
    config.tuning = {{"ROWS", 17}};
    CHECK_THROWS_WITH_AS(sobel_packed_knobs(config),
                         "--tune ROWS=17: ROWS must be 1 to 16 (the rows a work-item holds in registers at once)",
                         UserError);
    config.tuning = {{"RUNS", 2}};
    CHECK_THROWS_WITH_AS(sobel_packed_knobs(config), "--tune RUNS=2: sobel_packed has no such knob; its knobs: ROWS",
                         UserError);

    // 100 wide: 6 whole runs and a tail of 4, so 7 work-items a row; 30
    // rows in strips of 4 make 8 strips.
    const SobelVectorRun run = run_packed(test::random_image(100, 30, 1), {1, 4}, {{"ROWS", 4}});
    CHECK(run.launch.global[0] == 7);
    CHECK(run.launch.global[1] == 8);
}

TEST_CASE("going further: a sobel_packed whose bias carries into the next pixel is caught")
{
    // A bias of 255 instead of 256 per row's slope: dX's sum then carries
    // 1020 instead of 1024, no multiple of 8, and (dX + 1020) >> 3 is not
    // (dX >> 3) + 128 for most dX. Only the even pixels' dX is wrong.
    const std::string wrong_bias =
        test::edited_kernel(packed_kernel, "    sums.slope_even = right_of_even + 0x01000100u - left_of_even;",
                            "    sums.slope_even = right_of_even + 0x00FF00FFu - left_of_even;",
                            "ocltut-sobel-packed-wrong-bias.cl");
    const Image gray = test::random_image(64, 9, 1);
    const std::vector<Verification> result =
        verify_sobel(sobel_golden(gray), run_packed(gray, {0, 0}, {}, wrong_bias).gradients);
    CHECK(result[0].mismatches > 0);  // dX of the even pixels
    CHECK(result[1].passed());        // dY does not use the slopes
}

TEST_CASE("going further: a sobel_packed that forgets the tail of a row is caught, but only where there is one")
{
    const std::string no_tail =
        test::edited_kernel(packed_kernel, "                sobel_pixel(in, dx_out, dy_out, x, y, width, height);",
                            "                ;", "ocltut-sobel-packed-no-tail.cl");
    const Image whole_runs = test::random_image(64, 9, 1);
    CHECK(all_passed(verify_sobel(sobel_golden(whole_runs), run_packed(whole_runs, {0, 0}, {}, no_tail).gradients)));
    // 70 wide: 4 whole runs and a tail of 6 pixels, whose border zeros the
    // tail's code writes too: all 6 stay poisoned in each of the 9 rows.
    const Image tail = test::random_image(70, 9, 1);
    const std::vector<Verification> result =
        verify_sobel(sobel_golden(tail), run_packed(tail, {0, 0}, {}, no_tail).gradients);
    CHECK(result[0].mismatches == 6 * 9);
}

// Lesson 05 against the CPU golden: the tile kernel through the host runner
// the executable uses, on the whole size and content matrix (partial tiles
// at the right and bottom edges included), with tiles of other sizes built
// through -D, the limits it refuses, and a tile kernel without its barrier.
// Then the going-further kernel (sharpen_fast.cl): the same matrix, other
// ROWS and group sizes, aligned and unaligned rows, its knobs, and a version
// without its tail that the checks must catch.
#include <doctest/doctest.h>

#include "test_checks.hpp"

#include "common/opencl/errors.hpp"
#include "going-further/going_further.hpp"
#include "reference/verify.hpp"
#include "sharpen_local_setup.hpp"
#include "stages/stage.hpp"

#include <algorithm>

using namespace ocltut;

namespace ocltut {
// Lesson 05's stages for the comparison tool (05-sharpen-local/tools/stages.cpp).
std::vector<Stage> stages_05_sharpen_local();
}  // namespace ocltut

namespace {

// Runs the lesson's tile kernel, or `wrong_kernel` from tests/data, with
// work-groups (and tiles) of `tile`, {0, 0} for the lesson's 16 x 16.
// As lesson 05's main() runs it: the tile checked, the program built for it.
SharpenLocalRun run_local(const Image& rgba, const LocalSize& tile = {0, 0}, const std::string& wrong_kernel = "")
{
    TunedConfig config(test::quick_config("05-sharpen-local/sharpen_local.cl"));
    if (!wrong_kernel.empty()) config.kernel_file = test::test_kernel(wrong_kernel);
    config.local_size = tile;
    const SharpenSetup setup = set_up_sharpen_local(test::runtime(), config, rgba, SharpenVariant::tile);
    return run_sharpen_local(test::runtime(), setup.program, rgba, setup.shape);
}

// The run's picture against `expected`, named after the kernel as the lesson names it.
std::vector<Verification> verify_sharpen(const Image& expected, const SharpenLocalRun& run)
{
    return {verify_sharpen(run.launch.kernel.getInfo<CL_KERNEL_FUNCTION_NAME>() + " RGBA", expected, run.output)};
}

// The tile kernel's verification, then the going-further kernel's (named
// sharpen_tile and sharpen_fast or sharpen_rows), each run with the
// device's defaults, then sharpen_fast's as a GPU runs it by default (ROWS
// 4, groups of 128 x 1) on any device: its preloaded strips are checked on
// every size and content, on a CPU too.
std::vector<Verification> check_local_and_fast(const Image& rgba);

}  // namespace

TEST_CASE("lesson 05 and its going-further kernel are bit-exact on every size and content, alpha included")
{
    test::require_bit_exact(test::size_content_matrix(4), check_local_and_fast);
}

TEST_CASE("lesson 05 and its going-further kernel are bit-exact on the sample photographs, loaded as RGBA")
{
    test::require_bit_exact(test::sample_photos(4), check_local_and_fast);
}

TEST_CASE("lesson 05 builds the tile for other work-group sizes and stays exact")
{
    // Tiles narrower than the halo, one row, one work-item, a prime shape:
    // the cooperative load loops a different number of times in each. Each
    // shrunk to what the tile kernel allows on this device.
    for (const LocalSize& tile : test::allowed_local_sizes(
             test::build("05-sharpen-local/sharpen_local.cl", sharpen_tile_build_options(sharpen_local_size)),
             "sharpen_tile", {{1, 1}, {5, 3}, {8, 8}, {32, 8}, {64, 1}, {2, 32}})) {
        CAPTURE(tile[0]);
        CAPTURE(tile[1]);
        for (const Image& rgba : {test::random_image(257, 131, 4), test::random_image(3, 2, 4)}) {
            CAPTURE(rgba.width);
            const SharpenLocalRun run = run_local(rgba, tile);
            CHECK(all_passed(verify_sharpen(sharpen_golden(rgba), run)));
            CHECK(run.launch.local[0] == tile[0]);
            CHECK(run.launch.local[1] == tile[1]);
        }
    }
}

TEST_CASE("lesson 05's own tile is a preference, shrunk to what the compiled kernel allows")
{
    // 16x16 where the kernel allows 256 work-items in a group; elsewhere
    // halved, taller side first, until it fits (rusticl's llvmpipe: 16x2).
    const SharpenLocalRun run = run_local(test::random_image(40, 30, 4));
    const std::size_t items = run.launch.local[0] * run.launch.local[1];
    const std::size_t limit = test::work_group_limit(test::build("05-sharpen-local/sharpen_local.cl",
                                                                 sharpen_tile_build_options(sharpen_local_size)),
                                                     "sharpen_tile");
    CHECK(items <= limit);
    if (limit >= 256) CHECK(items == 256);
    else CHECK(2 * items > limit);
}

TEST_CASE("the tile's size in local memory and its build options")
{
    CHECK(sharpen_tile_bytes({16, 16}) == 18 * 18 * 4);
    CHECK(sharpen_tile_bytes({32, 8}) == 34 * 10 * 4);
    CHECK(sharpen_tile_build_options({32, 8}) == "-D TILE_W=32 -D TILE_H=8");
}

TEST_CASE("a tile larger than local memory or the work-group limit is refused with a reason")
{
    const Image rgba = test::random_image(40, 30, 4);
    // 2002 x 2002 x 4 bytes = 16 MB of local memory: no device has that.
    CHECK_THROWS_WITH_AS(run_local(rgba, {2000, 2000}), doctest::Contains("local memory"), UserError);
    // A row of twice the work-items the kernel allows in a group
    // (CL_KERNEL_WORK_GROUP_SIZE), in a tile that fits the local memory.
    const std::size_t limit = test::work_group_limit(test::build("05-sharpen-local/sharpen_local.cl",
                                                                 sharpen_tile_build_options(sharpen_local_size)),
                                                     "sharpen_tile");
    const LocalSize too_many{2 * limit, 1};
    REQUIRE(sharpen_tile_bytes(too_many) <= test::runtime().device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>());
    CHECK_THROWS_WITH_AS(run_local(rgba, too_many), doctest::Contains("too large"), UserError);
}

TEST_CASE("a tile kernel without its barrier reads cells before they are written")
{
    // On the CPU device a work-group's work-items run one after another when
    // no barrier separates them, so each reads cells its successors have not
    // loaded yet: the picture is wrong. A GPU runs them in parallel and may
    // get it right by luck, which is why the Oclgrind test (--data-races)
    // checks this kernel too.
    if (device_kind(test::runtime().device) != DeviceKind::cpu) {
        test::skip("a GPU runs a group's work-items in parallel and may get the tile right without its barrier; "
                   "the Oclgrind test catches the race there");
        return;
    }
    const Image rgba = test::random_image(64, 48, 4);
    const SharpenLocalRun run = run_local(rgba, {0, 0}, "sharpen_tile_no_barrier.cl");
    CHECK_FALSE(all_passed(verify_sharpen(sharpen_golden(rgba), run)));
}

// --- Going further: sharpen_fast.cl ---

namespace {

const char* const fast_kernel = "05-sharpen-local/going-further/sharpen_fast.cl";

// As lesson 05's main() runs --variant fast: the knobs for the device and
// the picture, the program built for them, the lesson's host code.
SharpenLocalRun run_fast(const Image& rgba, const LocalSize& local = {0, 0}, const Tuning& tuning = {},
                         const std::string& kernel_file = "")
{
    TunedConfig config(test::quick_config(fast_kernel), tuning);
    if (!kernel_file.empty()) config.kernel_file = kernel_file;
    config.local_size = local;
    const SharpenSetup setup = set_up_sharpen_local(test::runtime(), config, rgba, SharpenVariant::fast);
    return run_sharpen_local(test::runtime(), setup.program, rgba, setup.shape);
}

std::vector<Verification> check_local_and_fast(const Image& rgba)
{
    const Image expected = sharpen_golden(rgba);
    std::vector<Verification> both = verify_sharpen(expected, run_local(rgba));
    for (Verification& v : verify_sharpen(expected, run_fast(rgba))) both.push_back(std::move(v));
    const SharpenLocalRun strips = run_fast(rgba, {0, 0}, {{"ROWS", std::min(4, rgba.height)}});
    for (Verification& v : verify_sharpen(expected, strips)) both.push_back(std::move(v));
    return both;
}

}  // namespace

TEST_CASE("going further: sharpen_fast is bit-exact with other ROWS and group sizes, rows aligned or not")
{
    // Widths 256 and 16 are multiples of 4 (aligned uchar16 loads), 257, 18,
    // 3, 2, 1 and 5 are not (vload4, and a tail of 1, 2 or 3 pixels);
    // heights that no ROWS divides leave a short strip at the bottom, whose
    // preloaded rows past the picture are the last row again and whose
    // stores stop at the picture's end. 1x1 and 2x2 are a single strip, 1x37
    // and 5x37 tall, thin strips of a single work-item across. ROWS above the
    // height (or 16) is refused.
    const Image pictures[] = {test::random_image(256, 131, 4), test::random_image(257, 131, 4),
                              test::random_image(18, 7, 4),    test::random_image(16, 1, 4),
                              test::random_image(3, 2, 4),     test::random_image(1, 1, 4),
                              test::random_image(2, 2, 4),     test::random_image(1, 37, 4),
                              test::random_image(5, 37, 4)};
    // The group sizes, shrunk to what sharpen_fast allows on this device.
    const std::vector<LocalSize> locals =
        test::allowed_local_sizes(test::build(fast_kernel, fast_sharpen_build_options({1, 0, {}}, 256)), "sharpen_fast",
                                  {{1, 1}, {5, 3}, {64, 1}, {16, 4}});
    for (const int rows : {1, 2, 3, 4, 5, 8, 16})
        for (const LocalSize& local : locals)
            for (const Image& rgba : pictures) {
                CAPTURE(rows);
                CAPTURE(local[0]);
                CAPTURE(local[1]);
                CAPTURE(rgba.width);
                CAPTURE(rgba.height);
                if (rows > rgba.height) {
                    CHECK_THROWS_AS(run_fast(rgba, local, {{"ROWS", rows}}), UserError);
                    continue;
                }
                const SharpenLocalRun run = run_fast(rgba, local, {{"ROWS", rows}});
                CHECK(all_passed(verify_sharpen(sharpen_golden(rgba), run)));
                CHECK(run.launch.local[0] == local[0]);
            }
}

TEST_CASE("going further: sharpen_rows is bit-exact with runs of any length, around the group of 4")
{
    // Widths with no whole group of 4 inside (1, 2, 5), one and a leftover
    // of 1 to 4 pixels (6 to 9), a few (18, 37), and 256; ACROSS 1 and 3
    // leave several work-items per row, 64 one; the group shapes make
    // work-items past the row's end and past the last row. ACROSS above the
    // row's groups of 4 is refused.
    for (const int across : {1, 3, 64})
        for (const LocalSize& local : {LocalSize{1, 1}, LocalSize{4, 2}, LocalSize{3, 5}})
            for (const int width : {1, 2, 5, 6, 7, 8, 9, 18, 37, 256})
                for (const int height : {1, 2, 7}) {
                    CAPTURE(across);
                    CAPTURE(local[0]);
                    CAPTURE(local[1]);
                    CAPTURE(width);
                    CAPTURE(height);
                    const Image rgba = test::random_image(width, height, 4);
                    if (across > (width + 3) / 4) {
                        CHECK_THROWS_AS(run_fast(rgba, local, {{"ACROSS", across}}), UserError);
                        continue;
                    }
                    const SharpenLocalRun run = run_fast(rgba, local, {{"ACROSS", across}});
                    CHECK(run.launch.kernel.getInfo<CL_KERNEL_FUNCTION_NAME>() == "sharpen_rows");
                    CHECK(all_passed(verify_sharpen(sharpen_golden(rgba), run)));
                }
}

TEST_CASE("going further: sharpen_fast's knobs and build options")
{
    CHECK(fast_sharpen_build_options({4, 0, {}}, 4096) == "-D ROWS=4 -D ACROSS=1 -D ALIGNED_ROWS=1");
    CHECK(fast_sharpen_build_options({2, 0, {}}, 4099) == "-D ROWS=2 -D ACROSS=1 -D ALIGNED_ROWS=0");
    CHECK(fast_sharpen_build_options({1, 1024, {}}, 4096) == "-D ROWS=1 -D ACROSS=1024 -D ALIGNED_ROWS=1");

    TunedConfig config(test::quick_config(fast_kernel));
    const FastSharpenKnobs defaults = fast_sharpen_knobs(test::runtime().device, config, 4096, 4096);
    if (device_kind(test::runtime().device) == DeviceKind::cpu) {
        // A work-item per row, alone in its group.
        CHECK(defaults.kernel_name() == "sharpen_rows");
        CHECK(defaults.across == 1024);
        CHECK(defaults.local == LocalSize{1, 1});
        CHECK(fast_sharpen_knobs(test::runtime().device, config, 601, 1).across == 151);
    } else {
        CHECK(defaults.kernel_name() == "sharpen_fast");
        CHECK(defaults.rows == 4);
        CHECK(defaults.local == LocalSize{128, 1});
    }
    // The knob that is set picks the kernel, on any device.
    config.tuning = {{"ROWS", 7}};
    config.local_size = {32, 2};
    const FastSharpenKnobs strips = fast_sharpen_knobs(test::runtime().device, config, 4096, 4096);
    CHECK(strips.kernel_name() == "sharpen_fast");
    CHECK(strips.rows == 7);
    CHECK(strips.local == LocalSize{32, 2});
    config.tuning = {{"ACROSS", 9}};
    const FastSharpenKnobs rows = fast_sharpen_knobs(test::runtime().device, config, 4096, 4096);
    CHECK(rows.kernel_name() == "sharpen_rows");
    CHECK(rows.across == 9);

    config.tuning = {{"ACROSS", 9}, {"ROWS", 2}};
    CHECK_THROWS_WITH_AS(fast_sharpen_knobs(test::runtime().device, config, 4096, 4096),
                         doctest::Contains("set one of them"), UserError);
    config.tuning = {{"COPIES", 2}};
    CHECK_THROWS_WITH_AS(fast_sharpen_knobs(test::runtime().device, config, 4096, 4096),
                         "--tune COPIES=2: sharpen_fast has no such knob; its knobs: ACROSS, ROWS", UserError);

    // Each work-item makes 4 pixels across and ROWS rows down...
    const SharpenLocalRun strip_run = run_fast(test::random_image(100, 30, 4), {8, 2}, {{"ROWS", 4}});
    CHECK(strip_run.launch.global[0] == 32);  // 25 work-items across, rounded up to 8s
    CHECK(strip_run.launch.global[1] == 8);   // 8 strips of 4 rows (the last one short)
    // ...or 4 x ACROSS pixels of one row.
    const SharpenLocalRun row_run = run_fast(test::random_image(100, 30, 4), {1, 4}, {{"ACROSS", 10}});
    CHECK(row_run.launch.global[0] == 3);  // 100 pixels in runs of 40
    CHECK(row_run.launch.global[1] == 32);
}

TEST_CASE("going further: a sharpen_fast without its tail is caught on widths that are no multiple of 4")
{
    // Loading the last 1 to 3 pixels of a row as a whole group of 4 takes
    // the next row's first pixels for the missing ones (and reads past the
    // end of the buffer on the last row: Oclgrind's test reports that). The
    // stores still write only the row's own pixels. Exact on a width that is
    // a multiple of 4, wrong on any other.
    const std::string no_tail = test::edited_kernel(
        fast_kernel,
        "return (uchar16)(in[row + x], in[row + min(x + 1, width - 1)], in[row + min(x + 2, width - 1)],\n"
        "                     in[row + min(x + 3, width - 1)]);",
        "return as_uchar16(vload4(0, (__global const uint*)(in + row + x)));", "ocltut-sharpen-fast-no-tail.cl");
    const Image aligned = test::random_image(16, 9, 4);
    CHECK(all_passed(verify_sharpen(sharpen_golden(aligned), run_fast(aligned, {0, 0}, {{"ROWS", 4}}, no_tail))));
    const Image ragged = test::random_image(17, 9, 4);
    CHECK_FALSE(all_passed(verify_sharpen(sharpen_golden(ragged), run_fast(ragged, {0, 0}, {{"ROWS", 4}}, no_tail))));
}

TEST_CASE("going further: a sharpen_rows that forgets the pixels after its last whole group is caught on those pixels")
{
    const std::string no_leftovers =
        test::edited_kernel(fast_kernel, "            out_row[x] = sharpen_one(above, here, below, x, width);",
                            "            ;", "ocltut-sharpen-rows-no-leftovers.cl");
    // 37 wide: 35 interior pixels make 8 groups of 4 (pixels 1 .. 32); 33 to
    // 36 are left over, and stay poisoned.
    const Image rgba = test::random_image(37, 9, 4);
    const Verification result =
        verify_sharpen(sharpen_golden(rgba), run_fast(rgba, {0, 0}, {{"ACROSS", 3}}, no_leftovers)).at(0);
    CHECK(result.mismatches > 0);
    CHECK(result.mismatches <= 4 * 4 * 9);  // at most their 4 channels, in each of the 9 rows
    for (const Mismatch& wrong : result.first) CHECK(wrong.x >= 33);
}

TEST_CASE("lesson 05's comparison stages: the tile, then the going-further kernel")
{
    const std::vector<Stage> stages = stages_05_sharpen_local();
    REQUIRE(stages.size() == 2);
    CHECK(stages[0].kernel_file == "05-sharpen-local/sharpen_local.cl");
    CHECK(stages[1].kernel_file == "05-sharpen-local/going-further/sharpen_fast.cl");
    const Image rgba = test::random_image(45, 23, 4);
    const StageResult tile = stages[0].run(test::runtime(), rgba, test::quick_config(stages[0].kernel_file));
    const StageResult fast = stages[1].run(test::runtime(), rgba, test::quick_config(stages[1].kernel_file));
    CHECK(all_passed(tile.verifications));
    CHECK(all_passed(fast.verifications));
    CHECK(tile.reports.at(0).kernel == "sharpen_tile");
    // The device's kernel of the two, named as a going-further row.
    const std::string kernel = device_kind(test::runtime().device) == DeviceKind::cpu ? "sharpen_rows" : "sharpen_fast";
    CHECK(fast.reports.at(0).kernel == kernel + " (going further)");
}

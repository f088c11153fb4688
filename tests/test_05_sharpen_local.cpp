// Lesson 05 against the CPU golden: the tile kernel through the host runner
// the executable uses, on the whole size and content matrix (partial tiles
// at the right and bottom edges included), with tiles of other sizes built
// through -D, the limits it refuses, and a tile kernel without its barrier.
#include <doctest/doctest.h>

#include "test_checks.hpp"

#include "common/errors.hpp"
#include "sharpen_local.hpp"

using namespace ocltut;

namespace {

// Runs the lesson's tile kernel, or `wrong_kernel` from tests/data, with
// work-groups (and tiles) of `tile`, {0, 0} for the lesson's 16 x 16.
SharpenRun run_local(const Image& rgba, const LocalSize& tile = {0, 0}, const std::string& wrong_kernel = "")
{
    RunConfig config = test::quick_config("05-sharpen-local/sharpen_local.cl");
    if (!wrong_kernel.empty()) config.kernel_file = test::test_kernel(wrong_kernel);
    config.local_size = tile;
    return run_sharpen_local(test::runtime(), rgba, config);
}

std::vector<Verification> check_local(const Image& rgba)
{
    return verify_sharpen(sharpen_golden(rgba), run_local(rgba));
}

}  // namespace

TEST_CASE("lesson 05 is bit-exact on every size and content, alpha included")
{
    test::require_bit_exact(test::size_content_matrix(4), check_local);
}

TEST_CASE("lesson 05 is bit-exact on the sample photographs, loaded as RGBA")
{
    test::require_bit_exact(test::sample_photos(4), check_local);
}

TEST_CASE("lesson 05 builds the tile for other work-group sizes and stays exact")
{
    // Tiles narrower than the halo, one row, one work-item, a prime shape:
    // the cooperative load loops a different number of times in each.
    for (const LocalSize& tile : {LocalSize{1, 1}, LocalSize{5, 3}, LocalSize{8, 8}, LocalSize{32, 8},
                                  LocalSize{64, 1}, LocalSize{2, 32}}) {
        CAPTURE(tile[0]);
        CAPTURE(tile[1]);
        for (const Image& rgba : {test::random_image(257, 131, 4), test::random_image(3, 2, 4)}) {
            CAPTURE(rgba.width);
            const SharpenRun run = run_local(rgba, tile);
            CHECK(all_passed(verify_sharpen(sharpen_golden(rgba), run)));
            CHECK(run.reports.at(0).local[0] == tile[0]);
            CHECK(run.reports.at(0).local[1] == tile[1]);
        }
    }
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
    // 8192 work-items fit no device's work-group (CL_KERNEL_WORK_GROUP_SIZE).
    CHECK_THROWS_WITH_AS(run_local(rgba, {128, 64}), doctest::Contains("too large"), UserError);
}

TEST_CASE("a tile kernel without its barrier reads cells before they are written")
{
    // On the CPU device a work-group's work-items run one after another when
    // no barrier separates them, so each reads cells its successors have not
    // loaded yet: the picture is wrong. A GPU runs them in parallel and may
    // get it right by luck, which is why the Oclgrind test (--data-races)
    // checks this kernel too.
    const Image rgba = test::random_image(64, 48, 4);
    const SharpenRun run = run_local(rgba, {0, 0}, "sharpen_tile_no_barrier.cl");
    const bool passed = all_passed(verify_sharpen(sharpen_golden(rgba), run));
    if (device_type_name(test::runtime().device) == "CPU")
        CHECK_FALSE(passed);
    else
        WARN_FALSE_MESSAGE(passed, "the missing barrier went unnoticed on this device");
}

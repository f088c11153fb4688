// Lesson 08 against the CPU goldens: the split of rows into shares; Sobel,
// sharpen and the histogram bit-exact for every split on the small pictures of the size
// and content matrix (equal shares, one device given all, a device given 0
// rows, shares of one row, random shares), so with halo rows at every
// boundary; the stream of frames dealt out to the devices.
//
// The members are every device here, padded with the first device listed
// again to three: with one device the split still runs across three sets
// of queues and buffers, and with rusticl on (RUSTICL_ENABLE=llvmpipe) it
// crosses two platforms, so two contexts.
//
// Before every verified run the devices' inputs and outputs and the host's
// outputs are poisoned, so that a halo row not uploaded, or a row no share
// brings back, shows as a wrong value instead of an earlier run's right one.
#include <doctest/doctest.h>

#include "test_checks.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "multi_device.hpp"
#include "reference/verify.hpp"
#include "stream.hpp"

#include <cstring>
#include <random>
#include <sstream>

using namespace ocltut;

namespace {

constexpr std::size_t fewest_members = 3;

const std::vector<Member>& members()
{
    static const std::vector<Member> opened = [] {
        std::vector<DeviceEntry> entries = devices_named("");
        while (entries.size() < fewest_members) entries.push_back(entries.front());
        std::ostringstream lines;
        return open_members(entries, find_project_file("07-pipeline/pipeline.cl"), lines);
    }();
    return opened;
}

// The matrix's awkward sizes, each constant and random: 1x1, one row, one
// column, fewer rows than members, odd sizes, 257x131.
std::vector<test::TestImage> pictures(int channels)
{
    std::vector<test::TestImage> result;
    const std::vector<std::pair<int, int>> sizes{{1, 1}, {31, 1}, {1, 17},  {17, 2},
                                                 {3, 3}, {17, 5}, {33, 16}, {257, 131}};
    for (const auto& [width, height] : sizes) {
        const std::string size = std::to_string(width) + "x" + std::to_string(height);
        result.push_back({size + " random", test::random_image(width, height, channels)});
        for (const int value : {0, 255})
            result.push_back({size + " constant " + std::to_string(value),
                              test::constant_image(width, height, channels, static_cast<std::uint8_t>(value))});
    }
    return result;
}

// The weights of every split tried: equal; each member given all; the
// middle member given 0 rows; one, two and many rows to the first; random.
std::vector<std::vector<double>> weight_sets(std::size_t count, int height)
{
    std::vector<std::vector<double>> sets{std::vector<double>(count, 1.0)};
    for (std::size_t d = 0; d < count; ++d) {
        std::vector<double> all(count, 0.0);
        all[d] = 1;
        sets.push_back(all);
    }
    std::vector<double> middle_none(count, 1.0);
    middle_none[count / 2] = 0;
    sets.push_back(middle_none);
    for (const int rows : {1, 2}) {
        std::vector<double> first_few(count, (height - rows) / static_cast<double>(count - 1));
        first_few[0] = rows;
        if (rows < height) sets.push_back(first_few);
    }
    std::mt19937 random(8);
    for (int r = 0; r < 3; ++r) {
        std::vector<double> weights;
        for (std::size_t d = 0; d < count; ++d) weights.push_back(std::uniform_real_distribution<double>(0, 1)(random));
        sets.push_back(weights);
    }
    return sets;
}

void poison(SplitStencil& split)
{
    for (std::size_t d = 0; d < split.jobs.size(); ++d) {
        const cl::CommandQueue& queue = members()[d].runtime.queue;
        queue.enqueueFillBuffer(split.jobs[d].input, poison_byte, 0, split.jobs[d].input.getInfo<CL_MEM_SIZE>());
        for (const cl::Buffer& output : split.jobs[d].outputs)
            queue.enqueueFillBuffer(output, poison_byte, 0, output.getInfo<CL_MEM_SIZE>());
        queue.finish();
    }
    for (HostBytes& output : split.host_outputs) std::memset(output.data(), poison_byte, output.size());
}

// Runs `split` on `shares` into poisoned memory and returns its checks.
std::vector<Verification> run_split(SplitStencil& split, const std::vector<Strip>& shares, int strips,
                                    const std::function<std::vector<Verification>()>& verify)
{
    poison(split);
    enqueue_split(members(), split, shares, strips);
    finish_all(members());
    return verify();
}

// Every split of every picture: `make` prepares the job, `verify` checks it.
void check_every_split(int channels, const std::function<SplitStencil(const Image&)>& make,
                       const std::function<std::vector<Verification>(const SplitStencil&, const Image&)>& verify)
{
    test::require_bit_exact(pictures(channels), [&](const Image& picture) {
        SplitStencil split = make(picture);
        std::vector<Verification> all;
        for (const std::vector<double>& weights : weight_sets(members().size(), picture.height)) {
            const std::vector<Strip> shares = split_rows(picture.height, weights);
            for (const int strips : {1, 3}) {
                for (Verification& check : run_split(split, shares, strips, [&] { return verify(split, picture); })) {
                    check.what += ", " + std::to_string(strips) + " strips a share, rows";
                    for (const Strip& share : shares) check.what += " " + std::to_string(share.rows);
                    all.push_back(check);
                }
            }
        }
        return all;
    });
}

}  // namespace

TEST_CASE("split_rows gives every row to exactly one share, in proportion to the weights")
{
    const auto rows_of = [](const std::vector<Strip>& shares) {
        std::vector<int> rows;
        for (const Strip& share : shares) rows.push_back(share.rows);
        return rows;
    };
    CHECK(rows_of(split_rows(10, {1, 1})) == std::vector<int>{5, 5});
    CHECK(rows_of(split_rows(10, {3, 1})) == std::vector<int>{8, 2});  // 7.5 rounds to 8
    CHECK(rows_of(split_rows(10, {0, 1, 0})) == std::vector<int>{0, 10, 0});
    CHECK(rows_of(split_rows(1, {1, 1, 1})) == std::vector<int>{0, 1, 0});
    CHECK(rows_of(split_rows(2, {1, 1, 1})) == std::vector<int>{1, 0, 1});
    for (int height : {1, 2, 7, 131, 8192}) {
        for (const std::vector<double>& weights : weight_sets(4, height)) {
            const std::vector<Strip> shares = split_rows(height, weights);
            REQUIRE(shares.size() == weights.size());
            int next = 0;
            for (const Strip& share : shares) {
                CHECK(share.first_row == next);
                CHECK(share.rows >= 0);
                next = share.first_row + share.rows;
            }
            CHECK(next == height);
        }
    }
    CHECK_THROWS_AS(split_rows(10, {0, 0}), std::invalid_argument);
    CHECK_THROWS_AS(split_rows(10, {1, -1}), std::invalid_argument);
}

TEST_CASE("the members: a context per platform, shared by its devices")
{
    REQUIRE(members().size() >= fewest_members);
    for (const Member& a : members())
        for (const Member& b : members()) {
            const bool same_platform =
                a.runtime.device.getInfo<CL_DEVICE_PLATFORM>() == b.runtime.device.getInfo<CL_DEVICE_PLATFORM>();
            CHECK((a.runtime.context() == b.runtime.context()) == same_platform);
        }
    CHECK_THROWS_AS(devices_named("0:0,,0:0"), UserError);
    CHECK(devices_named("0:0,0:0").size() == 2);
}

TEST_CASE("Sobel split across the devices is bit-exact for every split")
{
    check_every_split(
        1,
        [](const Image& gray) {
            return make_split_sobel(members(), gray, {0, 0});
        },
        [](const SplitStencil& split, const Image& gray) {
            return verify_sobel(sobel_golden(gray), split_sobel_results(split));
        });
}

TEST_CASE("sharpen split across the devices is bit-exact for every split")
{
    check_every_split(
        4,
        [](const Image& rgba) {
            return make_split_sharpen(members(), rgba, {0, 0});
        },
        [](const SplitStencil& split, const Image& rgba) {
            return std::vector<Verification>{
                verify_sharpen("RGBA picture", sharpen_golden(rgba), split_sharpen_results(split))};
        });
}

TEST_CASE("the histogram split across the devices is exact for every split")
{
    for (const test::TestImage& picture : pictures(1)) {
        CAPTURE(picture.name);
        SplitHistogram split = make_split_histogram(members(), picture.image, {0, 0});
        for (const std::vector<double>& weights : weight_sets(members().size(), picture.image.height)) {
            const std::vector<Strip> shares = split_rows(picture.image.height, weights);
            for (const int strips : {1, 3}) {
                CAPTURE(strips);
                for (HostBytes& bins : split.host_bins) std::memset(bins.data(), poison_byte, bins.size());
                enqueue_split(members(), split, shares, strips);
                finish_all(members());
                CHECK(split_histogram_results(split) == histogram_golden(picture.image));
            }
        }
    }
}

TEST_CASE("shares that leave a row out are caught")
{
    // The check above could not fail if the host's outputs kept a right
    // value from somewhere: here one row is in no share, and must show.
    const Image gray = test::random_image(17, 9, 1);
    SplitStencil split = make_split_sobel(members(), gray, {0, 0});
    std::vector<Strip> shares = split_rows(gray.height, std::vector<double>(members().size(), 1.0));
    shares.front().rows -= 1;
    const std::vector<Verification> checks =
        run_split(split, shares, 1, [&] { return verify_sobel(sobel_golden(gray), split_sobel_results(split)); });
    CHECK_FALSE(all_passed(checks));
}

TEST_CASE("a stream dealt out to the devices is bit-exact, every frame taken once")
{
    const Image gray = test::random_image(37, 29, 1);
    std::vector<Image> sources;
    for (int f = 0; f < 3; ++f) sources.push_back(pan_frame(gray, f, 4, 37, 29));
    const int frames = 7;
    const SharedStreamRun run = run_shared_stream(members(), sources, frames, 3, {0, 0}, true);
    REQUIRE(run.kept.size() == frames);
    int taken = 0;
    for (const int count : run.frames_per_member) taken += count;
    CHECK(taken == frames);
    for (int f = 0; f < frames; ++f) {
        CAPTURE(f);
        for (const Verification& check : verify_sobel(sobel_golden(sources[f % sources.size()]), run.kept[f]))
            CHECK(check.passed());
    }
}

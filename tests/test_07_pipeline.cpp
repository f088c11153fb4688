// Lesson 07 against the CPU goldens: the cut into strips; each job (Sobel,
// sharpen, histogram) bit-exact for every strip count from 1 to the height
// on the short pictures of the size and content matrix, and on a sample of
// counts on the largest one and the photographs, from pageable and pinned
// host memory; the stream of frames and the pan it shows; the timeline of
// one job, as bars, a picture and a Chrome trace.
//
// Before every run the device's input and outputs and the host's outputs
// are poisoned, so that a row no strip uploads, computes or brings back, or
// a kernel that reads a halo row before its upload has landed, shows as a
// wrong value instead of an earlier run's right one.
#include <doctest/doctest.h>

#include "test_checks.hpp"

#include "common/bench/timeline.hpp"
#include "common/opencl/errors.hpp"
#include "common/opencl/profiling.hpp"
#include "common/tutorial/poison.hpp"
#include "common/tutorial/sizes.hpp"
#include "jobs.hpp"
#include "reference/verify.hpp"
#include "stream.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>
#include <functional>
#include <map>
#include <numeric>
#include <set>

using namespace ocltut;

namespace {

const cl::Program& lesson_program()
{
    static const cl::Program program = test::build("07-pipeline/pipeline.cl");
    return program;
}

const PipelineQueues& queues()
{
    static const PipelineQueues made = make_pipeline_queues(test::runtime());
    return made;
}

std::vector<int> every_count_up_to(int height)
{
    std::vector<int> counts(height);
    std::iota(counts.begin(), counts.end(), 1);
    return counts;
}

// 1, 2, 3, 7, 64 and the height, those that fit.
std::vector<int> sample_counts(int height)
{
    std::vector<int> counts;
    for (const int count : {1, 2, 3, 7, 64, height})
        if (count <= height && std::find(counts.begin(), counts.end(), count) == counts.end()) counts.push_back(count);
    return counts;
}

// The short pictures of the matrix: every strip count of theirs is run.
constexpr int tallest_for_every_count = 131;

std::vector<test::TestImage> short_pictures(int channels)
{
    std::vector<test::TestImage> pictures;
    for (test::TestImage& picture : test::size_content_matrix(channels))
        if (picture.image.height <= tallest_for_every_count) pictures.push_back(std::move(picture));
    return pictures;
}

void poison_device(const cl::Buffer& buffer)
{
    test::runtime().queue.enqueueFillBuffer(buffer, poison_byte, 0, buffer.getInfo<CL_MEM_SIZE>());
}

void poison_host(HostBytes& bytes)
{
    std::memset(bytes.data(), poison_byte, bytes.size());
}

// The job run once on `count` strips, and its verifications.
using RunOnStrips = std::function<std::vector<Verification>(const std::vector<Strip>&)>;

// One line for each strip count whose run was not bit-exact (the first few
// of them), or "" when every one was.
std::string wrong_strip_counts(int height, const std::vector<int>& counts, const RunOnStrips& run)
{
    std::string wrong;
    int shown = 0;
    for (const int count : counts) {
        for (const Verification& v : run(cut_into_strips(height, count))) {
            if (v.passed() || ++shown > 4) continue;
            wrong += std::to_string(count) + " strips: " + v.what + " " + std::to_string(v.mismatches) + " wrong";
            if (!v.first.empty())
                wrong += ", first at " + std::to_string(v.first[0].x) + "," + std::to_string(v.first[0].y) + ": got " +
                         std::to_string(v.first[0].got) + ", expected " + std::to_string(v.first[0].expected);
            wrong += "\n";
        }
    }
    return wrong;
}

RunOnStrips sobel_runner(const Image& gray, HostMemory kind)
{
    auto pipeline =
        std::make_shared<SobelPipeline>(make_sobel_pipeline(test::runtime(), lesson_program(), gray, kind, {0, 0}));
    auto golden = std::make_shared<SobelGradients>(sobel_golden(gray));
    return [pipeline, golden, gray](const std::vector<Strip>& strips) {
        for (const cl::Buffer* buffer : {&pipeline->input, &pipeline->dx, &pipeline->dy}) poison_device(*buffer);
        test::runtime().queue.finish();
        poison_host(pipeline->host_dx);
        poison_host(pipeline->host_dy);
        enqueue_stencil_job(queues(), pipeline->job, strips);
        finish(queues());
        return verify_sobel(*golden, sobel_results(*pipeline, gray));
    };
}

RunOnStrips sharpen_runner(const Image& rgba, HostMemory kind)
{
    auto pipeline =
        std::make_shared<SharpenPipeline>(make_sharpen_pipeline(test::runtime(), lesson_program(), rgba, kind, {0, 0}));
    auto golden = std::make_shared<Image>(sharpen_golden(rgba));
    return [pipeline, golden, rgba](const std::vector<Strip>& strips) {
        for (const cl::Buffer* buffer : {&pipeline->input, &pipeline->output}) poison_device(*buffer);
        test::runtime().queue.finish();
        poison_host(pipeline->host_output);
        enqueue_stencil_job(queues(), pipeline->job, strips);
        finish(queues());
        return std::vector<Verification>{verify_sharpen("sharpen RGBA", *golden, sharpen_results(*pipeline, rgba))};
    };
}

RunOnStrips histogram_runner(const Image& gray, HostMemory kind)
{
    auto pipeline = std::make_shared<HistogramPipeline>(
        make_histogram_pipeline(test::runtime(), lesson_program(), gray, kind, {0, 0}));
    const Histogram golden = histogram_golden(gray);
    return [pipeline, golden](const std::vector<Strip>& strips) {
        // The bins poisoned too: the job must zero them itself.
        for (const cl::Buffer* buffer : {&pipeline->pixels, &pipeline->histogram}) poison_device(*buffer);
        test::runtime().queue.finish();
        poison_host(pipeline->host_histogram);
        enqueue_histogram_job(queues(), pipeline->job, strips);
        finish(queues());
        return std::vector<Verification>{verify_histogram("histogram", golden, histogram_results(*pipeline))};
    };
}

using MakeRunner = std::function<RunOnStrips(const Image&, HostMemory)>;

// Every picture on `counts(height)` from pinned memory, the lesson's path,
// and on the sample of counts from pageable memory: the strips' offsets and
// events are the same code for both, so the sample keeps the suite's time
// (on rusticl, every command costs far more) without missing a case.
void require_bit_exact_on_strips(const std::vector<test::TestImage>& pictures, const MakeRunner& make_runner,
                                 const std::function<std::vector<int>(int)>& counts)
{
    for (const test::TestImage& picture : pictures) {
        for (const HostMemory kind : {HostMemory::pageable, HostMemory::pinned}) {
            CAPTURE(picture.name);
            CAPTURE((kind == HostMemory::pinned ? "pinned" : "pageable"));
            const int height = picture.image.height;
            const std::vector<int> strip_counts = kind == HostMemory::pinned ? counts(height) : sample_counts(height);
            CHECK(wrong_strip_counts(height, strip_counts, make_runner(picture.image, kind)) == "");
        }
    }
}

}  // namespace

TEST_CASE("cut_into_strips: S strips of whole rows, each row once, heights one row apart at most")
{
    for (const int height : {1, 2, 3, 5, 7, 131, 2051}) {
        for (int count = 1; count <= height; ++count) {
            CAPTURE(height);
            CAPTURE(count);
            const std::vector<Strip> strips = cut_into_strips(height, count);
            REQUIRE(strips.size() == static_cast<std::size_t>(count));
            int next_row = 0;
            int lowest = height;
            int highest = 0;
            for (const Strip& strip : strips) {
                if (strip.first_row != next_row) break;
                next_row += strip.rows;
                lowest = std::min(lowest, strip.rows);
                highest = std::max(highest, strip.rows);
            }
            CHECK(next_row == height);  // in order, no gap, no overlap, to the last row
            CHECK(lowest >= 1);
            CHECK(highest - lowest <= 1);
            if (count == height) CHECK(highest == 1);
        }
    }
    // A tall picture cut fine: no overflow in the arithmetic.
    const std::vector<Strip> fine = cut_into_strips(1 << 30, 1 << 10);
    CHECK(fine.back().first_row + fine.back().rows == 1 << 30);
    CHECK(fine.back().rows == 1 << 20);
}

TEST_CASE("Sobel strip by strip is bit-exact for every strip count on the short pictures")
{
    require_bit_exact_on_strips(short_pictures(1), sobel_runner, every_count_up_to);
}

TEST_CASE("sharpen strip by strip is bit-exact for every strip count on the short pictures, alpha included")
{
    require_bit_exact_on_strips(short_pictures(4), sharpen_runner, every_count_up_to);
}

TEST_CASE("the histogram strip by strip is bit-exact for every strip count on the short pictures")
{
    require_bit_exact_on_strips(short_pictures(1), histogram_runner, every_count_up_to);
}

TEST_CASE("the three jobs are bit-exact on the largest picture of the matrix, on a sample of strip counts")
{
    const Image gray = test::random_image(4099, 2051, 1);
    const std::vector<test::TestImage> pictures{{"4099x2051 random", gray}};
    require_bit_exact_on_strips(pictures, sobel_runner, sample_counts);
    require_bit_exact_on_strips(pictures, histogram_runner, sample_counts);
    const std::vector<test::TestImage> rgba{{"4099x2051 random RGBA", test::random_image(4099, 2051, 4)}};
    require_bit_exact_on_strips(rgba, sharpen_runner, sample_counts);
}

TEST_CASE("the three jobs are bit-exact on the sample photographs, on a sample of strip counts")
{
    require_bit_exact_on_strips(test::sample_photos(1), sobel_runner, sample_counts);
    require_bit_exact_on_strips(test::sample_photos(1), histogram_runner, sample_counts);
    require_bit_exact_on_strips(test::sample_photos(4), sharpen_runner, sample_counts);
}

TEST_CASE("the jobs as the lesson runs them: make_picture_job and run_and_verify, every job")
{
    const Image gray = test::random_image(33, 7, 1);
    const Image rgba = test::random_image(33, 7, 4);
    for (const std::string& name : job_names) {
        CAPTURE(name);
        const PictureJob job = make_picture_job(name, test::runtime(), queues(), lesson_program(),
                                                job_channels(name) == 4 ? rgba : gray, HostMemory::pinned, {0, 0});
        const VerifiedRun run = run_and_verify(job, queues(), cut_into_strips(7, 3));
        CHECK(run.events.kernels.size() == 3);
        for (const Verification& v : run.verifications) CHECK(v.passed());
    }
    CHECK_THROWS_AS(make_picture_job("nonsense", test::runtime(), queues(), lesson_program(), gray, HostMemory::pinned,
                                     {0, 0}),
                    UserError);
}

TEST_CASE("pan_frame: frame 0 is the picture, frame f the picture moved left by f steps, tiled to the frame's size")
{
    const Image gray = test::random_image(17, 5, 1);
    CHECK(pan_frame(gray, 0, 4, 17, 5).pixels == gray.pixels);
    const auto source = [&](int x, int y) { return gray.pixels[static_cast<std::size_t>(y) * 17 + x]; };
    for (const int frame : {1, 3, 9}) {
        for (const PictureSize size : {PictureSize{17, 5}, PictureSize{40, 12}, PictureSize{3, 2}, PictureSize{1, 1}}) {
            CAPTURE(frame);
            CAPTURE(size.width);
            CAPTURE(size.height);
            const Image panned = pan_frame(gray, frame, 4, size.width, size.height);
            REQUIRE(panned.width == size.width);
            REQUIRE(panned.height == size.height);
            REQUIRE(panned.channels == 1);
            int wrong = 0;
            for (int y = 0; y < panned.height; ++y)
                for (int x = 0; x < panned.width; ++x)
                    wrong += panned.pixels[static_cast<std::size_t>(y) * panned.width + x] !=
                             source((x + frame * 4) % 17, y % 5);
            CHECK(wrong == 0);
        }
    }
    CHECK(pan_frame(gray, 1, 4, 17, 5).pixels != gray.pixels);
}

TEST_CASE("the stream: every frame bit-exact, on several strip counts, frames of the photo's size and others")
{
    const Image gray = test::random_image(37, 29, 1);
    for (const PictureSize size : {PictureSize{37, 29}, PictureSize{61, 45}, PictureSize{16, 3}, PictureSize{5, 1}}) {
        const int width = size.width;
        const int height = size.height;
        std::vector<Image> sources;
        for (int f = 0; f < 3; ++f) sources.push_back(pan_frame(gray, f, 4, width, height));
        // More frames than sources and than the two device slots: each
        // slot and each source is used again, after a frame of the other.
        const int frame_count = 7;
        for (const int count : sample_counts(height)) {
            CAPTURE(width);
            CAPTURE(height);
            CAPTURE(count);
            const StreamRun run = run_sobel_stream(test::runtime(), queues(), lesson_program(), sources, frame_count,
                                                   cut_into_strips(height, count), {0, 0}, true);
            CHECK(run.frames == frame_count);
            CHECK(run.milliseconds > 0);
            REQUIRE(run.kept.size() == static_cast<std::size_t>(frame_count));
            std::string wrong;
            for (int f = 0; f < frame_count; ++f)
                for (const Verification& v : verify_sobel(sobel_golden(sources[f % 3]), run.kept[f]))
                    if (!v.passed()) wrong += "frame " + std::to_string(f) + " " + v.what + "; ";
            CHECK(wrong == "");
        }
    }
}

TEST_CASE("the stream not kept: its frames are counted and timed")
{
    const std::vector<Image> sources{test::random_image(64, 48, 1)};
    const StreamRun run = run_sobel_stream(test::runtime(), queues(), lesson_program(), sources, 20,
                                           cut_into_strips(48, 4), {0, 0}, false);
    CHECK(run.frames == 20);
    CHECK(run.kept.empty());
    CHECK(run.frames_per_second() > 0);
    CHECK(StreamRun{}.frames_per_second() == 0);
}

namespace {

// Bars by hand: two lanes, the second starting later.
std::vector<TimelineBar> hand_made_bars()
{
    return {{"upload", "upload strip 0", 0.0, 0.5},
            {"upload", "upload strip 1", 0.5, 1.0},
            {"compute", "kernel strip 0", 0.5, 2.25}};
}

}  // namespace

TEST_CASE("chrome_trace: JSON that Perfetto opens, a named thread per lane and a complete event per bar")
{
    const nlohmann::json trace = nlohmann::json::parse(chrome_trace(hand_made_bars()));
    REQUIRE(trace.contains("traceEvents"));
    const nlohmann::json& events = trace["traceEvents"];
    REQUIRE(events.is_array());
    std::map<int, std::string> thread_names;
    std::vector<nlohmann::json> complete;
    for (const nlohmann::json& event : events) {
        REQUIRE(event.contains("ph"));
        REQUIRE(event.contains("pid"));
        REQUIRE(event.contains("tid"));
        if (event["ph"] == "M") {
            CHECK(event["name"] == "thread_name");
            thread_names[event["tid"].get<int>()] = event["args"]["name"].get<std::string>();
        } else {
            CHECK(event["ph"] == "X");
            complete.push_back(event);
        }
    }
    CHECK(thread_names == std::map<int, std::string>{{0, "upload"}, {1, "compute"}});
    REQUIRE(complete.size() == 3);
    for (const nlohmann::json& event : complete) {
        CHECK(event["ts"].is_number());
        CHECK(event["dur"].is_number());
        CHECK(event["pid"] == 1);
    }
    // Microseconds; each bar on its lane's thread.
    CHECK(complete[1]["name"] == "upload strip 1");
    CHECK(complete[1]["ts"].get<double>() == doctest::Approx(500));
    CHECK(complete[1]["dur"].get<double>() == doctest::Approx(500));
    CHECK(complete[1]["tid"] == 0);
    CHECK(complete[2]["tid"] == 1);
    CHECK(complete[2]["dur"].get<double>() == doctest::Approx(1750));
}

TEST_CASE("timeline_picture: the lanes one above the other, each bar in its lane's colour")
{
    const Image one_lane = timeline_picture({{"upload", "a", 0, 1}}, "one");
    const Image picture = timeline_picture(hand_made_bars(), "two lanes");
    CHECK(one_lane.width == 1200);
    CHECK(picture.width == 1200);
    CHECK(picture.channels == 3);
    // 44 pixels more for each lane.
    CHECK(picture.height - one_lane.height == 44);
    // A row through the middle of each lane: the upload bars (from 0 ms)
    // blue in the first, the kernel's bar (from 0.5 ms) orange in the
    // second, starting further right.
    const auto first_x_of = [&](int lane, const std::vector<int>& colour) {
        const int y = 40 + lane * 44 + 22;
        for (int x = 0; x < picture.width; ++x) {
            const std::size_t at = (static_cast<std::size_t>(y) * picture.width + x) * 3;
            if (std::vector<int>{picture.pixels[at], picture.pixels[at + 1], picture.pixels[at + 2]} == colour)
                return x;
        }
        return -1;
    };
    const std::vector<int> blue{46, 98, 160};
    const std::vector<int> orange{214, 120, 30};
    CHECK(first_x_of(0, blue) > 0);
    CHECK(first_x_of(0, orange) == -1);
    CHECK(first_x_of(1, blue) == -1);
    CHECK(first_x_of(1, orange) > first_x_of(0, blue) + 100);
}

TEST_CASE("timeline_bars: a bar per command from a real job, or none where the timestamps cannot be real")
{
    const Image gray = test::random_image(257, 131, 1);
    const PictureJob job =
        make_picture_job("sobel", test::runtime(), queues(), lesson_program(), gray, HostMemory::pinned, {0, 0});
    const JobEvents events = run_and_verify(job, queues(), cut_into_strips(131, 4)).events;
    std::vector<TimelineCommand> commands;
    for (const cl::Event& event : events.uploads) commands.push_back({"upload", "up", event});
    for (const cl::Event& event : events.kernels) commands.push_back({"compute", "kernel", event});
    for (const cl::Event& event : events.downloads) commands.push_back({"download", "down", event});
    REQUIRE(commands.size() == 4 + 4 + 8);

    // What the implementations here report: PoCL real timestamps, rusticl
    // (Mesa 22.3) 0, 1, 2, 3 for every command.
    bool all_real = true;
    for (const TimelineCommand& command : commands) {
        const cl::Event& event = command.event;
        const cl_ulong start = event.getProfilingInfo<CL_PROFILING_COMMAND_START>();
        all_real =
            all_real && plausible_timestamps(event.getProfilingInfo<CL_PROFILING_COMMAND_QUEUED>(),
                                             event.getProfilingInfo<CL_PROFILING_COMMAND_SUBMIT>(), start,
                                             std::max(event.getProfilingInfo<CL_PROFILING_COMMAND_END>(), start + 1));
    }
    const std::string platform =
        cl::Platform(test::runtime().device.getInfo<CL_DEVICE_PLATFORM>()).getInfo<CL_PLATFORM_NAME>();
    if (platform.find("rusticl") != std::string::npos) CHECK_FALSE(all_real);
    if (platform.find("Portable Computing Language") != std::string::npos) CHECK(all_real);

    const std::vector<TimelineBar> bars = timeline_bars(commands);
    if (!all_real) {
        CHECK(bars.empty());
        return;
    }
    REQUIRE(bars.size() == commands.size());
    double earliest = bars.front().start_ms;
    for (std::size_t i = 0; i < bars.size(); ++i) {
        CAPTURE(i);
        CHECK(bars[i].lane == commands[i].lane);
        CHECK(bars[i].end_ms >= bars[i].start_ms);
        earliest = std::min(earliest, bars[i].start_ms);
    }
    CHECK(earliest == 0);
    // The events' order, which the wait lists impose, is in the bars: a
    // strip's kernel starts after its upload ends, its downloads after it.
    for (std::size_t k = 0; k < 4; ++k) {
        CAPTURE(k);
        CHECK(bars[4 + k].start_ms >= bars[k].end_ms);
        CHECK(bars[8 + 2 * k].start_ms >= bars[4 + k].end_ms);
        CHECK(bars[8 + 2 * k + 1].start_ms >= bars[4 + k].end_ms);
    }
}

// Lesson 08: every device at once. One program uses every OpenCL device
// the machine has: a context per platform, lesson 07's three queues per
// device. One picture is cut into shares of rows with their halo rows, one
// share a device, first equal, then in proportion to each device's speed
// measured on this picture; the CPU joins only where that makes the whole
// faster; a stream of frames is dealt out as devices become free. Each step
// is verified bit for bit and measured in the same run, with the next limit:
// the host's memory bandwidth and the sum of the devices' buses.
//
// The OpenCL calls the lesson teaches are in multi_device.cpp; the strips,
// queues and events of one device are lesson 07's (07-pipeline/pipeline.cpp).
#include "multi_device.hpp"

#include "common/bench/bus.hpp"
#include "common/bench/timeline.hpp"
#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/ndrange.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/poison.hpp"
#include "common/tutorial/printing.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/sizes.hpp"
#include "jobs.hpp"  // lesson 07's job_names and job_channels
#include "reference/histogram_chart.hpp"
#include "reference/pictures.hpp"
#include "reference/verify.hpp"
#include "stream.hpp"  // lesson 07's pan_frame

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <ctime>
#include <functional>
#include <iomanip>
#include <iostream>
#include <memory>
#include <numeric>

namespace {

// Frames of the verified stream, kept and written as pan-NN.png (fewer
// when --frames asks for fewer).
constexpr int frames_kept = 8;

// The strips a share tried when --strips is not given, as in lesson 07.
const std::vector<int> strip_counts_tried{2, 4, 8, 16, 32, 64};

// Pixels the pan moves each frame.
constexpr int pan_step = 4;

// The most pixels in a frame of the stream, as in a picture loaded.
constexpr std::uint64_t largest_frame_pixels = std::uint64_t{1} << 28;

// One split of the picture: its name, the shares, how long the job took.
struct Split {
    std::string name;
    std::vector<ocltut::Strip> shares;
    ocltut::TimingStats stats;
};

// One job spread over the members, behind one shape, so that every step
// runs, verifies and times Sobel, sharpen and the histogram the same way.
struct SplitJob {
    std::size_t bytes_in;   // uploaded each run, all shares together
    std::size_t bytes_out;  // downloaded each run by a device given every row
    // Runs the job once on `shares`, each in `strips` strips (not waiting:
    // finish_all does).
    std::function<std::vector<ocltut::JobEvents>(const std::vector<ocltut::Strip>& shares, int strips)> enqueue;
    // Fills the host's outputs with poison, before a run that is verified.
    std::function<void()> poison;
    // The results the last run left in host memory, against the golden.
    std::function<std::vector<ocltut::Verification>()> verify;
    // The picture of the last run's results: sobel.png, sharpen.png or histogram.png.
    std::function<ocltut::OutputFile()> picture;
    std::shared_ptr<void> memory;  // the split the functions use
};

void poison_host(std::vector<ocltut::HostBytes>& outputs)
{
    for (ocltut::HostBytes& output : outputs) std::memset(output.data(), ocltut::poison_byte, output.size());
}

SplitJob make_split_job(const std::string& name, const std::vector<ocltut::Member>& members,
                        const ocltut::Image& picture, const ocltut::LocalSize& local)
{
    if (name == "histogram") {
        auto split = std::make_shared<ocltut::SplitHistogram>(ocltut::make_split_histogram(members, picture, local));
        return {picture.pixel_count(),
                sizeof(ocltut::Histogram),
                [&members, split](const std::vector<ocltut::Strip>& shares, int strips) {
                    return ocltut::enqueue_split(members, *split, shares, strips);
                },
                [split] { poison_host(split->host_bins); },
                [split, golden = ocltut::histogram_golden(picture)] {
                    return std::vector<ocltut::Verification>{
                        ocltut::verify_histogram("histogram", golden, ocltut::split_histogram_results(*split))};
                },
                [split] {
                    return ocltut::png_file("histogram.png",
                                            ocltut::histogram_chart(ocltut::split_histogram_results(*split),
                                                                    "histogram, shared", ocltut::ChartScale::linear));
                },
                split};
    }
    const bool sobel = name == "sobel";
    auto split = std::make_shared<ocltut::SplitStencil>(sobel ? ocltut::make_split_sobel(members, picture, local)
                                                              : ocltut::make_split_sharpen(members, picture, local));
    return {split->host_input.size(), split->host_outputs.size() * split->host_outputs[0].size(),
            [&members, split](const std::vector<ocltut::Strip>& shares, int strips) {
                return ocltut::enqueue_split(members, *split, shares, strips);
            },
            [split] { poison_host(split->host_outputs); },
            // The golden once, for every run verified.
            [split, sobel, sobel_expected = sobel ? ocltut::sobel_golden(picture) : ocltut::SobelGradients{},
             sharpen_expected = sobel ? ocltut::Image{} : ocltut::sharpen_golden(picture)] {
                if (sobel) return ocltut::verify_sobel(sobel_expected, ocltut::split_sobel_results(*split));
                return std::vector<ocltut::Verification>{
                    ocltut::verify_sharpen("RGBA picture", sharpen_expected, ocltut::split_sharpen_results(*split))};
            },
            [split, sobel] {
                if (sobel)
                    return ocltut::png_file("sobel.png",
                                            ocltut::sobel_view(
                                                ocltut::sobel_pictures(ocltut::split_sobel_results(*split)).magnitude));
                return ocltut::png_file("sharpen.png", ocltut::split_sharpen_results(*split));
            },
            split};
}

// The job's results against the golden, after a run on `shares` into
// freshly poisoned outputs; each check named after the run.
std::vector<ocltut::Verification> run_and_verify(const std::vector<ocltut::Member>& members, const SplitJob& job,
                                                 const std::vector<ocltut::Strip>& shares, int strips,
                                                 const std::string& run)
{
    job.poison();
    job.enqueue(shares, strips);
    ocltut::finish_all(members);
    std::vector<ocltut::Verification> checks = job.verify();
    for (ocltut::Verification& check : checks) check.what = run + ": " + check.what;
    return checks;
}

// The whole job on `shares`, timed on the host's clock: every share
// enqueued, then every queue waited for.
ocltut::TimingStats time_split(const std::vector<ocltut::Member>& members, const SplitJob& job,
                               const std::vector<ocltut::Strip>& shares, int strips, const ocltut::RunConfig& config)
{
    return ocltut::time_on_host_clock(
        [&]() {
            job.enqueue(shares, strips);
            ocltut::finish_all(members);
        },
        config.warmup, config.iterations);
}

// "device 0 512 rows, device 1 0 rows"
std::string describe_shares(const std::vector<ocltut::Strip>& shares)
{
    std::string text;
    for (std::size_t d = 0; d < shares.size(); ++d)
        text += (d ? ", " : "") + std::string("device ") + std::to_string(d) + " " + std::to_string(shares[d].rows) +
                (shares[d].rows == 1 ? " row" : " rows");
    return text;
}

// Prints one split, and adds it to `record`, its time also as a multiple
// of the best device alone's.
void print_split(nlohmann::json& record, const Split& split, double alone_ms)
{
    std::vector<int> rows;
    for (const ocltut::Strip& share : split.shares) rows.push_back(share.rows);
    record["splits"].push_back({{"split", split.name},
                                {"rows", rows},
                                {"median_ms", split.stats.median_ms},
                                {"speed_up", alone_ms / split.stats.median_ms}});
    std::cout << "  " << std::left << std::setw(34) << split.name << std::right << std::fixed << std::setprecision(3)
              << " median " << std::setw(9) << split.stats.median_ms << " ms  " << std::setprecision(2) << std::setw(5)
              << alone_ms / split.stats.median_ms << "x the best device alone  (" << describe_shares(split.shares)
              << ")\n";
}

// The strips a share that make `shares` fastest: each count of
// strip_counts_tried up to the picture's height, timed; the fastest, and
// each count's time in `record`. Every split after this runs with the
// fastest count, and each is verified.
int fastest_strip_count(nlohmann::json& record, const std::vector<ocltut::Member>& members, const SplitJob& job,
                        const std::vector<ocltut::Strip>& shares, int height, const ocltut::RunConfig& config)
{
    int best = 1;
    double best_ms = 0;
    std::cout << "step 2, the strips a share, timed on the shares " << describe_shares(shares) << ":\n";
    for (const int count : strip_counts_tried) {
        if (count > height) break;
        const double ms = time_split(members, job, shares, count, config).median_ms;
        record["strip_counts"].push_back({{"strips", count}, {"median_ms", ms}});
        std::cout << "    " << std::setw(2) << count << " strips: median " << std::fixed << std::setprecision(3) << ms
                  << " ms\n";
        if (best_ms == 0 || ms < best_ms) {
            best = count;
            best_ms = ms;
        }
    }
    return best;
}

// Weights in proportion to each device's speed alone (1 / its time), with
// the members `left_out` says given none.
std::vector<double> speed_weights(const std::vector<Split>& alone, const std::vector<bool>& left_out)
{
    std::vector<double> weights;
    for (std::size_t d = 0; d < alone.size(); ++d)
        weights.push_back(left_out[d] ? 0.0 : 1.0 / alone[d].stats.median_ms);
    return weights;
}

// A timeline of one run, from `events` (one JobEvents per member): a lane
// per device and queue. Each device's profiling clock is its own and may
// start anywhere, so each device's bars start at 0, its first command's
// start: every share is enqueued before any is waited for, so the devices
// start together, give or take the time the host takes to enqueue.
std::vector<ocltut::TimelineBar> timeline_of(const std::vector<ocltut::Member>& members,
                                             const std::vector<ocltut::JobEvents>& events,
                                             std::vector<std::string>& left_out)
{
    std::vector<ocltut::TimelineBar> bars;
    for (std::size_t d = 0; d < members.size(); ++d) {
        const std::string device = "device " + std::to_string(d) + " ";
        std::vector<ocltut::TimelineCommand> commands;
        for (std::size_t k = 0; k < events[d].uploads.size(); ++k)
            commands.push_back({device + "upload", "upload strip " + std::to_string(k), events[d].uploads[k]});
        for (std::size_t k = 0; k < events[d].kernels.size(); ++k)
            commands.push_back({device + "compute", "kernel strip " + std::to_string(k), events[d].kernels[k]});
        for (std::size_t k = 0; k < events[d].downloads.size(); ++k)
            commands.push_back({device + "download", "download " + std::to_string(k), events[d].downloads[k]});
        if (commands.empty()) continue;  // a share of 0 rows
        const std::vector<ocltut::TimelineBar> own = ocltut::timeline_bars(commands);
        if (own.empty()) left_out.push_back(members[d].name);
        bars.insert(bars.end(), own.begin(), own.end());
    }
    return bars;
}

}  // namespace

// [main]
int main(int argc, char** argv)
{
    return ocltut::run_main([&]() {
        // 1. The options every lesson takes, --devices in place of --device
        //    (and no --memory: the lesson stages in pinned memory), and the
        //    lesson's own.
        const std::string title = "Every device at once: shares of rows, a stream dealt out";
        std::string device_list;
        std::string job_name = "sobel";
        int strips = 0;  // 0: measured
        int frame_count = 64;
        std::string frame_size;
        const ocltut::LessonOptions options =
            ocltut::parse_lesson_options(argc, argv, "08-multi-device", "camera.png", title, [&](CLI::App& app) {
                app.remove_option(app.get_option("--memory"));
                app.remove_option(app.get_option("--device"));
                app.add_option("--devices", device_list,
                               "The devices, a comma-separated list of P:D or parts of names (default: every "
                               "device)")
                    ->check(ocltut::device_named);
                app.add_option("--job", job_name,
                               "sobel (lesson 01), sharpen (lesson 04, RGBA) or histogram (lesson 03)")
                    ->capture_default_str()
                    ->check(CLI::IsMember(ocltut::job_names));
                app.add_option("--strips", strips,
                               "Strips per share on each device's three queues (default: the fastest of 2, 4, "
                               "..., 64, measured)")
                    ->check(CLI::Range(1, 1 << 30));
                app.add_option("--frames", frame_count, "Frames in the stream (Sobel)")
                    ->capture_default_str()
                    ->check(CLI::Range(1, 100000));
                app.add_option("--frame-size", frame_size,
                               "The stream's frames (Sobel), WxH (default: the picture's size)");
            });

        // 2. The picture and the output folder, checked before device work.
        const ocltut::Image picture = ocltut::job_channels(job_name) == 4 ? ocltut::load_image(options.input, 4)
                                                                          : ocltut::load_luminance(options.input);
        const ocltut::PictureSize frame = frame_size.empty() ? ocltut::PictureSize{picture.width, picture.height}
                                                             : ocltut::parse_picture_size(frame_size, "--frame-size");
        const std::uint64_t frame_pixels = std::uint64_t(frame.width) * std::uint64_t(frame.height);
        if (frame_pixels > largest_frame_pixels)
            throw ocltut::UserError("--frame-size " + frame_size + ": " + std::to_string(frame_pixels) +
                                    " pixels, more than the " + std::to_string(largest_frame_pixels) +
                                    " (16384x16384) a lesson takes: choose a smaller size");
        const ocltut::RunConfig config = ocltut::prepare_run(options, "07-pipeline/pipeline.cl");
        nlohmann::json record;

        // 3. Step 1: every device of every platform (or those --devices
        //    names), a context per platform, lesson 07's queues per device.
        std::cout << "08-multi-device: " << title << '\n';
        const std::vector<ocltut::Member> members =
            ocltut::open_members(ocltut::devices_named(device_list), config.kernel_file, std::cout);
        ocltut::print_inputs(std::cout, options.input, picture,
                             ocltut::job_channels(job_name) == 4 ? ", loaded as RGBA"
                                                                 : " (luminance computed on the host)",
                             config.kernel_file);
        std::cout << "host memory: pinned, in the context of device "
                  << (&ocltut::staging_member(members) - members.data()) << "\n";
        for (const ocltut::Member& member : members)
            record["devices"].push_back(
                {{"name", member.name}, {"device", ocltut::describe_device(member.runtime.device)}});

        // 4. Step 2: each device alone, then the picture shared: equal
        //    shares, then shares in proportion to each device's speed alone.
        //    Unless --strips says, the strips a share are measured first, on
        //    equal shares of the devices that are not CPUs (where there are
        //    any: the CPU joins only where it pays, step 3).
        const SplitJob job = make_split_job(job_name, members, picture, config.local_size);
        std::vector<ocltut::Verification> verifications;
        const std::size_t n = members.size();
        std::vector<bool> is_cpu;
        for (const ocltut::Member& member : members)
            is_cpu.push_back(ocltut::device_kind(member.runtime.device) == ocltut::DeviceKind::cpu);
        const bool mixed =
            std::count(is_cpu.begin(), is_cpu.end(), true) > 0 && std::count(is_cpu.begin(), is_cpu.end(), false) > 0;
        const bool strips_measured = strips == 0;
        if (strips_measured) {
            std::vector<double> equal_weights(n, 1.0);
            for (std::size_t d = 0; d < n; ++d)
                if (mixed && is_cpu[d]) equal_weights[d] = 0;
            strips = fastest_strip_count(record, members, job, ocltut::split_rows(picture.height, equal_weights),
                                         picture.height, config);
        }
        const auto verified_split = [&](const std::string& name, const std::vector<ocltut::Strip>& shares) {
            const std::vector<ocltut::Verification> checks = run_and_verify(members, job, shares, strips, name);
            verifications.insert(verifications.end(), checks.begin(), checks.end());
            return Split{name, shares, time_split(members, job, shares, strips, config)};
        };
        std::vector<Split> alone;
        for (std::size_t d = 0; d < n; ++d) {
            std::vector<double> only(n, 0.0);
            only[d] = 1;
            alone.push_back(
                verified_split("device " + std::to_string(d) + " alone", ocltut::split_rows(picture.height, only)));
        }
        const auto fastest = std::min_element(alone.begin(), alone.end(), [](const Split& a, const Split& b) {
            return a.stats.median_ms < b.stats.median_ms;
        });
        const double alone_ms = fastest->stats.median_ms;
        std::cout << "step 2, one " << job_name << " picture, " << ocltut::width_x_height(picture.width, picture.height)
                  << ", " << strips << (strips_measured ? " strips a share, the fastest" : " strips a share, as asked")
                  << " (host clock)\n";
        for (const Split& one : alone) print_split(record, one, alone_ms);
        const Split equal =
            verified_split("equal shares", ocltut::split_rows(picture.height, std::vector<double>(n, 1.0)));
        print_split(record, equal, alone_ms);
        const Split by_speed =
            verified_split("shares by speed",
                           ocltut::split_rows(picture.height, speed_weights(alone, std::vector<bool>(n))));
        print_split(record, by_speed, alone_ms);

        // 5. Step 3: the CPU as a device. It shares the host's memory and
        //    cores with everything else the host does for the GPUs: the
        //    split without it, measured, and the faster one kept.
        std::vector<Split> candidates{*fastest, by_speed};
        if (mixed) {
            const Split without_cpu = verified_split("shares by speed, no CPU",
                                                     ocltut::split_rows(picture.height, speed_weights(alone, is_cpu)));
            std::cout << "step 3, the CPU as a device: the shares again without it\n";
            print_split(record, without_cpu, alone_ms);
            candidates.push_back(without_cpu);
        }
        //    The balancer never loses to the best device alone: that is one
        //    of its candidates.
        const Split best = *std::min_element(candidates.begin(), candidates.end(), [](const Split& a, const Split& b) {
            return a.stats.median_ms < b.stats.median_ms;
        });
        std::cout << "  the fastest: " << best.name << '\n';
        record["best"] = {{"split", best.name}, {"median_ms", best.stats.median_ms}, {"alone_ms", alone_ms}};

        // 6. Step 4: the next limit. The host's memory, measured as a copy
        //    of the picture, and the devices' buses, each device's floor
        //    for the whole picture (lesson 07), added up as bandwidths.
        const std::size_t bytes_in = job.bytes_in;
        const std::size_t bytes_out = job.bytes_out;
        std::vector<std::uint8_t> copy_source(bytes_in, 1), copy_target(bytes_in);
        const ocltut::TimingStats host_copy =
            ocltut::time_on_host_clock([&]() { std::memcpy(copy_target.data(), copy_source.data(), bytes_in); },
                                       config.warmup, config.iterations);
        const double host_gb_per_s = ocltut::gb_per_s(2 * bytes_in, host_copy.median_ms);  // read and written
        double bus_gb_per_s = 0;
        std::cout << "step 4, the next limit: " << bytes_in << " bytes in, " << bytes_out << " out\n";
        for (std::size_t d = 0; d < n; ++d) {
            const ocltut::TimingStats floor =
                ocltut::time_bus_floor(members[d].runtime, bytes_in, bytes_out, config.warmup, config.iterations);
            const double device_gb_per_s = ocltut::gb_per_s(bytes_in + bytes_out, floor.median_ms);
            bus_gb_per_s += device_gb_per_s;
            record["bus_floors"].push_back(
                {{"device", d}, {"median_ms", floor.median_ms}, {"gb_per_s", device_gb_per_s}});
            std::cout << "  device " << d << "'s floor: " << std::fixed << std::setprecision(3) << floor.median_ms
                      << " ms, " << std::setprecision(1) << device_gb_per_s << " GB/s\n";
        }
        std::cout << "  the buses together: " << bus_gb_per_s
                  << " GB/s; the host's memory (a copy, read + written): " << host_gb_per_s << " GB/s\n";
        record["host_copy"] = {{"median_ms", host_copy.median_ms}, {"gb_per_s", host_gb_per_s}};
        record["bus_sum_gb_per_s"] = bus_gb_per_s;
        //    The speed-up against N: the N fastest devices, shares by speed.
        std::vector<std::size_t> by_time(n);
        std::iota(by_time.begin(), by_time.end(), 0);
        std::sort(by_time.begin(), by_time.end(),
                  [&](std::size_t a, std::size_t b) { return alone[a].stats.median_ms < alone[b].stats.median_ms; });
        std::cout << "  the speed-up against N, the N fastest devices, shares by speed:\n";
        for (std::size_t count = 1; count <= n; ++count) {
            std::vector<bool> left_out(n, true);
            for (std::size_t i = 0; i < count; ++i) left_out[by_time[i]] = false;
            const Split first_n = verified_split(std::to_string(count) + " fastest",
                                                 ocltut::split_rows(picture.height, speed_weights(alone, left_out)));
            record["speed_up"].push_back({{"devices", count},
                                          {"median_ms", first_n.stats.median_ms},
                                          {"speed_up", alone_ms / first_n.stats.median_ms}});
            std::cout << "    N = " << count << ": median " << std::setprecision(3) << first_n.stats.median_ms
                      << " ms, " << std::setprecision(2) << alone_ms / first_n.stats.median_ms << "x\n";
        }

        // 7. Step 5: a timeline of the fastest split, a lane per device and
        //    queue (timeline.png, and timeline.json for ui.perfetto.dev).
        std::vector<ocltut::OutputFile> files;
        std::vector<std::string> no_timestamps;
        job.poison();
        const std::vector<ocltut::JobEvents> events = job.enqueue(best.shares, strips);
        ocltut::finish_all(members);
        for (ocltut::Verification& check : job.verify()) {
            check.what = "timeline run: " + check.what;
            verifications.push_back(check);
        }
        const std::vector<ocltut::TimelineBar> bars = timeline_of(members, events, no_timestamps);
        for (const std::string& name : no_timestamps)
            std::cout << "step 5: " << name << "'s profiling timestamps are not real ones: no lanes for it\n";
        if (bars.empty()) {
            std::cout << "step 5, no timeline: no device's profiling timestamps are real ones\n";
        } else {
            const std::string caption =
                job_name + ", " + ocltut::width_x_height(picture.width, picture.height) + ", " + best.name;
            files.push_back(ocltut::png_file("timeline.png", ocltut::timeline_picture(bars, caption)));
            files.push_back(ocltut::text_file("timeline.json", ocltut::chrome_trace(bars)));
            std::cout << "step 5, the timeline of one job: timeline.png, and timeline.json for ui.perfetto.dev\n";
        }
        files.push_back(job.picture());

        // 8. Step 6: a stream of Sobel frames (a pan across the picture)
        //    dealt out to the devices as they become free; the first
        //    frames verified and kept, then the stream timed, on every
        //    device and on the fastest alone.
        if (job_name == "sobel") {
            const int verified_frames = std::min(frames_kept, frame_count);
            std::vector<ocltut::Image> sources;
            for (int f = 0; f < verified_frames; ++f)
                sources.push_back(ocltut::pan_frame(picture, f, pan_step, frame.width, frame.height));
            const ocltut::SharedStreamRun kept =
                ocltut::run_shared_stream(members, sources, verified_frames, strips, config.local_size, true);
            for (int f = 0; f < verified_frames; ++f) {
                std::vector<ocltut::Verification> checks =
                    ocltut::verify_sobel(ocltut::sobel_golden(sources[f]), kept.kept[f]);
                for (ocltut::Verification& check : checks)
                    check.what = "stream, frame " + std::to_string(f) + ": " + check.what;
                verifications.insert(verifications.end(), checks.begin(), checks.end());
                char name[32];
                std::snprintf(name, sizeof name, "pan-%02d.png", f);
                files.push_back(
                    ocltut::png_file(name, ocltut::sobel_view(ocltut::sobel_pictures(kept.kept[f]).magnitude)));
            }
            const std::vector<ocltut::Member> fastest_alone{members[by_time[0]]};
            const ocltut::SharedStreamRun one =
                ocltut::run_shared_stream(fastest_alone, sources, frame_count, strips, config.local_size, false);
            const ocltut::SharedStreamRun every =
                ocltut::run_shared_stream(members, sources, frame_count, strips, config.local_size, false);
            record["stream"] = {{"frames", frame_count},
                                {"size", ocltut::width_x_height(frame.width, frame.height)},
                                {"fastest_alone_fps", one.frames_per_second()},
                                {"every_device_fps", every.frames_per_second()},
                                {"frames_per_device", every.frames_per_member}};
            std::cout << "step 6, a stream of " << frame_count << " Sobel frames of "
                      << ocltut::width_x_height(frame.width, frame.height)
                      << ", dealt out as devices become free (first, " << verified_frames
                      << " frames verified and kept, then the stream timed, on the fastest "
                      << "device alone and on every device):\n"
                      << std::setprecision(1) << "  device " << by_time[0] << " alone: " << one.frames_per_second()
                      << " frames per second\n  every device: " << every.frames_per_second() << " frames per second, "
                      << std::setprecision(2) << every.frames_per_second() / one.frames_per_second()
                      << "x; frames taken:";
            for (std::size_t d = 0; d < n; ++d) std::cout << " device " << d << " " << every.frames_per_member[d];
            std::cout << '\n';
        }

        // 9. The verdict on every run, then the pictures and the record.
        const int verdict = ocltut::print_verdict(std::cout, verifications);
        record["job"] = job_name;
        record["size"] = ocltut::width_x_height(picture.width, picture.height);
        record["strips"] = strips;
        record["strips_measured"] = strips_measured;
        record["iterations"] = config.iterations;
        record["verified"] = ocltut::all_passed(verifications);
        const std::time_t now = std::time(nullptr);
        char date[32];
        std::strftime(date, sizeof date, "%Y-%m-%d %H:%M", std::gmtime(&now));
        record["date"] = date;
        files.push_back(ocltut::text_file("multi-device.json", record.dump(1) + "\n"));
        ocltut::write_all_or_none(options.output_dir, files);
        std::cout << "wrote";
        for (const ocltut::OutputFile& file : files) std::cout << ' ' << file.name;
        std::cout << " in " << options.output_dir.string() << '\n';
        return verdict;
    });
}
// [main]

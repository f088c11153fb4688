// Lesson 07: the whole job. A picture goes in and its results come out, and
// on a discrete GPU the bus, not the kernel, sets the pace. Step by step,
// each measured in the same run: the bus's limit, pinned staging memory,
// strips on three queues linked by events, a timeline of one job, and a
// stream of frames.
//
// The OpenCL calls the lesson teaches are in pipeline.cpp (strips, queues,
// events) and stream.cpp (frames back to back); the other steps call the
// helper library, common/.
#include "jobs.hpp"
#include "record.hpp"
#include "stream.hpp"

#include "common/bench/bus.hpp"
#include "common/bench/timeline.hpp"
#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/printing.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/sizes.hpp"
#include "reference/pictures.hpp"
#include "reference/verify.hpp"

#include <cstdint>
#include <iomanip>
#include <iostream>

namespace {

// The strip counts tried when --strips does not choose one.
const std::vector<int> strip_counts_tried{2, 4, 8, 16, 32, 64};

// Frames of the verified stream, kept and written as pan-NN.png.
constexpr int frames_kept = 8;

// Pixels the pan moves each frame.
constexpr int pan_step = 4;

// The most pixels in a frame of the stream, as in a picture loaded.
constexpr std::uint64_t largest_frame_pixels = std::uint64_t{1} << 28;

// Each fitting strip count, timed; the fastest.
int fastest_strip_count(ocltut::RunRecord& record, const ocltut::PictureJob& job, const ocltut::PipelineQueues& queues,
                        int height, const ocltut::RunConfig& config)
{
    int best = 1;
    double best_ms = 0;
    for (const int count : strip_counts_tried) {
        if (count > height) break;
        const double ms =
            ocltut::time_job(job, queues, ocltut::cut_into_strips(height, count), config.warmup, config.iterations)
                .median_ms;
        record.strip_count(count, ms);
        if (best_ms == 0 || ms < best_ms) {
            best = count;
            best_ms = ms;
        }
    }
    return best;
}

// Adds `run`'s verifications to `all`, each named after the run:
// "pinned, 4 strips: dX".
void keep_verifications(std::vector<ocltut::Verification>& all, const std::string& run,
                        std::vector<ocltut::Verification> checks)
{
    for (ocltut::Verification& check : checks) {
        check.what = run + ": " + check.what;
        all.push_back(std::move(check));
    }
}

// The commands of one job as timeline bars: the uploads, the kernels and the
// downloads, each named after its strip. A stencil downloads each of its
// outputs for each strip; the histogram downloads its bins once, at the end.
std::vector<ocltut::TimelineCommand> timeline_commands(const ocltut::JobEvents& events)
{
    std::vector<ocltut::TimelineCommand> commands;
    for (std::size_t k = 0; k < events.uploads.size(); ++k)
        commands.push_back({"upload", "upload strip " + std::to_string(k), events.uploads[k]});
    for (std::size_t k = 0; k < events.kernels.size(); ++k)
        commands.push_back({"compute", "kernel strip " + std::to_string(k), events.kernels[k]});
    const std::size_t per_strip = events.downloads.size() / events.kernels.size();
    for (std::size_t d = 0; d < events.downloads.size(); ++d) {
        const std::string name = per_strip == 0 ? "download the bins"
                                                : "download strip " + std::to_string(d / per_strip) + ", output " +
                                                      std::to_string(d % per_strip);
        commands.push_back({"download", name, events.downloads[d]});
    }
    return commands;
}

// Step 6: a stream of Sobel frames back to back, a pan across the picture.
// The first frames_kept frames are verified and kept as pan-NN.png, then
// `frame_count` frames are timed.
void run_stream_step(const ocltut::Runtime& runtime, const ocltut::PipelineQueues& queues, const cl::Program& program,
                     const ocltut::Image& gray, const ocltut::PictureSize& frame, int strip_count, int frame_count,
                     const ocltut::RunConfig& config, std::vector<ocltut::Verification>& verifications,
                     std::vector<ocltut::OutputFile>& files, ocltut::RunRecord& record)
{
    std::vector<ocltut::Image> sources;
    for (int f = 0; f < frames_kept; ++f)
        sources.push_back(ocltut::pan_frame(gray, f, pan_step, frame.width, frame.height));
    const std::vector<ocltut::Strip> frame_strips =
        ocltut::cut_into_strips(frame.height, std::min(strip_count, frame.height));
    const ocltut::StreamRun kept =
        ocltut::run_sobel_stream(runtime, queues, program, sources, frames_kept, frame_strips, config.local_size, true);
    for (int f = 0; f < frames_kept; ++f) {
        keep_verifications(verifications, "stream, frame " + std::to_string(f),
                           ocltut::verify_sobel(ocltut::sobel_golden(sources[f]), kept.kept[f]));
        char name[32];
        std::snprintf(name, sizeof name, "pan-%02d.png", f);
        files.push_back(ocltut::png_file(name, ocltut::sobel_view(ocltut::sobel_pictures(kept.kept[f]).magnitude)));
    }
    const ocltut::StreamRun timed = ocltut::run_sobel_stream(runtime, queues, program, sources, frame_count,
                                                             frame_strips, config.local_size, false);
    const std::string size = ocltut::width_x_height(frame.width, frame.height);
    record.keep_stream(frame_count, size, frame_strips.size(), timed.frames_per_second());
    std::cout << "step 6, a stream of " << frame_count << " Sobel frames of " << size << ", " << frame_strips.size()
              << " strips each: " << std::fixed << std::setprecision(1) << timed.frames_per_second()
              << " frames per second end to end (the 2009 paper: 190 at 4096x4096, whether with the transfers not "
                 "said)\n";
}

}  // namespace

// [main]
int main(int argc, char** argv)
{
    return ocltut::run_main([&]() {
        // 1. The options every lesson takes, less --memory (this lesson
        //    measures every way itself), and the lesson's own.
        const std::string title = "The whole job: pinned memory, strips, three queues";
        std::string job_name = "sobel";
        int strip_count = 0;
        int frame_count = 64;
        std::string frame_size;
        const ocltut::LessonOptions options =
            ocltut::parse_lesson_options(argc, argv, "07-pipeline", "camera.png", title, [&](CLI::App& app) {
                app.remove_option(app.get_option("--memory"));
                app.add_option("--job", job_name,
                               "sobel (lesson 01), sharpen (lesson 04, RGBA) or histogram (lesson 03)")
                    ->capture_default_str()
                    ->check(CLI::IsMember(ocltut::job_names));
                app.add_option("--strips", strip_count,
                               "Strips per picture, 1 to its height (default: the fastest of " +
                                   std::string("2, 4, ... 64, measured)"))
                    ->check(CLI::Range(1, 1 << 30));
                const CLI::Option* frames_option =
                    app.add_option("--frames", frame_count, "Frames in the stream (Sobel)")
                        ->capture_default_str()
                        ->check(CLI::Range(1, 100000));
                const CLI::Option* frame_size_option =
                    app.add_option("--frame-size", frame_size,
                                   "The stream's frames (Sobel), WxH (default: the picture's size)");
                // Only the Sobel job runs the stream: a stream option given to
                // another job would be dropped without a word.
                app.callback([&job_name, frames_option, frame_size_option]() {
                    for (const CLI::Option* stream_option : {frames_option, frame_size_option})
                        if (job_name != "sobel" && stream_option->count() > 0)
                            throw ocltut::UserError(stream_option->get_name() +
                                                    " sets the stream of Sobel frames, and --job " + job_name +
                                                    " runs no stream: leave it out, or use --job sobel");
                });
            });

        // 2. The picture (the luminance, or RGBA for sharpen) and the output
        //    folder, checked before any device work.
        const ocltut::Image picture = ocltut::job_channels(job_name) == 4 ? ocltut::load_image(options.input, 4)
                                                                          : ocltut::load_luminance(options.input);
        if (strip_count > picture.height)
            throw ocltut::UserError("--strips " + std::to_string(strip_count) + ": the picture has " +
                                    std::to_string(picture.height) + (picture.height == 1 ? " row" : " rows") +
                                    ", and a strip is one row at the least");
        const ocltut::PictureSize frame = frame_size.empty() ? ocltut::PictureSize{picture.width, picture.height}
                                                             : ocltut::parse_picture_size(frame_size, "--frame-size");
        // The stream keeps several frames and their results in host memory:
        // frames no larger than the largest picture a lesson loads.
        const std::uint64_t frame_pixels = std::uint64_t(frame.width) * std::uint64_t(frame.height);
        if (frame_pixels > largest_frame_pixels)
            throw ocltut::UserError("--frame-size " + frame_size + ": " + std::to_string(frame_pixels) +
                                    " pixels, more than the " + std::to_string(largest_frame_pixels) +
                                    " (16384x16384) a lesson takes: choose a smaller size");
        const ocltut::RunConfig config = ocltut::prepare_run(options, "07-pipeline/pipeline.cl");
        // What the run measures, printed and kept for pipeline.json.
        ocltut::RunRecord record;

        // 3. The device, its context and the pipeline's three queues.
        std::cout << "07-pipeline: " << title << '\n';
        const ocltut::Runtime runtime = ocltut::open_runtime(options.device, std::cout);
        ocltut::print_inputs(std::cout, options.input, picture,
                             ocltut::job_channels(job_name) == 4 ? ", loaded as RGBA"
                                                                 : " (luminance computed on the host)",
                             config.kernel_file);
        const ocltut::PipelineQueues queues = ocltut::make_pipeline_queues(runtime);
        const cl::Program program = ocltut::build_program(runtime.context, runtime.device, config.kernel_file);

        // 4. Step 1, the bus's limit: the picture's bytes moved alone, from
        //    pageable and from pinned memory, each way and both ways at once.
        const std::size_t picture_bytes = picture.pixel_count() * picture.channels;
        std::cout << "step 1, the bus: " << picture_bytes << " bytes each way, transfers alone (host clock)\n";
        const std::vector<ocltut::BusMeasurement> bus =
            ocltut::measure_bus(runtime, picture_bytes, config.warmup, config.iterations);
        ocltut::print_bus(std::cout, bus);
        record.keep_bus(bus);

        // 5. The job, one change at a time, each run verified, then timed.
        const ocltut::PictureJob pageable = ocltut::make_picture_job(job_name, runtime, queues, program, picture,
                                                                     ocltut::HostMemory::pageable, config.local_size);
        const ocltut::PictureJob pinned = ocltut::make_picture_job(job_name, runtime, queues, program, picture,
                                                                   ocltut::HostMemory::pinned, config.local_size);
        const std::vector<ocltut::Strip> one_strip = ocltut::cut_into_strips(picture.height, 1);
        std::vector<ocltut::Verification> verifications;
        keep_verifications(verifications, "pageable, 1 strip",
                           ocltut::run_and_verify(pageable, queues, one_strip).verifications);
        keep_verifications(verifications, "pinned, 1 strip",
                           ocltut::run_and_verify(pinned, queues, one_strip).verifications);

        //    The floor: this job's bytes, pinned, both ways at once.
        const ocltut::TimingStats floor =
            ocltut::time_bus_floor(runtime, pinned.bytes_in, pinned.bytes_out, config.warmup, config.iterations);
        std::cout << "step 2, the " << job_name << " job, " << pinned.bytes_in << " bytes in, " << pinned.bytes_out
                  << " out (host clock; the floor: those bytes pinned, both ways at once, " << std::fixed
                  << std::setprecision(3) << floor.median_ms << " ms)\n";
        record.set_floor(floor);
        const ocltut::KernelReport kernel = ocltut::time_kernel(runtime, pinned.whole_picture(), config);
        record.way("the kernel alone, one launch (profiling)", kernel.stats);
        record.way("pageable memory, one strip (the lessons' way)",
                   ocltut::time_job(pageable, queues, one_strip, config.warmup, config.iterations));
        record.way("pinned memory, one strip",
                   ocltut::time_job(pinned, queues, one_strip, config.warmup, config.iterations));

        // 6. Steps 3 and 4: strips on three queues. The strip count by
        //    measurement unless --strips sets it; the run with it verified.
        std::cout << "step 3, strips on three queues (upload, compute, download)\n";
        if (strip_count == 0) strip_count = fastest_strip_count(record, pinned, queues, picture.height, config);
        const std::vector<ocltut::Strip> strips = ocltut::cut_into_strips(picture.height, strip_count);
        keep_verifications(verifications, "pinned, " + std::to_string(strip_count) + " strips",
                           ocltut::run_and_verify(pinned, queues, strips).verifications);
        record.way("pinned memory, " + std::to_string(strip_count) + " strips",
                   ocltut::time_job(pinned, queues, strips, config.warmup, config.iterations));

        //    Step 4: where the device works in the host's memory, there is
        //    no bus to cross: the zero-copy path does the job with no
        //    transfer at all.
        if (ocltut::shares_host_memory(runtime.device)) {
            const ocltut::ZeroCopyRun zero_copy =
                ocltut::run_zero_copy_job(job_name, runtime, program, picture, config.local_size, config);
            keep_verifications(verifications, "zero copy", zero_copy.verifications);
            std::cout << "step 4, this device works in the host's memory: no bus to cross, nothing to overlap\n";
            record.way("zero copy (the picture in place), one launch", zero_copy.stats);
        }

        // 7. Step 5, a timeline of one job from its profiling events: a lane
        //    per queue. The overlap, or its absence, is there to see.
        const ocltut::JobEvents events = ocltut::run_and_verify(pinned, queues, strips).events;
        const std::vector<ocltut::TimelineBar> bars = ocltut::timeline_bars(timeline_commands(events));
        std::vector<ocltut::OutputFile> files = pinned.pictures();
        if (bars.empty()) {
            std::cout << "step 5, no timeline: this device's profiling timestamps are not real ones\n";
        } else {
            const std::string caption = job_name + ", " + ocltut::width_x_height(picture.width, picture.height) + ", " +
                                        std::to_string(strip_count) + " strips, " +
                                        runtime.device.getInfo<CL_DEVICE_NAME>();
            files.push_back(ocltut::png_file("timeline.png", ocltut::timeline_picture(bars, caption)));
            files.push_back(ocltut::text_file("timeline.json", ocltut::chrome_trace(bars)));
            std::cout << "step 5, the timeline of one job: timeline.png, and timeline.json for ui.perfetto.dev\n";
        }

        // 8. Step 6, a stream of Sobel frames back to back: a pan across the
        //    picture. The first frames verified and kept, then the stream timed.
        if (job_name == "sobel")
            run_stream_step(runtime, queues, program, picture, frame, strip_count, frame_count, config, verifications,
                            files, record);

        // 9. The verdict on every run, then the pictures and the record,
        //    all or none.
        const int verdict = ocltut::print_verdict(std::cout, verifications);
        files.push_back(record.file(job_name, ocltut::width_x_height(picture.width, picture.height), runtime.device,
                                    strip_count, config.iterations, ocltut::all_passed(verifications)));
        ocltut::write_all_or_none(options.output_dir, files);
        std::cout << "wrote";
        for (const ocltut::OutputFile& file : files) std::cout << ' ' << file.name;
        std::cout << " in " << options.output_dir.string() << '\n';
        return verdict;
    });
}
// [main]

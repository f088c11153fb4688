#include "pipeline_host_check.hpp"

#include "../../tools/held_commands.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "reference/verify.hpp"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace ocltut {

namespace {

using Clock = std::chrono::steady_clock;

// How long each step of the closely watched run gives a command that its
// events should hold back to run anyway. A command free to run ends within
// a millisecond or two on the CPU devices tried (PoCL, rusticl), once its
// kernel is compiled: this leaves room for a busy machine.
constexpr std::chrono::milliseconds chance_to_run{100};

// How long an upload may take once its strip_ready is set.
constexpr std::chrono::seconds upload_time_limit{5};

// How long the function may take to enqueue a job. It waits for nothing, so
// it takes well under a second; one that waits for its own commands would
// wait forever on the closed gates, and is let go after this.
constexpr std::chrono::seconds enqueue_time_limit{3};

std::string strips_named(std::size_t count)
{
    return std::to_string(count) + (count == 1 ? " strip" : " strips");
}

// One user event per strip, its strip_ready, closed until opened. When it
// goes it opens those still closed and waits for the job's commands (the
// events it was given, then every queue: those of a function that threw
// before returning its events), so that on a mistake no command is left
// waiting for a gate, or writing into memory that is gone. It waits
// upload_time_limit at most: a command that waits for an event no one
// sets never ends, and the check's finding must still reach the learner.
class StripGates {
public:
    StripGates(const Runtime& runtime, const PipelineQueues& queues, std::size_t count)
        : queues_(queues), gates_(runtime.context, count)
    {}
    StripGates(const StripGates&) = delete;
    StripGates& operator=(const StripGates&) = delete;

    ~StripGates()
    {
        try {
            open_all();
            ended_within(job_, queues_, upload_time_limit);
        } catch (...) {
            // A destructor throws nothing; a command that failed has ended.
        }
    }

    const std::vector<cl::Event>& strip_ready() const { return gates_.events(); }

    // Thread-safe: a watchdog may open them all while the function runs.
    void open(std::size_t k) { gates_.open(k); }
    void open_all() { gates_.open_all(); }

    // The job's commands, to wait for at the end.
    void watch(const JobEvents& events)
    {
        for (const std::vector<cl::Event>* list : {&events.uploads, &events.kernels, &events.downloads})
            for (const cl::Event& event : *list)
                if (event() != nullptr) job_.push_back(event);
    }

    // Whether the commands of the job ended within `limit`, by their
    // events: clFinish is not enough on Mesa's rusticl 22.3 (finish() in
    // pipeline.cpp says why), and the job's own events are what this check
    // holds.
    bool job_ended_within(std::chrono::milliseconds limit) const { return ended_within(job_, queues_, limit); }

private:
    const PipelineQueues& queues_;
    EventGates gates_;
    std::vector<cl::Event> job_;
};

// Calls `enqueue` with every gate closed. A function that waits for one of
// its own commands would wait forever: a watchdog opens the gates after
// enqueue_time_limit, so that it returns, and that is its mistake.
JobEvents enqueue_gated(StencilJobFunction enqueue, const PipelineQueues& queues, const StencilJob& job,
                        const std::vector<Strip>& strips, StripGates& gates)
{
    JobEvents events;
    const bool opened_early = call_watched([&]() { events = enqueue(queues, job, strips, gates.strip_ready()); },
                                           enqueue_time_limit, [&gates]() { gates.open_all(); });
    gates.watch(events);
    if (opened_early)
        throw HostCodeMistake("with " + strips_named(strips.size()) + ", the function returned only once the check, " +
                              std::to_string(enqueue_time_limit.count()) +
                              " s later, had set every strip_ready event: it waits for its own commands (a blocking "
                              "write or read, a wait(), a finish()), and must only enqueue them and return");
    return events;
}

// The events returned: an upload and a kernel for each strip, a download
// for each strip and output, each a command's.
void check_events(const JobEvents& events, std::size_t strips, std::size_t outputs)
{
    const auto check = [strips](const std::vector<cl::Event>& list, std::size_t expected, const std::string& what) {
        const std::string run = "with " + strips_named(strips) + ", the function returned ";
        if (list.size() != expected)
            throw HostCodeMistake(run + std::to_string(list.size()) + " " + what + " events where there are " +
                                  std::to_string(expected) + " " + what +
                                  "s: each command's event goes into JobEvents");
        for (std::size_t i = 0; i < list.size(); ++i)
            if (list[i]() == nullptr)
                throw HostCodeMistake(run + "an empty event as " + what + " " + std::to_string(i) +
                                      ": was that command enqueued?");
    };
    check(events.uploads, strips, "upload");
    check(events.kernels, strips, "kernel");
    check(events.downloads, strips * outputs, "download");
}

// What the events show wrong, if anything, while strips 0 .. k - 1 have
// landed and strip k's gate is still closed: strip k's upload must not have
// run, nor strip k - 1's kernel (it reads strip k's first row) nor strip
// k's, nor their downloads. The queues are in order, so the later strips'
// commands cannot have run before these.
std::string mistake_while_held(const JobEvents& events, std::size_t k, const std::vector<std::string>& outputs)
{
    // The statuses are read the latest commands first, downloads, then
    // kernels, then the upload: a command seen ended was seen after every
    // command it waits for had ended, so one that ends between two reads is
    // never taken for one that ran out of order.
    const std::size_t first = k == 0 ? 0 : k - 1;
    const std::size_t end = std::min(k + 1, events.kernels.size());
    std::vector<std::vector<bool>> downloads_ended;
    for (std::size_t m = first; m < end; ++m) {
        downloads_ended.emplace_back();
        for (std::size_t o = 0; o < outputs.size(); ++o)
            downloads_ended.back().push_back(has_ended(events.downloads[m * outputs.size() + o]));
    }
    std::vector<bool> kernels_ended;
    for (std::size_t m = first; m < end; ++m) kernels_ended.push_back(has_ended(events.kernels[m]));
    const bool upload_ended = k < events.uploads.size() && has_ended(events.uploads[k]);

    const std::string strip = "strip " + std::to_string(k);
    if (upload_ended)
        return strip + "'s upload ran before its strip_ready event was set: it must wait for strip_ready[" +
               std::to_string(k) + "] (the sign that those rows of host memory are filled)";
    for (std::size_t m = first; m < end; ++m) {
        const std::string held = "strip " + std::to_string(m);
        if (kernels_ended[m - first]) {
            if (m < k)
                return held + "'s kernel ran before " + strip + "'s upload had started: it reads " + strip +
                       "'s first row, so it must wait for that upload's event (which exists once the upload is "
                       "enqueued: before this kernel)";
            return held + "'s kernel ran before its own strip's upload had started: it must wait for the uploads of "
                          "the rows it reads";
        }
        for (std::size_t o = 0; o < outputs.size(); ++o)
            if (downloads_ended[m - first][o])
                return held + "'s download of " + outputs[o] + " ran before " + held +
                       "'s kernel had: it must wait for that kernel's event";
    }
    return "";
}

// Looks for a command run too early while strip k is held back, for
// `chance` (once, when it is 0).
void expect_held_back(const JobEvents& events, std::size_t k, const std::vector<std::string>& outputs,
                      std::chrono::milliseconds chance)
{
    const Clock::time_point until = Clock::now() + chance;
    for (;;) {
        const std::string mistake = mistake_while_held(events, k, outputs);
        if (!mistake.empty()) throw HostCodeMistake("with " + strips_named(events.kernels.size()) + ", " + mistake);
        if (Clock::now() >= until) return;
        std::this_thread::sleep_for(poll_interval);
    }
}

void wait_for_upload(const cl::Event& upload, std::size_t k, std::size_t strips)
{
    if (!ended_by(upload, Clock::now() + upload_time_limit))
        throw HostCodeMistake("with " + strips_named(strips) + ", strip " + std::to_string(k) +
                              "'s upload had not run " + std::to_string(upload_time_limit.count()) +
                              " s after its strip_ready event was set: it waits for that event alone");
    const cl_int status = upload.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>();
    if (status != CL_COMPLETE)
        throw UserError("strip " + std::to_string(k) + "'s upload failed: " + cl_error_name(status));
}

// One run of `enqueue` over `strips`, the strips let go one at a time, each
// step watched for `chance` for a command that runs too early; then every
// command waited for.
void run_strip_by_strip(StencilJobFunction enqueue, const Runtime& runtime, const PipelineQueues& queues,
                        const StencilJob& job, const std::vector<Strip>& strips,
                        const std::vector<std::string>& outputs, std::chrono::milliseconds chance)
{
    StripGates gates(runtime, queues, strips.size());
    const JobEvents events = enqueue_gated(enqueue, queues, job, strips, gates);
    check_events(events, strips.size(), outputs.size());
    for (std::size_t k = 0; k < strips.size(); ++k) {
        expect_held_back(events, k, outputs, chance);
        gates.open(k);
        wait_for_upload(events.uploads[k], k, strips.size());
    }
    if (!gates.job_ended_within(upload_time_limit))
        throw HostCodeMistake("with " + strips_named(strips.size()) + ", the job's commands had not all run " +
                              std::to_string(upload_time_limit.count()) +
                              " s after every strip_ready event was set: one waits for an event that is never set");
}

// A row that no download brings back keeps the poison.
void poison(HostBytes& bytes)
{
    std::memset(bytes.data(), poison_byte, bytes.size());
}

std::vector<Verification> check_sobel(StencilJobFunction enqueue, const Runtime& runtime, const PipelineQueues& queues,
                                      const cl::Program& program, const Image& gray, const SobelGradients& golden,
                                      const RunConfig& config, int count, std::chrono::milliseconds chance)
{
    SobelPipeline pipeline = make_sobel_pipeline(runtime, program, gray, HostMemory::pinned, config.local_size);
    poison(pipeline.host_dx);
    poison(pipeline.host_dy);
    run_strip_by_strip(enqueue, runtime, queues, pipeline.job, cut_into_strips(gray.height, count), {"dX", "dY"},
                       chance);
    std::vector<Verification> verifications = verify_sobel(golden, sobel_results(pipeline, gray));
    for (Verification& v : verifications) v.what += " (" + strips_named(count) + ")";
    return verifications;
}

// Four channels made of the luminance, each different, so that a strip
// placed in pixels rather than bytes lands on the wrong rows and channels.
Image rgba_of(const Image& gray)
{
    Image rgba = make_image(gray.width, gray.height, 4);
    for (std::size_t i = 0; i < gray.pixels.size(); ++i) {
        const std::uint8_t value = gray.pixels[i];
        std::uint8_t* pixel = &rgba.pixels[4 * i];
        pixel[0] = value;
        pixel[1] = static_cast<std::uint8_t>(255 - value);
        pixel[2] = static_cast<std::uint8_t>(value * 7);
        pixel[3] = static_cast<std::uint8_t>(value / 2 + 128);
    }
    return rgba;
}

Verification check_sharpen(StencilJobFunction enqueue, const Runtime& runtime, const PipelineQueues& queues,
                           const cl::Program& program, const Image& gray, const RunConfig& config, int count)
{
    const Image rgba = rgba_of(gray);
    SharpenPipeline pipeline = make_sharpen_pipeline(runtime, program, rgba, HostMemory::pinned, config.local_size);
    poison(pipeline.host_output);
    run_strip_by_strip(enqueue, runtime, queues, pipeline.job, cut_into_strips(rgba.height, count),
                       {"the sharpened picture"}, std::chrono::milliseconds(0));
    return verify_sharpen("sharpened RGBA (" + strips_named(count) + ")", sharpen_golden(rgba),
                          sharpen_results(pipeline, rgba));
}

// 1, 2, 3 and 5 strips, and one a row: those that the height allows.
std::vector<int> strip_counts(int height)
{
    std::vector<int> counts;
    for (const int count : {1, 2, 3, 5, height})
        if (count <= height && std::find(counts.begin(), counts.end(), count) == counts.end()) counts.push_back(count);
    std::sort(counts.begin(), counts.end());
    return counts;
}

}  // namespace

StageResult check_stencil_job_function(const Runtime& runtime, const Image& gray, const RunConfig& config,
                                       StencilJobFunction enqueue)
{
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    const PipelineQueues queues = make_pipeline_queues(runtime);
    const SobelGradients golden = sobel_golden(gray);
    // The run of three strips (fewer on a shorter picture) is watched
    // closely at every step, so at the first, a middle and the last strip;
    // the others are looked at once a step.
    const int watched = std::min(3, gray.height);
    StageResult result;
    for (const int count : strip_counts(gray.height)) {
        const auto chance = count == watched ? chance_to_run : std::chrono::milliseconds(0);
        for (Verification& v : check_sobel(enqueue, runtime, queues, program, gray, golden, config, count, chance))
            result.verifications.push_back(std::move(v));
    }
    result.verifications.push_back(
        check_sharpen(enqueue, runtime, queues, program, gray, config, std::min(5, gray.height)));
    return result;
}

}  // namespace ocltut

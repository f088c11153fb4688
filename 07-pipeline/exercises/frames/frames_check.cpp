#include "frames_check.hpp"

#include "../../tools/held_commands.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/kernel_checks.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"

#include <chrono>
#include <cstring>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace ocltut {

namespace {

using Clock = std::chrono::steady_clock;

// Enough frames that each slot is used again, twice for slot 0.
constexpr std::size_t frame_count = 5;

// How long a command that the check's events should hold back is given to
// run anyway. A free command ends within a millisecond or two on the CPU
// devices tried (PoCL, rusticl), once its kernel is compiled: this leaves
// room for a busy machine.
constexpr std::chrono::milliseconds chance_to_run{100};

// How long a command that nothing holds back may take to run, and how long
// the function may take to enqueue the stream (it waits for nothing, so
// well under a second; one that waits for its own commands would wait
// forever on the closed gates, and is let go after this).
constexpr std::chrono::seconds time_limit{3};

std::string frame_named(std::size_t f)
{
    return "frame " + std::to_string(f);
}

// User events that hold commands back until the check opens them. When it
// goes, it opens those still closed and waits for every command on the
// queues, so that on a mistake no command is left waiting for a gate, or
// writing into memory that is gone. It waits time_limit at most: a command
// that waits for an event no one sets never ends, and the check's finding
// must still reach the learner.
class Gates {
public:
    Gates(const Runtime& runtime, const PipelineQueues& queues, std::size_t count)
        : queues_(queues), gates_(runtime.context, count)
    {}
    Gates(const Gates&) = delete;
    Gates& operator=(const Gates&) = delete;

    ~Gates()
    {
        try {
            open_all();
            ended_within({}, queues_, time_limit);
        } catch (...) {
            // A destructor throws nothing; a command that failed has ended.
        }
    }

    const cl::Event& gate(std::size_t k) const { return gates_.events()[k]; }

    // Thread-safe: a watchdog may open them all while the function runs.
    void open(std::size_t k) { gates_.open(k); }
    void open_all() { gates_.open_all(); }

private:
    const PipelineQueues& queues_;
    EventGates gates_;
};

// Frame f: every byte of the picture plus 37 f, wrapping round, so that a
// frame computed from another frame's picture shows, even on a flat one.
Image frame_of(const Image& rgba, std::size_t f)
{
    Image frame = rgba;
    for (std::uint8_t& byte : frame.pixels) byte = static_cast<std::uint8_t>(byte + 37 * f);
    return frame;
}

// What a run works on: the frames in pinned memory, pinned memory for the
// results (poisoned: a result no download brought back shows), and two
// slots whose outputs are poisoned too.
struct StreamMemory {
    std::vector<HostBytes> frames;
    std::vector<HostBytes> results;
    FrameStream stream;
};

FrameSlot make_slot(const Runtime& runtime, const cl::Program& program, const Image& rgba)
{
    const std::size_t bytes = rgba.pixels.size();
    FrameSlot slot{cl::Buffer(runtime.context, CL_MEM_READ_ONLY, bytes),
                   cl::Buffer(runtime.context, CL_MEM_WRITE_ONLY, bytes),
                   make_kernel(program, "sharpen_strip",
                               {"global const uchar4* in", "global uchar4* out", "int width", "int height",
                                "int first_row", "int end_row"})};
    runtime.queue.enqueueFillBuffer(slot.output, poison_byte, 0, bytes);
    runtime.queue.finish();
    slot.kernel.setArg(0, slot.input);
    slot.kernel.setArg(1, slot.output);
    slot.kernel.setArg(2, static_cast<cl_int>(rgba.width));
    slot.kernel.setArg(3, static_cast<cl_int>(rgba.height));
    slot.kernel.setArg(4, cl_int{0});
    slot.kernel.setArg(5, static_cast<cl_int>(rgba.height));
    return slot;
}

// The frames go into memory of the run's own, so each run starts afresh.
void make_stream(StreamMemory& memory, const Runtime& runtime, const cl::Program& program,
                 const std::vector<Image>& frames, const LocalSize& requested_local)
{
    const Image& first = frames.front();
    const std::size_t bytes = first.pixels.size();
    check_allocation(runtime.device, bytes, "a " + width_x_height(first.width, first.height) + " RGBA frame");
    FrameStream& stream = memory.stream;
    stream.slots = {make_slot(runtime, program, first), make_slot(runtime, program, first)};
    stream.local = choose_local_size(stream.slots[0].kernel, runtime.device, requested_local, stencil_local_size);
    stream.global = round_up_global(first.width, first.height, stream.local);
    stream.bytes = bytes;
    for (const Image& frame : frames) {
        memory.frames.emplace_back(runtime, HostMemory::pinned, bytes);
        std::memcpy(memory.frames.back().data(), frame.pixels.data(), bytes);
        memory.results.emplace_back(runtime, HostMemory::pinned, bytes);
        std::memset(memory.results.back().data(), poison_byte, bytes);
    }
    for (std::size_t f = 0; f < frames.size(); ++f) {
        stream.host_frames.push_back(memory.frames[f].data());
        stream.host_results.push_back(memory.results[f].data());
    }
}

// Calls `enqueue`. One that waits for its own commands would wait forever
// on the closed gates: a watchdog opens them all after time_limit, so that
// it returns, and that is its mistake.
JobEvents enqueue_watched(FramesFunction enqueue, const PipelineQueues& queues, const FrameStream& stream,
                          const std::vector<cl::Event>& frame_ready, Gates& gates)
{
    JobEvents events;
    const bool opened_early = call_watched([&]() { events = enqueue(queues, stream, frame_ready); }, time_limit,
                                           [&gates]() { gates.open_all(); });
    if (opened_early)
        throw HostCodeMistake("the function returned only once the check, " + std::to_string(time_limit.count()) +
                              " s later, had let every command go: it waits for its own commands (a blocking write "
                              "or read, a wait(), a finish()), and must only enqueue them and return");
    return events;
}

// The events returned: for each frame, its upload's, kernel's and
// download's, each a command of that kind on its own queue.
void check_events(const JobEvents& events, const PipelineQueues& queues)
{
    const auto check = [](const std::vector<cl::Event>& list, const std::string& what, cl_command_type type,
                          const cl::CommandQueue& queue, const std::string& queue_name) {
        if (list.size() != frame_count)
            throw HostCodeMistake("the function returned " + std::to_string(list.size()) + " " + what + " events for " +
                                  std::to_string(frame_count) + " frames: one a frame");
        for (std::size_t f = 0; f < list.size(); ++f) {
            const std::string named = frame_named(f) + "'s " + what + " event ";
            if (list[f]() == nullptr) throw HostCodeMistake(named + "is empty: was that command enqueued?");
            if (list[f].getInfo<CL_EVENT_COMMAND_TYPE>() != type)
                throw HostCodeMistake(named + "is another command's: it is the event the " + what + " gives back");
            if (list[f].getInfo<CL_EVENT_COMMAND_QUEUE>()() != queue())
                throw HostCodeMistake(named + "is of a command on another queue: the " + what + "s go on queues." +
                                      queue_name + ", so that they overlap the other queues' commands");
        }
    };
    check(events.uploads, "upload", CL_COMMAND_WRITE_BUFFER, queues.upload, "upload");
    check(events.kernels, "kernel", CL_COMMAND_NDRANGE_KERNEL, queues.compute, "compute");
    check(events.downloads, "download", CL_COMMAND_READ_BUFFER, queues.download, "download");
}

// A command that must not run yet, and what it means if it has.
struct HeldBack {
    const cl::Event* event;
    std::string mistake;
};

// Watches `held`, each command listed before those that wait for it, for
// `chance` (once, when it is 0): none may have run. The statuses are read
// last command first: a command seen ended was seen after the commands it
// waits for had ended, so one that ends between two reads is never taken
// for one that ran out of order, and the first of them is named.
void expect_held_back(const std::vector<HeldBack>& held, std::chrono::milliseconds chance)
{
    const Clock::time_point until = Clock::now() + chance;
    for (;;) {
        std::vector<bool> ended(held.size());
        for (std::size_t i = held.size(); i-- > 0;) ended[i] = has_ended(*held[i].event);
        for (std::size_t i = 0; i < held.size(); ++i)
            if (ended[i]) throw HostCodeMistake(held[i].mistake);
        if (Clock::now() >= until) return;
        std::this_thread::sleep_for(poll_interval);
    }
}

// Waits for a command that nothing the check holds should stop; `mistake`
// says why it did not run, if it has not within time_limit.
void expect_run(const cl::Event& event, const std::string& mistake)
{
    if (!ended_by(event, Clock::now() + time_limit))
        throw HostCodeMistake(mistake + " (not run " + std::to_string(time_limit.count()) + " s later)");
    const cl_int status = event.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>();
    if (status != CL_COMPLETE) throw UserError(std::string("a command of the stream failed: ") + cl_error_name(status));
}

// Every command of the stream, let go, must end: one that waits for an
// event that is never set would not.
void expect_finished(const PipelineQueues& queues, const std::string& run)
{
    if (!ended_within({}, queues, time_limit))
        throw HostCodeMistake("the stream's commands had not all run " + std::to_string(time_limit.count()) +
                              " s after the check had let every one go (" + run +
                              "): one waits for an event that is never set");
}

// Frames held: frame_ready set one frame at a time, each once the frame
// before has been uploaded, computed and read back. While frame f is held,
// none of its commands may run; the first three frames are each watched
// for a while, the later ones looked at once.
void run_frames_held(FramesFunction enqueue, const Runtime& runtime, const PipelineQueues& queues,
                     const FrameStream& stream)
{
    Gates gates(runtime, queues, frame_count);
    std::vector<cl::Event> frame_ready;
    for (std::size_t f = 0; f < frame_count; ++f) frame_ready.push_back(gates.gate(f));
    const JobEvents events = enqueue_watched(enqueue, queues, stream, frame_ready, gates);
    check_events(events, queues);
    for (std::size_t f = 0; f < frame_count; ++f) {
        const std::string frame = frame_named(f);
        expect_held_back({{&events.uploads[f], frame + "'s upload ran before frame_ready[" + std::to_string(f) +
                                                   "] was set: it must wait for it (the sign that the frame's "
                                                   "picture is in host memory)"},
                          {&events.kernels[f], frame + "'s kernel ran before its upload had started: it must wait "
                                                       "for that upload's event"},
                          {&events.downloads[f], frame + "'s download ran before its kernel had: it must wait for "
                                                         "that kernel's event"}},
                         f < 3 ? chance_to_run : std::chrono::milliseconds(0));
        gates.open(f);
        // Frame f's commands, once its gate is open, wait only for those of
        // frame f - 2, which ran before it: each must run now, so the first
        // that does not is the one whose wait list names something more.
        const std::string set = frame + "'s upload did not run once frame_ready[" + std::to_string(f) + "] was set";
        expect_run(events.uploads[f],
                   f < 2 ? set + ": it waits for nothing else"
                         : set + " and " + frame_named(f - 2) + "'s kernel had run: it waits for nothing else");
        const std::string uploaded = frame + "'s kernel did not run once its upload had";
        expect_run(events.kernels[f],
                   f < 2 ? uploaded + ": it waits for nothing else"
                         : uploaded + " and " + frame_named(f - 2) + "'s download had run: it waits for nothing else");
        expect_run(events.downloads[f],
                   frame + "'s download did not run once its kernel had: it waits for nothing else");
    }
    expect_finished(queues, "frames held");
}

// Slots held: every frame_ready set, the compute queue held back by a
// barrier until frames 0 and 1 are uploaded, then the download queue until
// they are computed. Frame 1 has a slot of its own and must get that far;
// frame 2 reuses frame 0's slot and must wait.
void run_slots_held(FramesFunction enqueue, const Runtime& runtime, const PipelineQueues& queues,
                    const FrameStream& stream)
{
    const std::size_t compute_gate = frame_count;
    const std::size_t download_gate = frame_count + 1;
    Gates gates(runtime, queues, frame_count + 2);
    std::vector<cl::Event> frame_ready;
    for (std::size_t f = 0; f < frame_count; ++f) {
        frame_ready.push_back(gates.gate(f));
        gates.open(f);
    }
    const std::vector<cl::Event> hold_compute{gates.gate(compute_gate)};
    const std::vector<cl::Event> hold_download{gates.gate(download_gate)};
    queues.compute.enqueueBarrierWithWaitList(&hold_compute);
    queues.download.enqueueBarrierWithWaitList(&hold_download);
    queues.compute.flush();
    queues.download.flush();

    const JobEvents events = enqueue_watched(enqueue, queues, stream, frame_ready, gates);
    check_events(events, queues);
    expect_run(events.uploads[0], "frame 0's upload did not run once frame_ready[0] was set: it waits for "
                                  "nothing else");
    expect_run(events.uploads[1], "frame 1's upload did not run while frame 0's kernel was held back: frame 1 "
                                  "goes through the other slot, so its upload waits for no kernel yet");
    expect_held_back({{&events.uploads[2], "frame 2's upload ran while frame 0's kernel was held back: it "
                                           "overwrote slot 0's picture before that kernel had read it, and must "
                                           "wait for frame 0's kernel"}},
                     chance_to_run);
    gates.open(compute_gate);
    expect_run(events.kernels[0], "frame 0's kernel did not run once its upload had: it waits for nothing else");
    expect_run(events.kernels[1], "frame 1's kernel did not run while frame 0's download was held back: frame 1 "
                                  "goes through the other slot, so its kernel waits for no download yet");
    expect_held_back({{&events.kernels[2], "frame 2's kernel ran while frame 0's download was held back: it "
                                           "overwrote slot 0's result before it was read back, and must wait for "
                                           "frame 0's download"}},
                     chance_to_run);
    gates.open(download_gate);
    expect_finished(queues, "slots held");
}

// Each frame's result against the golden of its picture.
std::vector<Verification> verify_frames(const StreamMemory& memory, const std::vector<Image>& frames,
                                        const std::string& run)
{
    std::vector<Verification> verifications;
    for (std::size_t f = 0; f < frames.size(); ++f) {
        Image result = make_image(frames[f].width, frames[f].height, 4);
        std::memcpy(result.pixels.data(), memory.results[f].data(), memory.stream.bytes);
        verifications.push_back(verify_sharpen(frame_named(f) + " (" + run + ")", sharpen_golden(frames[f]), result));
    }
    return verifications;
}

}  // namespace

std::vector<Verification> check_frames_function(const Runtime& runtime, const Image& rgba, const RunConfig& config,
                                                FramesFunction enqueue)
{
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    std::vector<Image> frames;
    for (std::size_t f = 0; f < frame_count; ++f) frames.push_back(frame_of(rgba, f));

    using Run = void (*)(FramesFunction, const Runtime&, const PipelineQueues&, const FrameStream&);
    const std::pair<const char*, Run> runs[] = {{"frames held", run_frames_held}, {"slots held", run_slots_held}};
    std::vector<Verification> verifications;
    for (const auto& [name, run] : runs) {
        StreamMemory memory;
        make_stream(memory, runtime, program, frames, config.local_size);
        // Fresh queues: no command of the run before is left on them.
        const PipelineQueues queues = make_pipeline_queues(runtime);
        run(enqueue, runtime, queues, memory.stream);
        for (Verification& v : verify_frames(memory, frames, name)) verifications.push_back(std::move(v));
    }
    return verifications;
}

}  // namespace ocltut

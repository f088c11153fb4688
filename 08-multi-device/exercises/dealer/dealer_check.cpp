#include "dealer_check.hpp"

#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "pipeline.hpp"  // lesson 07: make_sobel_strip_kernel, stencil_local_size
#include "reference/golden.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"  // HostCodeMistake

#include <algorithm>
#include <chrono>
#include <deque>
#include <sstream>
#include <thread>
#include <utility>

namespace ocltut {

namespace {

// "{1, 4}"
template <typename T>
std::string list_text(const std::vector<T>& values)
{
    std::ostringstream text;
    text << '{';
    for (std::size_t i = 0; i < values.size(); ++i) text << (i ? ", " : "") << values[i];
    text << '}';
    return text.str();
}

std::string number_text(double value)
{
    std::ostringstream text;
    text << value;
    return text.str();
}

// "frame 8", "frames 8 to 9": frames first .. end - 1.
std::string frames_text(int first, int end)
{
    return end - first == 1 ? "frame " + std::to_string(first)
                            : "frames " + std::to_string(first) + " to " + std::to_string(end - 1);
}

std::string device(int d)
{
    return "device " + std::to_string(d);
}

// What the dealer dealt and got back, against the promises of dealer.hpp
// that hold on any devices, simulated or real. A broken one throws
// HostCodeMistake, which stops the dealer where it broke it.
class Ledger {
public:
    Ledger(std::vector<int> slots, int frames)
        : slots_(std::move(slots)), frames_(frames), held_(slots_.size()), taken_(slots_.size(), 0)
    {}

    void start(int d, int frame)
    {
        const int count = static_cast<int>(slots_.size());
        if (d < 0 || d >= count)
            throw HostCodeMistake("it dealt frame " + std::to_string(frame) + " to " + device(d) +
                                  ", and the devices are 0 to " + std::to_string(count - 1));
        if (frame < 0 || frame >= frames_)
            throw HostCodeMistake("it dealt frame " + std::to_string(frame) + ", and the stream's frames are " +
                                  (frames_ == 0 ? "none" : frames_text(0, frames_)));
        if (frame < dealt_)
            throw HostCodeMistake("it dealt frame " + std::to_string(frame) + " twice, to " +
                                  device(device_of_[frame]) + " and then to " + device(d) +
                                  ": each frame goes to one device, once");
        if (frame > dealt_)
            throw HostCodeMistake(frames_text(dealt_, frame) + (frame - dealt_ == 1 ? " was" : " were") +
                                  " skipped: it dealt frame " + std::to_string(frame) +
                                  " next (deal the frames in order, each once)");
        const auto holding = static_cast<int>(held_[d].size());
        if (holding == slots_[d])
            throw HostCodeMistake("it dealt frame " + std::to_string(frame) + " to " + device(d) + ", which held " +
                                  std::to_string(holding) + (holding == 1 ? " frame" : " frames") +
                                  ", all its slots: wait for one of its frames to come back first (wait_for_any)");
        held_[d].push_back(frame);
        device_of_.push_back(d);
        ++taken_[d];
        ++dealt_;
    }

    // Before a wait: something must be on a device, or it never ends.
    void check_wait() const
    {
        if (std::all_of(held_.begin(), held_.end(), [](const std::deque<int>& frames) { return frames.empty(); }))
            throw HostCodeMistake("it waited with no frame on any device, a wait that never ends on real devices "
                                  "(deal a frame, or return once every frame is back)");
    }

    void back(int d) { held_[d].pop_front(); }

    // Once the dealer returns: every frame dealt and back; "" or what is wrong.
    std::string unfinished_mistake() const
    {
        for (std::size_t d = 0; d < held_.size(); ++d)
            if (!held_[d].empty())
                return "it returned with frame " + std::to_string(held_[d].back()) + " still on " +
                       device(static_cast<int>(d)) + ": return once every frame is back (wait_for_any returned it)";
        if (dealt_ < frames_)
            return frames_text(dealt_, frames_) + (frames_ - dealt_ == 1 ? " was" : " were") +
                   " never dealt: it returned " +
                   (dealt_ == 0 ? "before the first" : "after frame " + std::to_string(dealt_ - 1)) +
                   " (deal every frame of the stream)";
        return "";
    }

    const std::vector<int>& slots() const { return slots_; }
    const std::vector<int>& taken() const { return taken_; }

private:
    std::vector<int> slots_;
    int frames_;
    int dealt_ = 0;                      // frames 0 to dealt_ - 1 are dealt
    std::vector<std::deque<int>> held_;  // each device's frames, oldest first
    std::vector<int> taken_;             // how many frames each device took
    std::vector<int> device_of_;         // the device each frame went to
};

// Devices that exist only as numbers: each computes the frames it holds one
// after the other, each in its time a frame, and the clock moves only when
// the dealer waits, to the moment the first of their frames is back.
class SimulatedDevices final : public StreamDevices {
public:
    explicit SimulatedDevices(const SimulatedStream& stream)
        : ledger(stream.slots, stream.frames), frame_ms_(stream.frame_ms), done_at_(stream.frame_ms.size()),
          busy_until_(stream.frame_ms.size(), 0.0)
    {}

    int count() const override { return static_cast<int>(frame_ms_.size()); }
    int slots(int d) const override { return ledger.slots().at(d); }
    double frame_ms(int d) const override { return frame_ms_.at(d); }
    double now_ms() const override { return now_; }

    void start(int d, int frame) override
    {
        ledger.start(d, frame);
        busy_until_[d] = std::max(busy_until_[d], now_) + frame_ms_[d];
        done_at_[d].push_back(busy_until_[d]);
    }

    int wait_for_any() override
    {
        ledger.check_wait();
        int first = -1;  // the device whose oldest frame is done first; the lowest number on a tie
        for (int d = 0; d < count(); ++d)
            if (!done_at_[d].empty() && (first < 0 || done_at_[d].front() < done_at_[first].front())) first = d;
        now_ = std::max(now_, done_at_[first].front());
        done_at_[first].pop_front();
        ledger.back(first);
        last_back = first;
        return first;
    }

    Ledger ledger;
    int last_back = -1;  // the device that brought the last frame back

private:
    std::vector<double> frame_ms_;
    std::vector<std::deque<double>> done_at_;  // when each frame a device holds is done
    std::vector<double> busy_until_;           // when each device is done with all it holds
    double now_ = 0;
};

// The earliest end of the stream on these devices: frame after frame to the
// device that finishes it first, as if every device had endless slots. Two
// slots a device reach it too, and so does one: a device computes one frame
// at a time, and the frame dealt when one comes back is computed next.
double earliest_end(const SimulatedStream& stream)
{
    std::vector<int> taken(stream.frame_ms.size(), 0);
    double end = 0;
    for (int f = 0; f < stream.frames; ++f) {
        std::size_t first = 0;
        for (std::size_t d = 1; d < taken.size(); ++d)
            if ((taken[d] + 1) * stream.frame_ms[d] < (taken[first] + 1) * stream.frame_ms[first]) first = d;
        ++taken[first];
        end = std::max(end, taken[first] * stream.frame_ms[first]);
    }
    return end;
}

// Every device given the same count, within one, though the speeds are at
// least twice apart: "" or what is wrong.
std::string round_robin_mistake(const SimulatedStream& stream, const std::vector<int>& taken)
{
    const auto [fastest, slowest] = std::minmax_element(stream.frame_ms.begin(), stream.frame_ms.end());
    const auto [fewest, most] = std::minmax_element(taken.begin(), taken.end());
    const auto count = static_cast<int>(taken.size());
    if (count < 2 || *slowest < 2 * *fastest || stream.frames < 2 * count || *most - *fewest > 1) return "";
    return "the devices took " + list_text(taken) + " frames though a frame takes them " + list_text(stream.frame_ms) +
           " ms: each device got its turn whatever its speed (round robin), and the fast device should take more";
}

// The stream ending later than it must: "" or what is wrong.
std::string late_end_mistake(const SimulatedStream& stream, const SimulatedDevices& devices)
{
    const double earliest = earliest_end(stream);
    const double fastest = *std::min_element(stream.frame_ms.begin(), stream.frame_ms.end());
    if (devices.now_ms() <= earliest + fastest + 1e-9) return "";
    const int last = devices.last_back;
    return "the stream ended at " + number_text(devices.now_ms()) + " ms, when " + device(last) + " (" +
           number_text(stream.frame_ms[last]) +
           " ms a frame) brought its last frame back, and these devices can "
           "end it at " +
           number_text(earliest) +
           " ms: a slow device held the last frames while a faster one ran "
           "out of work (a device takes a frame only if it would finish it by the time the frames left could all be "
           "done)";
}

// The stream as the dealer would see it: "on 10 frames, devices of {1, 4}
// ms a frame with {2, 2} slots".
std::string stream_text(const SimulatedStream& stream)
{
    return "on " + std::to_string(stream.frames) + (stream.frames == 1 ? " frame" : " frames") + ", devices of " +
           list_text(stream.frame_ms) + " ms a frame with " + list_text(stream.slots) + " slots";
}

// Frames of `gray` dealt to two in-order queues of the runtime's device, two
// slots each (buffers and a kernel of their own); each frame's Sobel read
// back into `results`. The times a frame are told, not measured: the
// queues share one device, and the check is of the frames, not the clock.
class QueueDevices final : public StreamDevices {
public:
    static constexpr int queue_count = 2;
    static constexpr int slots_each = 2;

    QueueDevices(const Runtime& runtime, const cl::Program& program, const std::vector<Image>& frames,
                 std::vector<SobelGradients>& results, const LocalSize& requested_local)
        : ledger(std::vector<int>(queue_count, slots_each), static_cast<int>(frames.size())), frames_(frames),
          results_(results), in_flight_(queue_count), start_(std::chrono::steady_clock::now())
    {
        const Image& first = frames.front();
        const std::size_t bytes = first.pixel_count();
        for (int q = 0; q < queue_count; ++q) {
            queues_.emplace_back(runtime.context, runtime.device);
            for (int s = 0; s < slots_each; ++s) {
                Slot slot{cl::Buffer(runtime.context, CL_MEM_READ_ONLY, bytes),
                          cl::Buffer(runtime.context, CL_MEM_WRITE_ONLY, bytes),
                          cl::Buffer(runtime.context, CL_MEM_WRITE_ONLY, bytes),
                          {},
                          {},
                          false};
                slot.kernel = make_sobel_strip_kernel(program, slot.input, slot.dx, slot.dy, first.width, first.height);
                slot.kernel.setArg(5, static_cast<cl_int>(0));
                slot.kernel.setArg(6, static_cast<cl_int>(first.height));
                slot.local = choose_local_size(slot.kernel, runtime.device, requested_local, stencil_local_size);
                slots_.push_back(std::move(slot));
            }
        }
    }

    // A dealer stopped by a mistake leaves frames on the queues: their
    // commands write into `results`, so they end before it is freed.
    ~QueueDevices() override
    {
        for (const cl::CommandQueue& queue : queues_) {
            try {
                queue.finish();
            } catch (const cl::Error&) {
                // A command that failed has ended; there is nothing more to wait for.
            }
        }
    }
    QueueDevices(const QueueDevices&) = delete;
    QueueDevices& operator=(const QueueDevices&) = delete;

    int count() const override { return queue_count; }
    int slots(int) const override { return slots_each; }
    double frame_ms(int d) const override { return d == 0 ? 1.0 : 2.0; }
    double now_ms() const override
    {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count();
    }

    void start(int d, int frame) override
    {
        ledger.start(d, frame);
        const int s = free_slot(d);
        Slot& slot = slots_[s];
        const Image& picture = frames_[frame];
        const std::size_t bytes = picture.pixel_count();
        const cl::CommandQueue& queue = queues_[d];
        queue.enqueueWriteBuffer(slot.input, CL_FALSE, 0, bytes, picture.pixels.data());
        queue.enqueueNDRangeKernel(slot.kernel, cl::NullRange,
                                   round_up_global(static_cast<std::size_t>(picture.width),
                                                   static_cast<std::size_t>(picture.height), slot.local),
                                   slot.local);
        // In-order queue: the reads follow the kernel, and the last one
        // back means the frame is.
        cl::Event last;
        queue.enqueueReadBuffer(slot.dx, CL_FALSE, 0, bytes, results_[frame].dx.data());
        queue.enqueueReadBuffer(slot.dy, CL_FALSE, 0, bytes, results_[frame].dy.data(), nullptr, &last);
        queue.flush();
        slot.busy = true;
        in_flight_[d].push_back({frame, s, last});
    }

    // As lesson 08's first_member_done: each queue's oldest frame asked
    // whether it is back, and after a while with none, the earliest frame
    // dealt waited for (an implementation may run commands only then).
    int wait_for_any() override
    {
        ledger.check_wait();
        constexpr auto poll = std::chrono::microseconds(100);
        constexpr auto patience = std::chrono::milliseconds(20);
        const auto since = std::chrono::steady_clock::now();
        while (std::chrono::steady_clock::now() - since < patience) {
            for (int d = 0; d < queue_count; ++d) {
                if (in_flight_[d].empty()) continue;
                const cl::Event& last = in_flight_[d].front().last;
                const cl_int status = last.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>();
                if (status < 0) last.wait();  // the command failed: wait() throws its error
                if (status == CL_COMPLETE) return frame_back(d);
            }
            std::this_thread::sleep_for(poll);
        }
        int earliest = -1;
        for (int d = 0; d < queue_count; ++d)
            if (!in_flight_[d].empty() &&
                (earliest < 0 || in_flight_[d].front().frame < in_flight_[earliest].front().frame))
                earliest = d;
        in_flight_[earliest].front().last.wait();
        return frame_back(earliest);
    }

    Ledger ledger;

private:
    struct Slot {
        cl::Buffer input, dx, dy;
        cl::Kernel kernel;
        cl::NDRange local;
        bool busy;
    };
    struct FrameInFlight {
        int frame;
        int slot;
        cl::Event last;
    };

    int free_slot(int d) const
    {
        int s = d * slots_each;
        while (slots_[s].busy) ++s;  // the ledger saw that one is free
        return s;
    }

    int frame_back(int d)
    {
        slots_[in_flight_[d].front().slot].busy = false;
        in_flight_[d].pop_front();
        ledger.back(d);
        return d;
    }

    const std::vector<Image>& frames_;
    std::vector<SobelGradients>& results_;
    std::vector<Slot> slots_;  // queue d's are d * slots_each onwards
    std::vector<std::deque<FrameInFlight>> in_flight_;
    std::chrono::steady_clock::time_point start_;
    std::vector<cl::CommandQueue> queues_;
};

}  // namespace

std::string dealer_mistake(DealFunction deal, const SimulatedStream& stream)
{
    SimulatedDevices devices(stream);
    std::string mistake;
    try {
        deal(devices, stream.frames);
    } catch (const HostCodeMistake& broken) {
        mistake = broken.what();
    }
    if (mistake.empty()) mistake = devices.ledger.unfinished_mistake();
    if (mistake.empty()) mistake = round_robin_mistake(stream, devices.ledger.taken());
    if (mistake.empty()) mistake = late_end_mistake(stream, devices);
    return mistake.empty() ? "" : stream_text(stream) + ", " + mistake;
}

std::vector<Verification> check_dealer_function(const Runtime& runtime, const Image& gray, const RunConfig& config,
                                                DealFunction deal)
{
    // The easiest to follow first: two devices, one four times slower;
    // then no frame, one, a device alone, equal ones, far apart, one slot.
    const std::vector<SimulatedStream> streams{{10, {1, 4}, {2, 2}},
                                               {0, {1, 4}, {2, 2}},
                                               {1, {1, 4}, {2, 2}},
                                               {3, {4, 1}, {2, 2}},
                                               {5, {2}, {2}},
                                               {7, {1, 1}, {2, 2}},
                                               {30, {2, 3}, {2, 2}},
                                               {20, {1, 100}, {2, 2}},
                                               {40, {1, 2.5, 7}, {2, 1, 3}},
                                               {50, {3, 1}, {1, 1}},
                                               {64, {1, 1, 1, 8}, {2, 2, 2, 2}}};
    for (const SimulatedStream& stream : streams)
        if (const std::string mistake = dealer_mistake(deal, stream); !mistake.empty()) throw HostCodeMistake(mistake);

    check_allocation(runtime.device, gray.pixel_count(), "a " + width_x_height(gray.width, gray.height) + " image");
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    constexpr int frame_count = 8;
    std::vector<Image> frames(frame_count, gray);
    std::vector<SobelGradients> results;
    for (int f = 0; f < frame_count; ++f) {
        for (std::uint8_t& byte : frames[f].pixels) byte = static_cast<std::uint8_t>(byte + 37 * f);
        results.push_back({gray.width, gray.height,
                           std::vector<std::int8_t>(gray.pixel_count(), static_cast<std::int8_t>(poison_byte)),
                           std::vector<std::int8_t>(gray.pixel_count(), static_cast<std::int8_t>(poison_byte))});
    }
    {
        QueueDevices devices(runtime, program, frames, results, config.local_size);
        std::string mistake;
        try {
            deal(devices, frame_count);
        } catch (const HostCodeMistake& broken) {
            mistake = broken.what();
        }
        if (mistake.empty()) mistake = devices.ledger.unfinished_mistake();
        if (!mistake.empty()) throw HostCodeMistake("on two queues of this device, " + mistake);
    }
    std::vector<Verification> verifications;
    for (int f = 0; f < frame_count; ++f)
        for (Verification& check : verify_sobel(sobel_golden(frames[f]), results[f])) {
            check.what += " (frame " + std::to_string(f) + ")";
            verifications.push_back(std::move(check));
        }
    return verifications;
}

}  // namespace ocltut

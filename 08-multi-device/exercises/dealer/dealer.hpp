// Lesson 08's exercise 08-dealer (docs/exercises-08.md): the dealer of a
// stream of frames, the host code that decides which device takes the next
// frame, so that the stream ends as early as the devices allow.
#pragma once

namespace ocltut {

// The devices a stream is dealt to, as the dealer sees them. The check
// gives the dealer simulated devices, whose clock moves only when the dealer
// waits, and then queues of a real device.
class StreamDevices {
public:
    virtual ~StreamDevices() = default;
    // The devices, numbered 0 to count() - 1.
    virtual int count() const = 0;
    // How many frames `device` holds at once (its slots, its sets of buffers).
    virtual int slots(int device) const = 0;
    // One frame's time on `device`, measured on it alone, in milliseconds.
    virtual double frame_ms(int device) const = 0;
    // The stream's clock: milliseconds since it started.
    virtual double now_ms() const = 0;
    // `frame` to `device`, which must have a free slot. The device computes
    // the frames it holds one after the other, in the order it got them.
    virtual void start(int device, int frame) = 0;
    // Waits until a device's oldest frame is back, and returns that device:
    // the slot its frame held is free again.
    virtual int wait_for_any() = 0;
};

// Deals frames 0 to frame_count - 1 to `devices`:
// - each frame once, in order, to a device with a free slot;
// - it waits only while a frame is on a device, and returns once every
//   frame is back;
// - the stream ends as early as these devices allow, within one of the
//   fastest device's frames: the fast device takes more, and a device
//   takes a frame only if it would finish it by the time every frame left
//   could be done, so that a slow one never holds the last frames while a
//   faster one runs out of work.
using DealFunction = void (*)(StreamDevices& devices, int frame_count);

// The starter, with TODOs (dealer_starter.cpp).
void deal_stream_exercise(StreamDevices& devices, int frame_count);

// The solution (solutions/08-dealer.cpp).
void deal_stream(StreamDevices& devices, int frame_count);

}  // namespace ocltut

// Wrong solutions of exercise 08-dealer, planted for the tests
// check-catches-dealer-* (tests.cmake): the dealer as solutions/08-dealer.cpp
// writes it, with one mistake, chosen when this file is compiled:
//   PLANTED_ROUND_ROBIN  frame f to device f % count, whatever its speed,
//                        once that device has a free slot;
//   PLANTED_FIRST_FREE   the next frame to the first device with a free
//                        slot (lesson 08's work queue): the slow device
//                        holds the last frames;
//   PLANTED_NO_FREE_SLOT the next frame to the device that would finish it
//                        first, whether or not it has a free slot;
//   PLANTED_LAST_DROPPED the last frame never dealt (an off-by-one);
//   PLANTED_DEVICE_COUNT each device's own count of frames dealt as the
//                        frame's number: frame 0 goes to every device.
#include "dealer.hpp"

#include <algorithm>
#include <vector>

#if defined(PLANTED_ROUND_ROBIN) + defined(PLANTED_FIRST_FREE) + defined(PLANTED_NO_FREE_SLOT) + \
        defined(PLANTED_LAST_DROPPED) + defined(PLANTED_DEVICE_COUNT) !=                         \
    1
#error \
    "define one of PLANTED_ROUND_ROBIN, PLANTED_FIRST_FREE, PLANTED_NO_FREE_SLOT, PLANTED_LAST_DROPPED, PLANTED_DEVICE_COUNT"
#endif

namespace ocltut {

namespace {

// As the solution's: when `frames` frames would all be done, each on the
// device that would finish it first (the round robin and the first free
// device plan nothing).
[[maybe_unused]] double planned_end(const StreamDevices& devices, const std::vector<double>& free_at, int frames,
                                    double now)
{
    std::vector<double> done_at(free_at.size());
    for (std::size_t d = 0; d < free_at.size(); ++d) done_at[d] = std::max(free_at[d], now);
    double end = now;
    for (int f = 0; f < frames; ++f) {
        std::size_t first_done = 0;
        for (std::size_t d = 1; d < done_at.size(); ++d)
            if (done_at[d] + devices.frame_ms(static_cast<int>(d)) <
                done_at[first_done] + devices.frame_ms(static_cast<int>(first_done)))
                first_done = d;
        done_at[first_done] += devices.frame_ms(static_cast<int>(first_done));
        end = std::max(end, done_at[first_done]);
    }
    return end;
}

// The device that takes frame `next` now by the planted rule, or -1 to wait.
int chosen_device(const StreamDevices& devices, const std::vector<int>& held, const std::vector<double>& free_at,
                  int next, int frames_left)
{
    const int count = devices.count();
#if defined(PLANTED_ROUND_ROBIN)
    static_cast<void>(free_at);
    static_cast<void>(frames_left);
    const int turn = next % count;
    return held[turn] < devices.slots(turn) ? turn : -1;
#elif defined(PLANTED_FIRST_FREE)
    static_cast<void>(free_at);
    static_cast<void>(next);
    static_cast<void>(frames_left);
    for (int d = 0; d < count; ++d)
        if (held[d] < devices.slots(d)) return d;
    return -1;
#else
    static_cast<void>(next);
    const double now = devices.now_ms();
    int chosen = -1;
    double chosen_finish = 0;
    for (int d = 0; d < count; ++d) {
        const double finish = std::max(free_at[d], now) + devices.frame_ms(d);
#if defined(PLANTED_NO_FREE_SLOT)
        static_cast<void>(held);
        const bool free_slot = true;
#else
        const bool free_slot = held[d] < devices.slots(d);
#endif
        if (free_slot && (chosen < 0 || finish < chosen_finish)) {
            chosen = d;
            chosen_finish = finish;
        }
    }
    return chosen >= 0 && chosen_finish <= planned_end(devices, free_at, frames_left, now) ? chosen : -1;
#endif
}

}  // namespace

void deal_stream_exercise(StreamDevices& devices, int frame_count)
{
    const int count = devices.count();
    std::vector<int> held(count, 0);
    std::vector<double> free_at(count, 0.0);
    std::vector<int> taken(count, 0);  // frames each device took
#if defined(PLANTED_LAST_DROPPED)
    const int frames_dealt = frame_count - 1;
#else
    const int frames_dealt = frame_count;
#endif
    int next = 0;
    int back = 0;
    while (back < frames_dealt) {
        if (next < frames_dealt) {
            if (const int d = chosen_device(devices, held, free_at, next, frame_count - next); d >= 0) {
#if defined(PLANTED_DEVICE_COUNT)
                devices.start(d, taken[d]);
                ++next;
#else
                devices.start(d, next++);
#endif
                ++taken[d];
                ++held[d];
                free_at[d] = std::max(free_at[d], devices.now_ms()) + devices.frame_ms(d);
                continue;
            }
        }
        --held[devices.wait_for_any()];
        ++back;
    }
}

}  // namespace ocltut

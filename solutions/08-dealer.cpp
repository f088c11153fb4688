// The solution of lesson 08's exercise 08-dealer (docs/exercises-08.md):
// lesson 08's work queue (run_shared_stream in
// 08-multi-device/multi_device.cpp), where a free slot no longer takes the
// next frame by itself. The host plans the frames left, each to the device
// that would finish it first (the earliest-finish-time rule of list
// scheduling), and a device takes the next frame only if the plan gives it
// one: a device whose first frame would end after the plan's end would
// hold the stream's last frames.
#include "dealer.hpp"

#include <algorithm>
#include <vector>

namespace ocltut {

namespace {

// When `frames` frames would all be done if each went to the device that
// would finish it first, every device starting after the frames it holds
// (free_at) or now, whichever is later.
double planned_end(const StreamDevices& devices, const std::vector<double>& free_at, int frames, double now)
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

}  // namespace

void deal_stream(StreamDevices& devices, int frame_count)
{
    const int count = devices.count();
    std::vector<int> held(count, 0);          // frames each device holds
    std::vector<double> free_at(count, 0.0);  // when each would be done with them, as far as the host knows
    int next = 0;                             // the next frame to deal
    int back = 0;                             // frames back
    while (back < frame_count) {
        if (next < frame_count) {
            // Of the devices with a free slot, the one that would finish
            // the next frame first: an idle one starts it now, a busy one
            // after the frames it holds.
            const double now = devices.now_ms();
            int chosen = -1;
            double chosen_finish = 0;
            for (int d = 0; d < count; ++d) {
                const double finish = std::max(free_at[d], now) + devices.frame_ms(d);
                if (held[d] < devices.slots(d) && (chosen < 0 || finish < chosen_finish)) {
                    chosen = d;
                    chosen_finish = finish;
                }
            }
            // It takes the frame if it would finish it by the plan's end;
            // if not, the frame waits for a faster device's slot.
            if (chosen >= 0 && chosen_finish <= planned_end(devices, free_at, frame_count - next, now)) {
                devices.start(chosen, next++);
                ++held[chosen];
                free_at[chosen] = chosen_finish;
                continue;
            }
        }
        const int freed = devices.wait_for_any();
        --held[freed];
        ++back;
    }
}

}  // namespace ocltut

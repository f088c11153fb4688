// Lesson 08's exercise 08-dealer, to write yourself: the dealer of a
// stream of frames, which decides which device takes the next frame
// (dealer.hpp says it in full). As given, it is lesson 08's work queue:
// whichever device has a free slot takes the next frame. A slow device
// then takes frames near the end of the stream that a fast one would have
// finished sooner, and the stream ends when the slow one is done.
//
// The checker runs this function on simulated devices of different speeds,
// then on queues of your device, with every frame's Sobel verified. It is
// C++, compiled into the checker, so after each edit rebuild the checker,
// then check:
//   cmake --build --preset default --target check
//   ./build/default/check/check 08-dealer
#include "dealer.hpp"

#include <vector>

namespace ocltut {

void deal_stream_exercise(StreamDevices& devices, int frame_count)
{
    const int count = devices.count();
    std::vector<int> held(count, 0);  // frames each device holds
    int next = 0;                     // the next frame to deal
    int back = 0;                     // frames back
    while (back < frame_count) {
        // TODO: which device takes frame `next` now, if any. Of the devices
        //       with a free slot, the one that would finish it first: an
        //       idle one starts it now (devices.now_ms()), a busy one once
        //       done with the frames it holds (keep, for each device, when
        //       that is), each frame taking devices.frame_ms(d). It takes
        //       the frame only if it would finish it by the time every
        //       frame left would be done, each dealt to the device that
        //       finishes it first; if not, wait, and the frame goes to a
        //       faster device's slot. As given, the first device with a
        //       free slot takes it, whatever its speed.
        int chosen = -1;
        for (int d = 0; d < count && chosen < 0; ++d)
            if (held[d] < devices.slots(d)) chosen = d;
        if (next < frame_count && chosen >= 0) {
            devices.start(chosen, next++);
            ++held[chosen];
            continue;
        }
        const int freed = devices.wait_for_any();
        --held[freed];
        ++back;
    }
}

}  // namespace ocltut

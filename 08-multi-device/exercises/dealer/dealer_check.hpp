// The check of lesson 08's exercise 08-dealer (dealer.hpp): a dealer of a
// stream of frames, run on simulated devices of different speeds, then on
// two queues of the checker's device with every frame's Sobel verified.
#pragma once

#include "dealer.hpp"

#include "common/opencl/device.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/verify.hpp"

#include <string>
#include <vector>

namespace ocltut {

// A stream on simulated devices: its frames, and each device's time a
// frame and slots.
struct SimulatedStream {
    int frames;
    std::vector<double> frame_ms;
    std::vector<int> slots;
};

// The first promise of dealer.hpp that `deal` breaks on `stream`, said in
// one sentence with what to do; "" when it keeps them all. While it deals:
// a device that does not exist, a frame dealt twice, out of order or past
// the last, a frame to a device with no free slot, a wait with nothing on
// any device. Once it returns: frames still on a device, frames never
// dealt, every device given the same count whatever its speed (round
// robin, where the speeds are at least twice apart), and the stream ending
// more than one of the fastest device's frames after the earliest end
// these devices allow.
std::string dealer_mistake(DealFunction deal, const SimulatedStream& stream);

// The check of `deal`: dealer_mistake on streams of 0 to 64 frames over
// one to four simulated devices (equal, a few times apart, a hundred times
// apart, one and several slots), throwing HostCodeMistake at the first
// mistake; then a stream of eight frames made of `gray` (frame f: every
// byte plus 37 f) dealt to two in-order queues of the runtime's device, two
// slots each, each frame's Sobel by sobel_strip of config.kernel_file
// (pipeline.cl) verified against sobel_golden ("dX (frame 3)").
std::vector<Verification> check_dealer_function(const Runtime& runtime, const Image& gray, const RunConfig& config,
                                                DealFunction deal);

}  // namespace ocltut

// The bus between host and device, measured with transfers alone: how fast
// bytes go in and come out from ordinary (pageable) host memory and from
// pinned staging memory (PinnedHostMemory, transfer.hpp), one way at a time
// and both ways at once on two queues. The figures a whole job is judged
// against: a job that uploads its input and downloads its outputs is
// compared with the same bytes moved pinned, one transfer each way, both at
// once (its floor; a job cut into many transfers may come in under it).
// The method follows NVIDIA's oclBandwidthTest and AMD's BufferBandwidth
// samples: the host's clock around each transfer, the median of several.
#pragma once

#include "common/opencl/device.hpp"
#include "common/opencl/profiling.hpp"
#include "common/tutorial/transfer.hpp"

#include <cstddef>
#include <iosfwd>
#include <string>
#include <vector>

namespace ocltut {

// `to_device` bytes written from host memory of `kind` into a device buffer
// and `from_device` bytes read back into another, both ways at once when
// both are non-zero (each direction on its own queue, so a device with a
// copy engine per direction can run them together), timed on the host's
// clock: `warmup` untimed repetitions, then `iterations` timed ones.
TimingStats time_transfers(const Runtime& runtime, HostMemory kind, std::size_t to_device, std::size_t from_device,
                           int warmup, int iterations);

// The floor of a job that uploads `to_device` bytes and downloads
// `from_device` bytes: time_transfers on pinned memory.
TimingStats time_bus_floor(const Runtime& runtime, std::size_t to_device, std::size_t from_device, int warmup,
                           int iterations);

// One line of a bus measurement.
struct BusMeasurement {
    std::string way;    // "pinned, both ways at once"
    std::size_t bytes;  // moved in all, both directions together
    TimingStats stats;
};

// `bytes` each way: pageable and pinned, to the device, from the device,
// and both ways at once; five lines.
std::vector<BusMeasurement> measure_bus(const Runtime& runtime, std::size_t bytes, int warmup, int iterations);

// Prints the lines as a table of median times and GB/s.
void print_bus(std::ostream& out, const std::vector<BusMeasurement>& measurements);

}  // namespace ocltut

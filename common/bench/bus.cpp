#include "common/bench/bus.hpp"

#include "common/tutorial/ndrange.hpp"

#include <algorithm>
#include <iomanip>
#include <ostream>
#include <string>

namespace ocltut {

namespace {

// A device buffer of `bytes`, or none for a direction that moves nothing.
cl::Buffer device_buffer(const Runtime& runtime, std::size_t bytes)
{
    return bytes == 0 ? cl::Buffer() : cl::Buffer(runtime.context, CL_MEM_READ_WRITE, bytes);
}

}  // namespace

TimingStats time_transfers(const Runtime& runtime, HostMemory kind, std::size_t to_device, std::size_t from_device,
                           int warmup, int iterations)
{
    // Each direction's bytes are a device buffer and, pinned, a host one:
    // refused in one line past the device's largest allocation, where a
    // driver may fail the allocation less kindly (PoCL 3.1 aborts).
    for (const std::size_t bytes : {to_device, from_device})
        check_allocation(runtime.device, bytes, "timing the bus on " + std::to_string(bytes) + " bytes");
    // A second queue for the download: on one in-order queue the two
    // directions would take turns.
    const cl::CommandQueue download_queue(runtime.context, runtime.device);
    HostBytes source(runtime, kind, to_device);
    HostBytes destination(runtime, kind, from_device);
    const cl::Buffer upload_target = device_buffer(runtime, to_device);
    const cl::Buffer download_source = device_buffer(runtime, from_device);

    const auto move_once = [&]() {
        // Both enqueued and flushed before either is waited for, so that
        // they may run at the same time. The wait is for their events:
        // rusticl (Mesa 22.3) returns from clFinish at once on a queue whose
        // commands were all flushed already, and the host would go on (and
        // free this memory) while the transfers still run.
        std::vector<cl::Event> transfers;
        if (to_device > 0) {
            transfers.emplace_back();
            runtime.queue.enqueueWriteBuffer(upload_target, CL_FALSE, 0, to_device, source.data(), nullptr,
                                             &transfers.back());
        }
        if (from_device > 0) {
            transfers.emplace_back();
            download_queue.enqueueReadBuffer(download_source, CL_FALSE, 0, from_device, destination.data(), nullptr,
                                             &transfers.back());
        }
        runtime.queue.flush();
        download_queue.flush();
        if (!transfers.empty()) cl::Event::waitForEvents(transfers);
    };
    return time_on_host_clock(move_once, warmup, iterations);
}

TimingStats time_bus_floor(const Runtime& runtime, std::size_t to_device, std::size_t from_device, int warmup,
                           int iterations)
{
    return time_transfers(runtime, HostMemory::pinned, to_device, from_device, warmup, iterations);
}

std::vector<BusMeasurement> measure_bus(const Runtime& runtime, std::size_t bytes, int warmup, int iterations)
{
    std::vector<BusMeasurement> lines;
    for (const HostMemory kind : {HostMemory::pageable, HostMemory::pinned}) {
        const std::string memory = kind == HostMemory::pinned ? "pinned" : "pageable";
        lines.push_back(
            {memory + ", to the device", bytes, time_transfers(runtime, kind, bytes, 0, warmup, iterations)});
        lines.push_back(
            {memory + ", from the device", bytes, time_transfers(runtime, kind, 0, bytes, warmup, iterations)});
    }
    lines.push_back({"pinned, both ways at once", 2 * bytes,
                     time_transfers(runtime, HostMemory::pinned, bytes, bytes, warmup, iterations)});
    return lines;
}

void print_bus(std::ostream& out, const std::vector<BusMeasurement>& measurements)
{
    const auto old_flags = out.flags();
    out << std::fixed << std::setprecision(3);
    for (const BusMeasurement& line : measurements)
        out << "  " << std::left << std::setw(28) << line.way << std::right << " median " << std::setw(9)
            << line.stats.median_ms << " ms  " << std::setprecision(1) << std::setw(7)
            << gb_per_s(line.bytes, line.stats.median_ms) << " GB/s" << std::setprecision(3) << '\n';
    out.flags(old_flags);
}

}  // namespace ocltut

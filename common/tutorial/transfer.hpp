// Moving pictures to memory objects and results back on each memory path
// (MemoryPath, memory_path.hpp: copy; zero copy with CL_MEM_ALLOC_HOST_PTR and
// map/unmap; pinned staging), and timing a whole job on it on the host's
// clock: the inputs written, the kernels, the outputs read back.
// docs/memory-paths.md says what each path costs on which device.
#pragma once

#include "common/opencl/device.hpp"
#include "common/opencl/opencl.hpp"
#include "common/opencl/profiling.hpp"
#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/memory_path.hpp"
#include "common/tutorial/run_config.hpp"

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ocltut {

// Host memory that a device's copy engine can read and write directly:
// page-locked ("pinned") on a discrete GPU, so a transfer from or to it needs
// no bounce through a driver's own staging buffer and runs at the bus's
// speed. OpenCL has no call that pins host memory; the portable way, which
// NVIDIA's and AMD's OpenCL samples teach, is a buffer made with
// CL_MEM_ALLOC_HOST_PTR, mapped once and kept mapped: the mapped pointer is
// the pinned memory. Pass it to enqueueWriteBuffer/enqueueReadBuffer of
// another (device) buffer. Unmapped when destroyed, after the queue it was
// mapped on has finished its work; a program that moves it on other queues
// must wait for those before destroying it.
class PinnedHostMemory {
public:
    PinnedHostMemory(const cl::Context& context, const cl::CommandQueue& queue, std::size_t bytes);
    explicit PinnedHostMemory(const Runtime& runtime, std::size_t bytes)
        : PinnedHostMemory(runtime.context, runtime.queue, bytes)
    {}
    ~PinnedHostMemory();
    PinnedHostMemory(PinnedHostMemory&& other) noexcept;
    PinnedHostMemory& operator=(PinnedHostMemory&&) = delete;
    PinnedHostMemory(const PinnedHostMemory&) = delete;
    PinnedHostMemory& operator=(const PinnedHostMemory&) = delete;

    std::uint8_t* data() const { return mapped_; }
    std::size_t size() const { return size_; }

private:
    cl::CommandQueue queue_;
    cl::Buffer buffer_;
    std::uint8_t* mapped_ = nullptr;
    std::size_t size_ = 0;
};

// Where a program keeps the bytes it moves: ordinary (pageable) memory, or
// pinned memory.
enum class HostMemory { pageable, pinned };

// `bytes` of host memory of either kind, for a program that compares the
// two: a vector, or PinnedHostMemory. Zeroed (the vector) or as mapped.
class HostBytes {
public:
    HostBytes(const Runtime& runtime, HostMemory kind, std::size_t bytes);
    std::uint8_t* data() { return pinned_ ? pinned_->data() : pageable_.data(); }
    const std::uint8_t* data() const { return pinned_ ? pinned_->data() : pageable_.data(); }
    std::size_t size() const { return size_; }

private:
    std::vector<std::uint8_t> pageable_;
    std::optional<PinnedHostMemory> pinned_;
    std::size_t size_;
};

// The flags of a memory object for `path`: `access` (CL_MEM_READ_ONLY, ...)
// alone for copy and pinned, where the implementation places it (a discrete
// GPU: in its own memory); with CL_MEM_ALLOC_HOST_PTR for zero copy, memory
// the host can map without a copy where the device shares the host's memory.
cl_mem_flags memory_flags(MemoryPath path, cl_mem_flags access);

// A buffer of `bytes` made for `path`.
cl::Buffer make_buffer(const Runtime& runtime, MemoryPath path, cl_mem_flags access, std::size_t bytes);

// Writes `bytes` (as many as the buffer holds) into `buffer`, made for
// `path`; on return the host may reuse them.
//   copy:      a blocking enqueueWriteBuffer;
//   zero_copy: the buffer mapped for writing (CL_MAP_WRITE_INVALIDATE_REGION:
//              its old contents are not fetched), filled, unmapped;
//   pinned:    the bytes copied into pinned staging memory, then a blocking
//              enqueueWriteBuffer from it. (A program that keeps its
//              pictures in pinned memory, as time_end_to_end does, skips the
//              first copy.)
void write_buffer(const Runtime& runtime, MemoryPath path, const cl::Buffer& buffer,
                  const std::vector<std::uint8_t>& bytes);

// The same for an image, its rows packed tightly in `bytes` (width x pixel
// size each): enqueueWriteImage (from the bytes, or from pinned staging
// memory), or enqueueMapImage, whose row pitch may be wider than a row, so
// the rows are filled one by one.
void write_image(const Runtime& runtime, MemoryPath path, const cl::Image2D& image,
                 const std::vector<std::uint8_t>& bytes);

// Copies the `size` bytes of `buffer`, made for `path`, to `destination`,
// blocking: enqueueReadBuffer; the buffer mapped for reading, copied,
// unmapped; or enqueueReadBuffer into pinned staging memory, copied. The
// last copy on the zero-copy and pinned paths is the caller's choice (a
// result it keeps in its own vector); time_end_to_end reads back without.
void read_buffer(const Runtime& runtime, MemoryPath path, const cl::Buffer& buffer, void* destination,
                 std::size_t size);

// The zero-copy read-back as a timed job does it: the `bytes` of `buffer`
// mapped for reading, which returns once the commands before it are done,
// with the results where the host reads them, then unmapped; nothing is
// copied out. time_end_to_end's, and lesson 07's zero-copy job's.
void map_for_reading(const Runtime& runtime, const cl::Buffer& buffer, std::size_t bytes);

// Host bytes that a job writes into a memory object (a buffer, or an image
// with its rows packed) before its kernels run. The bytes must outlive it.
struct HostInput {
    HostInput(cl::Memory destination, const std::vector<std::uint8_t>& source)
        : memory(std::move(destination)), bytes(&source)
    {}
    cl::Memory memory;
    const std::vector<std::uint8_t>* bytes;
};

// The whole job on `path`, timed on the host's clock (steady_clock):
// `warmup` untimed repetitions, then `iterations` timed ones, each
//   1. writing every input from the host (write_buffer, write_image);
//   2. enqueuing the launches in order, as they stand (arguments set);
//   3. reading every output back: copy, enqueueReadBuffer into host memory
//      allocated before the loop; zero copy, mapping it for reading, which
//      puts the results where the host reads them, then unmapping; pinned,
//      enqueueReadBuffer into pinned staging memory mapped before the loop;
//   4. waiting for the queue to finish.
// On the pinned path the inputs are copied into pinned staging memory
// before the loop, once: a program on that path decodes its pictures
// straight into pinned memory, as one on the copy path decodes them into
// its own vectors.
// A std::logic_error when a memory object was not made for `path` or an
// input's size is not its memory object's.
TimingStats time_end_to_end(const Runtime& runtime, MemoryPath path, const std::vector<HostInput>& inputs,
                            const std::vector<KernelLaunch>& launches, const std::vector<cl::Buffer>& outputs,
                            int warmup, int iterations);

// The same on config.memory, with config.warmup and config.iterations.
TimingStats time_end_to_end(const Runtime& runtime, const RunConfig& config, const std::vector<HostInput>& inputs,
                            const std::vector<KernelLaunch>& launches, const std::vector<cl::Buffer>& outputs);

// Prints e.g.
//   end to end, copy path: median 0.122 ms (min 0.114, max 0.165, 20 runs) for my_kernel with the input
//   written and the outputs read back, on the host's clock
// (on one line).
void print_end_to_end(std::ostream& out, const std::string& job, MemoryPath path, const TimingStats& stats);

}  // namespace ocltut

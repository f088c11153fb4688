#include "common/tutorial/transfer.hpp"

#include <algorithm>
#include <cstring>
#include <iomanip>
#include <ostream>
#include <stdexcept>

namespace ocltut {

namespace {

// A job timed on one path with memory objects made for the other would
// time neither path: refused, as a mistake in the calling code.
void check_made_for(MemoryPath path, const cl::Memory& memory)
{
    const bool host_memory = (memory.getInfo<CL_MEM_FLAGS>() & CL_MEM_ALLOC_HOST_PTR) != 0;
    if (host_memory != (path == MemoryPath::zero_copy))
        throw std::logic_error("a memory object made " + std::string(host_memory ? "with" : "without") +
                               " CL_MEM_ALLOC_HOST_PTR used on the " + memory_path_name(path) + " path");
}

bool is_image(const cl::Memory& memory)
{
    return memory.getInfo<CL_MEM_TYPE>() == CL_MEM_OBJECT_IMAGE2D;
}

// The bytes a memory object holds as the host sees it: a buffer's size, or
// an image's pixels packed row after row.
std::size_t host_size(const cl::Memory& memory)
{
    if (!is_image(memory)) return memory.getInfo<CL_MEM_SIZE>();
    const cl::Image2D image(memory(), true);
    return image.getImageInfo<CL_IMAGE_WIDTH>() * image.getImageInfo<CL_IMAGE_HEIGHT>() *
           image.getImageInfo<CL_IMAGE_ELEMENT_SIZE>();
}

void check_size(const cl::Memory& memory, std::size_t bytes)
{
    if (bytes != host_size(memory))
        throw std::logic_error(std::to_string(bytes) + " host bytes for a memory object of " +
                               std::to_string(host_size(memory)));
}

void write_input(const Runtime& runtime, MemoryPath path, const HostInput& input)
{
    // The handle, retained, as the object it is.
    if (is_image(input.memory)) write_image(runtime, path, cl::Image2D(input.memory(), true), *input.bytes);
    else write_buffer(runtime, path, cl::Buffer(input.memory(), true), *input.bytes);
}

}  // namespace

// [pinned_host_memory]
PinnedHostMemory::PinnedHostMemory(const cl::Context& context, const cl::CommandQueue& queue, std::size_t bytes)
    : queue_(queue), buffer_(context, CL_MEM_ALLOC_HOST_PTR | CL_MEM_READ_WRITE, bytes), size_(bytes)
{
    // Mapped once, for both directions, and kept mapped for the object's
    // life: mapping is what hands the host the page-locked pointer.
    mapped_ =
        static_cast<std::uint8_t*>(queue_.enqueueMapBuffer(buffer_, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, bytes));
}
// [pinned_host_memory]

PinnedHostMemory::PinnedHostMemory(PinnedHostMemory&& other) noexcept
    : queue_(std::move(other.queue_)), buffer_(std::move(other.buffer_)), mapped_(other.mapped_), size_(other.size_)
{
    other.mapped_ = nullptr;
}

PinnedHostMemory::~PinnedHostMemory()
{
    if (mapped_ == nullptr) return;
    // Transfers from or to this memory on the queue it was mapped on may
    // still be queued: wait for them before giving it back. (A program that
    // moves it on other queues waits for those itself.) A failure here has nowhere to go (a destructor
    // must not throw); the buffer is released with the context anyway.
    try {
        queue_.finish();
        queue_.enqueueUnmapMemObject(buffer_, mapped_);
        queue_.finish();
    } catch (const cl::Error&) {
    }
}

HostBytes::HostBytes(const Runtime& runtime, HostMemory kind, std::size_t bytes) : size_(bytes)
{
    if (bytes == 0) return;  // OpenCL has no empty buffers
    if (kind == HostMemory::pinned) pinned_.emplace(runtime, bytes);
    else pageable_.assign(bytes, 0);  // assigned, so every page exists before it is timed
}

cl_mem_flags memory_flags(MemoryPath path, cl_mem_flags access)
{
    return path == MemoryPath::zero_copy ? access | CL_MEM_ALLOC_HOST_PTR : access;
}

cl::Buffer make_buffer(const Runtime& runtime, MemoryPath path, cl_mem_flags access, std::size_t bytes)
{
    return cl::Buffer(runtime.context, memory_flags(path, access), bytes);
}

void write_buffer(const Runtime& runtime, MemoryPath path, const cl::Buffer& buffer,
                  const std::vector<std::uint8_t>& bytes)
{
    check_made_for(path, buffer);
    check_size(buffer, bytes.size());
    if (path == MemoryPath::copy) {
        runtime.queue.enqueueWriteBuffer(buffer, CL_TRUE, 0, bytes.size(), bytes.data());
        return;
    }
    if (path == MemoryPath::pinned) {
        // [pinned_write]
        // Pinned staging memory (PinnedHostMemory: a CL_MEM_ALLOC_HOST_PTR
        // buffer, mapped once and kept mapped). The bytes are copied in,
        // then written from there. A program on this path would decode its
        // picture straight into it and skip that copy.
        PinnedHostMemory staging(runtime, bytes.size());
        std::memcpy(staging.data(), bytes.data(), bytes.size());
        runtime.queue.enqueueWriteBuffer(buffer, CL_TRUE, 0, bytes.size(), staging.data());
        // [pinned_write]
        return;
    }
    // [zero_copy_write]
    // Map for writing: a host pointer into the buffer. Its old contents do
    // not matter (CL_MAP_WRITE_INVALIDATE_REGION), so none is fetched. Fill
    // it, then unmap: a kernel may use the buffer only once unmapped. The
    // host's bytes are in their own vector, so filling the mapped buffer
    // copies them once, as enqueueWriteBuffer does; a program that makes
    // its input in place (decodes a picture, grabs a camera frame) would
    // write it through this pointer and skip even that copy.
    void* mapped = runtime.queue.enqueueMapBuffer(buffer, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, bytes.size());
    std::memcpy(mapped, bytes.data(), bytes.size());
    runtime.queue.enqueueUnmapMemObject(buffer, mapped);
    // [zero_copy_write]
}

void write_image(const Runtime& runtime, MemoryPath path, const cl::Image2D& image,
                 const std::vector<std::uint8_t>& bytes)
{
    check_made_for(path, image);
    check_size(image, bytes.size());
    const std::size_t width = image.getImageInfo<CL_IMAGE_WIDTH>();
    const std::size_t height = image.getImageInfo<CL_IMAGE_HEIGHT>();
    const std::size_t row_bytes = width * image.getImageInfo<CL_IMAGE_ELEMENT_SIZE>();
    if (path == MemoryPath::copy) {
        runtime.queue.enqueueWriteImage(image, CL_TRUE, {0, 0, 0}, {width, height, 1}, row_bytes, 0, bytes.data());
        return;
    }
    if (path == MemoryPath::pinned) {
        PinnedHostMemory staging(runtime, bytes.size());
        std::memcpy(staging.data(), bytes.data(), bytes.size());
        runtime.queue.enqueueWriteImage(image, CL_TRUE, {0, 0, 0}, {width, height, 1}, row_bytes, 0, staging.data());
        return;
    }
    std::size_t row_pitch = 0;  // bytes from one mapped row to the next: the implementation's choice
    auto* mapped =
        static_cast<std::uint8_t*>(runtime.queue.enqueueMapImage(image, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION,
                                                                 {0, 0, 0}, {width, height, 1}, &row_pitch, nullptr));
    for (std::size_t y = 0; y < height; ++y)
        std::memcpy(mapped + y * row_pitch, bytes.data() + y * row_bytes, row_bytes);
    runtime.queue.enqueueUnmapMemObject(image, mapped);
}

void read_buffer(const Runtime& runtime, MemoryPath path, const cl::Buffer& buffer, void* destination, std::size_t size)
{
    check_made_for(path, buffer);
    if (path == MemoryPath::copy) {
        runtime.queue.enqueueReadBuffer(buffer, CL_TRUE, 0, size, destination);
        return;
    }
    if (path == MemoryPath::pinned) {
        PinnedHostMemory staging(runtime, size);
        runtime.queue.enqueueReadBuffer(buffer, CL_TRUE, 0, size, staging.data());
        std::memcpy(destination, staging.data(), size);
        return;
    }
    void* mapped = runtime.queue.enqueueMapBuffer(buffer, CL_TRUE, CL_MAP_READ, 0, size);
    std::memcpy(destination, mapped, size);
    runtime.queue.enqueueUnmapMemObject(buffer, mapped);
    runtime.queue.finish();
}

void map_for_reading(const Runtime& runtime, const cl::Buffer& buffer, std::size_t bytes)
{
    // [zero_copy_read_back]
    // Mapping for reading is the zero-copy read-back: it returns once the
    // kernels are done and their results are where the host reads them, at
    // the pointer it returns (on a CPU or an integrated GPU, the buffer's
    // own memory: nothing moves; a discrete GPU's driver may copy them to
    // host memory here, inside the timing). A program reads its results
    // through that pointer as it would read the vector the copy path fills:
    // copying them once more would be the timing loop's cost, not the path's.
    void* mapped = runtime.queue.enqueueMapBuffer(buffer, CL_TRUE, CL_MAP_READ, 0, bytes);
    runtime.queue.enqueueUnmapMemObject(buffer, mapped);
    // [zero_copy_read_back]
}

TimingStats time_end_to_end(const Runtime& runtime, MemoryPath path, const std::vector<HostInput>& inputs,
                            const std::vector<KernelLaunch>& launches, const std::vector<cl::Buffer>& outputs,
                            int warmup, int iterations)
{
    for (const HostInput& input : inputs) {
        check_made_for(path, input.memory);
        check_size(input.memory, input.bytes->size());
    }
    for (const cl::Buffer& output : outputs) check_made_for(path, output);

    // Where the host keeps the pictures, made and filled once, here, as a
    // program has its pictures in memory before it runs a job:
    //   copy:   its own vectors (the outputs' allocated and touched);
    //   pinned: pinned staging memory, the inputs copied in once (a program
    //           on this path decodes its pictures straight into it).
    // The zero-copy path's memory is the buffers themselves.
    std::vector<std::vector<std::uint8_t>> host_outputs;
    std::vector<PinnedHostMemory> pinned_inputs;
    std::vector<PinnedHostMemory> pinned_outputs;
    for (const cl::Buffer& output : outputs) {
        const std::size_t size = output.getInfo<CL_MEM_SIZE>();
        if (path == MemoryPath::copy) host_outputs.emplace_back(size);
        if (path == MemoryPath::pinned) pinned_outputs.emplace_back(runtime, size);
    }
    if (path == MemoryPath::pinned) {
        for (const HostInput& input : inputs) {
            pinned_inputs.emplace_back(runtime, input.bytes->size());
            std::memcpy(pinned_inputs.back().data(), input.bytes->data(), input.bytes->size());
        }
    }

    const auto write_inputs = [&]() {
        if (path != MemoryPath::pinned) {
            for (const HostInput& input : inputs) write_input(runtime, path, input);
            return;
        }
        // Not blocking: the pinned memory stays as it is until the queue
        // has finished with it.
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            if (is_image(inputs[i].memory)) {
                const cl::Image2D image(inputs[i].memory(), true);
                const std::size_t width = image.getImageInfo<CL_IMAGE_WIDTH>();
                const std::size_t height = image.getImageInfo<CL_IMAGE_HEIGHT>();
                runtime.queue.enqueueWriteImage(image, CL_FALSE, {0, 0, 0}, {width, height, 1},
                                                width * image.getImageInfo<CL_IMAGE_ELEMENT_SIZE>(), 0,
                                                pinned_inputs[i].data());
            } else {
                runtime.queue.enqueueWriteBuffer(cl::Buffer(inputs[i].memory(), true), CL_FALSE, 0,
                                                 pinned_inputs[i].size(), pinned_inputs[i].data());
            }
        }
    };
    const auto read_outputs = [&]() {
        for (std::size_t i = 0; i < outputs.size(); ++i) {
            const std::size_t size = outputs[i].getInfo<CL_MEM_SIZE>();
            if (path == MemoryPath::copy) {
                runtime.queue.enqueueReadBuffer(outputs[i], CL_TRUE, 0, size, host_outputs[i].data());
            } else if (path == MemoryPath::pinned) {
                runtime.queue.enqueueReadBuffer(outputs[i], CL_FALSE, 0, size, pinned_outputs[i].data());
            } else {
                map_for_reading(runtime, outputs[i], size);
            }
        }
    };
    const auto run_job = [&]() {
        write_inputs();
        for (const KernelLaunch& launch : launches)
            runtime.queue.enqueueNDRangeKernel(launch.kernel, cl::NullRange, launch.global, launch.local);
        read_outputs();
        runtime.queue.finish();
    };

    return time_on_host_clock(run_job, warmup, iterations);
}

TimingStats time_end_to_end(const Runtime& runtime, const RunConfig& config, const std::vector<HostInput>& inputs,
                            const std::vector<KernelLaunch>& launches, const std::vector<cl::Buffer>& outputs)
{
    return time_end_to_end(runtime, config.memory, inputs, launches, outputs, config.warmup, config.iterations);
}

void print_end_to_end(std::ostream& out, const std::string& job, MemoryPath path, const TimingStats& stats)
{
    const auto old_flags = out.flags();
    out << std::fixed << std::setprecision(3) << "  end to end, " << memory_path_name(path) << " path: median "
        << stats.median_ms << " ms (min " << stats.min_ms << ", max " << stats.max_ms << ", " << stats.runs
        << " runs) for " << job << " with the input written and the outputs read back, on the host's clock\n";
    out.flags(old_flags);
}

}  // namespace ocltut

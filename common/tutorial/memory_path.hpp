// The three ways a lesson moves a picture to the device and its results
// back, as --memory names them. The steps of each are in transfer.hpp.
#pragma once

#include <string>

namespace ocltut {

// How the host moves a picture to the device and the results back.
//   copy:      buffers in device memory, filled by enqueueWriteBuffer and
//              read by enqueueReadBuffer (a copy each way);
//   zero_copy: buffers made with CL_MEM_ALLOC_HOST_PTR, filled and read
//              through enqueueMapBuffer/enqueueUnmapMemObject: where the
//              device shares the host's memory (CPUs, integrated GPUs such
//              as Mali), nothing is copied.
//   pinned:    buffers in device memory, as for copy, but the host's
//              pictures live in pinned (page-locked) staging memory, a
//              CL_MEM_ALLOC_HOST_PTR buffer mapped once and kept mapped
//              (PinnedHostMemory, transfer.hpp); enqueueWriteBuffer and
//              enqueueReadBuffer move the bytes between the two. A discrete
//              GPU's copy engine reads and writes such memory directly, at
//              the bus's speed (NVIDIA's and AMD's recipe).
enum class MemoryPath { copy, zero_copy, pinned };

// "copy", "zero-copy" or "pinned", as --memory takes it.
std::string memory_path_name(MemoryPath path);

// The path a name names, or a UserError listing the names.
MemoryPath memory_path_named(const std::string& name);

inline constexpr MemoryPath all_memory_paths[] = {MemoryPath::copy, MemoryPath::zero_copy, MemoryPath::pinned};

}  // namespace ocltut

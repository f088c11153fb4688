#include "common/tutorial/memory_path.hpp"

#include "common/opencl/errors.hpp"

namespace ocltut {

std::string memory_path_name(MemoryPath path)
{
    switch (path) {
    case MemoryPath::copy:
        return "copy";
    case MemoryPath::zero_copy:
        return "zero-copy";
    case MemoryPath::pinned:
        return "pinned";
    }
    throw std::logic_error("no such memory path");
}

MemoryPath memory_path_named(const std::string& name)
{
    for (const MemoryPath path : all_memory_paths)
        if (memory_path_name(path) == name) return path;
    throw UserError("--memory " + name + ": the memory paths are copy, zero-copy and pinned");
}

}  // namespace ocltut

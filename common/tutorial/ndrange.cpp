#include "common/tutorial/ndrange.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/kernel_checks.hpp"
#include "common/tutorial/image_io.hpp"

#include <algorithm>
#include <vector>

namespace ocltut {

void check_allocation(const cl::Device& device, std::size_t bytes, const std::string& what)
{
    const cl_ulong limit = device.getInfo<CL_DEVICE_MAX_MEM_ALLOC_SIZE>();
    if (bytes > limit)
        throw UserError(what + " needs a buffer of " + std::to_string(bytes >> 20) + " MiB, more than this device's " +
                        std::to_string(limit >> 20) + " MiB limit (CL_DEVICE_MAX_MEM_ALLOC_SIZE): use a smaller image");
}

cl::NDRange choose_local_size(const cl::Kernel& kernel, const cl::Device& device, const LocalSize& requested,
                              const LocalSize& preferred)
{
    const std::size_t kernel_limit = kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(device);
    const std::vector<std::size_t> item_limits = device.getInfo<CL_DEVICE_MAX_WORK_ITEM_SIZES>();
    const auto fits = [&](const LocalSize& size) {
        return size[0] <= item_limits[0] && size[1] <= item_limits[1] && size[0] * size[1] <= kernel_limit;
    };

    if (requested[0] != 0) {
        if (!fits(requested))
            throw UserError("--local-size " + width_x_height(requested[0], requested[1]) +
                            " is too large for this kernel on this device: at most " + std::to_string(kernel_limit) +
                            " work-items in a group (CL_KERNEL_WORK_GROUP_SIZE), at most " +
                            std::to_string(item_limits[0]) + " x " + std::to_string(item_limits[1]) +
                            " (CL_DEVICE_MAX_WORK_ITEM_SIZES)");
        const cl::NDRange local(requested[0], requested[1]);
        check_kernel_memory(kernel, device, local);
        return local;
    }
    // A dimension over its own limit is halved first; then the taller side:
    // keeping dimension 0 wide keeps neighbouring work-items on
    // neighbouring bytes.
    LocalSize size = preferred;
    while (!fits(size) && size[0] * size[1] > 1) {
        if (size[0] > item_limits[0] || size[1] == 1) size[0] /= 2;
        else size[1] /= 2;
    }
    const cl::NDRange local(size[0], size[1]);
    check_kernel_memory(kernel, device, local);
    return local;
}

cl::NDRange round_up_global(std::size_t width, std::size_t height, const cl::NDRange& local)
{
    const auto round_up = [](std::size_t value, std::size_t multiple) {
        return (std::max<std::size_t>(value, 1) + multiple - 1) / multiple * multiple;
    };
    return cl::NDRange(round_up(width, local[0]), round_up(height, local[1]));
}

}  // namespace ocltut

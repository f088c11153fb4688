#include "common/tutorial/printing.hpp"

#include "common/opencl/program.hpp"

#include <ostream>

namespace ocltut {

Runtime open_runtime(const std::string& device_spec, std::ostream& out)
{
    const DeviceEntry entry = select_device(device_spec);
    out << "device " << entry.platform_index << ':' << entry.device_index << ": " << describe_device(entry.device)
        << '\n';
    if (device_kind(entry.device) == DeviceKind::cpu)
        out << "note: a CPU device, so every time below is a CPU timing, not a GPU one\n";
    return make_runtime(entry.device);
}

void print_inputs(std::ostream& out, const std::string& input, const Image& image, const std::string& form,
                  const std::filesystem::path& kernel_file)
{
    out << "input " << display_path(input) << ": " << width_x_height(image.width, image.height) << form << '\n';
    out << "kernel " << display_path(kernel_file) << '\n';
}

}  // namespace ocltut

// The lines every lesson prints before its host code runs: the device it
// opened, the picture it read and the kernel file it builds.
#pragma once

#include "common/opencl/device.hpp"
#include "common/tutorial/image_io.hpp"

#include <filesystem>
#include <iosfwd>
#include <string>

namespace ocltut {

// Selects the device, prints what was chosen, returns context and queue.
Runtime open_runtime(const std::string& device_spec, std::ostream& out);

// The lines every lesson prints after the device's: the picture it read
// and the kernel file it builds, e.g.
//   input data/camera.png: 512x512 (luminance computed on the host)
//   kernel my-lesson/my_kernel.cl
// `form` is appended as it is: " (luminance computed on the host)".
void print_inputs(std::ostream& out, const std::string& input, const Image& image, const std::string& form,
                  const std::filesystem::path& kernel_file);

}  // namespace ocltut

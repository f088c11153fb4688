// The pictures a lesson writes from what its kernels computed.
#pragma once

#include "golden.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace ocltut {

// Writes sobel-dx.png (|dX|), sobel-dy.png (|dY|) and sobel.png (the
// magnitude, made on the host from dX and dY) in `dir`. Returns the names.
std::vector<std::string> write_sobel_pictures(const std::filesystem::path& dir, const SobelGradients& gradients);

}  // namespace ocltut

// What every lesson's tests share: the device they run on and the size and
// content matrix of LESSONS.md ("Correctness, for every stage").
#pragma once

#include "common/opencl/device.hpp"
#include "common/tutorial/image_io.hpp"
#include "common/tutorial/ndrange.hpp"
#include "common/tutorial/run_config.hpp"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace ocltut::test {

// The device chosen as the lessons choose it ($OCLTUT_DEVICE, else the first
// GPU, else the first device), opened once per test program.
const Runtime& runtime();

// Says that the test case running cannot run on this device, and why. The
// case then returns without checking anything, and at its end
// "SKIPPED: <reason>" is printed, which ctest reports as a skip (add_doctest
// in tests/CMakeLists.txt). test_main.cpp, where this is defined, fails a
// case that checks something beside a skip, and one that checks nothing
// without one. A part of a case left out on this device is a note
// (MESSAGE), not a skip.
void skip(const std::string& reason);

// A run configuration for tests: the lesson's own kernel (or `kernel_file`,
// relative to the project root), one timed launch.
RunConfig quick_config(const std::string& kernel_file);

// `kernel_file` (relative to the project root, or a path from test_kernel or
// edited_kernel) built for the test device, as a lesson's main() builds it.
cl::Program build(const std::string& kernel_file, const std::string& options = "");

// CL_KERNEL_WORK_GROUP_SIZE of `kernel_name` in `program`, on the test
// device: the most work-items a group of it may have.
std::size_t work_group_limit(const cl::Program& program, const std::string& kernel_name);

// The work-group sizes a test of "other work-group sizes" tries: each of
// `wanted`, shrunk as a lesson shrinks its preference (choose_local_size)
// until `kernel_name` of `program` can run it on the test device, none
// twice. So every size tried is one this device allows (rusticl's llvmpipe
// allows 32 work-items in a group; PoCL 4096).
std::vector<LocalSize> allowed_local_sizes(const cl::Program& program, const std::string& kernel_name,
                                           const std::vector<LocalSize>& wanted);

// An image and the name a failing check prints for it.
struct TestImage {
    std::string name;  // "17x5 random", "camera.png"
    Image image;
};

Image constant_image(int width, int height, int channels, std::uint8_t value);
// Hand-written pixels, row-major, `channels` values per pixel.
Image image_with_pixels(int width, int height, int channels, std::vector<std::uint8_t> pixels);
// Channel `c` of every pixel, in order: one colour of an RGBA picture.
std::vector<std::uint8_t> channel_values(const Image& image, int c);
// Uniformly random bytes, the same on every run (common/tutorial/image_io.hpp).
using ocltut::random_image;

// Every size of the matrix (1x1 ... 4099x2051) with each content (constant
// 0, 128, 255 and random), `channels` per pixel.
std::vector<TestImage> size_content_matrix(int channels);

// The six sample photographs in data/, loaded with `channels` per pixel
// (0 = as in the file).
std::vector<TestImage> sample_photos(int channels);

// Reads a test kernel from tests/data/ into a path the runner can build.
std::string test_kernel(const std::string& file_name);

// A lesson's kernel file (relative to the project root) with every `from`
// replaced by `to`, written to a temporary file named `file_name`: a
// deliberately wrong kernel that stays in step with the real one. Throws
// std::runtime_error when the kernel has no `from`, so an edit of the real
// kernel cannot silently make the wrong one right.
std::string edited_kernel(const std::string& kernel_file, const std::string& from, const std::string& to,
                          const std::string& file_name);

// An empty folder of the system's temporary folder, ocltut-test-<name>,
// made afresh (a previous run's left in it removed): each test case's own.
std::filesystem::path scratch_dir(const std::string& name);

// Writes `bytes` to `path` as they are (binary: no line ending translated).
void write_bytes(const std::filesystem::path& path, const std::string& bytes);

}  // namespace ocltut::test

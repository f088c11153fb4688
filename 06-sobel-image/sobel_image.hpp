// Lesson 06's host code: the fast Sobel of Zuo et al. (2009), with each of
// the paper's techniques switchable (input storage, outputs per work-item,
// shared column sums) and the magnitude optionally computed on the device.
// What is new since lesson 01: the input as an image object (cl::Image2D),
// which the kernel reads through a sampler. main(), its --sweep table, the
// comparison tool and the tests all call run_sobel_image.
#pragma once

#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/memory_path.hpp"
#include "common/tutorial/ndrange.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/verify.hpp"
#include "reference/golden.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace ocltut {

// Where the kernel reads the luminance from: an image2d_t through a sampler
// (the paper's texture storage), one pixel a texel; the same with 16 pixels
// a texel (wide_image: the buffer kernel's 16-byte loads through the texture
// path, with 16 outputs on widths that are multiples of 16); or a plain
// buffer with the clamp-to-edge border done by hand.
enum class SobelStorage { image, wide_image, buffer };

// One combination of the paper's techniques.
struct SobelImageVariant {
    SobelStorage storage = SobelStorage::image;
    int outputs = 8;              // consecutive outputs per work-item: 1, 4, 8 or 16
    bool shared_sums = true;      // per-column sums computed once and shared
    bool magnitude_only = false;  // write floor(sqrt(dX^2 + dY^2)) instead of dX and dY
};

inline constexpr int sobel_image_output_counts[] = {1, 4, 8, 16};

// "image", "wide image" or "buffer", as --storage takes it but for the space.
std::string storage_name(SobelStorage storage);

// "image, 8 outputs, shared sums, dX+dY": how tables and reports name it.
std::string describe(const SobelImageVariant& variant);

// The -D options that select the variant in sobel_image.cl.
std::string sobel_image_build_options(const SobelImageVariant& variant);

// The input's formats as an image, read with read_imageui as the bytes they
// are (no conversion to a float and back): one 8-bit unsigned integer
// channel, a pixel a texel; or, for a wide image, four 32-bit ones, 16
// pixels a texel as they lie in the row.
inline const cl::ImageFormat luminance_format(CL_R, CL_UNSIGNED_INT8);
inline const cl::ImageFormat wide_luminance_format(CL_RGBA, CL_UNSIGNED_INT32);

// Whether the runtime's device has images at all (CL_DEVICE_IMAGE_SUPPORT)
// and can read or write those of `format`: the context lists the format for
// `access`, CL_MEM_READ_ONLY or CL_MEM_WRITE_ONLY. Returns the reason when
// it cannot ("the device cannot write <format_name> images"), else "".
std::string image_format_unavailable(const Runtime& runtime, cl_mem_flags access, const cl::ImageFormat& format,
                                     const std::string& format_name);

// Whether a width x height 2D image fits the device's image size limits
// (CL_DEVICE_IMAGE2D_MAX_WIDTH and _HEIGHT): the reason it does not, else "".
std::string image_size_unavailable(const Runtime& runtime, int width, int height);

// Whether the runtime's device can hold the input as an image of `storage`:
// image support at all and its texel format (luminance_format, or
// wide_luminance_format for wide_image). Returns the reason when it cannot,
// else "".
std::string image_storage_unavailable(const Runtime& runtime, SobelStorage storage = SobelStorage::image);

// The same for the picture `gray`, which must also fit the device's image
// size limits (CL_DEVICE_IMAGE2D_MAX_WIDTH and _HEIGHT) and, for a wide
// image, have a width that is a multiple of 16: the reason it cannot be an
// image, else "".
std::string image_input_unavailable(const Runtime& runtime, const Image& gray,
                                    SobelStorage storage = SobelStorage::image);

// Step 4 of a run of `variant`: config.kernel_file built with
// sobel_image_build_options(variant), each technique a build option; the
// variant itself is the kernel's shape. main(), measure_sobel_image (the
// --sweep table and the stages) and the tests call it, so that all of them
// build the kernel as the lesson does. A UserError for a wide image with
// other than 16 outputs.
cl::Program set_up_sobel_image(const Runtime& runtime, const RunConfig& config, const SobelImageVariant& variant);

// What the host code hands back: dX and dY as the device wrote them in the
// verified launch, or (a magnitude-only variant) the magnitude picture, the
// kernel as it stands, for the timing loop, and the memory objects the host
// writes and reads, for timing the whole job (common/tutorial/transfer.hpp).
struct SobelImageRun {
    SobelGradients gradients;  // empty for a magnitude-only variant
    Image magnitude;           // empty otherwise
    KernelLaunch launch;
    cl::Memory input;                 // the luminance: an image or a buffer, written by the host
    std::vector<cl::Buffer> outputs;  // dX and dY, or the magnitude, read back by the host
};

// Runs the variant's kernel, of `program` (built by set_up_sobel_image),
// once on `gray`, in work-groups of
// `requested_local` ({0, 0}: 32x4), onto poisoned outputs; the luminance
// goes in and the outputs come out on the `memory` path (--memory). A
// UserError when the device cannot hold the image (no image support, or
// larger than its image size limits; a wide image on a width that is no
// multiple of 16).
SobelImageRun run_sobel_image(const Runtime& runtime, const cl::Program& program, const Image& gray,
                              const SobelImageVariant& variant, const LocalSize& requested_local,
                              MemoryPath memory = MemoryPath::copy);

// The run compared with the replicate-border golden: dX and dY, or the
// magnitude when that is what the device computed.
std::vector<Verification> verify_sobel_image(const Image& gray, const SobelImageRun& run);

// The variant built, run once on the config.memory path, verified and its
// kernel timed: a sweep row, a comparison row, a test. The report names the
// variant.
struct SobelImageResult {
    SobelImageRun run;
    std::vector<Verification> verifications;
    KernelReport report;
};
SobelImageResult measure_sobel_image(const Runtime& runtime, const Image& gray, const RunConfig& config,
                                     const SobelImageVariant& variant);

// The lesson's --sweep: every variant run on `gray` (image storage, then
// buffer; 1 to 16 outputs per work-item; with and without shared sums; the
// magnitude alone), verified against the replicate-border golden and timed,
// one table row each; without the image rows, and a note saying why, where
// the device cannot hold `gray` as an image. Throws if any variant's result
// is wrong.
void run_sobel_sweep(std::ostream& out, const Runtime& runtime, const Image& gray, const RunConfig& config);

}  // namespace ocltut

#include "split_check.hpp"

#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"
#include "reference/verify.hpp"
#include "stages/stage.hpp"  // HostCodeMistake

#include <cmath>
#include <sstream>

namespace ocltut {

namespace {

// "{3, 0, 1}"
std::string weights_text(const std::vector<double>& weights)
{
    std::ostringstream text;
    text << '{';
    for (std::size_t d = 0; d < weights.size(); ++d) text << (d ? ", " : "") << weights[d];
    text << '}';
    return text.str();
}

// "rows 5 to 7", "row 5": rows first .. end - 1.
std::string rows_text(int first, int end)
{
    return end - first == 1 ? "row " + std::to_string(first)
                            : "rows " + std::to_string(first) + " to " + std::to_string(end - 1);
}

// "row 5 is", "rows 5 to 7 are"
std::string rows_are(int first, int end)
{
    return rows_text(first, end) + (end - first == 1 ? " is" : " are");
}

std::string device(std::size_t d)
{
    return "device " + std::to_string(d);
}

// Every row in exactly one share, in order: "" or what is wrong. Shares of
// 0 rows may start anywhere.
std::string coverage_mistake(const std::vector<DeviceRows>& parts, int height)
{
    int covered = 0;  // the rows the shares so far cover: 0 .. covered - 1
    for (std::size_t d = 0; d < parts.size(); ++d) {
        const Strip& share = parts[d].share;
        if (share.rows < 0) return device(d) + "'s share has " + std::to_string(share.rows) + " rows";
        if (share.rows == 0) continue;
        if (share.first_row > covered)
            return rows_are(covered, share.first_row) + " in no share: " + device(d) + "'s share starts at row " +
                   std::to_string(share.first_row) +
                   ", after the shares before it end (a gap: each share starts where the one before ends)";
        if (share.first_row < covered)
            return rows_are(share.first_row, covered) + " in two shares: " + device(d) + "'s share starts at row " +
                   std::to_string(share.first_row) +
                   ", before the shares before it end (an overlap: each row is computed once, and a halo row is "
                   "uploaded, not computed)";
        covered = share.first_row + share.rows;
    }
    if (covered < height)
        return rows_are(covered, height) + " in no share: " +
               (covered == 0 ? "no share has a row" : "the shares end at row " + std::to_string(covered - 1)) +
               ", rows lost to rounding (round the running total of the weights, and end the last share at the "
               "picture's last row)";
    if (covered > height)
        return "the shares end at row " + std::to_string(covered - 1) + ", past the picture's last, row " +
               std::to_string(height - 1);
    return "";
}

// Each share where its weight puts it: "" or what is wrong.
std::string proportion_mistake(const std::vector<DeviceRows>& parts, int height, const std::vector<double>& weights)
{
    double total = 0;
    for (const double weight : weights) total += weight;
    double before = 0;
    for (std::size_t d = 0; d < parts.size(); ++d) {
        const Strip& share = parts[d].share;
        if (weights[d] == 0 && share.rows > 0)
            return device(d) + " has a weight of 0 (a device left out) and got " + std::to_string(share.rows) +
                   (share.rows == 1 ? " row" : " rows");
        const double expected = height * before / total;
        before += weights[d];
        if (share.rows > 0 && std::abs(share.first_row - expected) > 1 + 1e-9) {
            std::ostringstream text;
            text << device(d) << "'s share starts at row " << share.first_row << ", and its weights put it at row "
                 << expected << " (height * the weights before it / all the weights): the shares are not in "
                 << "proportion to the weights";
            return text.str();
        }
    }
    return "";
}

// Each upload its share and the halo rows the picture has: "" or what is
// wrong.
std::string halo_mistake(const std::vector<DeviceRows>& parts, int height)
{
    for (std::size_t d = 0; d < parts.size(); ++d) {
        const Strip& share = parts[d].share;
        const Strip& uploaded = parts[d].uploaded;
        const int share_end = share.first_row + share.rows;
        const int upload_end = uploaded.first_row + uploaded.rows;
        if (share.rows == 0) {
            if (uploaded.rows != 0)
                return device(d) + " has no rows and uploads " + std::to_string(uploaded.rows) +
                       ": a device given nothing receives nothing";
            continue;
        }
        if (uploaded.first_row < 0 || upload_end > height)
            return device(d) + " uploads " + rows_text(uploaded.first_row, upload_end) + ", outside the picture's " +
                   std::to_string(height) + " rows: the first share has no row above, the last none below";
        const int needed_first = std::max(share.first_row - 1, 0);
        const int needed_end = std::min(share_end + 1, height);
        if (uploaded.first_row > needed_first)
            return device(d) + " misses the halo row above its share: it uploads from row " +
                   std::to_string(uploaded.first_row) + ", and the Sobel of its first row, " +
                   std::to_string(share.first_row) + ", reads row " + std::to_string(needed_first) +
                   ", which another device computes and this one would never receive";
        if (upload_end < needed_end)
            return device(d) + " misses the halo row below its share: it uploads up to row " +
                   std::to_string(upload_end - 1) + ", and the Sobel of its last row, " +
                   std::to_string(share_end - 1) + ", reads row " + std::to_string(needed_end - 1) +
                   ", which another device computes and this one would never receive";
        if (uploaded.first_row < needed_first || upload_end > needed_end)
            return device(d) + " uploads " + rows_text(uploaded.first_row, upload_end) +
                   ", more than its share and "
                   "its halo rows, " +
                   rows_text(needed_first, needed_end) + ": an extra row crosses the bus for nothing";
    }
    return "";
}

// Sobel of `gray` on the shares of `parts`, each on buffers of its own:
// dX and dY as the host puts them together.
SobelGradients sobel_by_shares(const Runtime& runtime, const cl::Program& program, const Image& gray,
                               const std::vector<DeviceRows>& parts, const LocalSize& requested_local)
{
    const std::size_t bytes = gray.pixel_count();
    const auto row_bytes = static_cast<std::size_t>(gray.width);
    SobelGradients result{gray.width, gray.height,
                          std::vector<std::int8_t>(bytes, static_cast<std::int8_t>(poison_byte)),
                          std::vector<std::int8_t>(bytes, static_cast<std::int8_t>(poison_byte))};
    for (const DeviceRows& part : parts) {
        if (part.share.rows == 0) continue;
        // A device of its own: its input poisoned but for the rows it uploads.
        const cl::Buffer input(runtime.context, CL_MEM_READ_ONLY, bytes);
        const cl::Buffer dx(runtime.context, CL_MEM_WRITE_ONLY, bytes);
        const cl::Buffer dy(runtime.context, CL_MEM_WRITE_ONLY, bytes);
        runtime.queue.enqueueFillBuffer(input, poison_byte, 0, bytes);
        const std::size_t in_offset = part.uploaded.first_row * row_bytes;
        runtime.queue.enqueueWriteBuffer(input, CL_FALSE, in_offset, part.uploaded.rows * row_bytes,
                                         gray.pixels.data() + in_offset);
        cl::Kernel kernel = make_sobel_strip_kernel(program, input, dx, dy, gray.width, gray.height);
        kernel.setArg(5, static_cast<cl_int>(part.share.first_row));
        kernel.setArg(6, static_cast<cl_int>(part.share.first_row + part.share.rows));
        const cl::NDRange local = choose_local_size(kernel, runtime.device, requested_local, stencil_local_size);
        runtime.queue.enqueueNDRangeKernel(kernel, cl::NullRange, round_up_global(row_bytes, part.share.rows, local),
                                           local);
        // In-order queue: the blocking reads return once the kernel has written.
        const std::size_t out_offset = part.share.first_row * row_bytes;
        const std::size_t out_bytes = part.share.rows * row_bytes;
        runtime.queue.enqueueReadBuffer(dx, CL_TRUE, out_offset, out_bytes, result.dx.data() + out_offset);
        runtime.queue.enqueueReadBuffer(dy, CL_TRUE, out_offset, out_bytes, result.dy.data() + out_offset);
    }
    return result;
}

}  // namespace

std::string split_mistake(SplitFunction split, int height, const std::vector<double>& weights)
{
    const std::vector<DeviceRows> parts = split(height, weights);
    std::string mistake;
    if (parts.size() != weights.size())
        mistake = "it returned " + std::to_string(parts.size()) + " parts for " + std::to_string(weights.size()) +
                  " weights: one a device, in the order of the weights";
    if (mistake.empty()) mistake = coverage_mistake(parts, height);
    if (mistake.empty()) mistake = proportion_mistake(parts, height, weights);
    if (mistake.empty()) mistake = halo_mistake(parts, height);
    if (mistake.empty()) return "";
    return "on " + std::to_string(height) + (height == 1 ? " row" : " rows") + " and weights " + weights_text(weights) +
           ", " + mistake;
}

std::vector<Verification> check_split_function(const Runtime& runtime, const Image& gray, const RunConfig& config,
                                               SplitFunction split)
{
    const std::vector<std::vector<double>> weight_sets{{1},
                                                       {1, 1},
                                                       {1, 1, 1},
                                                       {3, 1},
                                                       {1, 3},
                                                       {1, 0, 2},
                                                       {0, 1},
                                                       {1, 0},
                                                       {0, 0, 1},
                                                       {1, 1e6},
                                                       {0.001, 1},
                                                       {2.5, 0.37, 1.91},
                                                       {1, 1, 1, 1, 1, 1, 1}};
    // A typical picture's height first, so that a mistake is first shown
    // where it is easiest to follow; then the fewest rows, and tall ones.
    for (const int height : {17, 1, 2, 3, 5, 31, 131, 2051, gray.height})
        for (const std::vector<double>& weights : weight_sets)
            if (const std::string mistake = split_mistake(split, height, weights); !mistake.empty())
                throw HostCodeMistake(mistake);

    check_allocation(runtime.device, gray.pixel_count(), "a " + width_x_height(gray.width, gray.height) + " image");
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file);
    const SobelGradients golden = sobel_golden(gray);
    std::vector<Verification> verifications;
    for (const std::vector<double>& weights : {std::vector<double>{1, 1, 1}, {3, 0, 1}, {0.25, 1}}) {
        const SobelGradients got =
            sobel_by_shares(runtime, program, gray, split(gray.height, weights), config.local_size);
        for (Verification& check : verify_sobel(golden, got)) {
            check.what += " (weights " + weights_text(weights).substr(1, weights_text(weights).size() - 2) + ")";
            verifications.push_back(std::move(check));
        }
    }
    return verifications;
}

}  // namespace ocltut

// The primer (docs/00-primer.md): one whole OpenCL host program, every step in
// the order it happens, with no helper library in between. It inverts a
// made-up 8-bit grey picture on the device (out = 255 - in), reads the result
// back and checks every byte on the host.
//
//   00-primer [KERNEL_FILE]      (default: invert.cl beside this file)
//   00-primer --help
//
// Exit status: 0 when every byte is right, 1 otherwise or on any error.

// The C++ bindings, configured as the lessons configure them
// (common/opencl/opencl.hpp): with exceptions, every call is checked, since a
// failed one throws a cl::Error that names the C function and its error code.
#define CL_HPP_ENABLE_EXCEPTIONS
#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#include <CL/opencl.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

// The picture: 1000 x 600, not multiples of the 16 x 16 work-group below.
const int width = 1000;
const int height = 600;

// The name of an OpenCL error code, for the ones a first program is likely
// to meet; CL/cl.h lists them all (the lessons name every one:
// common/opencl/errors.cpp).
std::string error_name(cl_int code)
{
    switch (code) {
    case CL_DEVICE_NOT_FOUND:
        return "CL_DEVICE_NOT_FOUND";
    case CL_OUT_OF_RESOURCES:
        return "CL_OUT_OF_RESOURCES";
    case CL_OUT_OF_HOST_MEMORY:
        return "CL_OUT_OF_HOST_MEMORY";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE:
        return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
    case CL_BUILD_PROGRAM_FAILURE:
        return "CL_BUILD_PROGRAM_FAILURE";
    case CL_INVALID_VALUE:
        return "CL_INVALID_VALUE";
    case CL_INVALID_BUFFER_SIZE:
        return "CL_INVALID_BUFFER_SIZE";
    case CL_INVALID_KERNEL_NAME:
        return "CL_INVALID_KERNEL_NAME";
    case CL_INVALID_ARG_INDEX:
        return "CL_INVALID_ARG_INDEX";
    case CL_INVALID_ARG_SIZE:
        return "CL_INVALID_ARG_SIZE";
    case CL_INVALID_KERNEL_ARGS:
        return "CL_INVALID_KERNEL_ARGS";
    case CL_INVALID_WORK_GROUP_SIZE:
        return "CL_INVALID_WORK_GROUP_SIZE";
    case CL_INVALID_WORK_ITEM_SIZE:
        return "CL_INVALID_WORK_ITEM_SIZE";
    default:
        return "see CL/cl.h for this code";
    }
}

// A kernel is a small text file. A device such as /dev/zero, a folder or a
// large file given by mistake is refused before it is read, rather than
// read into memory until none is left.
std::string read_text_file(const std::string& path)
{
    constexpr std::uintmax_t largest_kernel_file = 4 << 20;  // 4 MiB, far more than any kernel here
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(path, error);
    if (!std::filesystem::exists(status))
        throw std::runtime_error("cannot read the kernel file '" + path + "': no such file");
    if (!std::filesystem::is_regular_file(status))
        throw std::runtime_error("cannot read the kernel file '" + path + "': not a regular file");
    const std::uintmax_t bytes = std::filesystem::file_size(path, error);
    if (!error && bytes > largest_kernel_file)
        throw std::runtime_error("cannot read the kernel file '" + path + "': " + std::to_string(bytes) +
                                 " bytes, more than the 4 MiB a kernel file may have");
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    if (!file || text.str().empty()) throw std::runtime_error("cannot read the kernel file '" + path + "'");
    return text.str();
}

// [platform]
// 1. The device: the first GPU of any platform, else the first device. The
//    ICD loader finds the platforms (drivers) in /etc/OpenCL/vendors.
cl::Device choose_device()
{
    std::vector<cl::Platform> platforms;
    try {
        cl::Platform::get(&platforms);
    } catch (const cl::Error& error) {
        // The ICD loader reports "nothing installed" as this error.
        if (error.err() != CL_PLATFORM_NOT_FOUND_KHR) throw;
    }
    std::vector<cl::Device> devices;
    for (const cl::Platform& platform : platforms) {
        std::vector<cl::Device> platform_devices;
        platform.getDevices(CL_DEVICE_TYPE_ALL, &platform_devices);
        devices.insert(devices.end(), platform_devices.begin(), platform_devices.end());
    }
    if (devices.empty())
        throw std::runtime_error("no OpenCL device found: `clinfo -l` shows what is installed; "
                                 "docs/troubleshooting.md says what to do");
    for (const cl::Device& device : devices)
        if (device.getInfo<CL_DEVICE_TYPE>() & CL_DEVICE_TYPE_GPU) return device;
    return devices.front();
}
// [platform]

int run(const std::string& kernel_file)
{
    const cl::Device device = choose_device();
    std::cout << "device: " << device.getInfo<CL_DEVICE_NAME>() << " ("
              << cl::Platform(device.getInfo<CL_DEVICE_PLATFORM>()).getInfo<CL_PLATFORM_NAME>() << ")\n";

    // [context_queue]
    // 2. A context, which memory objects, programs and queues belong to, and
    //    an in-order queue: each command starts when the one before is done.
    cl::Context context(device);
    cl::CommandQueue queue(context, device);
    // [context_queue]

    // [program]
    // 3. The program: the OpenCL C source, compiled by the driver for this
    //    device. A compile error comes back with the compiler's log.
    cl::Program program(context, read_text_file(kernel_file));
    try {
        program.build({device});
    } catch (const cl::Error& error) {
        throw std::runtime_error("building '" + kernel_file + "' failed (" + error_name(error.err()) +
                                 "); the compiler's log:\n" + program.getBuildInfo<CL_PROGRAM_BUILD_LOG>(device));
    }
    // [program]

    // [kernel]
    // 4. The kernel: one __kernel function of the program, by name.
    cl::Kernel kernel(program, "invert");
    // [kernel]

    // [buffers]
    // 5. The buffers, in the device's global memory. The input is copied in
    //    (blocking: done when the call returns). The output starts as zeros,
    //    which the kernel never writes (the input has no 255): a pixel it
    //    skips cannot pass by chance.
    const std::size_t bytes = std::size_t(width) * height;
    std::vector<std::uint8_t> picture(bytes);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) picture[std::size_t(y) * width + x] = std::uint8_t((x + y) % 255);
    cl::Buffer input(context, CL_MEM_READ_ONLY, bytes);
    cl::Buffer output(context, CL_MEM_WRITE_ONLY, bytes);
    queue.enqueueWriteBuffer(input, CL_TRUE, 0, bytes, picture.data());
    queue.enqueueFillBuffer(output, cl_uchar(0), 0, bytes);
    // [buffers]

    // [arguments]
    // 6. The kernel's arguments, by position, in the order of its parameters.
    kernel.setArg(0, input);           // __global const uchar* in
    kernel.setArg(1, output);          // __global uchar* out
    kernel.setArg(2, cl_int(width));   // const int width
    kernel.setArg(3, cl_int(height));  // const int height
    // [arguments]

    // [ndrange]
    // 7. The NDRange. Local size: 16 x 16, halved until this kernel accepts
    //    it on this device. Global size: a work-item per pixel, rounded up
    //    to whole work-groups; the kernel skips those past the edge.
    const std::size_t kernel_limit = kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(device);
    const std::vector<std::size_t> item_limits = device.getInfo<CL_DEVICE_MAX_WORK_ITEM_SIZES>();
    std::size_t local_w = 16, local_h = 16;
    while (local_w * local_h > 1 &&
           (local_w * local_h > kernel_limit || local_w > item_limits[0] || local_h > item_limits[1])) {
        if (local_h > 1) local_h /= 2;
        else local_w /= 2;
    }
    const std::size_t global_w = (width + local_w - 1) / local_w * local_w;
    const std::size_t global_h = (height + local_h - 1) / local_h * local_h;
    // [ndrange]
    std::cout << "picture " << width << "x" << height << "; NDRange: global " << global_w << "x" << global_h
              << ", local " << local_w << "x" << local_h << " (CL_KERNEL_WORK_GROUP_SIZE " << kernel_limit << "), so "
              << global_w / local_w << "x" << global_h / local_h << " work-groups; " << global_w - width
              << " columns and " << global_h - height << " rows of work-items lie past the edge\n";

    // [launch]
    // 8. The launch: one call enqueues every work-item of the NDRange. It
    //    returns at once; the device runs the kernel when it gets to it.
    queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(global_w, global_h), cl::NDRange(local_w, local_h));
    // [launch]

    // [read_back]
    // 9. Reading back: a blocking read, queued after the kernel on the same
    //    in-order queue, so it waits for the kernel and then for the copy.
    std::vector<std::uint8_t> inverted(bytes);
    queue.enqueueReadBuffer(output, CL_TRUE, 0, bytes, inverted.data());
    // [read_back]

    // Every byte checked on the host.
    std::size_t wrong = 0, first_wrong = 0;
    for (std::size_t i = 0; i < bytes; ++i) {
        if (inverted[i] == 255 - picture[i]) continue;
        if (wrong++ == 0) first_wrong = i;
    }
    if (wrong > 0) {
        std::cerr << "FAILED: " << wrong << " of " << bytes << " bytes are wrong; the first at x "
                  << first_wrong % width << ", y " << first_wrong / width << ": got " << int(inverted[first_wrong])
                  << ", expected " << 255 - picture[first_wrong] << '\n';
        return 1;
    }
    std::cout << "PASSED: all " << bytes << " bytes are 255 - input\n";

    // [release]
    // 10. Release: nothing to write. Each cl:: object owns a reference to
    //     its OpenCL object, and its destructor releases it (clRelease...)
    //     when run() returns, in the reverse order of creation.
    return 0;
    // [release]
}

}  // namespace

int main(int argc, char** argv)
{
    const std::string usage = std::string("usage: ") + argv[0] + " [KERNEL_FILE]";
    const std::string first = argc > 1 ? argv[1] : "";
    if (argc == 2 && (first == "--help" || first == "-h")) {
        std::cout << usage << "\nInverts a made-up 1000x600 grey picture with the kernel in KERNEL_FILE (default: "
                  << PRIMER_KERNEL_FILE << ") and checks every byte; exits with 0 when all are right.\n";
        return 0;
    }
    if (argc > 2) {
        std::cerr << "error: too many arguments; " << usage << '\n';
        return 1;
    }
    // The program takes no options: a name starting with '-' is a mistyped
    // one, not a kernel file (write ./-name for such a file).
    if (first.rfind('-', 0) == 0) {
        std::cerr << "error: unknown option '" << first << "'; " << usage << " (or --help)\n";
        return 1;
    }
    try {
        return run(argc == 2 ? argv[1] : PRIMER_KERNEL_FILE);
    } catch (const cl::Error& error) {
        // what() is the C function that failed, e.g. clCreateBuffer.
        std::cerr << "error: " << error.what() << " failed: " << error_name(error.err()) << " (" << error.err()
                  << ")\n";
    } catch (const std::exception& error) {
        std::cerr << "error: " << error.what() << '\n';
    }
    return 1;
}

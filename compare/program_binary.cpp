// program-binary: what the driver made of a kernel file. It builds the file
// for one device, as a lesson does (common/opencl/program.hpp), and writes the
// program's binary, clGetProgramInfo(CL_PROGRAM_BINARIES), to a file.
//
// What the binary holds is the driver's choice: on an NVIDIA GPU it is PTX,
// the text of the virtual instruction set, where a load's width is written
// in its name (ld.global.u8 loads one byte, ld.global.v4.u32 sixteen); other
// drivers return their own formats, some of them not readable as text.
// docs/02-sobel-vector.md reads lesson 01's and 02's PTX this way.
#include "common/opencl/device.hpp"
#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/image_io.hpp"
#include "common/tutorial/options.hpp"

#include <CLI/CLI.hpp>

#include <iostream>
#include <string>
#include <vector>

using namespace ocltut;

namespace {

// The binary of a program built for one device: a program built for one
// device has one binary, which the bindings return as one vector of bytes.
std::vector<std::uint8_t> binary_of(const cl::Program& program)
{
    const std::vector<std::vector<unsigned char>> binaries = program.getInfo<CL_PROGRAM_BINARIES>();
    if (binaries.size() != 1 || binaries.front().empty())
        throw UserError("the driver returned no binary for the program (CL_PROGRAM_BINARIES is empty)");
    return {binaries.front().begin(), binaries.front().end()};
}

}  // namespace

int main(int argc, char** argv)
{
    return run_main([&]() {
        CLI::App app("Build a kernel file for one device and write the binary the driver returns "
                     "(PTX on an NVIDIA GPU)");
        std::string device;
        std::string kernel;
        std::string options;
        std::string output;
        app.add_option("-d,--device", device, "Device as the lessons take it (P:D or part of a name)");
        app.add_option("-k,--kernel", kernel, "The kernel file to build, e.g. 02-sobel-vector/sobel_vector.cl")
            ->required();
        app.add_option("--options", options, "Build options, e.g. \"-D ROWS=4\"");
        app.add_option("-o,--output", output, "Where to write the binary")->required();
        use_one_line_errors(app);
        CLI11_PARSE(app, argc, argv);

        check_kernel_file(kernel);
        const DeviceEntry entry = select_device(device);
        const Runtime runtime = make_runtime(entry.device);
        const cl::Program program = build_program(runtime.context, runtime.device, kernel, options);
        const std::vector<std::uint8_t> binary = binary_of(program);
        write_file_atomically(output, binary);
        std::cout << describe_device(entry.device) << ": " << kernel << (options.empty() ? "" : " " + options) << " -> "
                  << output << " (" << binary.size() << " bytes)\n";
        return 0;
    });
}

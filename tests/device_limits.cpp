// device-limits: prints the local memory of the device the lessons would
// run on (--device, else $OCLTUT_DEVICE, else the first GPU, else the first
// device), as "CL_DEVICE_LOCAL_MEM_SIZE <bytes>", so that a test can size
// what it asks of the device from the device itself
// (tests/device_sized_kernel.cmake) instead of assuming what any device has.
//
//   device-limits                  the default device
//   device-limits --device pocl    the first device whose names contain "pocl"
#include "common/opencl/device.hpp"
#include "common/opencl/errors.hpp"

#include <CLI/CLI.hpp>

#include <iostream>

int main(int argc, char** argv)
{
    return ocltut::run_main([&]() {
        CLI::App app("Print the limits of the device the lessons would run on");
        std::string device_spec;
        app.add_option("--device", device_spec, "P:D, or part of a platform or device name");
        try {
            app.parse(argc, argv);
        } catch (const CLI::ParseError& error) {
            return app.exit(error);
        }

        const cl::Device device = ocltut::select_device(device_spec).device;
        std::cout << "CL_DEVICE_LOCAL_MEM_SIZE " << device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>() << '\n';
        return 0;
    });
}

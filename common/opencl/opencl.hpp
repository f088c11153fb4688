// The one place that includes the OpenCL C++ bindings, so every file sees the
// same configuration. OpenCL 1.2 is the target: it is what PoCL, Oclgrind,
// NVIDIA and the Mali GPUs of the original samples all implement.
#pragma once

#define CL_HPP_ENABLE_EXCEPTIONS  // every failed call throws cl::Error
#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#include <CL/opencl.hpp>

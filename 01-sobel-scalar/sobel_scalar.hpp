// Lesson 01's host runner: everything the host does to run the scalar Sobel
// kernel once for verification and then repeatedly for timing. The lesson's
// executable and the tests both call it.
#pragma once

#include "common/program.hpp"
#include "common/sobel_app.hpp"

namespace ocltut {

// The work-group size lesson 01 asks for unless --local-size says otherwise:
// 32 wide so a row of work-items reads 32 consecutive bytes (and PoCL packs
// them into SIMD lanes; it vectorises dimension 0 only from 32 up), 8 tall
// to make 256 work-items, a size every current GPU runs well.
inline constexpr LocalSize sobel_scalar_local_size{32, 8};

// Reads the image once and writes dX and dY: 3 bytes per pixel at the least.
WorkModel sobel_scalar_work(const Image& gray);

SobelRun run_sobel_scalar(const Runtime& runtime, const Image& gray, const RunConfig& config);

// The lesson as its executable and the comparison tool run it.
SobelStage sobel_scalar_stage();

}  // namespace ocltut

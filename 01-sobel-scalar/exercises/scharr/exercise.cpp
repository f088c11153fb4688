// Exercise 01-scharr (docs/exercises-01.md): lesson 01's kernel with
// Scharr's weights, run with the lesson's host code (per_pixel.hpp) and
// verified against its CPU golden (scharr.hpp).
#include "scharr.hpp"

#include "../per_pixel.hpp"

#include "reference/verify.hpp"
#include "stages/exercise.hpp"

#include <cstdint>
#include <utility>
#include <vector>

namespace ocltut {

namespace {

// 01-scharr: dX and dY, Sobel's outputs, from Scharr's weights.
std::vector<Verification> run_scharr(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    TwoOutputs<std::int8_t> gradients = run_per_pixel<std::int8_t>(runtime, config, gray, "scharr",
                                                                   {"global const uchar* in", "global char* dx_out",
                                                                    "global char* dy_out", "int width", "int height"});
    return verify_sobel(scharr_golden(gray),
                        {gray.width, gray.height, std::move(gradients.first), std::move(gradients.second)});
}

}  // namespace

std::vector<Exercise> exercises_01_scharr()
{
    return {new_problem("01-sobel-scalar", "01-scharr", "Scharr gradients, one work-item per pixel",
                        "exercises/scharr/scharr_starter.cl", run_scharr)};
}

}  // namespace ocltut

// Exercise 01-direction (docs/exercises-01.md): the gradient's magnitude
// and direction, run with lesson 01's host code (per_pixel.hpp) and
// verified against its CPU golden (gradient_direction.hpp).
#include "gradient_direction.hpp"

#include "../per_pixel.hpp"

#include "stages/exercise.hpp"

#include <cstdint>
#include <utility>
#include <vector>

namespace ocltut {

namespace {

// 01-direction: the gradient's magnitude and its direction in degrees.
std::vector<Verification> run_direction(const Runtime& runtime, const Image& gray, const RunConfig& config)
{
    TwoOutputs<std::uint8_t> outputs = run_per_pixel<std::uint8_t>(
        runtime, config, gray, "gradient_direction",
        {"global const uchar* in", "global uchar* magnitude", "global uchar* direction", "int width", "int height"});
    return verify_gradient_directions(gradient_direction_golden(gray),
                                      {gray.width, gray.height, std::move(outputs.first), std::move(outputs.second)});
}

}  // namespace

std::vector<Exercise> exercises_01_direction()
{
    return {new_problem("01-sobel-scalar", "01-direction", "gradient magnitude and direction, the first step of Canny",
                        "exercises/direction/direction_starter.cl", run_direction)};
}

}  // namespace ocltut

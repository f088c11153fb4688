// Lesson 08's exercise 08-split (docs/exercises-08.md): the picture's rows
// shared among the devices in proportion to their measured speed, and for
// each device the rows it must upload, its share with the halo rows its
// stencil reads above and below it.
#pragma once

#include "pipeline.hpp"  // lesson 07: Strip

#include <vector>

namespace ocltut {

// One device's part of a picture.
struct DeviceRows {
    Strip share;     // the rows it computes and brings back
    Strip uploaded;  // the rows it receives: its share and the halo rows around it
};

// `height` rows shared among the devices, one DeviceRows per weight, in
// order (weights >= 0, not all 0: a device's measured speed, 0 for a
// device left out):
// - the shares follow each other from row 0 to the last row, each row in
//   exactly one share, a weight of 0 getting 0 rows;
// - share d starts at the row nearest height * (w0 + ... + w(d-1)) / total
//   (within one row), so that every share is in proportion to its weight;
// - a device's upload is its share and the row above and the row below it,
//   where the picture has them (the Sobel of a row reads its neighbours);
//   a device with no rows uploads none ({its share's first row, 0}).
using SplitFunction = std::vector<DeviceRows> (*)(int height, const std::vector<double>& weights);

// The starter, with TODOs (split_starter.cpp).
std::vector<DeviceRows> split_with_halos_exercise(int height, const std::vector<double>& weights);

// The solution (solutions/08-split.cpp).
std::vector<DeviceRows> split_with_halos(int height, const std::vector<double>& weights);

}  // namespace ocltut

// The check of lesson 08's exercise 08-split (split.hpp): a function that
// shares a picture's rows among devices with their halo rows, tried on many
// heights and weights, then used to run Sobel share by share.
#pragma once

#include "split.hpp"

#include "common/tutorial/verify.hpp"

#include <string>

namespace ocltut {

// The first promise of split.hpp that `split` breaks on `height` rows and
// `weights`, said in one sentence with what to do; "" when it keeps them
// all. In this order: one part per weight; every row in exactly one share
// (a gap, an overlap, rows lost at the end); no rows for a weight of 0;
// each share where its weight puts it, within a row; each upload its share
// and the halo rows the picture has, no fewer and no more.
std::string split_mistake(SplitFunction split, int height, const std::vector<double>& weights);

// The check of `split`: split_mistake on heights from 1 row to 2051 and the
// input's, each with weights for one to seven devices (equal ones, a device
// given 0, speeds far apart, more devices than rows), throwing
// HostCodeMistake at the first mistake; then Sobel of `gray` with sobel_strip
// of config.kernel_file (pipeline.cl) on three splits of its rows, each
// share on buffers of its own, as on a device of its own: only its uploaded
// rows written in (the rest poisoned), only its share read back. dX and dY
// of each split verified against sobel_golden ("dX (weights 3, 0, 1)").
std::vector<Verification> check_split_function(const Runtime& runtime, const Image& gray, const RunConfig& config,
                                               SplitFunction split);

}  // namespace ocltut

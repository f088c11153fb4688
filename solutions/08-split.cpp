// The solution of lesson 08's exercise 08-split (docs/exercises-08.md):
// lesson 08's split_rows (08-multi-device/multi_device.cpp), each share
// ending where the running total of the weights says, and the halo rows of
// its enqueue_share_strip, which uploads a share with the row above and the
// row below it.
#include "split.hpp"

#include <algorithm>
#include <cmath>

namespace ocltut {

std::vector<DeviceRows> split_with_halos(int height, const std::vector<double>& weights)
{
    double total = 0;
    for (const double weight : weights) total += weight;

    std::vector<DeviceRows> parts;
    double before = 0;  // the weights of the devices so far
    int first = 0;
    for (std::size_t d = 0; d < weights.size(); ++d) {
        // The running total, rounded once: each share's error stays below a
        // row, and none adds up. The last share ends at the last row.
        before += weights[d];
        const bool last = d + 1 == weights.size();
        const int end =
            last ? height : std::clamp(static_cast<int>(std::lround(height * before / total)), first, height);
        const Strip share{first, end - first};

        // The row above and the row below: other devices' rows, which this
        // one's stencil reads but never writes.
        const int upload_first = share.rows == 0 ? first : std::max(first - 1, 0);
        const int upload_end = share.rows == 0 ? first : std::min(end + 1, height);
        parts.push_back({share, {upload_first, upload_end - upload_first}});
        first = end;
    }
    return parts;
}

}  // namespace ocltut

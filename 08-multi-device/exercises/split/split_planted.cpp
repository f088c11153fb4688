// Wrong solutions of exercise 08-split, planted for the tests
// check-catches-split-* (tests.cmake): the split as solutions/08-split.cpp
// writes it, with one mistake, chosen when this file is compiled:
//   PLANTED_NO_HALO        each device uploads its share alone: the Sobel of
//                          a share's first and last rows reads rows that
//                          another device computes;
//   PLANTED_HALO_IN_SHARE  each share takes the row above it in as its own:
//                          the rows at a boundary are computed twice;
//   PLANTED_MIXED_ROUNDING each share starts at its running total rounded to
//                          the nearest row and ends at the next one rounded
//                          down: rows between shares belong to none;
//   PLANTED_EACH_ROUNDED   each share's size rounded down on its own: the
//                          rows the rounding takes off are lost at the end.
#include "split.hpp"

#include <algorithm>
#include <cmath>

#if defined(PLANTED_NO_HALO) + defined(PLANTED_HALO_IN_SHARE) + defined(PLANTED_MIXED_ROUNDING) + \
        defined(PLANTED_EACH_ROUNDED) !=                                                          \
    1
#error "define one of PLANTED_NO_HALO, PLANTED_HALO_IN_SHARE, PLANTED_MIXED_ROUNDING and PLANTED_EACH_ROUNDED"
#endif

namespace ocltut {

std::vector<DeviceRows> split_with_halos_exercise(int height, const std::vector<double>& weights)
{
    double total = 0;
    for (const double weight : weights) total += weight;

    std::vector<DeviceRows> parts;
    double before = 0;
    int first = 0;
    for (std::size_t d = 0; d < weights.size(); ++d) {
        const bool last = d + 1 == weights.size();
#if defined(PLANTED_EACH_ROUNDED)
        static_cast<void>(last);
        static_cast<void>(before);
        const int end = first + static_cast<int>(height * weights[d] / total);
#elif defined(PLANTED_MIXED_ROUNDING)
        first = static_cast<int>(std::lround(height * before / total));
        before += weights[d];
        const int end = last ? height : std::max(first, static_cast<int>(height * before / total));
#else
        before += weights[d];
        const int end =
            last ? height : std::clamp(static_cast<int>(std::lround(height * before / total)), first, height);
#endif
        Strip share{first, end - first};
#if defined(PLANTED_HALO_IN_SHARE)
        if (share.rows > 0 && first > 0) share = {first - 1, end - first + 1};
#endif
#if defined(PLANTED_NO_HALO)
        parts.push_back({share, share});
#else
        const int upload_first = share.rows == 0 ? share.first_row : std::max(share.first_row - 1, 0);
        const int upload_end = share.rows == 0 ? share.first_row : std::min(end + 1, height);
        parts.push_back({share, {upload_first, upload_end - upload_first}});
#endif
        first = end;
    }
    return parts;
}

}  // namespace ocltut

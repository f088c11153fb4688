// Lesson 08's exercise 08-split, to write yourself: the rows of a picture
// shared among devices by their measured speed, and the halo rows each
// device needs (split.hpp says it in full). Lesson 08 measures each device
// alone, then gives each a share in proportion to its speed; every device
// gets its rows from host memory, so the rows above and below its share,
// which another device computes, must cross its bus too.
//
// The checker runs this function on many heights and weights, then runs
// Sobel with it, each share on buffers of its own as if on a device of its
// own. It is C++, compiled into the checker, so after each edit rebuild the
// checker, then check:
//   cmake --build --preset default --target check
//   ./build/default/check/check 08-split
#include "split.hpp"

namespace ocltut {

std::vector<DeviceRows> split_with_halos_exercise(int height, const std::vector<double>& weights)
{
    double total = 0;
    for (const double weight : weights) total += weight;

    std::vector<DeviceRows> parts;
    int first = 0;
    for (std::size_t d = 0; d < weights.size(); ++d) {
        // TODO: where device d's share ends: the row nearest
        //       height * (w0 + ... + wd) / total, and the picture's last row
        //       for the last device, whatever the rounding. As given, every
        //       device gets an equal part, rounded down, whatever its weight.
        const int end = first + height / static_cast<int>(weights.size());
        static_cast<void>(total);  // until the shares use it
        const Strip share{first, end - first};

        // TODO: the rows device d uploads: its share, and the row above and
        //       the row below it where the picture has them; none for a
        //       share of 0 rows. As given, the share alone.
        const Strip uploaded = share;

        parts.push_back({share, uploaded});
        first = end;
    }
    return parts;
}

}  // namespace ocltut

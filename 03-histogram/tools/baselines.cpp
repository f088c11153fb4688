#include "baselines.hpp"

#include "reference/golden.hpp"

#include <cmath>
#include <memory>

namespace ocltut {

std::vector<BaselineCall> histogram_plain_loop(const Image& gray)
{
    const auto bins = std::make_shared<Histogram>();
    BaselineCall loop;
    loop.label = "single-pass loop (1 thread)";
    loop.work = {gray.pixel_count(), gray.pixel_count()};
    loop.run = [&gray, bins] { *bins = histogram_golden(gray); };
    loop.check = [] { return std::vector<Verification>{}; };
    return {loop};
}

Verification check_histogram_bins(const Image& gray, const float* bins)
{
    const Histogram expected = histogram_golden(gray);
    Verification result = start_verification("histogram bins", expected.size(), static_cast<int>(expected.size()), 1);
    result.picture = false;
    for (std::size_t bin = 0; bin < expected.size(); ++bin)
        if (static_cast<double>(bins[bin]) != static_cast<double>(expected[bin]))
            record_mismatch(result, bin, expected[bin], std::llround(bins[bin]), 5);
    return result;
}

}  // namespace ocltut

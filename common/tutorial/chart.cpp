#include "common/tutorial/chart.hpp"

#include <cmath>
#include <cstdio>

namespace ocltut {

double round_step(double largest, int steps)
{
    const double rough = largest / steps;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    for (const double multiple : {1.0, 2.0, 5.0})
        if (multiple * power >= rough) return multiple * power;
    return 10 * power;
}

std::string short_count(double value)
{
    const auto with_suffix = [](double scaled, const char* suffix) {
        char text[32];
        std::snprintf(text, sizeof text, "%.1f", scaled);
        std::string digits = text;
        if (digits.size() > 2 && digits.compare(digits.size() - 2, 2, ".0") == 0) digits.resize(digits.size() - 2);
        return digits + suffix;
    };
    if (value < 1e3) return with_suffix(value, "");
    if (value < 1e6) return with_suffix(value / 1e3, "k");
    if (value < 1e9) return with_suffix(value / 1e6, "M");
    return with_suffix(value / 1e9, "G");
}

}  // namespace ocltut

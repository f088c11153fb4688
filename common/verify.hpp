// Bit-exact comparison of a device result with the golden one, reported the
// way a learner can act on: how many pixels differ and where the first are.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace ocltut {

struct Mismatch {
    int x;
    int y;
    int channel;
    int expected;
    int got;
};

struct Verification {
    std::string what;                // "dX", "sharpened RGBA", ...
    int channels = 1;                // values per pixel
    std::size_t values = 0;          // how many values were compared
    std::size_t mismatches = 0;      // how many differ
    std::vector<Mismatch> first;     // the first few, in memory order

    bool passed() const { return values > 0 && mismatches == 0; }
};

// Compares two planes of width x height pixels, `channels` values each.
// Sizes that disagree count every value as a mismatch.
template <typename T>
Verification compare_exact(const std::string& what, const std::vector<T>& expected, const std::vector<T>& got,
                           int width, int channels = 1, std::size_t keep_first = 5)
{
    Verification result{what, channels, expected.size(), 0, {}};
    if (expected.size() != got.size() || width <= 0) {
        result.mismatches = expected.size();
        return result;
    }
    const std::size_t row_values = static_cast<std::size_t>(width) * static_cast<std::size_t>(channels);
    for (std::size_t i = 0; i < expected.size(); ++i) {
        if (expected[i] == got[i]) continue;
        if (result.first.size() < keep_first)
            result.first.push_back({static_cast<int>((i % row_values) / static_cast<std::size_t>(channels)),
                                    static_cast<int>(i / row_values), static_cast<int>(i % channels),
                                    static_cast<int>(expected[i]), static_cast<int>(got[i])});
        ++result.mismatches;
    }
    return result;
}

// "  verify dX: PASSED (262144 values bit-exact)" or
// "  verify dX: FAILED, 12 of 262144 values differ; first at (0,5): expected 0, got 37"
void print_verification(std::ostream& out, const Verification& verification);

bool all_passed(const std::vector<Verification>& verifications);

// The end of every lesson program: prints each verification, then
// "RESULT: PASSED" or "RESULT: FAILED ..."; returns the exit code, 0 only
// when all passed.
int print_verdict(std::ostream& out, const std::vector<Verification>& verifications);

}  // namespace ocltut

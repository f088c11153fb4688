// Bit-exact comparison of a device result with the golden one, reported the
// way a learner can act on: how many pixels differ and where the first are.
#pragma once

#include "common/tutorial/image_io.hpp"

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
    std::int64_t expected;  // wide enough for every value type compared (up to 32-bit counts)
    std::int64_t got;
};

struct Verification {
    std::string what;             // what was compared: "output", "RGBA picture", ...
    int channels = 1;             // values per pixel
    std::size_t values = 0;       // how many values were compared
    std::size_t mismatches = 0;   // how many differ
    std::vector<Mismatch> first;  // the first few, in memory order

    // Where the wrong values lie, by pixel: a pixel is wrong when any of its
    // channels is. The border is the first and last row and column, where a
    // kernel's neighbourhood is cut off and bugs like to hide.
    int width = 0;
    int height = 0;
    bool picture = true;  // false when the values are no image (a table of counts)
    std::size_t wrong_pixels = 0;
    std::size_t wrong_border_pixels = 0;  // of the wrong pixels, those on the border
    // Whether the border is worth naming in a report: true for a stencil,
    // whose neighbourhood is cut off there; false for a point operation (a
    // threshold, a transpose, a rotation), where no pixel is special, and
    // the report names the columns and rows the wrong pixels lie in.
    bool border_matters = true;
    std::vector<bool> wrong;  // one flag per pixel, row-major; empty while none is wrong
    // A result of another size than the golden's: the two sizes ("12
    // values where the golden has 20"), else empty. Every value is then
    // counted wrong, and the reports say the sizes instead.
    std::string wrong_size;

    bool passed() const { return values > 0 && mismatches == 0; }
    std::size_t pixels() const { return static_cast<std::size_t>(width) * static_cast<std::size_t>(height); }
};

// What compare_exact builds on; they are not templates.
// A verification of `values` values, `width` pixels of `channels` values a row.
Verification start_verification(const std::string& what, std::size_t values, int width, int channels);
// Value `index` differs: counted, located, its pixel marked; kept in `first`
// while it holds fewer than `keep_first`.
void record_mismatch(Verification& verification, std::size_t index, std::int64_t expected, std::int64_t got,
                     std::size_t keep_first);
// The result has another size than the golden's, as `sizes` says ("12
// values where the golden has 20"): every value counted as wrong, and the
// sizes kept for the reports.
void record_wrong_size(Verification& verification, const std::string& sizes);

// `verification` as a point operation's (a threshold, an equalisation, a
// transpose, a rotation): its reports name the columns and rows of the
// wrong pixels, not the border, where no pixel is special for it.
Verification as_point_operation(Verification verification);

// Compares two planes of width x height pixels, `channels` values each.
// Sizes that disagree count every value as a mismatch.
template <typename T>
Verification compare_exact(const std::string& what, const std::vector<T>& expected, const std::vector<T>& got,
                           int width, int channels = 1, std::size_t keep_first = 5)
{
    Verification result = start_verification(what, expected.size(), width, channels);
    if (expected.size() != got.size() || width <= 0) {
        record_wrong_size(result, std::to_string(got.size()) + " values where the golden has " +
                                      std::to_string(expected.size()));
        return result;
    }
    for (std::size_t i = 0; i < expected.size(); ++i)
        if (expected[i] != got[i])
            record_mismatch(result, i, static_cast<std::int64_t>(expected[i]), static_cast<std::int64_t>(got[i]),
                            keep_first);
    return result;
}

// Two pictures compared value by value, in the golden's layout (its width
// and channels): what a kernel that writes a whole picture is checked with.
Verification compare_pictures(const std::string& what, const Image& expected, const Image& got);

// "  verify output: PASSED (262144 values bit-exact)" or
// "  verify output: FAILED, 12 of 262144 values differ; first at (0,5): expected 0, got 37"
void print_verification(std::ostream& out, const Verification& verification);

bool all_passed(const std::vector<Verification>& verifications);

// A failed verification as the exercise checker shows it, each line starting
// with `indent`:
//   output: 85 of 85 pixels wrong, 40 on the border and 45 inside
//     (0,0): got -91, expected 0
//     (1,0): got -91, expected 0
// At most `shown` of the first wrong values are listed. A verification that
// is no picture says "values" and gives indices.
void print_mismatch_details(std::ostream& out, const Verification& verification, const std::string& indent,
                            std::size_t shown = 3);

// The wrong pixels at a glance: `background` (any number of channels; its
// luminance is used) dimmed to gray, every wrong pixel pure red; a
// background of another width or height than the verification's (an output
// turned or transposed) gives way to plain gray. Each pixel becomes a
// `scale` x `scale` square, so that a tiny image can be seen. RGB.
Image difference_picture(const Verification& verification, const Image& background, int scale = 1);

// The end of every lesson program: prints each verification, then
// "RESULT: PASSED" or "RESULT: FAILED ..."; returns the exit code, 0 only
// when all passed.
int print_verdict(std::ostream& out, const std::vector<Verification>& verifications);

}  // namespace ocltut

#include "verify.hpp"

#include <algorithm>
#include <ostream>

namespace ocltut {

void print_verification(std::ostream& out, const Verification& verification)
{
    out << "  verify " << verification.what << ": ";
    if (verification.passed()) {
        out << "PASSED (" << verification.values << " values bit-exact)\n";
        return;
    }
    out << "FAILED, " << verification.mismatches << " of " << verification.values << " values differ";
    const char* separator = "; first at ";
    for (const Mismatch& m : verification.first) {
        out << separator << '(' << m.x << ',' << m.y << (verification.channels > 1 ? " channel " + std::to_string(m.channel) : "")
            << "): expected " << m.expected << ", got " << m.got;
        separator = "; ";
    }
    out << '\n';
}

bool all_passed(const std::vector<Verification>& verifications)
{
    return std::all_of(verifications.begin(), verifications.end(),
                       [](const Verification& v) { return v.passed(); });
}

int print_verdict(std::ostream& out, const std::vector<Verification>& verifications)
{
    for (const Verification& verification : verifications) print_verification(out, verification);
    if (!all_passed(verifications)) {
        out << "RESULT: FAILED (the device output differs from the CPU golden)\n";
        return 1;
    }
    out << "RESULT: PASSED\n";
    return 0;
}

}  // namespace ocltut

// doctest's main, linked into each test program, with a rule doctest does
// not have: a test case that checks nothing fails. One whose checks all sit
// in a loop over nothing, or behind a condition this device never meets,
// would otherwise pass having tested nothing. A case that cannot run on this
// device says so with test::skip, which ctest reports as a skip, and then
// checks nothing either: ctest reports a case that printed SKIPPED as
// skipped whatever else it printed, so a check beside a skip could fail
// unseen.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include "test_support.hpp"

#include <iostream>
#include <string>

namespace ocltut::test {

namespace {

// Why the test case running called test::skip, or "" when it did not.
std::string skip_reason;
bool broke_the_rule = false;  // by some test case of this run

// A listener (it reports nothing of doctest's own): at the end of each test
// case that passed, one line naming it if it checked nothing without
// skipping, or skipped after checking something; a skip that follows the
// rule is printed only then, since ctest counts a test that prints
// "SKIPPED:" as skipped whatever else happened in it.
class ChecksSomething : public doctest::IReporter {
public:
    explicit ChecksSomething(const doctest::ContextOptions&) {}

    void test_case_start(const doctest::TestCaseData& test_case) override
    {
        name_ = test_case.m_name;
        skip_reason.clear();
    }

    void test_case_end(const doctest::CurrentTestCaseStats& stats) override
    {
        if (!stats.testCaseSuccess) return;  // failed already, saying why
        const int checks = stats.numAssertsCurrentTest;
        const bool skipped = !skip_reason.empty();
        if (skipped && checks == 0) {
            std::cout << "SKIPPED: " << skip_reason << '\n';
        } else if (checks == 0) {
            std::cout << "error: test case '" << name_ << "' passed without checking anything: give it a check "
                      << "that can fail, or call test::skip(reason) where it cannot run\n";
            broke_the_rule = true;
        } else if (checks > 0 && skipped) {
            std::cout << "error: test case '" << name_ << "' called test::skip after " << checks << " check(s): "
                      << "skip a whole test case, before any check (a part of one is a note)\n";
            broke_the_rule = true;
        }
    }

    void report_query(const doctest::QueryData&) override {}
    void test_run_start() override {}
    void test_run_end(const doctest::TestRunStats&) override {}
    void test_case_reenter(const doctest::TestCaseData&) override {}
    void test_case_exception(const doctest::TestCaseException&) override {}
    void subcase_start(const doctest::SubcaseSignature&) override {}
    void subcase_end() override {}
    void log_assert(const doctest::AssertData&) override {}
    void log_message(const doctest::MessageData&) override {}
    void test_case_skipped(const doctest::TestCaseData&) override {}

private:
    const char* name_ = "";
};

}  // namespace

void skip(const std::string& reason)
{
    skip_reason = reason.empty() ? "(no reason given)" : reason;
}

}  // namespace ocltut::test

REGISTER_LISTENER("checks-something", 1, ocltut::test::ChecksSomething);

int main(int argc, char** argv)
{
    const int failed = doctest::Context(argc, argv).run();
    return failed != 0 || ocltut::test::broke_the_rule ? 1 : 0;
}

# Lesson 03's exercises on new problems, 03-rgb-histogram and 03-equalise
# (03-histogram/exercises.cpp, docs/exercises-03.md): their goldens on
# pictures counted by hand; each starter compiles and fails its check, each
# solution passes it, each has its hints; and the check rejects a planted
# wrong solution of each, a likely mistake of its own. Included by
# tests/CMakeLists.txt, after the lessons' tests, whose helpers it uses.

add_doctest(test-exercises-03 test_exercises_03.cpp ocltut::reference)

add_new_problem_tests(03-rgb-histogram)
add_new_problem_tests(03-equalise)

# The planted mistakes, each one line of the solution changed, planted when
# the test runs (add_planted_kernel, tests/planted.cmake).

# The copy of the group's counters with no barrier before it: a race. A
# device that runs a group's work-items one after the other (PoCL, rusticl)
# gets most inputs wrong; one that got them right would be caught by the
# check's run under Oclgrind, on the small inputs. Either way the exercise
# is not solved.
add_planted_kernel(rgb_histogram_no_barrier.cl FROM solutions/03-rgb-histogram.cl
                   FIND "barrier(CLK_LOCAL_MEM_FENCE); __global uint* group_bins"
                   REPLACE "__global uint* group_bins"
                   LABELS exercises planted oclgrind)
add_check_test(catches-rgb-histogram-missing-barrier
               ARGS 03-rgb-histogram --kernel ${planted}/rgb_histogram_no_barrier.cl
               EXIT 1
               EXPECT "(WRONG: rgb_histogram bins|UNSAFE: right on this device, but under Oclgrind \\(--data-races\\)[^\n]*\n    [^\n]*data race).*NOT SOLVED"
               WHY "An RGB histogram whose work-items copy the group's counters out with no barrier after counting \
must fail the check of 03-rgb-histogram, wrong or, under Oclgrind, a race.")
set_tests_properties(check-catches-rgb-histogram-missing-barrier PROPERTIES LABELS "exercises;planted;oclgrind"
                     FIXTURES_REQUIRED planted-rgb_histogram_no_barrier.cl)

# An exclusive scan, where the rule needs the inclusive one: bin v - 1
# loaded into place v makes the scan sum the bins below v, not up to v (what
# a work-efficient scan gives as it is). Right on pictures of one value
# (left as they are); on the random ones and the photo, the tables and the
# picture are wrong. --no-races: it is no race, and Oclgrind would only add
# time.
add_planted_kernel(equalise_exclusive_scan.cl FROM solutions/03-equalise.cl
                   FIND "sums[0][v] = histogram[v];"
                   REPLACE "sums[0][v] = v > 0 ? histogram[v - 1] : 0;"
                   LABELS exercises planted)
add_check_test(catches-equalise-exclusive-scan
               ARGS 03-equalise --no-races --kernel ${planted}/equalise_exclusive_scan.cl
               EXIT 1
               EXPECT "17x5 random: WRONG: 3 of 3 outputs\n.*61x47 constant 200: bit-exact\n.*coffee.png 401x263: WRONG: 3 of 3 outputs\n.*    equalise_lut table: [0-9]+ of 256 values wrong\n.*NOT SOLVED"
               WHY "Histogram equalisation whose cumulative histogram sums the bins below v, not up to v (an \
exclusive scan), must fail the check of 03-equalise.")
set_tests_properties(check-catches-equalise-exclusive-scan PROPERTIES LABELS "exercises;planted"
                     FIXTURES_REQUIRED planted-equalise_exclusive_scan.cl)

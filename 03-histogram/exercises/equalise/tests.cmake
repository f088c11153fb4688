# Exercise 03-equalise's tests: its golden on histograms and pictures
# counted by hand, and what makes the exercise mean something, as for a
# lesson's own (tests/CMakeLists.txt): the starter compiles and fails its
# check, the solution passes it, the hints are there, and a planted wrong
# solution, a likely mistake, is rejected. Included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake).

add_doctest(test-03-equalise ${CMAKE_CURRENT_LIST_DIR}/test_equalise.cpp 03-equalise-exercise)

add_new_problem_tests(03-equalise)

# The planted mistake, one line of the solution changed, planted when the
# test runs (add_planted_kernel, tests/planted.cmake).

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

# Exercise 04-gaussian's tests: its golden on hand-computed pixels, and what
# makes the exercise mean something, as for a lesson's own
# (tests/CMakeLists.txt): the starter compiles and fails its check, the
# solution passes it, the hints are there, and a planted wrong solution, a
# likely mistake, is rejected. Included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake).

add_doctest(test-04-gaussian ${CMAKE_CURRENT_LIST_DIR}/test_gaussian.cpp 04-gaussian-exercise)

add_new_problem_tests(04-gaussian)

# The planted mistake: right on a flat picture, wrong on the random ones and
# the photo. --no-races: it is no race, and Oclgrind would only add time.
add_check_test(catches-gaussian-truncation
               ARGS 04-gaussian --no-races --kernel ${CMAKE_CURRENT_LIST_DIR}/gaussian_truncates.cl
               EXIT 1
               EXPECT "17x5 random: WRONG: gaussian_blur RGBA [0-9]+ pixels\n.*61x47 constant 200: bit-exact\n.*coffee.png 401x263: WRONG: .*NOT SOLVED"
               WHY "A Gaussian blur that divides by 16 with sum >> 4 (rounding down) instead of (sum + 8) >> 4 \
(rounding half up) must fail the check of 04-gaussian.")
set_tests_properties(check-catches-gaussian-truncation PROPERTIES LABELS "exercises;planted")

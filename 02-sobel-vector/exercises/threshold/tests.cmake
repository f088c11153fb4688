# Exercise 02-threshold's tests: its golden on hand-computed pixels, and what
# makes the exercise mean something, as for a lesson's own
# (tests/CMakeLists.txt): the starter compiles and fails its check, the
# solution passes it, the hints are there, and a planted wrong solution, a
# likely mistake, is rejected. Included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake).

add_doctest(test-02-threshold ${CMAKE_CURRENT_LIST_DIR}/test_threshold.cpp 02-threshold-exercise)

add_new_problem_tests(02-threshold)

# The planted mistake. --no-races: it is no race, and Oclgrind would only
# add time. Every width the check uses (17, 33, 257, 61, 401, 1) leaves a
# tail, so a threshold without one is wrong on each.
add_check_test(catches-threshold-dropped-tail
               ARGS 02-threshold --no-races --kernel ${CMAKE_CURRENT_LIST_DIR}/threshold_drops_tail.cl
               EXIT 1
               EXPECT "17x5 random: WRONG: binarize [0-9]+ pixels\n.*coffee.png 401x263: WRONG: .*NOT SOLVED"
               WHY "A threshold whose tail work-items write nothing, leaving the last width % 16 pixels of each row \
as the poison, must fail the check of 02-threshold.")
set_tests_properties(check-catches-threshold-dropped-tail PROPERTIES LABELS "exercises;planted")

# Exercise 01-scharr's tests: its golden on hand-computed values, and what
# makes the exercise mean something, as for a lesson's own
# (tests/CMakeLists.txt): the starter compiles and fails its check, the
# solution passes it, the hints are there, and a planted wrong solution, a
# likely mistake, is rejected. Included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake).

add_doctest(test-01-scharr ${CMAKE_CURRENT_LIST_DIR}/test_scharr.cpp 01-scharr-exercise)

add_new_problem_tests(01-scharr)

# The planted wrong solution: lesson 01's >> 3 kept for Scharr, whose sums
# are four times Sobel's: every input wrong, inside the border only.
add_check_test(catches-scharr-sobel-shift
               ARGS 01-scharr --kernel ${CMAKE_CURRENT_LIST_DIR}/scharr_sobel_shift.cl --no-races EXIT 1
               EXPECT "17x5 random: WRONG: dX [0-9]+ pixels, dY [0-9]+ pixels\n.*the first wrong input, 17x5 random:\n    dX: [0-9]+ of 85 pixels wrong, 0 on the border and [0-9]+ inside\n.*NOT SOLVED"
               WHY "Scharr's sums shifted by lesson 01's 3, not 5, must fail 01-scharr's check, inside the border.")
set_tests_properties(check-catches-scharr-sobel-shift PROPERTIES LABELS "exercises;planted")

# Exercise 02-box's tests: its golden on hand-computed pixels, and what
# makes the exercise mean something, as for a lesson's own
# (tests/CMakeLists.txt): the starter compiles and fails its check, the
# solution passes it, the hints are there, and a planted wrong solution, a
# likely mistake, is rejected. Included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake).

add_doctest(test-02-box ${CMAKE_CURRENT_LIST_DIR}/test_box.cpp 02-box-exercise)

add_new_problem_tests(02-box)

# The planted mistake. --no-races: it is no race, and Oclgrind would only
# add time. The box blur's runs add in 8 bits and its tail in int: right on
# 17x5, whose interior of 15 columns is all tail, wrong wherever a run's
# nine pixels pass 255.
add_check_test(catches-box-8bit-sums
               ARGS 02-box --no-races --kernel ${CMAKE_CURRENT_LIST_DIR}/box_8bit_sums.cl
               EXIT 1
               EXPECT "17x5 random: bit-exact\n  33x7 random: WRONG: box_blur [0-9]+ pixels\n.*61x47 constant 200: WRONG: .*NOT SOLVED"
               WHY "A box blur that adds its nine windows in uchar16 lanes, which wrap past 255, must fail the check \
of 02-box.")
set_tests_properties(check-catches-box-8bit-sums PROPERTIES LABELS "exercises;planted")

# Exercise 04-unsharp's tests: its golden on hand-computed pixels, and what
# makes the exercise mean something, as for a lesson's own
# (tests/CMakeLists.txt): the starter compiles and fails its check, the
# solution passes it, the hints are there, and a planted wrong solution, a
# likely mistake, is rejected. Included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake).

add_doctest(test-04-unsharp ${CMAKE_CURRENT_LIST_DIR}/test_unsharp.cpp 04-unsharp-exercise)

add_new_problem_tests(04-unsharp)

# The planted mistake: right on a flat picture, wrong on the random ones and
# the photo. --no-races: it is no race, and Oclgrind would only add time.
add_check_test(catches-unsharp-wrapping-detail
               ARGS 04-unsharp --no-races --kernel ${CMAKE_CURRENT_LIST_DIR}/unsharp_wrapping_detail.cl
               EXIT 1
               EXPECT "257x131 random: WRONG: unsharp_mask RGBA [0-9]+ pixels\n.*61x47 constant 200: bit-exact\n.*coffee.png 401x263: WRONG: .*NOT SOLVED"
               WHY "An unsharp mask that measures |c - b| in uchar4 lanes, where c - b wraps below 0, must fail the \
check of 04-unsharp.")
set_tests_properties(check-catches-unsharp-wrapping-detail PROPERTIES LABELS "exercises;planted")

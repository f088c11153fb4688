# Exercise 01-direction's tests: its golden on hand-computed values, and
# what makes the exercise mean something, as for a lesson's own
# (tests/CMakeLists.txt): the starter compiles and fails its check, the
# solution passes it, the hints are there, and a planted wrong solution, a
# likely mistake, is rejected. Included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake).

add_doctest(test-01-direction ${CMAKE_CURRENT_LIST_DIR}/test_direction.cpp 01-direction-exercise)

add_new_problem_tests(01-direction)

# The planted wrong solution: the first direction test with < where the
# rule says <=. A flat pixel gets 90, not 0, so the picture of one value is
# wrong inside its border, and the magnitude is right everywhere.
add_check_test(catches-direction-strict-boundary
               ARGS 01-direction --kernel ${CMAKE_CURRENT_LIST_DIR}/direction_strict_boundary.cl --no-races
               EXIT 1
               EXPECT "61x47 constant 200: WRONG: direction 2655 pixels; magnitude bit-exact\n.*NOT SOLVED"
               REJECT "WRONG: magnitude"
               WHY "A direction boundary off by one (< for <=), which a flat pixel crosses, must fail 01-direction's \
check.")
set_tests_properties(check-catches-direction-strict-boundary PROPERTIES LABELS "exercises;planted")

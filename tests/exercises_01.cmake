# Lesson 01's new problems, 01-scharr and 01-direction
# (01-sobel-scalar/exercises.cpp, docs/exercises-01.md): their goldens on
# hand-computed values, and what makes each exercise mean something, as for
# a lesson's own (tests/CMakeLists.txt): the starter compiles and fails its
# check, the solution passes it, the hints are there, and a planted wrong
# solution, a likely mistake, is rejected. Included by tests/CMakeLists.txt.

add_doctest(test-exercises-01 test_exercises_01.cpp ocltut::reference)

add_new_problem_tests(01-scharr)
add_new_problem_tests(01-direction)

# The planted wrong solutions (tests/data/), each its own likely mistake.
# Lesson 01's >> 3 kept for Scharr, whose sums are four times Sobel's: every
# input wrong, inside the border only.
add_check_test(catches-scharr-sobel-shift
               ARGS 01-scharr --kernel ${CMAKE_CURRENT_SOURCE_DIR}/data/scharr_sobel_shift.cl --no-races EXIT 1
               EXPECT "17x5 random: WRONG: dX [0-9]+ pixels, dY [0-9]+ pixels\n.*the first wrong input, 17x5 random:\n    dX: [0-9]+ of 85 pixels wrong, 0 on the border and [0-9]+ inside\n.*NOT SOLVED"
               WHY "Scharr's sums shifted by lesson 01's 3, not 5, must fail 01-scharr's check, inside the border.")
# The first direction test with < where the rule says <=: a flat pixel gets
# 90, not 0, so the picture of one value is wrong inside its border, and
# the magnitude is right everywhere.
add_check_test(catches-direction-strict-boundary
               ARGS 01-direction --kernel ${CMAKE_CURRENT_SOURCE_DIR}/data/direction_strict_boundary.cl --no-races
               EXIT 1
               EXPECT "61x47 constant 200: WRONG: direction 2655 pixels; magnitude bit-exact\n.*NOT SOLVED"
               REJECT "WRONG: magnitude"
               WHY "A direction boundary off by one (< for <=), which a flat pixel crosses, must fail 01-direction's \
check.")
set_tests_properties(check-catches-scharr-sobel-shift check-catches-direction-strict-boundary
                     PROPERTIES LABELS "exercises;planted")

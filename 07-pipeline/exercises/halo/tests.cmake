# Exercise 07-halo's tests (docs/exercises-07.md), included by
# tests/CMakeLists.txt (add_exercise_tests, stages/exercises.cmake). 07-halo
# is a kernel exercise: the three guarantees, and a planted kernel that
# takes the strip's edges for the picture's border (never reading the halo
# rows): right on one strip, wrong on more. --no-races: no race, and
# Oclgrind would only add time.

add_new_problem_tests(07-halo)
add_check_test(catches-halo-strip-border
               ARGS 07-halo --no-races --kernel ${CMAKE_CURRENT_LIST_DIR}/halo_strip_border.cl
               EXIT 1
               EXPECT "17x5 random: WRONG: 4 of 6 outputs\n.*61x47 constant 200: bit-exact\n.*1x1 random: bit-exact\n.*dX \\(3 strips\\): [0-9]+ of 85 pixels wrong.*NOT SOLVED"
               REJECT "dX \\(1 strip\\): [0-9]+ of"
               WHY "A strip kernel that zeroes the strip's first and last rows, as if they were the picture's border, \
must fail the check of 07-halo: it never reads the halo rows.")
set_tests_properties(check-catches-halo-strip-border PROPERTIES LABELS "exercises;planted")

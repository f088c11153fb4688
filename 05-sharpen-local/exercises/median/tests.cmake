# Exercise 05-median's tests: its golden on pixels worked out by hand, and
# what makes the exercise mean something, as for a lesson's own
# (tests/CMakeLists.txt): the starter compiles and fails its check, the
# solution passes it, the hints are there, and a planted wrong solution, a
# likely mistake, is rejected. Included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake).

add_doctest(test-05-median ${CMAKE_CURRENT_LIST_DIR}/test_median.cpp 05-median-exercise)

add_new_problem_tests(05-median)

# The planted mistake, one line of the solution changed, planted when the
# test runs (add_planted_kernel, tests/planted.cmake).

# A halo of zeros where the picture ends, lesson 01's border, not the
# lesson's clamp-to-edge: a cell the load clamped is given black instead of
# the edge pixel. Inside the picture nothing changes. On a flat picture, an
# edge pixel's three black cells of nine are outvoted, but a corner's five
# win, and so do the six of a picture one pixel thin: on the constant
# picture exactly its four corners are wrong, and on the single row and
# column every pixel; on the random ones, the border. --no-races: it
# is no race, and Oclgrind would only add time.
add_planted_kernel(median_zero_halo.cl FROM solutions/05-median.cl
                   FIND "tile[cell] = in[(size_t)gy * width + gx];"
                   REPLACE "tile[cell] = gx == tile_x + cell % TILE_PITCH && gy == tile_y + cell / TILE_PITCH ? in[(size_t)gy * width + gx] : (uchar4)(0);"
                   LABELS exercises planted)
add_check_test(catches-median-zero-halo
               ARGS 05-median --no-races --kernel ${planted}/median_zero_halo.cl
               EXIT 1
               EXPECT "17x5 random: WRONG: median_tile RGBA [0-9]+ pixels\n.*61x47 constant 200: WRONG: median_tile RGBA 4 pixels\n.*31x1 random: WRONG: median_tile RGBA 31 pixels\n  1x17 random: WRONG: median_tile RGBA 17 pixels\n.*the first wrong input, 17x5 random:\n    median_tile RGBA: [0-9]+ of 85 pixels wrong, [0-9]+ on the border and 0 inside\n.*NOT SOLVED"
               WHY "A 3x3 median whose tile's halo is black past the picture's edge, where the rule is \
clamp-to-edge, must fail the check of 05-median: on a constant picture, at its four corners, and on every \
pixel of a single row and a single column.")
set_tests_properties(check-catches-median-zero-halo PROPERTIES LABELS "exercises;planted"
                     FIXTURES_REQUIRED planted-median_zero_halo.cl)

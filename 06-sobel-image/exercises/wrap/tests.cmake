# Exercise 06-wrap's tests: its golden on hand-computed pixels, and what
# makes the exercise mean something, as for a lesson's own
# (tests/CMakeLists.txt): the starter compiles and fails its check, the
# solution passes it, under Oclgrind too, the hints are there, and a planted
# wrong solution, a likely mistake, is rejected. Included by
# tests/CMakeLists.txt (add_exercise_tests, stages/exercises.cmake).

add_doctest(test-06-wrap ${CMAKE_CURRENT_LIST_DIR}/test_wrap.cpp 06-wrap-exercise)

add_new_problem_tests(06-wrap)

# The planted mistake: right on a flat picture, wrong on the photo.
# --no-races: it is no race, and Oclgrind would only add time.
add_check_test(catches-wrap-pixel-corners
               ARGS 06-wrap --no-races --kernel ${CMAKE_CURRENT_LIST_DIR}/wrap_pixel_corners.cl
               EXIT 1
               EXPECT "61x47 constant 200: bit-exact\n.*61x47 two values: WRONG: .*coffee.png 401x263: WRONG: .*NOT SOLVED"
               WHY "A repeating sampler read at x / width, a pixel's corner, instead of (x + 0.5) / width, its \
centre, must fail the check of 06-wrap: the rounding tips some reads into the pixel to the left.")
set_tests_properties(check-catches-wrap-pixel-corners PROPERTIES LABELS "exercises;planted")

# Lesson 06's exercises on new problems, 06-wrap and 06-rotate
# (06-sobel-image/exercises.cpp, docs/exercises-06.md): their goldens on
# hand-computed pixels; each starter compiles and fails its check, each
# solution passes it, under Oclgrind too, each has its hints; and the check
# rejects a planted wrong solution of each, a likely mistake of its own.
# Included by tests/CMakeLists.txt, after the lessons' tests, whose helpers
# it uses.

add_doctest(test-exercises-06 test_exercises_06.cpp ocltut::reference)

add_new_problem_tests(06-wrap)
add_new_problem_tests(06-rotate)

# The planted mistakes: each right on a flat picture, wrong on the photo.
# --no-races: neither is a race, and Oclgrind would only add time.
add_check_test(catches-wrap-pixel-corners
               ARGS 06-wrap --no-races --kernel ${CMAKE_CURRENT_SOURCE_DIR}/data/wrap_pixel_corners.cl
               EXIT 1
               EXPECT "61x47 constant 200: bit-exact\n.*61x47 two values: WRONG: .*coffee.png 401x263: WRONG: .*NOT SOLVED"
               WHY "A repeating sampler read at x / width, a pixel's corner, instead of (x + 0.5) / width, its \
centre, must fail the check of 06-wrap: the rounding tips some reads into the pixel to the left.")
add_check_test(catches-rotate-swapped-sizes
               ARGS 06-rotate --no-races --kernel ${CMAKE_CURRENT_SOURCE_DIR}/data/rotate_swapped_sizes.cl
               EXIT 1
               EXPECT "17x5 random: WRONG: rotated RGBA [0-9]+ pixels\n.*61x47 constant 200: bit-exact\n.*coffee.png 401x263: WRONG: .*NOT SOLVED"
               WHY "A quarter turn that takes the source row from the input's width, W - 1 - X, instead of its \
height, must fail the check of 06-rotate on every picture that is not square.")
set_tests_properties(check-catches-wrap-pixel-corners check-catches-rotate-swapped-sizes
                     PROPERTIES LABELS "exercises;planted")

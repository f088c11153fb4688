# Lesson 05's exercises on new problems, 05-blur5 and 05-transpose
# (05-sharpen-local/exercises.cpp, docs/exercises-05.md): their goldens on
# hand-computed pixels; each starter compiles and fails its check, each
# solution passes it, each has its hints; and the check rejects a planted
# wrong solution of each, a likely mistake of its own. Included by
# tests/CMakeLists.txt, after the lessons' tests, whose helpers it uses.

add_doctest(test-exercises-05 test_exercises_05.cpp ocltut::reference)

add_new_problem_tests(05-blur5)
add_new_problem_tests(05-transpose)

# The planted mistakes: each right on some pictures, wrong on the random
# ones and the photo. --no-races: neither is a race, and Oclgrind would only
# add time.
add_check_test(catches-blur5-one-pixel-halo
               ARGS 05-blur5 --no-races --kernel ${CMAKE_CURRENT_SOURCE_DIR}/data/blur5_one_pixel_halo.cl
               EXIT 1
               EXPECT "17x5 random: WRONG: blur5_tile RGBA [0-9]+ pixels\n.*61x47 constant 200: bit-exact\n.*coffee.png 401x263: WRONG: .*NOT SOLVED"
               WHY "A 5x5 blur whose tile has lesson 05's one-pixel halo, reading the tile's edge for the \
neighbourhood's outer ring, must fail the check of 05-blur5.")
add_check_test(catches-transpose-input-bounds
               ARGS 05-transpose --no-races --kernel ${CMAKE_CURRENT_SOURCE_DIR}/data/transpose_input_bounds.cl
               EXIT 1
               EXPECT "17x5 random: WRONG: transpose_tile RGBA [0-9]+ pixels\n.*coffee.png 401x263: WRONG: .*1x1 random: bit-exact.*NOT SOLVED"
               WHY "A transpose that checks its writes against the input's width and height, where the output \
is height x width, must fail the check of 05-transpose on pictures that are not square.")
set_tests_properties(check-catches-blur5-one-pixel-halo check-catches-transpose-input-bounds
                     PROPERTIES LABELS "exercises;planted")

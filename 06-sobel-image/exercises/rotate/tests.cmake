# Exercise 06-rotate's tests: its golden on hand-computed pixels, and what
# makes the exercise mean something, as for a lesson's own
# (tests/CMakeLists.txt): the starter compiles and fails its check, the
# solution passes it, under Oclgrind too, the hints are there, and a planted
# wrong solution, a likely mistake, is rejected. Included by
# tests/CMakeLists.txt (add_exercise_tests, stages/exercises.cmake).

add_doctest(test-06-rotate ${CMAKE_CURRENT_LIST_DIR}/test_rotate.cpp 06-rotate-exercise)

add_new_problem_tests(06-rotate)

# The planted mistake: right on a flat picture, wrong on the photo.
# --no-races: it is no race, and Oclgrind would only add time.
add_check_test(catches-rotate-swapped-sizes
               ARGS 06-rotate --no-races --kernel ${CMAKE_CURRENT_LIST_DIR}/rotate_swapped_sizes.cl
               EXIT 1
               EXPECT "17x5 random: WRONG: rotated RGBA [0-9]+ pixels\n.*61x47 constant 200: bit-exact\n.*coffee.png 401x263: WRONG: .*NOT SOLVED"
               WHY "A quarter turn that takes the source row from the input's width, W - 1 - X, instead of its \
height, must fail the check of 06-rotate on every picture that is not square.")
set_tests_properties(check-catches-rotate-swapped-sizes PROPERTIES LABELS "exercises;planted")

# Exercise 05-transpose's tests: its golden on hand-computed pixels, and what
# makes the exercise mean something, as for a lesson's own
# (tests/CMakeLists.txt): the starter compiles and fails its check, the
# solution passes it, the hints are there, and a planted wrong solution, a
# likely mistake, is rejected. Included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake).

add_doctest(test-05-transpose ${CMAKE_CURRENT_LIST_DIR}/test_transpose.cpp 05-transpose-exercise)

add_new_problem_tests(05-transpose)

# The planted mistake: right on some pictures, wrong on the random ones and
# the photo. --no-races: it is no race, and Oclgrind would only add time.
add_check_test(catches-transpose-input-bounds
               ARGS 05-transpose --no-races --kernel ${CMAKE_CURRENT_LIST_DIR}/transpose_input_bounds.cl
               EXIT 1
               EXPECT "17x5 random: WRONG: transpose_tile RGBA [0-9]+ pixels\n.*coffee.png 401x263: WRONG: .*NOT SOLVED"
               WHY "A transpose that checks its writes against the input's width and height, where the output \
is height x width, must fail the check of 05-transpose on pictures that are not square.")
set_tests_properties(check-catches-transpose-input-bounds PROPERTIES LABELS "exercises;planted")

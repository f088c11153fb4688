# Exercise 05-blur5's tests: its golden on hand-computed pixels, and what
# makes the exercise mean something, as for a lesson's own
# (tests/CMakeLists.txt): the starter compiles and fails its check, the
# solution passes it, the hints are there, and a planted wrong solution, a
# likely mistake, is rejected. Included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake).

add_doctest(test-05-blur5 ${CMAKE_CURRENT_LIST_DIR}/test_blur5.cpp 05-blur5-exercise 05-transpose-exercise)

add_new_problem_tests(05-blur5)

# The planted mistake: right on some pictures, wrong on the random ones and
# the photo. --no-races: it is no race, and Oclgrind would only add time.
add_check_test(catches-blur5-one-pixel-halo
               ARGS 05-blur5 --no-races --kernel ${CMAKE_CURRENT_LIST_DIR}/blur5_one_pixel_halo.cl
               EXIT 1
               EXPECT "17x5 random: WRONG: blur5_tile RGBA [0-9]+ pixels\n.*61x47 constant 200: bit-exact\n.*coffee.png 401x263: WRONG: .*NOT SOLVED"
               WHY "A 5x5 blur whose tile has lesson 05's one-pixel halo, reading the tile's edge for the \
neighbourhood's outer ring, must fail the check of 05-blur5.")
set_tests_properties(check-catches-blur5-one-pixel-halo PROPERTIES LABELS "exercises;planted")

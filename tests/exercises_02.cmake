# Lesson 02's exercises on new problems, 02-threshold and 02-box
# (02-sobel-vector/exercises.cpp, docs/exercises-02.md): their goldens on
# hand-computed pixels; each starter compiles and fails its check, each
# solution passes it, each has its hints; and the check rejects a planted
# wrong solution of each, a likely mistake of its own. Included by
# tests/CMakeLists.txt, after the lessons' tests, whose helpers it uses.

add_doctest(test-exercises-02 test_exercises_02.cpp ocltut::reference)

add_new_problem_tests(02-threshold)
add_new_problem_tests(02-box)

# The planted mistakes. --no-races: neither is a race, and Oclgrind would
# only add time. Every width the check uses (17, 33, 257, 61, 401, 1)
# leaves a tail, so a threshold without one is wrong on each. The box blur's
# runs add in 8 bits and its tail in int: right on 17x5, whose interior of 15
# columns is all tail, wrong wherever a run's nine pixels pass 255.
add_check_test(catches-threshold-dropped-tail
               ARGS 02-threshold --no-races --kernel ${CMAKE_CURRENT_SOURCE_DIR}/data/threshold_drops_tail.cl
               EXIT 1
               EXPECT "17x5 random: WRONG: binarize [0-9]+ pixels\n.*coffee.png 401x263: WRONG: .*NOT SOLVED"
               WHY "A threshold whose tail work-items write nothing, leaving the last width % 16 pixels of each row \
as the poison, must fail the check of 02-threshold.")
add_check_test(catches-box-8bit-sums
               ARGS 02-box --no-races --kernel ${CMAKE_CURRENT_SOURCE_DIR}/data/box_8bit_sums.cl
               EXIT 1
               EXPECT "17x5 random: bit-exact\n  33x7 random: WRONG: box_blur [0-9]+ pixels\n.*61x47 constant 200: WRONG: .*NOT SOLVED"
               WHY "A box blur that adds its nine windows in uchar16 lanes, which wrap past 255, must fail the check \
of 02-box.")
set_tests_properties(check-catches-threshold-dropped-tail check-catches-box-8bit-sums
                     PROPERTIES LABELS "exercises;planted")

# Lesson 04's exercises on new problems, 04-gaussian and 04-unsharp
# (04-sharpen-naive/exercises.cpp, docs/exercises-04.md): their goldens on
# hand-computed pixels; each starter compiles and fails its check, each
# solution passes it, each has its hints; and the check rejects a planted
# wrong solution of each, a likely mistake of its own. Included by
# tests/CMakeLists.txt, after the lessons' tests, whose helpers it uses.

add_doctest(test-exercises-04 test_exercises_04.cpp ocltut::reference)

add_new_problem_tests(04-gaussian)
add_new_problem_tests(04-unsharp)

# The planted mistakes: each right on a flat picture, wrong on the random
# ones and the photo. --no-races: neither is a race, and Oclgrind would only
# add time.
add_check_test(catches-gaussian-truncation
               ARGS 04-gaussian --no-races --kernel ${CMAKE_CURRENT_SOURCE_DIR}/data/gaussian_truncates.cl
               EXIT 1
               EXPECT "17x5 random: WRONG: gaussian_blur RGBA [0-9]+ pixels\n.*61x47 constant 200: bit-exact\n.*coffee.png 401x263: WRONG: .*NOT SOLVED"
               WHY "A Gaussian blur that divides by 16 with sum >> 4 (rounding down) instead of (sum + 8) >> 4 \
(rounding half up) must fail the check of 04-gaussian.")
add_check_test(catches-unsharp-wrapping-detail
               ARGS 04-unsharp --no-races --kernel ${CMAKE_CURRENT_SOURCE_DIR}/data/unsharp_wrapping_detail.cl
               EXIT 1
               EXPECT "257x131 random: WRONG: unsharp_mask RGBA [0-9]+ pixels\n.*61x47 constant 200: bit-exact\n.*coffee.png 401x263: WRONG: .*NOT SOLVED"
               WHY "An unsharp mask that measures |c - b| in uchar4 lanes, where c - b wraps below 0, must fail the \
check of 04-unsharp.")
set_tests_properties(check-catches-gaussian-truncation check-catches-unsharp-wrapping-detail
                     PROPERTIES LABELS "exercises;planted")

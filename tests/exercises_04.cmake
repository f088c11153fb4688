# Lesson 04's exercises on new problems, 04-gaussian and 04-unsharp
# (04-sharpen-naive/exercises.cpp, docs/exercises-04.md): their goldens on
# hand-computed pixels; each starter compiles and fails its check, each
# solution passes it, each has its hints; and the check rejects a planted
# wrong solution of each, a likely mistake of its own. Included by
# tests/CMakeLists.txt, after the lessons' tests, whose helpers it uses.

add_doctest(test-exercises-04 test_exercises_04.cpp ocltut::reference)

foreach(exercise 04-gaussian 04-unsharp)
  add_check_test(starter-fails-${exercise} STARTER ARGS ${exercise} EXIT 1 EXPECT "NOT SOLVED"
                 REJECT "DOES NOT COMPILE|COULD NOT RUN|no exercise is called"
                 WHY "The starter of ${exercise} compiles and fails its check: it has TODOs where the body goes.")
  add_check_test(finished-passes-${exercise} ARGS ${exercise} --finished EXIT 0
                 EXPECT "== ${exercise}: [^\n]*solutions/${exercise}.cl\n.*\n  SOLVED\n.*1/1 exercises solved\n"
                 WHY "The solution of ${exercise}, solutions/${exercise}.cl, must pass its check.")
  add_check_test(hints-${exercise} ARGS ${exercise} --hint EXIT 0 EXPECT "Hint 1:\n  [^\n].*Hint 2:\n  [^\n]"
                 WHY "${exercise} has its hints on docs/exercises-04.md, between <!-- ${exercise} exercise hints --> \
and <!-- end of ${exercise} exercise hints -->.")
endforeach()

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

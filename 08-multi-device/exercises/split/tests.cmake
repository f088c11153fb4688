# Exercise 08-split's tests, included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake). Its starter is C++ compiled
# into the checker: as shipped it compiles, runs and fails its check, its
# solution (solutions/08-split.cpp) passes it, its hints are there, and each
# planted wrong solution (split_planted.cpp), built into a checker of its
# own with its function in place of the starter's, is rejected with the
# mistake named.
add_check_test(starter-fails-08-split STARTER ARGS 08-split EXIT 1
               EXPECT "== 08-split: [^\n]*08-multi-device/exercises/split/split_starter.cpp\n.*\n  17x5 random: WRONG: on 17 rows and weights \\{1, 1\\}, row 16 is in no share: the shares end at row 15, rows lost to rounding[^\n]*\n  NOT SOLVED \\(stuck\\? `check 08-split --hint`"
               REJECT "DOES NOT COMPILE|COULD NOT RUN|CRASHED|DID NOT FINISH"
               WHY "08-multi-device/exercises/split/split_starter.cpp, as shipped, compiles, runs and fails its check: \
it gives every device an equal part rounded down, so a row is lost on 17 rows and two devices.")
add_check_test(finished-passes-08-split ARGS 08-split --finished EXIT 0
               EXPECT "== 08-split: [^\n]*solutions/08-split.cpp\n.*  1x1 random: bit-exact\n.*  SOLVED\n1/1 exercises solved\n"
               WHY "The solution of 08-split, solutions/08-split.cpp, must pass its check.")
add_check_test(hints-08-split ARGS 08-split --hint EXIT 0 EXPECT "== 08-split\nHint 1:\n  [^\n]"
               WHY "08-split has its hints on docs/exercises-08.md, between <!-- 08-split exercise hints --> and \
<!-- end of 08-split exercise hints -->.")

# add_planted_split(<name> <mistake> <expected>): a checker with the
# planted mistake in place of the starter, and the test that it fails with
# `expected` in its report.
function(add_planted_split name mistake expected why)
  add_planted_checker(split-${name} ${CMAKE_CURRENT_LIST_DIR}/split_planted.cpp ${mistake} 08-split-starter)
  add_check_test(catches-split-${name} CHECKER check-split-${name} ARGS 08-split --no-races EXIT 1
                 EXPECT "\n  17x5 random: WRONG: ${expected}[^\n]*\n  NOT SOLVED"
                 REJECT "COULD NOT RUN|CRASHED|DID NOT FINISH" WHY "${why}")
  set_tests_properties(check-catches-split-${name} PROPERTIES LABELS "exercises;planted")
endfunction()

add_planted_split(no-halo PLANTED_NO_HALO
                  "on 17 rows and weights \\{1, 1\\}, device 0 misses the halo row below its share: it uploads up to row 8, and the Sobel of its last row, 8, reads row 9"
                  "A device that uploads its share without the rows around it must fail 08-split's check, which \
names the halo row it misses.")
add_planted_split(halo-in-share PLANTED_HALO_IN_SHARE
                  "on 17 rows and weights \\{1, 1\\}, row 8 is in two shares: [^\n]*\\(an overlap"
                  "Shares that take the halo row above as their own overlap and must fail 08-split's check.")
add_planted_split(mixed-rounding PLANTED_MIXED_ROUNDING
                  "on 17 rows and weights \\{1, 1\\}, row 8 is in no share: device 1's share starts at row 9, after the shares before it end \\(a gap"
                  "Shares that start at a rounded running total and end at one rounded down leave gaps between \
them and must fail 08-split's check.")
add_planted_split(each-rounded PLANTED_EACH_ROUNDED
                  "on 17 rows and weights \\{1, 1\\}, row 16 is in no share: the shares end at row 15, rows lost to rounding"
                  "Shares each rounded down on their own lose rows at the end and must fail 08-split's check.")

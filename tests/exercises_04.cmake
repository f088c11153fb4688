# Lesson 04's exercises on new problems, 04-gaussian and 04-unsharp
# (04-sharpen-naive/exercises.cpp, docs/exercises-04.md): their goldens on
# hand-computed pixels; each starter compiles and fails its check, each
# solution passes it, each has its hints. Included by
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

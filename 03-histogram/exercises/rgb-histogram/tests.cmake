# Exercise 03-rgb-histogram's tests: its golden on a picture counted by
# hand, and what makes the exercise mean something, as for a lesson's own
# (tests/CMakeLists.txt): the starter compiles and fails its check, the
# solution passes it, the hints are there, and a planted wrong solution, a
# likely mistake, is rejected. Included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake).

add_doctest(test-03-rgb-histogram ${CMAKE_CURRENT_LIST_DIR}/test_rgb_histogram.cpp 03-rgb-histogram-exercise)

add_new_problem_tests(03-rgb-histogram)

# The planted mistake, one line of the solution changed, planted when the
# test runs (add_planted_kernel, tests/planted.cmake).

# The copy of the group's counters with no barrier before it: a race. A
# device that runs a group's work-items one after the other (PoCL, rusticl)
# gets most inputs wrong; one that got them right would be caught by the
# check's run under Oclgrind, on the small inputs. Either way the exercise
# is not solved.
add_planted_kernel(rgb_histogram_no_barrier.cl FROM solutions/03-rgb-histogram.cl
                   FIND "barrier(CLK_LOCAL_MEM_FENCE); __global uint* group_bins"
                   REPLACE "__global uint* group_bins"
                   LABELS exercises planted oclgrind)
add_check_test(catches-rgb-histogram-missing-barrier
               ARGS 03-rgb-histogram --kernel ${planted}/rgb_histogram_no_barrier.cl
               EXIT 1
               EXPECT "(WRONG: rgb_histogram bins|UNSAFE: right on this device, but under Oclgrind \\(--data-races\\)[^\n]*\n    [^\n]*data race).*NOT SOLVED"
               WHY "An RGB histogram whose work-items copy the group's counters out with no barrier after counting \
must fail the check of 03-rgb-histogram, wrong or, under Oclgrind, a race.")
set_tests_properties(check-catches-rgb-histogram-missing-barrier PROPERTIES LABELS "exercises;planted;oclgrind"
                     FIXTURES_REQUIRED planted-rgb_histogram_no_barrier.cl)

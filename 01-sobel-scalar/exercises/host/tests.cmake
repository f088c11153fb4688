# Exercise 01-host's tests, included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake): the same three guarantees
# as every lesson's kernel exercise has. Its starter is C++ compiled into
# the checker; as shipped it does none of the OpenCL calls, and the report
# must say what that looks like.
add_check_test(starter-fails-01-host STARTER ARGS 01-host EXIT 1
               EXPECT "== 01-host: [^\n]*sobel_scalar_host_starter.cpp\n.*\\(dX, dY: every wrong value shown is 0[^\n]*read back[^\n]*\\)\n.*NOT SOLVED \\(stuck\\? `check 01-host --hint`"
               REJECT "DOES NOT COMPILE|COULD NOT RUN|no exercise is called"
               WHY "01-sobel-scalar/exercises/host/sobel_scalar_host_starter.cpp, as shipped, compiles, runs and fails its check, and \
the report says that nothing was read back.")
add_check_test(finished-passes-01-host ARGS 01-host --finished EXIT 0
               EXPECT "== 01-host: [^\n]*01-sobel-scalar/sobel_scalar.cpp\n.*\n1/1 exercises solved\n"
               WHY "Lesson 01's own host code, run_sobel_scalar, must pass the host-code exercise's check.")
add_check_test(hints-01-host ARGS 01-host --hint EXIT 0 EXPECT "== 01-host\nHint 1:\n  [^\n]"
               WHY "The host-code exercise has its hints on docs/host-code-exercises.md, between \
<!-- 01-host exercise hints --> and <!-- end of 01-host exercise hints -->.")
add_check_test(lists-host-exercise ARGS --finished EXIT 0
               EXPECT "== 01-sobel-scalar: .*== 01-host: .*== 02-sobel-vector: "
               WHY "Without an exercise named, the checker checks the host-code exercise too, after its lesson's kernels.")
# The check itself: wrong host solutions must be reported. They are lesson
# 01's host code with one mistake each (sobel_scalar_host_planted.cpp,
# beside this file, which says why it is written by hand), linked with the
# checker's code in place of the starter (add_planted_checker,
# tests/planted.cmake).
add_planted_checker(swapped-host ${CMAKE_CURRENT_LIST_DIR}/sobel_scalar_host_planted.cpp PLANTED_SWAPPED
                    01-sobel-scalar-host)
add_check_test(catches-swapped-host CHECKER check-swapped-host ARGS 01-host EXIT 1
               EXPECT "17x5 random: WRONG: dX [0-9]+ pixels, dY [0-9]+ pixels\n.*NOT SOLVED"
               REJECT "DOES NOT COMPILE|COULD NOT RUN|every wrong value shown is 0"
               WHY "Host code that passes dY where the kernel writes dX (and dX for dY) must fail the host-code \
exercise's check.")
# Host code that crashes the check's process: the report says so, and gives
# host code's usual causes, not a kernel's (the kernel is the finished one).
add_planted_checker(host-results-on-stack ${CMAKE_CURRENT_LIST_DIR}/sobel_scalar_host_planted.cpp
                    PLANTED_RESULTS_ON_STACK 01-sobel-scalar-host)
add_check_test(crash-names-host-causes CHECKER check-host-results-on-stack ARGS 01-host EXIT 1
               EXPECT "  CRASHED while checking it on [^\n]*: the check's process died of [^\n]*\n  Host code takes its program down when it\n    - moves the wrong number of bytes[^\n]*\n.*    - keeps a picture's worth of bytes in a local array[^\n]*\n.*NOT SOLVED"
               REJECT "A kernel takes|a barrier|__local"
               WHY "A learner's host code that crashes must be reported as CRASHED, with host code's causes: the \
kernel of a host-code exercise is the finished one.")

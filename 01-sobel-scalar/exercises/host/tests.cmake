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
# The check itself: a wrong host solution must be reported. It is lesson 01's
# host code with dX and dY passed to the kernel the wrong way round
# (sobel_scalar_host_swapped.cpp, beside this file, which says why it is
# written by hand), linked with the checker's code, where its function takes the place
# of the starter's: a static library's member is only linked for a symbol
# still undefined, and an object file of the program defines it first.
add_executable(check-swapped-host ${CMAKE_CURRENT_LIST_DIR}/sobel_scalar_host_swapped.cpp)
target_link_libraries(check-swapped-host PRIVATE check-program 01-sobel-scalar-host)
add_check_test(catches-swapped-host CHECKER check-swapped-host ARGS 01-host EXIT 1
               EXPECT "17x5 random: WRONG: dX [0-9]+ pixels, dY [0-9]+ pixels\n.*NOT SOLVED"
               REJECT "DOES NOT COMPILE|COULD NOT RUN|every wrong value shown is 0"
               WHY "Host code that passes dY where the kernel writes dX (and dX for dY) must fail the host-code \
exercise's check.")

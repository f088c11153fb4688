# Exercise 07-frames' tests (docs/exercises-07.md). 07-frames is host code,
# compiled into the checker: its starter compiles, runs and fails its
# check, its solution (solutions/07-frames.cpp) passes it, its hints are
# there, and wrong solutions, built into checkers of their own with their
# function in place of the starter's, are rejected every time: the check
# holds the compute or the download queue back, so a command that reuses a
# slot too early runs before the one it should wait for, whatever the
# timing. Included by tests/CMakeLists.txt (add_exercise_tests,
# stages/exercises.cmake).

add_check_test(starter-fails-07-frames STARTER ARGS 07-frames EXIT 1
               EXPECT "== 07-frames: [^\n]*07-pipeline/exercises/frames/frames_starter.cpp\n.*\n  17x5 random: WRONG: frame [0-9]'s (upload ran before frame_ready\\[[0-9]\\] was set|kernel ran before its upload|download ran before its kernel)[^\n]*\n  NOT SOLVED \\(stuck\\? `check 07-frames --hint`"
               REJECT "DOES NOT COMPILE|COULD NOT RUN|CRASHED|DID NOT FINISH"
               WHY "07-pipeline/exercises/frames/frames_starter.cpp, as shipped, compiles, runs and fails its check: its commands wait \
for nothing, so frame 0's upload, kernel and download run before the check sets frame_ready[0] (which is seen first \
depends on the timing: on rusticl under load, once, the download).")
add_check_test(finished-passes-07-frames ARGS 07-frames --finished EXIT 0
               EXPECT "== 07-frames: [^\n]*solutions/07-frames.cpp\n.*  1x1 random: bit-exact\n  SOLVED\n1/1 exercises solved\n"
               WHY "The solution of 07-frames, solutions/07-frames.cpp, must pass its check.")
add_check_test(hints-07-frames ARGS 07-frames --hint EXIT 0 EXPECT "== 07-frames\nHint 1:\n  [^\n]"
               WHY "07-frames has its hints on docs/exercises-07.md, between <!-- 07-frames exercise hints --> and \
<!-- end of 07-frames exercise hints -->.")

# The planted mistakes (frames_planted.cpp, beside this file), each linked with the
# checker's code in place of the starter. Each is caught on the first input
# unless the machine is so busy that the command run too early takes longer
# than the check watches it (100 ms): then on a later one.
add_planted_checker(frames-picture-overwritten ${CMAKE_CURRENT_LIST_DIR}/frames_planted.cpp PLANTED_UPLOAD_BEFORE_READ 07-pipeline-host)
add_check_test(catches-frames-picture-overwritten CHECKER check-frames-picture-overwritten ARGS 07-frames EXIT 1
               EXPECT "\n  [^\n]*: WRONG: frame 2's upload ran while frame 0's kernel was held back: it overwrote slot 0's picture[^\n]*\n  NOT SOLVED"
               REJECT "COULD NOT RUN|CRASHED|DID NOT FINISH"
               WHY "An upload into a slot that does not wait for the kernel that last read that slot's picture must \
fail 07-frames' check, every time: the check holds the compute queue back while the uploads may run.")
add_planted_checker(frames-result-overwritten ${CMAKE_CURRENT_LIST_DIR}/frames_planted.cpp PLANTED_KERNEL_BEFORE_READ_BACK 07-pipeline-host)
add_check_test(catches-frames-result-overwritten CHECKER check-frames-result-overwritten ARGS 07-frames EXIT 1
               EXPECT "\n  [^\n]*: WRONG: frame 2's kernel ran while frame 0's download was held back: it overwrote slot 0's result[^\n]*\n  NOT SOLVED"
               REJECT "COULD NOT RUN|CRASHED|DID NOT FINISH"
               WHY "A kernel that does not wait for the download that last read its slot's result must fail \
07-frames' check, every time: the check holds the download queue back while the kernels may run.")
add_planted_checker(frames-download-never-released ${CMAKE_CURRENT_LIST_DIR}/frames_planted.cpp PLANTED_DOWNLOAD_NEVER_RELEASED 07-pipeline-host)
add_check_test(catches-frames-download-never-released CHECKER check-frames-download-never-released ARGS 07-frames EXIT 1
               EXPECT "\n  [^\n]*: WRONG: frame 0's download did not run once its kernel had: it waits for nothing else[^\n]*\n  NOT SOLVED"
               REJECT "COULD NOT RUN|CRASHED|DID NOT FINISH"
               WHY "With every download waiting for an event that is never set, the check must name the first command \
that did not run, frame 0's download, within its time limit, rather than a later frame's command that waits for it.")
add_check_test(stops-frames-download-never-released CHECKER check-frames-download-never-released
               ARGS 07-frames --time-limit 2 EXIT 1
               EXPECT "DID NOT FINISH: still running[^\n]* after 2 s, so the check stopped it. The usual causes:\n    - a command whose wait list names an event that is never set[^\n]*\n    - a wait for the queues[^\n]*\n.*NOT SOLVED"
               REJECT "a barrier|A kernel takes"
               WHY "Host code whose downloads wait for an event that is never set must be stopped at --time-limit, \
and the report must give host code's causes, not a kernel's.")
set_tests_properties(check-catches-frames-picture-overwritten check-catches-frames-result-overwritten
                     check-catches-frames-download-never-released check-stops-frames-download-never-released
                     PROPERTIES LABELS "exercises;planted")

# Exercise 07-host's tests (pipeline_host_starter.cpp), included by
# tests/CMakeLists.txt (add_exercise_tests, stages/exercises.cmake): its
# starter compiles, runs and fails its check, the lesson's own
# enqueue_stencil_job passes it, its hints are there, and wrong solutions
# are caught (pipeline_host_planted.cpp, beside this file). Its check holds
# each strip's upload back until the strip before has landed, so a kernel
# that does not wait for the next strip's upload is caught every time, not
# when the timing happens to show it.
add_check_test(starter-fails-07-host STARTER ARGS 07-host EXIT 1
               EXPECT "== 07-host: [^\n]*pipeline_host_starter.cpp\n.*\n  17x5 random: WRONG: with [0-9]+ strips?, strip 0's (kernel|download of dX) ran before [^\n]*\n  NOT SOLVED \\(stuck\\? `check 07-host --hint`"
               REJECT "DOES NOT COMPILE|COULD NOT RUN|CRASHED|DID NOT FINISH"
               WHY "07-pipeline/exercises/host/pipeline_host_starter.cpp, as shipped, compiles, runs and fails its check: its kernels \
wait for no upload, its downloads for no kernel.")
add_check_test(finished-passes-07-host ARGS 07-host --finished EXIT 0
               EXPECT "== 07-host: [^\n]*07-pipeline/pipeline.cpp\n.*  1x1 random: bit-exact\n  SOLVED\n1/1 exercises solved\n"
               WHY "Lesson 07's own enqueue_stencil_job must pass the host-code exercise's check.")
add_check_test(hints-07-host ARGS 07-host --hint EXIT 0 EXPECT "== 07-host\nHint 1:\n  [^\n]"
               WHY "The host-code exercise has its hints on docs/host-code-exercises.md, between \
<!-- 07-host exercise hints --> and <!-- end of 07-host exercise hints -->.")

# A lesson with no kernel exercise, as lesson 07 is: listed by its host-code
# exercise alone, which its number or name also selects.
add_check_test(lists-lesson-without-kernel-exercise ARGS --hint EXIT 0
               EXPECT "\n== 06-sobel-image\n.*\n== 07-host\n" REJECT "== 07-pipeline"
               WHY "Lesson 07's stages name no starter kernel: the checker lists its host-code exercise, and no kernel \
exercise for it.")
add_check_test(lesson-number-selects-host-exercise ARGS 07 --hint EXIT 0
               EXPECT "^== 07-host\nHint 1:.*\n== 07-frames\nHint 1:"
               WHY "`check 07` names lesson 07's exercises; with no kernel exercise, its host-code ones, 07-host and \
07-frames.")

# Wrong solutions: the lesson's function with one mistake each, linked with
# the checker's code in place of the starter's (as check-swapped-host is).
add_planted_checker(no-next-row ${CMAKE_CURRENT_LIST_DIR}/pipeline_host_planted.cpp PLANTED_NO_NEXT_ROW 07-pipeline-host)
add_check_test(catches-no-next-row CHECKER check-no-next-row ARGS 07-host EXIT 1
               EXPECT "\n  17x5 random: WRONG: with [23] strips, strip ([01])'s kernel ran before strip [12]'s upload had started: it reads strip [12]'s first row, so it must wait for that upload's event[^\n]*\n  NOT SOLVED"
               REJECT "COULD NOT RUN|CRASHED|DID NOT FINISH"
               WHY "A kernel that does not wait for the upload of the next strip, whose first row it reads, must fail \
07-host's check, every time: the check holds that upload back until the kernel has had its chance to run.")

add_planted_checker(offsets-in-pixels ${CMAKE_CURRENT_LIST_DIR}/pipeline_host_planted.cpp PLANTED_OFFSETS_IN_PIXELS 07-pipeline-host)
add_check_test(catches-offsets-in-pixels CHECKER check-offsets-in-pixels ARGS 07-host EXIT 1
               EXPECT "\n  17x5 random: WRONG: sharpened RGBA \\(5 strips\\) [0-9]+ pixels; 8 others bit-exact\n.*the first wrong input, 17x5 random:\n    sharpened RGBA \\(5 strips\\): [0-9]+ of 85 pixels wrong"
               REJECT "COULD NOT RUN|CRASHED|DID NOT FINISH|dX \\([0-9]+ strips?\\): [0-9]+ of"
               WHY "Strips placed in pixels rather than bytes are right for the luminance, a byte a pixel, and must \
fail 07-host's check on RGBA.")

# A command that waits for an event no one sets never ends: the check says
# so, and its clean-up, which waits for the job's commands, gives up in
# time for the learner to read it, rather than waiting for ever.
add_planted_checker(never-set-event ${CMAKE_CURRENT_LIST_DIR}/pipeline_host_planted.cpp PLANTED_NEVER_SET_EVENT
                    07-pipeline-host)
add_check_test(catches-never-set-event CHECKER check-never-set-event ARGS 07-host EXIT 1
               EXPECT "\n  [0-9]+x[0-9]+ [a-z]+: WRONG: with [0-9]+ strips?, strip 0's upload had not run 5 s after its strip_ready event was set: it waits for that event alone[^\n]*\n(.*\n)?  NOT SOLVED"
               REJECT "COULD NOT RUN|CRASHED|DID NOT FINISH"
               WHY "A learner's upload that waits for an event that is never set must be reported as such by 07-host's \
check, whose clean-up must not wait for that upload for ever.")

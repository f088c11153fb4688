# Exercise 08-dealer's tests, included by tests/CMakeLists.txt
# (add_exercise_tests, stages/exercises.cmake). Its starter is C++ compiled
# into the checker: as shipped it compiles, runs and fails its check, its
# solution (solutions/08-dealer.cpp) passes it, its hints are there, and
# each planted wrong dealer (dealer_planted.cpp), built into a checker of
# its own with its function in place of the starter's, is rejected with the
# mistake named.
set(dealer_first_stream "on 10 frames, devices of \\{1, 4\\} ms a frame with \\{2, 2\\} slots, ")
add_check_test(starter-fails-08-dealer STARTER ARGS 08-dealer EXIT 1
               EXPECT "== 08-dealer: [^\n]*08-multi-device/exercises/dealer/dealer_starter.cpp\n.*\n  17x5 random: WRONG: ${dealer_first_stream}the stream ended at 12 ms, when device 1 \\(4 ms a frame\\) brought its last frame back, and these devices can end it at 8 ms: a slow device held the last frames[^\n]*\n  NOT SOLVED \\(stuck\\? `check 08-dealer --hint`"
               REJECT "DOES NOT COMPILE|COULD NOT RUN|CRASHED|DID NOT FINISH"
               WHY "08-multi-device/exercises/dealer/dealer_starter.cpp, as shipped, compiles, runs and fails its \
check: it is lesson 08's work queue, and the slow device holds the last frames.")
add_check_test(finished-passes-08-dealer ARGS 08-dealer --finished EXIT 0
               EXPECT "== 08-dealer: [^\n]*solutions/08-dealer.cpp\n.*  1x1 random: bit-exact\n.*  SOLVED\n1/1 exercises solved\n"
               WHY "The solution of 08-dealer, solutions/08-dealer.cpp, must pass its check.")
add_check_test(hints-08-dealer ARGS 08-dealer --hint EXIT 0 EXPECT "== 08-dealer\nHint 1:\n  [^\n]"
               WHY "08-dealer has its hints on docs/exercises-08.md, between <!-- 08-dealer exercise hints --> and \
<!-- end of 08-dealer exercise hints -->.")

# add_planted_dealer(<name> <mistake> <expected> <why>): a checker with the
# planted mistake in place of the starter, and the test that it fails with
# `expected` in its report.
function(add_planted_dealer name mistake expected why)
  add_planted_checker(dealer-${name} ${CMAKE_CURRENT_LIST_DIR}/dealer_planted.cpp ${mistake} 08-dealer-starter)
  add_check_test(catches-dealer-${name} CHECKER check-dealer-${name} ARGS 08-dealer --no-races EXIT 1
                 EXPECT "\n  17x5 random: WRONG: ${dealer_first_stream}${expected}[^\n]*\n  NOT SOLVED"
                 REJECT "COULD NOT RUN|CRASHED|DID NOT FINISH" WHY "${why}")
  set_tests_properties(check-catches-dealer-${name} PROPERTIES LABELS "exercises;planted")
endfunction()

add_planted_dealer(round-robin PLANTED_ROUND_ROBIN
                   "the devices took \\{5, 5\\} frames though a frame takes them \\{1, 4\\} ms: each device got its turn whatever its speed \\(round robin\\)"
                   "A dealer that gives every device its turn whatever its speed must fail 08-dealer's check, \
which names round robin.")
add_planted_dealer(first-free PLANTED_FIRST_FREE
                   "the stream ended at 12 ms, when device 1 \\(4 ms a frame\\) brought its last frame back, and these devices can end it at 8 ms: a slow device held the last frames"
                   "Lesson 08's work queue, the first device with a free slot taking the next frame, must fail \
08-dealer's check, which names the slow device holding the last frames.")
add_planted_dealer(no-free-slot PLANTED_NO_FREE_SLOT
                   "it dealt frame 2 to device 0, which held 2 frames, all its slots: wait for one of its frames to come back first"
                   "A dealer that gives a frame to a device whose slots are all taken must fail 08-dealer's check.")
add_planted_dealer(last-dropped PLANTED_LAST_DROPPED
                   "frame 9 was never dealt: it returned after frame 8"
                   "A dealer that never deals the stream's last frame must fail 08-dealer's check.")
add_planted_dealer(device-count PLANTED_DEVICE_COUNT
                   "it dealt frame 0 twice, to device 0 and then to device 1: each frame goes to one device, once"
                   "A dealer that numbers frames by each device's own count deals a frame twice and must fail \
08-dealer's check.")

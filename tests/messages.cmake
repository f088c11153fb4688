# Messages that send the learner the right way, and compare's results
# written all or none. Included by tests/CMakeLists.txt after the other
# tests, whose helpers it uses (add_error_test, the test pictures in
# ${images}).

# add_message_test(<name> <program> <exit code, or ANY> <expected stderr regex> <args...>):
# expect_error.cmake's checks (one line on stderr, no picture left), the
# exit code unless ANY (CLI11's own errors exit with codes of their own), and
# no --output-dir added: sweep, make-test-image and the primer have none.
function(add_message_test name program exit expect)
  list(JOIN ARGN "|" args)
  set(exit_check "")
  if(NOT exit STREQUAL "ANY")
    set(exit_check -DEXIT=${exit})
  endif()
  add_test(NAME ${program}-error-${name}
           COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:${program}> "-DARGS=${args}" "-DEXPECT=${expect}"
                   -DOUT_DIR=${CMAKE_CURRENT_BINARY_DIR}/errors/${program}/${name} -DONE_LINE=ON ${exit_check}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/expect_error.cmake)
  set_tests_properties(${program}-error-${name} PROPERTIES FIXTURES_REQUIRED test-images LABELS errors)
endfunction()

# --local-size takes digits only: "-1" is no 2^64 - 1.
add_error_test(negative-local-size 01-sobel-scalar
               "^error: --local-size: expected WIDTHxHEIGHT with both at least 1, e.g. 32x8; got '-1x8' \\(see --help\\)\n$"
               --input ${images}/camera-256.png --local-size=-1x8)

# --tune: a knob set twice, in one list or in two, and an empty setting.
add_error_test(tune-knob-twice 05-sharpen-local
               "^error: --tune: ROWS is set twice \\(ROWS=2, then ROWS=3\\): give each knob once \\(see --help\\)\n$"
               --input ${images}/camera-256.png --variant fast --tune ROWS=2,ROWS=3)
add_error_test(tune-option-twice 05-sharpen-local
               "^error: --tune: ROWS is set twice \\(ROWS=2, then ROWS=3\\): give each knob once \\(see --help\\)\n$"
               --input ${images}/camera-256.png --variant fast --tune ROWS=2 --tune ROWS=3)
add_error_test(tune-trailing-comma 05-sharpen-local
               "^error: --tune: an empty setting in 'ROWS=2,' \\(a comma too many\\): expected NAME=VALUE"
               --input ${images}/camera-256.png --variant fast --tune ROWS=2,)
# An empty argument, which expect_error.cmake's list of arguments cannot carry.
add_test(NAME 05-sharpen-local-error-tune-empty
         COMMAND 05-sharpen-local --input ${images}/camera-256.png --variant fast --tune ""
                 --output-dir ${CMAKE_CURRENT_BINARY_DIR}/errors/05-sharpen-local/tune-empty)
set_tests_properties(05-sharpen-local-error-tune-empty PROPERTIES FIXTURES_REQUIRED test-images LABELS errors
                     PASS_REGULAR_EXPRESSION "^error: --tune: expected NAME=VALUE\\[,NAME=VALUE\\.\\.\\.\\], e.g. COPIES=8; got nothing \\(see --help\\)\n$")

# make-test-image: one line naming the option and the form it takes.
add_message_test(three-sizes make-test-image 1
                 "^error: --size takes WIDTHxHEIGHT \\(whole numbers from 1 to 2147483647\\), e.g. 512x512; got '4x4x4'\n$"
                 --size 4x4x4 --output ${CMAKE_CURRENT_BINARY_DIR}/errors/make-test-image/three-sizes.png)
add_message_test(constant-past-255 make-test-image 1
                 "^error: --content constant:N takes N from 0 to 255, e.g. constant:200; got 'constant:300'\n$"
                 --content constant:300 --output ${CMAKE_CURRENT_BINARY_DIR}/errors/make-test-image/constant-300.png)
add_message_test(constant-not-a-number make-test-image 1
                 "^error: --content constant:N takes N from 0 to 255, e.g. constant:200; got 'constant:x'\n$"
                 --content constant:x --output ${CMAKE_CURRENT_BINARY_DIR}/errors/make-test-image/constant-x.png)
add_message_test(unknown-option make-test-image ANY
                 "^error: The following argument was not expected: --colour \\(see --help\\)\n$"
                 --colour --output ${CMAKE_CURRENT_BINARY_DIR}/errors/make-test-image/colour.png)

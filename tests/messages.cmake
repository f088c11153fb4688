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

# An empty --device (or --devices) names no device (add_empty_device_test);
# the lessons' own tests are add_lesson_error_tests'.
add_empty_device_test(check --device 01)
add_empty_device_test(compare --device)
add_empty_device_test(08-multi-device --devices)

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

# Sizes: one reading for compare, sweep and make-test-image, whose message
# names the option typed; a size is checked against the host's memory and
# the device's before any picture is made.
add_message_test(size-zero sweep 1
                 "^error: --size takes WIDTHxHEIGHT \\(whole numbers from 1 to 2147483647\\), e.g. 512x512; got '0x0'\n$"
                 --size 0x0 --grid quick --iterations 1)
add_message_test(sizes-trailing-comma compare 1
                 "^error: --sizes takes WIDTHxHEIGHT\\[,WIDTHxHEIGHT...\\] \\(whole numbers from 1 to 2147483647\\), e.g. 512x512,2048x2048; got ''\n$"
                 --sizes 16x16, --iterations 1 --output-dir ${CMAKE_CURRENT_BINARY_DIR}/errors/compare/sizes-trailing-comma)
foreach(program compare sweep)
  set(option --sizes)
  set(program_args --output-dir ${CMAKE_CURRENT_BINARY_DIR}/errors/compare/size-past)
  if(program STREQUAL "sweep")
    set(option --size)
    set(program_args --grid quick)
  endif()
  add_message_test(size-past-the-host ${program} 1
                   "^error: ${option} 1048576x1048576: it needs about [0-9]+ MiB of host memory, more than the [0-9]+ MiB this program may use \\(the machine's memory, or a limit set on this process such as ulimit -v or a container's\\): choose a smaller size\n$"
                   ${option} 1048576x1048576 --iterations 1 ${program_args})
  # PoCL with 1 GiB of memory: buffers of at most a quarter of it.
  add_message_test(size-past-the-device ${program} 1
                   "^error: ${option} 20000x20000: an RGBA picture of this size is 1525 MiB, more than this device's largest buffer, [0-9]+ MiB \\(CL_DEVICE_MAX_MEM_ALLOC_SIZE\\): choose a smaller size\n$"
                   --device pocl ${option} 20000x20000 --iterations 1 ${program_args})
  set_tests_properties(${program}-error-size-past-the-device PROPERTIES ENVIRONMENT POCL_MEMORY_LIMIT=1
                       SKIP_REGULAR_EXPRESSION "no device name contains 'pocl'")
endforeach()

# Under a memory limit lower than the machine's, as `ulimit -v` or a
# container sets one, compare refuses a size that does not fit in it, in
# one line, where PoCL would fail an assertion half-way (PoCL 3.1 at
# 24000x24000 under 8 GB: exit 134). 8000x8000 fits in any machine that
# runs this suite, not in the 3000000 KiB (2929 MiB) given here.
add_test(NAME compare-error-size-past-the-limit
         COMMAND ${CMAKE_COMMAND} -DEXE=/bin/sh
                 "-DARGS=-c|ulimit -v 3000000 && exec \"$0\" \"$@\"|$<TARGET_FILE:compare>|--sizes|8000x8000|--iterations|1|--output-dir|${CMAKE_CURRENT_BINARY_DIR}/errors/compare/size-past-the-limit"
                 "-DEXPECT=^error: --sizes 8000x8000: it needs about [0-9]+ MiB of host memory, more than the 2929 MiB this program may use [^\n]*: choose a smaller size\n$"
                 -DOUT_DIR=${CMAKE_CURRENT_BINARY_DIR}/errors/compare/size-past-the-limit -DONE_LINE=ON -DEXIT=1
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/expect_error.cmake)
set_tests_properties(compare-error-size-past-the-limit PROPERTIES LABELS errors)

# add_compare_keeps_results_test(<name> <expected stderr regex> [BLOCKED <result file>] [FULL_DISK]
#                                [ENVIRONMENT <VAR=value>] ARGS <args...>):
# compare fails into a folder holding an earlier run's results and leaves
# them as they were (compare_keeps_results.cmake).
function(add_compare_keeps_results_test name expect)
  cmake_parse_arguments(PARSE_ARGV 2 test "FULL_DISK;NO_PLATFORM" "BLOCKED;ENVIRONMENT" "ARGS")
  list(JOIN test_ARGS "|" args)
  add_test(NAME compare-error-${name}
           COMMAND ${CMAKE_COMMAND} -DCOMPARE=$<TARGET_FILE:compare> "-DARGS=${args}" "-DEXPECT=${expect}"
                   -DOUT_DIR=${CMAKE_CURRENT_BINARY_DIR}/errors/compare/${name} -DBLOCKED=${test_BLOCKED}
                   -DFULL_DISK=${test_FULL_DISK} -DNO_PLATFORM=${test_NO_PLATFORM}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/compare_keeps_results.cmake)
  set_tests_properties(compare-error-${name} PROPERTIES LABELS "compare;errors" TIMEOUT 300
                       SKIP_REGULAR_EXPRESSION "SKIPPED:" ENVIRONMENT "${test_ENVIRONMENT}")
endfunction()

# compare's three result files are written together or not at all: a
# result file that cannot be written, or a disk that fills up part way
# through them, leaves the earlier run's three as they were. The error is
# the only line on stderr: the progress line is for a terminal, and erased
# there.
add_compare_keeps_results_test(results-not-writable "^error: cannot write '[^']*/results.csv': Is a directory\n$"
                               BLOCKED results.csv ARGS --sizes 16x16 --iterations 1)
add_compare_keeps_results_test(disk-full "^error: cannot write '[^']*': No space left on device\n$"
                               FULL_DISK ARGS --sizes 16x16 --iterations 1)
# No OpenCL platform at all (the ICD loader finds none in an empty folder):
# --device all is an error, not a run with no device that empties the results.
file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/no-opencl-vendors)
add_compare_keeps_results_test(no-device-at-all "^error: no OpenCL device was found: " NO_PLATFORM
                               ENVIRONMENT OCL_ICD_VENDORS=${CMAKE_CURRENT_BINARY_DIR}/no-opencl-vendors
                               ARGS --device all --sizes 16x16 --iterations 1)

# The primer: --help prints its usage and exits with 0; any other option is
# refused, never read as a kernel file.
add_test(NAME primer-help COMMAND sh -c "'$<TARGET_FILE:00-primer>' --help && echo 'exit code 0'")
set_tests_properties(primer-help PROPERTIES
                     PASS_REGULAR_EXPRESSION "^usage: [^\n]*00-primer \\[KERNEL_FILE\\]\n[^\n]*\nexit code 0\n$")
add_message_test(unknown-option 00-primer 1
                 "^error: unknown option '--verbose'; usage: [^\n]*00-primer \\[KERNEL_FILE\\] \\(or --help\\)\n$"
                 --verbose)

# Standard output on a full device: the run's report is lost, so the
# program says so and fails, where lesson 01 and check exited with 0.
foreach(program 01-sobel-scalar check)
  set(arguments "")
  if(program STREQUAL "check")
    set(arguments "01 --finished")
  endif()
  add_test(NAME ${program}-stdout-full
           COMMAND sh -c "'$<TARGET_FILE:${program}>' ${arguments} --output-dir '${CMAKE_CURRENT_BINARY_DIR}/stdout-full/${program}' > /dev/full; echo \"exit code $?\""
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(${program}-stdout-full PROPERTIES LABELS errors
                       PASS_REGULAR_EXPRESSION "error: could not write to standard output \\(a full disk, or a closed pipe\\?\\)\nexit code 1\n$")
endforeach()

# A run that runs out of memory says how large its picture is. Lesson 04
# runs with its address space capped at about 2 GB (`ulimit -v`, which
# Linux enforces; label memory-cap, which the sanitizer builds leave out,
# their shadow memory needing more) on an 8192x8192 picture on the pinned
# path, which needs more than that: whether the C++ allocator or the OpenCL
# implementation gives out first (PoCL says CL_OUT_OF_HOST_MEMORY, rusticl
# CL_OUT_OF_RESOURCES), the message says memory ran out and names the
# picture's size, and no file is written. PoCL's threads are capped at 2,
# since each reserves address space of its own.
if(CMAKE_SYSTEM_NAME STREQUAL "Linux")
  set(capped ${CMAKE_CURRENT_BINARY_DIR}/memory-capped)
  add_test(NAME memory-capped-04-sharpen-naive
           COMMAND sh -c "rm -rf '${capped}' && mkdir -p '${capped}' && \
  '$<TARGET_FILE:make-test-image>' --size 8192x8192 --content constant:7 --output '${capped}/picture-8192.png' && \
  ( ulimit -v 2000000 2> /dev/null || { echo 'no cap on this system'; exit 0; } ; \
    POCL_MAX_PTHREAD_COUNT=2 exec '$<TARGET_FILE:04-sharpen-naive>' --input '${capped}/picture-8192.png' --memory pinned \
    --iterations 1 --output-dir '${capped}/out' > /dev/null ); echo \"exit code $?, $(ls '${capped}/out' 2> /dev/null | wc -l) files\""
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(memory-capped-04-sharpen-naive PROPERTIES LABELS "errors;memory-cap"
                       SKIP_REGULAR_EXPRESSION "no cap on this system"
                       PASS_REGULAR_EXPRESSION "^error: (out of memory \\(std::bad_alloc\\)|[A-Za-z]+ failed: (CL_OUT_OF_HOST_MEMORY|CL_MEM_OBJECT_ALLOCATION_FAILURE|CL_OUT_OF_RESOURCES) \\(-[0-9]+\\)\\.)[^\n]*the picture picture-8192.png is 8192x8192, 256 MiB decoded[^\n]*\nexit code 1, 0 files\n$")
  # The same picture under a cap of about 300 MB, less than its decoding
  # needs: stb_image's "outofmem" is the machine's shortage, not a damaged
  # file (it was reported as "corrupt or truncated").
  set(decoding ${CMAKE_CURRENT_BINARY_DIR}/memory-capped-decoding)
  add_test(NAME memory-capped-decoding-04-sharpen-naive
           COMMAND sh -c "rm -rf '${decoding}' && mkdir -p '${decoding}' && \
  '$<TARGET_FILE:make-test-image>' --size 8192x8192 --content constant:7 --output '${decoding}/picture-8192.png' && \
  ( ulimit -v 300000 2> /dev/null || { echo 'no cap on this system'; exit 0; } ; \
    exec '$<TARGET_FILE:04-sharpen-naive>' --input '${decoding}/picture-8192.png' --output-dir '${decoding}/out' \
    > /dev/null ); echo \"exit code $?, $(ls '${decoding}/out' 2> /dev/null | wc -l) files\""
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(memory-capped-decoding-04-sharpen-naive PROPERTIES LABELS "errors;memory-cap"
                       SKIP_REGULAR_EXPRESSION "no cap on this system"
                       PASS_REGULAR_EXPRESSION "^error: out of memory \\(std::bad_alloc\\): [^\n]*the picture picture-8192.png is 8192x8192, 256 MiB decoded[^\n]*\nexit code 1, 0 files\n$")
endif()

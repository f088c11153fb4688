# Hostile options and inputs. Included by tests/CMakeLists.txt
# after every lesson's own tests, whose helpers it uses (add_doctest,
# add_oclgrind_test, add_check_test, the test pictures in ${images}).

# The doctest cases: knobs against their ranges, the kernels' 64-bit
# indexing, histogram_fast's group against the compiled kernel, lesson 06 on pictures wider than the device's images
# (one case runs compare itself).
add_doctest(test-robustness test_robustness.cpp 02-sobel-vector-host 03-histogram-host 05-sharpen-local-host
            06-sobel-image-host all-stages)
target_compile_definitions(test-robustness PRIVATE OCLTUT_COMPARE="$<TARGET_FILE:compare>")
add_dependencies(test-robustness compare)

# add_exit_1_error_test(<name> <lesson> <expected stderr regex> <args...>):
# add_error_test's check (one line on stderr, no picture left), and the exit
# code must be exactly 1, as a clean error's is (a crash also exits non-zero).
function(add_exit_1_error_test name lesson expect)
  list(JOIN ARGN "|" args)
  set(out_dir ${CMAKE_CURRENT_BINARY_DIR}/errors/${lesson}/${name})
  add_test(NAME ${lesson}-error-${name}
           COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:${lesson}> "-DARGS=${args}|--output-dir|${out_dir}"
                   "-DEXPECT=${expect}" -DOUT_DIR=${out_dir} -DONE_LINE=ON -DEXIT=1
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/expect_error.cmake)
  set_tests_properties(${lesson}-error-${name} PROPERTIES FIXTURES_REQUIRED test-images LABELS errors)
endfunction()

# Item 1: the issue's reproduction (a segmentation fault before), and each
# lesson's knobs far past the picture.
add_exit_1_error_test(tune-rows-past-the-picture 05-sharpen-local
                      "^error: --tune ROWS=1500000000: ROWS must be 1 to 2 \\(the picture's height\\)\n$"
                      --input ${images}/random-2x2.png --variant fast --tune ROWS=1500000000 --local-size 1x4)
add_exit_1_error_test(tune-across-past-the-row 05-sharpen-local
                      "^error: --tune ACROSS=2147483647: ACROSS must be 1 to 10 \\(groups of 4 pixels in a row of this 37-pixel-wide picture\\)\n$"
                      --input ${images}/random-rgba-37x29.png --variant fast --tune ACROSS=2147483647)
add_exit_1_error_test(tune-runs-past-the-row 02-sobel-vector
                      "^error: --tune RUNS=2147483647: RUNS must be 1 to 2 \\(the whole runs of 16 in a row of this 37-pixel-wide picture, or 1\\)\n$"
                      --input ${images}/random-37x29.png --variant fast --tune RUNS=2147483647)
add_exit_1_error_test(tune-loads-too-many 03-histogram
                      "^error: --tune LOADS=2147483647: LOADS must be 1 to 16 "
                      --input ${images}/random-37x29.png --variant fast --tune LOADS=2147483647)
add_exit_1_error_test(tune-groups-per-unit-too-many 03-histogram
                      "^error: --tune GROUPS_PER_UNIT=2147483647: GROUPS_PER_UNIT must be 1 to [0-9]+ on this device"
                      --input ${images}/random-37x29.png --variant fast --tune GROUPS_PER_UNIT=2147483647)

# The fast kernels at the largest knob values allowed on small pictures,
# under Oclgrind: on its device (1 compute unit, 32 KiB of local memory,
# groups of up to 1024, buffers of up to 128 MiB) and these pictures the
# ranges end at RUNS=2 (37 wide), ROWS=2 (2x2) and ROWS=16, ACROSS=10 (37
# wide), COPIES=32 with SPREAD=4 in a group of 1024, LOADS=16 and
# GROUPS_PER_UNIT=131072 (far more groups than the picture has words; the
# range ends at 2^28 per compute unit, more groups than Oclgrind simulates in
# the suite's time). The groups stick out past the picture on every side.
add_oclgrind_test(02-sobel-rows-largest-runs 02-sobel-vector random-37x29.png --variant fast --tune RUNS=2
                  --local-size 4x3)
add_oclgrind_test(05-sharpen-fast-largest-rows-tiny 05-sharpen-local random-2x2.png --variant fast --tune ROWS=2
                  --local-size 1x4)
add_oclgrind_test(05-sharpen-fast-largest-rows 05-sharpen-local random-rgba-37x29.png --variant fast --tune ROWS=16
                  --local-size 3x4)
add_oclgrind_test(05-sharpen-rows-largest-across 05-sharpen-local random-rgba-37x29.png --variant fast
                  --tune ACROSS=10 --local-size 4x2)
add_oclgrind_test(03-histogram-fast-largest-knobs 03-histogram random-37x29.png --variant fast --local-size 1024x1
                  --tune COPIES=32,SPREAD=4,LOADS=16,GROUPS_PER_UNIT=131072)
# The kernels themselves, built with knobs far past the picture (the host's
# checks bypassed): no access outside the buffers. The verdict is doctest's
# line, not the exit status: at exit, Oclgrind's runtime is gone before the
# test program's context is released, and glibc then aborts ("corrupted
# double-linked list"), after every check has run.
if(OCLGRIND)
  add_test(NAME oclgrind-fast-kernels-index-in-64-bits
           COMMAND sh -c "'${OCLGRIND}' --check-api --data-races '$<TARGET_FILE:test-robustness>' \
'--test-case=the fast kernels index in 64 bits*' 2>&1; exit 0")
  set_tests_properties(oclgrind-fast-kernels-index-in-64-bits PROPERTIES
                       LABELS oclgrind ENVIRONMENT OCLTUT_DEVICE=0:0 TIMEOUT 600
                       PASS_REGULAR_EXPRESSION "test cases: 1 \\| 1 passed \\| 0 failed"
                       FAIL_REGULAR_EXPRESSION "${oclgrind_reports}")
endif()

# Item 3: lesson 06's sweep on a picture wider than PoCL's images (8192):
# the buffer rows run, the image rows are left out with a note, exit 0.
# (test-robustness reads the device's own limit.)
add_test(NAME make-test-images-robustness
         COMMAND $<TARGET_FILE:make-test-image> --size 9001x3 --content random --output ${images}/random-9001x3.png)
set_tests_properties(make-test-images-robustness PROPERTIES FIXTURES_SETUP test-images)
add_test(NAME 06-sobel-image-sweep-wide-picture
         COMMAND $<TARGET_FILE:06-sobel-image> --storage buffer --sweep --iterations 1 --input ${images}/random-9001x3.png
                 --output-dir ${CMAKE_CURRENT_BINARY_DIR}/robustness/06-wide)
set_tests_properties(06-sobel-image-sweep-wide-picture PROPERTIES
                     FIXTURES_REQUIRED test-images PASS_REGULAR_EXPRESSION "\nRESULT: PASSED\n"
                     FAIL_REGULAR_EXPRESSION "error:|WRONG")

# Item 11: the checker must catch lesson 03's kernel with its atomic_inc made
# a plain ++ (tests/planted.cmake); a right solution is run under Oclgrind
# by default, and --no-races leaves that run out.
if(OCLGRIND)
  add_check_test(races-checked-by-default ARGS 03 --finished EXIT 0
                 EXPECT "\n  Oclgrind \\(--data-races\\) on the small inputs: no data race, no access out of bounds\n  SOLVED\n"
                 WHY "Where oclgrind is installed, check runs a right solution again under it by default.")
  add_check_test(races-option-off ARGS 03 --finished --no-races EXIT 0 EXPECT "\n  SOLVED\n" REJECT "Oclgrind"
                 WHY "--no-races leaves out the run under Oclgrind.")
  set_tests_properties(check-races-checked-by-default check-races-option-off PROPERTIES LABELS "exercises;oclgrind")
endif()

# The fuzz test: damaged PNG, JPEG, BMP and GIF files for every lesson.
add_executable(fuzz-inputs fuzz_inputs.cpp)
target_link_libraries(fuzz-inputs PRIVATE test-support)
get_property(fuzzed_lessons GLOBAL PROPERTY OCLTUT_LESSONS)
set(fuzzed_programs "")
foreach(lesson IN LISTS fuzzed_lessons)
  list(APPEND fuzzed_programs $<TARGET_FILE:${lesson}>)
endforeach()
add_test(NAME fuzz-inputs
         COMMAND fuzz-inputs --work-dir ${CMAKE_CURRENT_BINARY_DIR}/fuzz --jobs 2 --timeout 60 ${fuzzed_programs})
set_tests_properties(fuzz-inputs PROPERTIES LABELS errors TIMEOUT 600 FAIL_REGULAR_EXPRESSION "PROBLEM:")
# The check itself: a stand-in lesson that crashes, writes a partial set
# (twice: once without its timeline and without a word of why), prints two
# lines, hangs, leaves a file after an error or exits with 3, each on one
# file, must have each of them reported; its run that says it drew no
# timeline and leaves out the timeline's files is not.
add_test(NAME fuzz-inputs-catches-problems
         COMMAND fuzz-inputs --work-dir ${CMAKE_CURRENT_BINARY_DIR}/fuzz-self-test --jobs 2 --timeout 2
                 ${CMAKE_CURRENT_SOURCE_DIR}/data/fuzz_misbehaving_lesson.sh)
set_tests_properties(fuzz-inputs-catches-problems PROPERTIES LABELS errors TIMEOUT 120
                     PASS_REGULAR_EXPRESSION "png-truncated-0.png: exited with 0 but wrote 2 of its 4 files\n.*png-flipped-0.png: crashed: [^\n]*\n.*png-header-0.png: exited with 0 but wrote 1 of its 4 files\n.*png-header-1.png: exited with 1 but its stderr is not one line[^\n]*\n.*png-header-2.png: did not finish in time[^\n]*\n.*png-header-3.png: failed but left 1 files behind\n.*png-header-4.png: exited with 3 \\(a clean error exits with 1\\)\n.* 7 problems\n")

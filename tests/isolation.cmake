# The exercise checker against kernels that crash its process or never end:
# each check runs in a child process of its own (check/isolation.hpp), so
# every one of these gets a verdict, and the checker lives on to print its
# last line. Included by tests/CMakeLists.txt after the checker's other
# tests, whose add_check_test it uses. The kernels are in tests/data/crashing/
# (and tests/data/sobel_no_bounds_check.cl, which the Oclgrind tests use).
set(crashing ${CMAKE_CURRENT_SOURCE_DIR}/data/crashing)

# add_device_sized_kernel(<kernel> <extra bytes> [<launcher> <device>]):
# writes <kernel>.cl into device-sized/ from tests/data/crashing/<kernel>.cl.in,
# its __local array the device's local memory plus <extra bytes>
# (tests/device_sized_kernel.cmake), in the test fixture <kernel>.
set(device_sized ${CMAKE_CURRENT_BINARY_DIR}/device-sized)
function(add_device_sized_kernel kernel extra_bytes)
  set(on_device)
  if(ARGC GREATER 2)
    set(on_device -DLAUNCHER=${ARGV2} -DDEVICE=${ARGV3})
  endif()
  add_test(NAME make-${kernel}
           COMMAND ${CMAKE_COMMAND} -DDEVICE_LIMITS=$<TARGET_FILE:device-limits> ${on_device}
                   -DEXTRA_BYTES=${extra_bytes} -DTEMPLATE=${crashing}/${kernel}.cl.in
                   -DOUTPUT=${device_sized}/${kernel}.cl -P ${CMAKE_CURRENT_SOURCE_DIR}/device_sized_kernel.cmake)
  set_tests_properties(make-${kernel} PROPERTIES FIXTURES_SETUP ${kernel})
endfunction()
# More than the test device has.
add_device_sized_kernel(sobel_too_much_local 4096)

set(survived "NOT SOLVED \\(stuck\\? `check 01 --hint` shows the hints\\)\n0/1 exercises solved\n")

# Whatever the implementation makes of each (PoCL crashes on most of them;
# rusticl computes some wrongly, and Oclgrind then finds the bad access or
# the divergent barrier), the check ends in a verdict. Only where the
# checker runs Oclgrind (label races: the asan preset's checker cannot): a
# device may compute some of them right (stray writes landing in memory
# nobody reads, as on an NVIDIA H100 and, once, under AddressSanitizer),
# and then only Oclgrind finds them.
if(OCLGRIND)
  foreach(kernel no_bounds_check writes_past_last_row barrier_in_branch large_private)
    set(file ${crashing}/sobel_${kernel}.cl)
    if(kernel STREQUAL "no_bounds_check")
      set(file ${CMAKE_CURRENT_SOURCE_DIR}/data/sobel_no_bounds_check.cl)
    endif()
    add_check_test(survives-${kernel} ARGS 01 --kernel ${file} EXIT 1 EXPECT "${survived}"
                   WHY "A kernel that damages the checker's memory must get a verdict, not end the checker.")
    set_tests_properties(check-survives-${kernel} PROPERTIES LABELS "exercises;races")
  endforeach()
endif()

# What the checks before the launch refuse, in words, on every device.
add_check_test(refuses-image-for-buffer ARGS 01 --kernel ${crashing}/sobel_image_parameter.cl EXIT 1
               EXPECT "COULD NOT RUN:\nparameter 0 of kernel sobel_scalar, 'read_only image2d_t in', cannot take what the host passes there, 'global const uchar\\* in'.*${survived}"
               WHY "A kernel whose first parameter is an image2d_t, given lesson 01's buffer, crashes PoCL and rusticl: make_kernel must refuse it first.")

# More __local memory than the device has: refused before the launch, or by
# the device's compiler itself (NVIDIA's: DOES NOT COMPILE).
set(too_much_local "kernel sobel_scalar needs [0-9]+ bytes of __local memory \\(CL_KERNEL_LOCAL_MEM_SIZE\\), more than this device's [0-9]+ \\(CL_DEVICE_LOCAL_MEM_SIZE\\)")
add_check_test(refuses-too-much-local-memory ARGS 01 --kernel ${device_sized}/sobel_too_much_local.cl EXIT 1
               EXPECT "(COULD NOT RUN:\n${too_much_local}|DOES NOT COMPILE:\n).*${survived}"
               WHY "More __local memory than the device has fails an assertion in PoCL (and runs wrongly on rusticl): check_kernel_memory must refuse it first.")
set_tests_properties(check-refuses-too-much-local-memory PROPERTIES FIXTURES_REQUIRED sobel_too_much_local)

# An endless loop: stopped at the time limit, with the usual causes.
add_check_test(stops-endless-loop ARGS 01 --kernel ${crashing}/sobel_endless_loop.cl --time-limit 3 EXIT 1
               EXPECT "DID NOT FINISH: still running while checking it on [^\n]* after 3 s, so the check stopped it.*a loop whose condition never turns false.*${survived}"
               WHY "A kernel that never ends must be stopped at --time-limit and reported.")

# A kernel that writes a terabyte past dX: on PoCL the check's process dies
# at once, and the checker then runs the same check under Oclgrind, which
# names the write. (A missing bounds check writes just past the buffer and
# damages PoCL's heap: a crash in most runs, a wait that never ends in about
# one in four here, so it cannot be this test's kernel.) Oclgrind itself is
# the label's: the rusticl and asan presets leave it out.
if(OCLGRIND)
  add_check_test(crash-shows-where ARGS 01 --kernel ${crashing}/sobel_writes_far_away.cl EXIT 1
                 EXPECT "CRASHED while checking it on [^:]+: the check's process died of SIG[A-Z]+ .*Under Oclgrind, on the small inputs, it reports:\n    Invalid (read|write) of size 1 at global memory[^\n]*\n      Kernel: sobel_scalar\n      At line [0-9]+ [^\n]*sobel_writes_far_away.cl:\n.*${survived}"
                 WHY "On PoCL this kernel takes the check's process down; the verdict must say so and show Oclgrind's report.")
  set_tests_properties(check-crash-shows-where PROPERTIES LABELS "exercises;oclgrind")
  # 1 KiB more than Oclgrind's device has, under Oclgrind (so the fixture
  # carries the label oclgrind, which the asan and rusticl presets leave out).
  add_device_sized_kernel(sobel_local_beyond_oclgrind 1024 ${OCLGRIND} oclgrind)
  set_tests_properties(make-sobel_local_beyond_oclgrind PROPERTIES LABELS oclgrind)
  # Right on the test device, refused on Oclgrind's: Oclgrind could not
  # check it, which is no race. Skipped on a device with no more local
  # memory than Oclgrind's, which refuses it as well.
  add_check_test(oclgrind-refusal-is-no-race ARGS 01 --kernel ${device_sized}/sobel_local_beyond_oclgrind.cl EXIT 0
                 EXPECT "Oclgrind \\(--data-races\\) could not check the small inputs, so races went unchecked:\n    kernel sobel_scalar needs [0-9]+ bytes of __local memory[^\n]*\n  SOLVED\n"
                 REJECT "UNSAFE"
                 WHY "A right kernel whose run under Oclgrind fails for another reason than a race must not be called UNSAFE.")
  set_tests_properties(check-oclgrind-refusal-is-no-race PROPERTIES LABELS "exercises;oclgrind"
                       FIXTURES_REQUIRED sobel_local_beyond_oclgrind
                       SKIP_REGULAR_EXPRESSION "COULD NOT RUN:\n *kernel sobel_scalar needs [0-9]+ bytes of __local memory")
endif()

# Ctrl-C stops a check at once, the child's whole process group with it.
add_test(NAME check-interrupt
         COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/check_interrupt.sh $<TARGET_FILE:check>
                 ${crashing}/sobel_endless_loop.cl ${CMAKE_CURRENT_BINARY_DIR}/check/interrupt)
set_tests_properties(check-interrupt PROPERTIES LABELS exercises TIMEOUT 120)

# The verdict is printed even when the difference pictures cannot be written
# (their folder is taken by a file).
add_test(NAME check-verdict-without-pictures
         COMMAND sh -c "rm -rf '${CMAKE_CURRENT_BINARY_DIR}/check/no-pictures' && \
mkdir -p '${CMAKE_CURRENT_BINARY_DIR}/check/no-pictures' && \
: > '${CMAKE_CURRENT_BINARY_DIR}/check/no-pictures/01-sobel-scalar' && \
'$<TARGET_FILE:check>' 01 --no-races --output-dir '${CMAKE_CURRENT_BINARY_DIR}/check/no-pictures'; echo \"exit $?\"")
set_tests_properties(check-verdict-without-pictures PROPERTIES LABELS exercises TIMEOUT 120
                     PASS_REGULAR_EXPRESSION "\n  \\(the difference pictures are not all there: cannot use output folder [^\n]*\\)\n  NOT SOLVED[^\n]*\n0/1 exercises solved\nexit 1\n")

# A lesson runs the kernel in its own process: a kernel that ends it (on
# PoCL and rusticl this one writes where nothing is mapped) gets the
# crash's explanation, a line to act on, before the shell's word.
set(out_dir ${CMAKE_CURRENT_BINARY_DIR}/errors/01-sobel-scalar/crash-explained)
add_test(NAME 01-sobel-scalar-crash-explained
         COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:01-sobel-scalar>
                 "-DARGS=--input|${images}/camera-256.png|--iterations|1|--kernel|${crashing}/sobel_writes_far_away.cl|--output-dir|${out_dir}"
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/crash_explained.cmake)
set_tests_properties(01-sobel-scalar-crash-explained PROPERTIES FIXTURES_REQUIRED test-images LABELS errors TIMEOUT 120)
# 32 KiB of private memory a work-item, 8 MiB for PoCL's group of 32x8, the
# lesson's choice there: PoCL keeps a group's private arrays on one
# thread's stack, whose usual 8 MiB this overflowed, and the lesson died of
# it. Its threads' larger stacks (run_main) let it run to its verdict
# (FAILED: it computes no Sobel).
add_test(NAME 01-sobel-scalar-large-private-runs
         COMMAND 01-sobel-scalar --input ${images}/random-37x29.png --iterations 1
                 --kernel ${crashing}/sobel_large_private.cl
                 --output-dir ${CMAKE_CURRENT_BINARY_DIR}/errors/01-sobel-scalar/large-private)
set_tests_properties(01-sobel-scalar-large-private-runs PROPERTIES FIXTURES_REQUIRED test-images LABELS errors
                     PASS_REGULAR_EXPRESSION "
RESULT: (PASSED|FAILED)")

# The lessons make the same checks before their launch: one line, exit 1,
# where these kernels crashed the lesson or failed an assertion in PoCL.
add_exit_1_error_test(kernel-image-for-buffer 01-sobel-scalar
                      "^error: parameter 0 of kernel sobel_scalar, 'read_only image2d_t in', cannot take what the host passes there, 'global const uchar\\* in' .*: declare it as the host passes it\n$"
                      --input ${images}/camera-256.png --kernel ${crashing}/sobel_image_parameter.cl)
# The compiler may refuse it first (NVIDIA's does), with its build log: so
# one line is not required here.
set(out_dir ${CMAKE_CURRENT_BINARY_DIR}/errors/01-sobel-scalar/kernel-too-much-local-memory)
add_test(NAME 01-sobel-scalar-error-kernel-too-much-local-memory
         COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:01-sobel-scalar>
                 "-DARGS=--input|${images}/camera-256.png|--kernel|${device_sized}/sobel_too_much_local.cl|--output-dir|${out_dir}"
                 "-DEXPECT=^error: (${too_much_local}: make its __local arrays smaller\n$|building '[^']*sobel_too_much_local.cl' failed)"
                 -DOUT_DIR=${out_dir} -DONE_LINE=OFF -DEXIT=1 -P ${CMAKE_CURRENT_SOURCE_DIR}/expect_error.cmake)
set_tests_properties(01-sobel-scalar-error-kernel-too-much-local-memory PROPERTIES
                     FIXTURES_REQUIRED "test-images;sobel_too_much_local" LABELS errors)
add_exit_1_error_test(kernel-parameter-missing 06-sobel-image
                      "^error: kernel sobel_image has 5 parameters, and the host passes \\(read_only image2d_t in, global char\\* dx_out, global char\\* dy_out, global uchar\\* magnitude_out, int width, int height\\): declare them as the host passes them\n$"
                      --input ${images}/camera-256.png --kernel ${crashing}/sobel_image_without_height.cl)

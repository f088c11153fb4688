# A learner's picture is read right or refused, before any large
# allocation, and every file named on the command line is checked. Included
# by tests/CMakeLists.txt after tests/robustness.cmake, whose
# add_exit_1_error_test it uses.

# The crafted pictures (tests/make_hostile_pictures.py says what each is),
# a pipe and a kernel file of 5 MiB, made at test time in their own folder
# and fixture: the 16-bit ones are tens of MiB, which the other tests of
# ${images} need not wait for.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(hostile ${images}/hostile)
add_test(NAME make-hostile-pictures
         COMMAND sh -c "'${Python3_EXECUTABLE}' '${CMAKE_CURRENT_SOURCE_DIR}/make_hostile_pictures.py' '${hostile}' && \
rm -f '${hostile}/kernel.fifo' && mkfifo '${hostile}/kernel.fifo' && \
truncate -s 5M '${hostile}/large.cl'")
set_tests_properties(make-hostile-pictures PROPERTIES FIXTURES_SETUP hostile-pictures)

# add_refusal_test(<name> <program> <expected stderr regex> <args...>):
# add_exit_1_error_test's check (exit 1, one line, nothing written), on the
# crafted files, and within a minute: a program that hangs fails too.
function(add_refusal_test name program expect)
  add_exit_1_error_test(${name} ${program} "${expect}" ${ARGN})
  set_tests_properties(${program}-error-${name} PROPERTIES FIXTURES_REQUIRED hostile-pictures TIMEOUT 60)
endfunction()

# Each picture refused in one line: by two lessons, and by compare, which
# loads its photo before any device work.
foreach(program 01-sobel-scalar 04-sharpen-naive compare)
  add_refusal_test(truncated-pgm ${program}
    "^error: cannot load '[^']*truncated.pgm': the file is truncated: its header says 64x48 pixels, 3072 bytes of samples, and it holds 1536\n$"
    --input ${hostile}/truncated.pgm)
  add_refusal_test(empty-pgm ${program}
    "^error: cannot load '[^']*empty-0x0.pgm': its header says 0x0 pixels: the picture is empty\n$"
    --input ${hostile}/empty-0x0.pgm)
  add_refusal_test(truncated-hdr ${program}
    "^error: cannot load '[^']*truncated-rle.hdr': a Radiance HDR picture, which the lessons do not read \\(they read PNG, JPEG, BMP, TGA, PNM and GIF\\): convert it to PNG\n$"
    --input ${hostile}/truncated-rle.hdr)
  add_refusal_test(png-claims-20000x20000 ${program}
    "^error: cannot load '[^']*claims-20000x20000.png': its header claims 20000x20000 pixels, more than the 268435456 \\(16384x16384\\) a lesson takes: use a smaller picture\n$"
    --input ${hostile}/claims-20000x20000.png)
endforeach()
# Lesson 06 said of the empty picture that its buffer was too large.
add_refusal_test(empty-pgm 06-sobel-image "^error: cannot load '[^']*empty-0x0.pgm': its header says 0x0 pixels"
                 --input ${hostile}/empty-0x0.pgm)
# make-test-image tiled the empty picture, dividing by zero.
foreach(picture empty-0x0.pgm truncated-rle.hdr)
  set(out_dir ${CMAKE_CURRENT_BINARY_DIR}/errors/make-test-image/${picture})
  add_test(NAME make-test-image-error-${picture}
           COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:make-test-image>
                   "-DARGS=--size|8x8|--content|photo:${hostile}/${picture}|--output|${out_dir}/tiled.png"
                   "-DEXPECT=^error: cannot load '[^']*${picture}': " -DOUT_DIR=${out_dir} -DONE_LINE=ON -DEXIT=1
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/expect_error.cmake)
  set_tests_properties(make-test-image-error-${picture} PROPERTIES
                       FIXTURES_REQUIRED hostile-pictures TIMEOUT 60 LABELS errors)
endforeach()

# 16-bit PNM read as RGBA: stb_image read past the end of its buffer, and
# lessons 04 and 05 crashed on these. (The value of each pixel is checked in
# test-image-io.)
foreach(run "04-sharpen-naive;16bit-4000x3000.ppm" "04-sharpen-naive;16bit-4000x3000.pgm"
            "05-sharpen-local;16bit-4000x3000.ppm")
  list(GET run 0 lesson)
  list(GET run 1 picture)
  add_test(NAME ${lesson}-reads-${picture}
           COMMAND $<TARGET_FILE:${lesson}> --iterations 1 --input ${hostile}/${picture}
                   --output-dir ${CMAKE_CURRENT_BINARY_DIR}/pictures/${lesson}-${picture})
  set_tests_properties(${lesson}-reads-${picture} PROPERTIES
                       FIXTURES_REQUIRED hostile-pictures TIMEOUT 300 LABELS errors
                       PASS_REGULAR_EXPRESSION "input [^\n]*${picture}: 4000x3000.*\nRESULT: PASSED\n"
                       FAIL_REGULAR_EXPRESSION "error:")
endforeach()

# --kernel: a pipe hung every program that takes the option, and /dev/zero
# was read until memory ran out. Each is refused in one line, by a lesson
# and by the exercise checker.
foreach(program 01-sobel-scalar check)
  set(exercise "")
  if(program STREQUAL "check")
    set(exercise 01)
  endif()
  set(refused "not a regular file \\(a device, a pipe or a socket\\)")
  add_refusal_test(kernel-pipe ${program} "^error: cannot read kernel '[^']*kernel.fifo': ${refused}\n$"
                   ${exercise} --kernel ${hostile}/kernel.fifo)
  add_refusal_test(kernel-device ${program} "^error: cannot read kernel '/dev/zero': ${refused}\n$"
                   ${exercise} --kernel /dev/zero)
  add_refusal_test(kernel-directory ${program} "^error: cannot read kernel '[^']*hostile': it is a directory\n$"
                   ${exercise} --kernel ${hostile})
  add_refusal_test(kernel-missing ${program} "^error: cannot read kernel '[^']*nowhere.cl': no such file\n$"
                   ${exercise} --kernel ${hostile}/nowhere.cl)
  add_refusal_test(kernel-too-large ${program}
                   "^error: cannot read kernel '[^']*large.cl': the file is larger than 4 MiB\n$"
                   ${exercise} --kernel ${hostile}/large.cl)
endforeach()

# The checks themselves, on bugs planted in copies of the lessons' own
# kernels (so that they follow the lessons). Each copy is made when its test
# runs, by a setup test, never at configure or build time: an edit to a
# lesson must not break the build. A lesson that no longer has the code a
# bug is planted in fails that setup test, and the check that needs it,
# saying so; re-spacing the code fails nothing. Included by
# tests/CMakeLists.txt after the lessons' tests, whose helpers it uses.

# add_planted_kernel(<file name> FROM <lesson file> FIND <code> REPLACE <code> LABELS <labels...>):
# the test plant-<file name>, which writes the lesson file with the first
# FIND (whatever its spacing) replaced by REPLACE as planted/<file name>
# (tests/plant_bug.cmake), the setup of the fixture planted-<file name>.
set(planted ${CMAKE_CURRENT_BINARY_DIR}/planted)
function(add_planted_kernel file_name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "FROM;FIND;REPLACE" "LABELS")
  add_test(NAME plant-${file_name}
           COMMAND ${CMAKE_COMMAND} -DFROM=${PROJECT_SOURCE_DIR}/${arg_FROM} "-DFIND=${arg_FIND}"
                   "-DREPLACE=${arg_REPLACE}" -DTO=${planted}/${file_name} -DDEFINED_IN=${CMAKE_CURRENT_LIST_FILE}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/plant_bug.cmake)
  set_tests_properties(plant-${file_name} PROPERTIES FIXTURES_SETUP planted-${file_name} LABELS "${arg_LABELS}")
endfunction()

# Both checks run Oclgrind.
if(NOT OCLGRIND)
  return()
endif()

# Lesson 05: sharpen_fast loading a row's last 1 to 3 pixels as a whole
# group of 4 must be reported reading past the end of the input.
add_planted_kernel(sharpen_fast_no_tail.cl FROM 05-sharpen-local/going-further/sharpen_fast.cl
                   FIND "return (uchar16)(in[row + x], in[row + min(x + 1, width - 1)], \
in[row + min(x + 2, width - 1)], in[row + min(x + 3, width - 1)]);"
                   REPLACE "return as_uchar16(vload4(0, (__global const uint*)(in + row + x)));"
                   LABELS oclgrind)
add_oclgrind_test(05-catches-fast-reads-past-the-end 05-sharpen-local random-rgba-37x29.png --variant fast --tune ROWS=4
                  --kernel ${planted}/sharpen_fast_no_tail.cl
                  EXPECT "Invalid read of size 16")
set_property(TEST oclgrind-05-catches-fast-reads-past-the-end APPEND
             PROPERTY FIXTURES_REQUIRED planted-sharpen_fast_no_tail.cl)

# Lesson 03: the kernel with its atomic_inc made a plain
# ++. It is right on a device that runs a group's work-items one after the
# other (PoCL), so only the checker's run under Oclgrind can catch it.
add_planted_kernel(histogram_without_atomics.cl FROM 03-histogram/histogram.cl
                   FIND "atomic_inc(&counts[pixels[p]]);"
                   REPLACE "counts[pixels[p]]++;"
                   LABELS exercises oclgrind)
add_check_test(catches-histogram-race ARGS 03 --kernel ${planted}/histogram_without_atomics.cl
               EXIT 1
               EXPECT "61x47 constant 200: [^\n]*\n  61x47 two values: [^\n]*\n.*UNSAFE: right on this device, but under Oclgrind \\(--data-races\\), on the small inputs, it reports:\n    [^\n]*data race at local memory[^\n]*\n      Kernel: local_atomics\n      At line [0-9]+ [^\n]*histogram_without_atomics.cl:\n        counts\\[pixels\\[p\\]\\]\\+\\+;\n.*NOT SOLVED"
               WHY "check runs a right solution again under Oclgrind, whose --data-races must report the counter \
that the work-items of a group share without atomics.")
set_tests_properties(check-catches-histogram-race PROPERTIES LABELS "exercises;oclgrind"
                     FIXTURES_REQUIRED planted-histogram_without_atomics.cl)

# add_planted_checker(<name> <source> <mistake> <library>): the checker
# check-<name>, built with a host-code exercise's planted wrong solution in
# place of its starter: `source` compiled with the macro `mistake` defined,
# linked with the checker's code and `library` (what the wrong solution
# calls). The host-code exercises' tests.cmake files use it.
function(add_planted_checker name source mistake library)
  add_executable(check-${name} ${source})
  target_compile_definitions(check-${name} PRIVATE ${mistake})
  target_link_libraries(check-${name} PRIVATE check-program ${library})
endfunction()

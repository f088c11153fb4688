# The learner's loop around the checks (check/loop.hpp, check/progress.hpp):
# `check list`, `check next`, the progress kept between runs, `check reset`,
# and an exercise declared as a lesson declares one. Included at the end of
# tests/CMakeLists.txt.

# A checker with a test-only exercise, 01-negative (data/check_loop/), in
# place of the lessons' declared ones: its list is generated as the real
# one is (exercise_list_source, stages/exercises.cmake), and its object
# file, linked ahead of the all-exercises library, defines
# declared_exercises() first, as check-swapped-host's starter does. The
# exercise's files lie in a scratch git checkout the `declared` scenario makes.
set(check_loop_dir ${CMAKE_CURRENT_BINARY_DIR}/check-loop)
exercise_list_source(${check_loop_dir}/test_exercises.cpp check-loop)
add_executable(check-with-test-exercise ${check_loop_dir}/test_exercises.cpp data/check_loop/exercises.cpp)
target_compile_definitions(check-with-test-exercise PRIVATE CHECK_LOOP_PROJECT="${check_loop_dir}/project")
target_link_libraries(check-with-test-exercise PRIVATE check-program)

# add_check_loop_test(<scenario> [CHECKER <target>]): check_loop.sh's
# scenario, with the checker and, for `declared`, the test checker.
function(add_check_loop_test scenario)
  add_test(NAME check-loop-${scenario}
           COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/check_loop.sh ${scenario} $<TARGET_FILE:check> ${PROJECT_SOURCE_DIR}
                   ${check_loop_dir}/${scenario} ${ARGN})
  set_tests_properties(check-loop-${scenario} PROPERTIES LABELS exercises TIMEOUT 600)
endfunction()

add_check_loop_test(fresh)
add_check_loop_test(finished)
add_check_loop_test(progress)
add_check_loop_test(errors)
add_check_loop_test(declared $<TARGET_FILE:check-with-test-exercise>)

# Every test here keeps the progress of the checks it runs in a file of its
# own, never in the learner's .check-state.json (check_loop.sh's scenarios
# set their own).
file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/check-state)
get_directory_property(every_test TESTS)
foreach(test IN LISTS every_test)
  set_property(TEST ${test} APPEND PROPERTY ENVIRONMENT OCLTUT_CHECK_STATE=${CMAKE_CURRENT_BINARY_DIR}/check-state/${test}.json)
endforeach()

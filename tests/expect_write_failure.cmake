# Runs a lesson whose output folder has a folder where one of its pictures
# should go, and checks what a learner needs: the verdict is printed, the
# error is one line naming the file and the reason, the exit is non-zero,
# and the folder is as it was (a previous run's picture kept, no new picture
# and no temporary file left).
#
#   cmake -DEXE=<lesson> -DARGS="--input|x.png" -DOUT_DIR=<folder>
#         -DBLOCKED=<name made a folder> -DKEPT=<name of a previous run's file>
#         -P expect_write_failure.cmake
# ARGS separates arguments with '|'; --output-dir OUT_DIR is added.
include(${CMAKE_CURRENT_LIST_DIR}/run_expecting_failure.cmake)

string(REPLACE "|" ";" args "${ARGS}")
file(REMOVE_RECURSE "${OUT_DIR}")
file(MAKE_DIRECTORY "${OUT_DIR}/${BLOCKED}")
file(WRITE "${OUT_DIR}/${KEPT}" "a previous run's picture")

run_expecting_failure("${EXE}" ${args} --output-dir "${OUT_DIR}")
if(NOT out MATCHES "RESULT: PASSED\n")
  message(FATAL_ERROR "the verdict was not printed:\n${out}")
endif()
string(REGEX REPLACE "([][+.*()^$])" "\\\\\\1" out_dir_pattern "${OUT_DIR}/${BLOCKED}")
if(NOT err MATCHES "^error: cannot write '${out_dir_pattern}': Is a directory\n$")
  message(FATAL_ERROR "expected one line naming ${OUT_DIR}/${BLOCKED} and the reason, got:\n${err}")
endif()

file(GLOB left RELATIVE "${OUT_DIR}" "${OUT_DIR}/*")
list(SORT left)
set(expected "${BLOCKED};${KEPT}")
list(SORT expected)
if(NOT left STREQUAL expected)
  message(FATAL_ERROR "the folder should hold only ${expected}, it holds: ${left}")
endif()
file(READ "${OUT_DIR}/${KEPT}" kept)
if(NOT kept STREQUAL "a previous run's picture")
  message(FATAL_ERROR "${KEPT} from the previous run was not put back")
endif()

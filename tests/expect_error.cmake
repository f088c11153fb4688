# Runs a lesson with arguments that must fail, and checks that it failed the
# way a learner needs: a non-zero exit, a clear message on stderr, and no
# picture left in the output folder.
#
#   cmake -DEXE=<lesson> -DARGS="--input|x.png" -DEXPECT=<regex>
#         -DOUT_DIR=<folder> -DONE_LINE=ON|OFF [-DEXIT=<code>] -P expect_error.cmake
# ARGS separates arguments with '|'.
include(${CMAKE_CURRENT_LIST_DIR}/run_expecting_failure.cmake)

string(REPLACE "|" ";" args "${ARGS}")
if(NOT IS_DIRECTORY "${OUT_DIR}")
  file(REMOVE_RECURSE "${OUT_DIR}")
endif()
run_expecting_failure("${EXE}" ${args})
# -DEXIT=1: that exit code exactly (a crash is a failure too, but no clean one).
if(DEFINED EXIT AND NOT exit_code STREQUAL EXIT)
  message(FATAL_ERROR "expected exit code ${EXIT}, got '${exit_code}'")
endif()
if(NOT err MATCHES "${EXPECT}")
  message(FATAL_ERROR "stderr does not match '${EXPECT}':\n${err}")
endif()
string(REGEX MATCHALL "\n" lines "${err}")
list(LENGTH lines line_count)
if(ONE_LINE AND line_count GREATER 1)
  message(FATAL_ERROR "expected one line of error, got ${line_count}:\n${err}")
endif()
file(GLOB_RECURSE written "${OUT_DIR}/*.png" "${OUT_DIR}/*.partial")
if(written)
  message(FATAL_ERROR "a failed run left files behind: ${written}")
endif()

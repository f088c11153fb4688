# Runs the exercise checker and checks its verdict: the exit code, a regex
# the output must match and one it must not, and optionally a file it must
# have written. WHY is shown when the check fails, to say what it guards.
#
#   cmake -DCHECK=<exe> -DARGS="01|--finished" -DEXIT=0 -DEXPECT=<regex>
#         [-DREJECT=<regex>] [-DWRITES=<file>] [-DWHY=<text>] [-DSTARTER_IN=<root>] -P check_exercise.cmake
# ARGS separates arguments with '|'.
#
# STARTER_IN: the check is about the starters the project ships, in the git
# checkout <root>. A learner who solves an exercise in its starter must not
# see the project's tests fail, so when a file the check names in a report's
# header ("== 01-sobel-scalar: FILE") differs from the one in git's last
# commit, the check is not judged: the script says so, and the test's
# SKIP_REGULAR_EXPRESSION reports it skipped. Where git cannot tell (no
# checkout), it is judged.
string(REPLACE "|" ";" args "${ARGS}")
execute_process(COMMAND "${CHECK}" ${args}
                RESULT_VARIABLE exit_code
                OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
set(output "${out}${err}")
message(STATUS "check ${args}: exit code ${exit_code}\n${output}")

if(DEFINED STARTER_IN)
  string(REGEX MATCHALL "(^|\n)== [^:\n]+: [^\n]+" headers "${out}")
  foreach(header IN LISTS headers)
    string(REGEX REPLACE "^\n?== [^:\n]+: " "" file "${header}")
    get_filename_component(file "${file}" ABSOLUTE)
    execute_process(COMMAND git -C "${STARTER_IN}" diff --quiet HEAD -- "${file}"
                    RESULT_VARIABLE differs OUTPUT_QUIET ERROR_QUIET)
    if(differs EQUAL 1)
      message(STATUS "skipped: ${file} differs from the starter git has (HEAD): the exercise was worked on in \
place, and this test is about the starter as shipped (check reset gives it back)")
      return()
    endif()
  endforeach()
endif()

set(problems "")
if(NOT exit_code EQUAL EXIT)
  string(APPEND problems "exit code ${exit_code}, expected ${EXIT}; ")
endif()
if(NOT output MATCHES "${EXPECT}")
  string(APPEND problems "the output does not match '${EXPECT}'; ")
endif()
if(DEFINED REJECT AND output MATCHES "${REJECT}")
  string(APPEND problems "the output matches '${REJECT}'; ")
endif()
if(DEFINED WRITES AND NOT EXISTS "${WRITES}")
  string(APPEND problems "${WRITES} was not written; ")
endif()
if(problems)
  message(FATAL_ERROR "${problems}\n${WHY}")
endif()

# Runs the exercise checker and checks its verdict: the exit code, a regex
# the output must match and one it must not, and optionally a file it must
# have written. WHY is shown when the check fails, to say what it guards.
#
#   cmake -DCHECK=<exe> -DARGS="01|--finished" -DEXIT=0 -DEXPECT=<regex>
#         [-DREJECT=<regex>] [-DWRITES=<file>] [-DWHY=<text>] -P check_exercise.cmake
# ARGS separates arguments with '|'.
string(REPLACE "|" ";" args "${ARGS}")
execute_process(COMMAND "${CHECK}" ${args}
                RESULT_VARIABLE exit_code
                OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
set(output "${out}${err}")
message(STATUS "check ${args}: exit code ${exit_code}\n${output}")

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

# Included by the scripts that run a lesson which must fail
# (expect_error.cmake, expect_write_failure.cmake).
#
# run_expecting_failure(<command> <arguments>...): runs the command, prints
# its exit code and stderr, stops the test if it exited with 0, and leaves
# exit_code, out (stdout) and err (stderr) for the caller's own checks.
macro(run_expecting_failure)
  execute_process(COMMAND ${ARGN}
                  RESULT_VARIABLE exit_code
                  OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  message(STATUS "exit code ${exit_code}; stderr: ${err}")
  if(exit_code EQUAL 0)
    message(FATAL_ERROR "expected a failure, the program exited with 0:\n${out}")
  endif()
endmacro()

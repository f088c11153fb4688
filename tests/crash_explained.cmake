# Runs EXE with ARGS (|-separated). Where the run ends in a crash (a
# signal, which execute_process reports in words rather than as a number),
# stderr must hold the explanation every program prints then (run_main,
# common/opencl/errors.hpp); a run that ends in an exit code, as on a device
# whose driver survives the kernel, passes as it is.
string(REPLACE "|" ";" args "${ARGS}")
execute_process(COMMAND ${EXE} ${args} RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(result MATCHES "^[0-9]+$")
  message("exited with ${result}, not a crash, on this device:\n${err}")
  return()
endif()
if(NOT err MATCHES "(^|\n)error: the program crashed\\. An OpenCL driver runs kernels inside the program[^\n]*\n$")
  message(FATAL_ERROR "the run ended in a crash (${result}) without the explanation on its last line of stderr:\n${err}")
endif()
message("crashed (${result}), explained:\n${err}")

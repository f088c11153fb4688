# compare --device all on two devices, one after the other: the second
# device's run must not be spoilt by what the first left behind (OpenCV's
# OpenCL context used to take over the first device's context reference, and
# PoCL aborted when OpenCV moved on to the second device). Run with rusticl
# enabled beside PoCL; with fewer than two devices the test is skipped.
#
#   cmake -DCOMPARE=<exe> -DOUT_DIR=<folder> -P compare_all_devices.cmake
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE "${OUT_DIR}")
execute_process(COMMAND "${COMPARE}" --device all --sizes 37x29 --iterations 1 --output-dir "${OUT_DIR}"
                RESULT_VARIABLE exit_code OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCHALL "measuring on [^\n]*" devices "${out}")
list(LENGTH devices device_count)
if(device_count LESS 2 AND exit_code EQUAL 0)
  message("skipped: compare --device all found ${device_count} device(s); this test needs two")
  return()
endif()
if(NOT exit_code EQUAL 0)
  message(FATAL_ERROR "compare --device all exited with ${exit_code} after ${device_count} device(s):\n${err}")
endif()
message(STATUS "measured ${device_count} devices: ${devices}")

# Writes a test kernel whose __local array is sized from a device's
# CL_DEVICE_LOCAL_MEM_SIZE when the tests run, never from what a device is
# assumed to have (PoCL takes its local memory from the CPU's caches: 512 KiB
# on one CPU, 2 MiB on another). Run as a test fixture (tests/isolation.cmake),
# so it reads the device of this test run: $OCLTUT_DEVICE and PoCL's own
# variables (POCL_MAX_WORK_GROUP_SIZE, ...) are those of the run.
#   cmake -DDEVICE_LIMITS=<device-limits> [-DLAUNCHER=<oclgrind>] [-DDEVICE=<spec>]
#         -DEXTRA_BYTES=<n> -DTEMPLATE=<kernel.cl.in> -DOUTPUT=<kernel.cl> -P device_sized_kernel.cmake
# The kernel's @LOCAL_BYTES@ becomes the device's local memory + EXTRA_BYTES.
set(device_args)
if(DEVICE)
  set(device_args --device ${DEVICE})
endif()
execute_process(COMMAND ${LAUNCHER} ${DEVICE_LIMITS} ${device_args}
                OUTPUT_VARIABLE limits ERROR_VARIABLE errors RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR NOT limits MATCHES "CL_DEVICE_LOCAL_MEM_SIZE ([0-9]+)")
  message(FATAL_ERROR "${LAUNCHER} device-limits ${device_args} failed (${status}): ${errors}${limits}")
endif()
math(EXPR LOCAL_BYTES "${CMAKE_MATCH_1} + ${EXTRA_BYTES}")
configure_file(${TEMPLATE} ${OUTPUT} @ONLY)
message(STATUS "the device has ${CMAKE_MATCH_1} bytes of local memory; ${OUTPUT} asks for ${LOCAL_BYTES}")

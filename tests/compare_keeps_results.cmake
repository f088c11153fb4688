# compare run into a folder that holds an earlier run's results, in a way
# that makes it fail: it must say why in one line on stderr, exit with 1 and
# leave the folder as it was, the earlier files byte for byte and nothing of
# its own (no result file, no temporary).
#
#   cmake -DCOMPARE=<exe> -DOUT_DIR=<folder> -DARGS=<arguments> -DEXPECT=<stderr regex>
#         [-DBLOCKED=<result file>] [-DFULL_DISK=ON] [-DNO_PLATFORM=ON] -P compare_keeps_results.cmake
# ARGS separates arguments with '|'; --output-dir OUT_DIR is added.
# BLOCKED: that result file is a folder in OUT_DIR, so it cannot be written.
# FULL_DISK: OUT_DIR is a tmpfs with room for the earlier results, the new
# results.json and half of the other two (a first run, into a scratch
# folder, measures them): one file at a time, results.json would be
# replaced before the disk is full. Mounting needs root with the right to
# mount; the test is skipped where it has not.
# NO_PLATFORM: the test's environment leaves the ICD loader no platform;
# where it does not (a loader that ignores OCL_ICD_VENDORS, as the one on
# an NVIDIA machine did), or clinfo is missing to tell, the test is skipped.
cmake_minimum_required(VERSION 3.25)
set(result_files results.json results.csv chart.svg)
string(REPLACE "|" ";" args "${ARGS}")

# The number of pages of `bytes`, as tmpfs counts them.
function(pages_of bytes page_bytes out)
  math(EXPR pages "(${bytes} + ${page_bytes} - 1) / ${page_bytes}")
  set(${out} ${pages} PARENT_SCOPE)
endfunction()

# Mounts a tmpfs on OUT_DIR, just too small for all three new results.
function(mount_nearly_full_disk)
  set(scratch "${OUT_DIR}-scratch")
  file(REMOVE_RECURSE "${scratch}")
  execute_process(COMMAND "${COMPARE}" ${args} --output-dir "${scratch}" RESULT_VARIABLE exit_code ERROR_VARIABLE err)
  if(NOT exit_code EQUAL 0)
    message(FATAL_ERROR "the scratch run failed with ${exit_code}:\n${err}")
  endif()
  execute_process(COMMAND getconf PAGESIZE OUTPUT_VARIABLE page_bytes OUTPUT_STRIP_TRAILING_WHITESPACE)
  foreach(name IN LISTS result_files)
    file(SIZE "${scratch}/${name}" bytes)
    pages_of(${bytes} ${page_bytes} ${name}_pages)
  endforeach()
  math(EXPR room "3 + ${results.json_pages} + (${results.csv_pages} + ${chart.svg_pages}) / 2")
  math(EXPR room_bytes "${room} * ${page_bytes}")
  file(MAKE_DIRECTORY "${OUT_DIR}")
  execute_process(COMMAND mount -t tmpfs -o size=${room_bytes} tmpfs "${OUT_DIR}"
                  RESULT_VARIABLE mount_code ERROR_VARIABLE mount_err)
  if(NOT mount_code EQUAL 0)
    message("SKIPPED: cannot mount a tmpfs on ${OUT_DIR} (${mount_err})")
    set(mounted OFF PARENT_SCOPE)
    return()
  endif()
  set(mounted ON PARENT_SCOPE)
endfunction()

if(NO_PLATFORM)
  execute_process(COMMAND clinfo -l RESULT_VARIABLE clinfo_code OUTPUT_VARIABLE platforms ERROR_QUIET)
  if(NOT clinfo_code EQUAL 0 OR platforms MATCHES "Platform")
    message("SKIPPED: this environment does not hide every OpenCL platform from the ICD loader")
    return()
  endif()
endif()

# A tmpfs a failed run of this test left behind goes first.
execute_process(COMMAND umount "${OUT_DIR}" OUTPUT_QUIET ERROR_QUIET)
file(REMOVE_RECURSE "${OUT_DIR}")
if(FULL_DISK)
  mount_nearly_full_disk()
  if(NOT mounted)
    return()
  endif()
endif()

foreach(name IN LISTS result_files)
  if(name STREQUAL BLOCKED)
    file(MAKE_DIRECTORY "${OUT_DIR}/${name}")
  else()
    file(WRITE "${OUT_DIR}/${name}" "${name} of an earlier run\n")
  endif()
endforeach()

execute_process(COMMAND "${COMPARE}" ${args} --output-dir "${OUT_DIR}"
                RESULT_VARIABLE exit_code OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "exit code ${exit_code}; stderr: ${err}")

# Every check first, then the tmpfs unmounted, then the verdict.
set(problems "")
if(NOT exit_code STREQUAL "1")
  string(APPEND problems "expected exit code 1, got '${exit_code}'\n")
endif()
if(NOT err MATCHES "${EXPECT}")
  string(APPEND problems "stderr does not match '${EXPECT}'\n")
endif()
string(REGEX MATCHALL "\n" lines "${err}")
list(LENGTH lines line_count)
if(NOT line_count EQUAL 1)
  string(APPEND problems "expected one line on stderr, got ${line_count}\n")
endif()
file(GLOB left RELATIVE "${OUT_DIR}" "${OUT_DIR}/*" "${OUT_DIR}/.*")
list(SORT left)
set(expected_left ${result_files})
list(SORT expected_left)
if(NOT left STREQUAL expected_left)
  string(APPEND problems "the folder should hold only ${expected_left}, it holds: ${left}\n")
endif()
foreach(name IN LISTS result_files)
  if(name STREQUAL BLOCKED)
    continue()
  endif()
  if(IS_DIRECTORY "${OUT_DIR}/${name}" OR NOT EXISTS "${OUT_DIR}/${name}")
    string(APPEND problems "${name} of the earlier run is gone\n")
    continue()
  endif()
  file(READ "${OUT_DIR}/${name}" text)
  if(NOT text STREQUAL "${name} of an earlier run\n")
    string(APPEND problems "${name} of the earlier run was changed\n")
  endif()
endforeach()
if(FULL_DISK)
  execute_process(COMMAND umount "${OUT_DIR}")
endif()
if(problems)
  message(FATAL_ERROR "${problems}")
endif()

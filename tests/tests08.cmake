# Lesson 08, every device at once. Included by tests/CMakeLists.txt after
# lesson 07's tests, whose helpers and pictures it uses
# (add_error_test, add_message_test, pipeline_run.cmake, the test pictures
# in ${images}).

# add_multi_device_run_test(<name> WRITES <files...> [ENVIRONMENT <VAR=value>] ARGS <args...>):
# the lesson passes and writes its files, timeline included where the
# devices' timestamps are real (tests/pipeline_run.cmake, lesson 07's check).
function(add_multi_device_run_test name)
  cmake_parse_arguments(PARSE_ARGV 1 run "" "ENVIRONMENT" "WRITES;ARGS")
  list(JOIN run_ARGS "|" args)
  list(JOIN run_WRITES "|" writes)
  add_test(NAME 08-multi-device-${name}
           COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:08-multi-device> "-DARGS=${args}" "-DWRITES=${writes}"
                   -DOUT_DIR=${CMAKE_CURRENT_BINARY_DIR}/runs/08-multi-device/${name}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/pipeline_run.cmake)
  set_tests_properties(08-multi-device-${name} PROPERTIES FIXTURES_REQUIRED test-images TIMEOUT 300
                       ENVIRONMENT "${run_ENVIRONMENT}" SKIP_REGULAR_EXPRESSION "no device name contains")
endfunction()

# The stream's first frames, up to 8, are verified and written: 5 of --frames 5.
set(pan_frames_08 pan-00.png pan-01.png pan-02.png pan-03.png pan-04.png)
# Every device, and the first device listed twice (two members, one device).
add_multi_device_run_test(every-device WRITES sobel.png multi-device.json ${pan_frames_08}
                          ARGS --input ${images}/random-37x29.png --iterations 2 --frames 5)
add_multi_device_run_test(one-device-twice WRITES sobel.png timeline.png timeline.json multi-device.json
                          ARGS --devices 0:0,0:0 --input ${images}/random-37x29.png --iterations 2 --frames 5)
add_multi_device_run_test(sharpen WRITES sharpen.png multi-device.json
                          ARGS --devices 0:0,0:0 --job sharpen --input ${images}/random-rgba-17x5.png --iterations 2)
add_multi_device_run_test(histogram WRITES histogram.png multi-device.json
                          ARGS --devices 0:0,0:0 --job histogram --input ${images}/random-37x29.png --iterations 2)
# A picture of one row and one of one pixel, with more members than rows.
foreach(picture random-31x1 random-1x1)
  add_multi_device_run_test(${picture} WRITES sobel.png pan-00.png pan-01.png pan-02.png
                            ARGS --devices 0:0,0:0,0:0 --input ${images}/${picture}.png --iterations 1 --frames 3)
endforeach()
# Two platforms, so two contexts: PoCL and rusticl's llvmpipe.
add_multi_device_run_test(pocl-and-rusticl WRITES sobel.png multi-device.json ENVIRONMENT RUSTICL_ENABLE=llvmpipe
                          ARGS --devices pocl,llvmpipe --input ${images}/random-37x29.png --iterations 2 --frames 5)
set_tests_properties(08-multi-device-pocl-and-rusticl PROPERTIES LABELS rusticl)

# Bad input: one line, nothing written.
set(errors_08 ${CMAKE_CURRENT_BINARY_DIR}/errors/08-multi-device)
# Every lesson's bad inputs (add_lesson_error_tests less --device, which
# this lesson replaces with --devices).
add_error_test(missing-file 08-multi-device "^error: cannot load '.*nowhere.png': no such file\n$"
               --input ${images}/nowhere.png)
add_error_test(empty-file 08-multi-device "^error: cannot load '.*empty.png': the file is empty\n$"
               --input ${images}/empty.png)
add_error_test(truncated-png 08-multi-device "^error: cannot load '.*truncated.png': the image data is corrupt or truncated"
               --input ${images}/truncated.png)
add_error_test(text-file 08-multi-device "^error: cannot load '.*notes.txt': not an image" --input ${images}/notes.txt)
add_error_test(directory 08-multi-device "^error: cannot load '.*images': it is a directory" --input ${images})
add_error_test(unwritable-output 08-multi-device "^error: cannot use output folder '.*notes.txt/out'"
               --input ${images}/camera-256.png --output-dir ${images}/notes.txt/out)
add_error_test(bad-local-size 08-multi-device "local-size.*WIDTHxHEIGHT" --input ${images}/camera-256.png --local-size 0x8)
add_error_test(kernel-build-failure 08-multi-device "does_not_compile.cl' failed \\(CL_BUILD_PROGRAM_FAILURE\\)"
               --input ${images}/camera-256.png --kernel ${CMAKE_CURRENT_SOURCE_DIR}/data/does_not_compile.cl)
add_message_test(devices-nonsense 08-multi-device 1
                 "^error: no device name contains 'nonsense': run with --list-devices to see them\n$"
                 --input ${images}/random-37x29.png --devices 0:0,nonsense --output-dir ${errors_08}/devices-nonsense)
add_message_test(devices-empty-item 08-multi-device 1
                 "^error: --devices '0:0,,0:0': an empty item between commas\n$"
                 --input ${images}/random-37x29.png --devices 0:0,,0:0 --output-dir ${errors_08}/devices-empty-item)
add_message_test(device-removed 08-multi-device ANY
                 "^error: The following arguments were not expected: 0:0 --device \\(see --help\\)\n$"
                 --input ${images}/random-37x29.png --device 0:0 --output-dir ${errors_08}/device-removed)
add_message_test(strips-zero-08 08-multi-device ANY "^error: --strips: Value 0 not in range 1 to [0-9]+ \\(see --help\\)\n$"
                 --input ${images}/random-37x29.png --strips 0 --output-dir ${errors_08}/strips-zero)

# Under Oclgrind's checks: its one device listed twice, so every split
# (each alone, equal, by speed) and the stream run with halo rows at a
# device boundary; a picture shorter than the members.
if(OCLGRIND)
  foreach(case "sobel|random-37x29.png|--devices|0:0,0:0|--strips|3|--frames|3"
               "sharpen|random-rgba-17x5.png|--devices|0:0,0:0|--job|sharpen"
               "histogram|random-37x29.png|--devices|0:0,0:0,0:0|--job|histogram|--strips|2"
               "short|random-2x2.png|--devices|0:0,0:0,0:0|--frames|2")
    string(REPLACE "|" ";" case "${case}")
    list(POP_FRONT case name input)
    add_test(NAME oclgrind-08-multi-device-${name}
             COMMAND ${OCLGRIND} --check-api --data-races $<TARGET_FILE:08-multi-device>
                     --iterations 1 --input ${images}/${input}
                     --output-dir ${CMAKE_CURRENT_BINARY_DIR}/oclgrind/08-multi-device-${name} ${case})
    set_tests_properties(oclgrind-08-multi-device-${name} PROPERTIES LABELS oclgrind FIXTURES_REQUIRED test-images
                         TIMEOUT 600 FAIL_REGULAR_EXPRESSION "${oclgrind_reports}")
  endforeach()
endif()

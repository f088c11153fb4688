# Lesson 07, the whole job. Included by tests/CMakeLists.txt after the other
# tests, whose helpers it uses (add_error_test, add_message_test,
# add_oclgrind_test, the test pictures in ${images}).

# The 1-row and 1x1 pictures lesson 07 is run on whole.
add_test(NAME make-test-images-07
         COMMAND ${CMAKE_COMMAND} -E chdir ${PROJECT_SOURCE_DIR} sh -c "\
mkdir -p '${images}' && \
'$<TARGET_FILE:make-test-image>' --size 31x1 --content random --output '${images}/random-31x1.png' && \
'$<TARGET_FILE:make-test-image>' --size 1x1 --content random --output '${images}/random-1x1.png'")
set_tests_properties(make-test-images-07 PROPERTIES FIXTURES_SETUP test-images)

# add_pipeline_run_test(<name> WRITES <files...> [TIMELINE YES|NO] [ENVIRONMENT <VAR=value>] ARGS <args...>):
# the lesson passes and writes its files (tests/pipeline_run.cmake).
function(add_pipeline_run_test name)
  cmake_parse_arguments(PARSE_ARGV 1 run "" "TIMELINE;ENVIRONMENT" "WRITES;ARGS")
  list(JOIN run_ARGS "|" args)
  list(JOIN run_WRITES "|" writes)
  set(timeline "")
  if(DEFINED run_TIMELINE)
    set(timeline -DTIMELINE=${run_TIMELINE})
  endif()
  add_test(NAME 07-pipeline-${name}
           COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:07-pipeline> "-DARGS=${args}" "-DWRITES=${writes}" ${timeline}
                   -DOUT_DIR=${CMAKE_CURRENT_BINARY_DIR}/runs/07-pipeline/${name}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/pipeline_run.cmake)
  set_tests_properties(07-pipeline-${name} PROPERTIES FIXTURES_REQUIRED test-images TIMEOUT 300
                       ENVIRONMENT "${run_ENVIRONMENT}" SKIP_REGULAR_EXPRESSION "no device name contains")
endfunction()

# Its defaults (Sobel on camera.png, the strip count measured, 64 frames),
# and each other job.
set(pan_frames pan-00.png pan-01.png pan-02.png pan-03.png pan-04.png pan-05.png pan-06.png pan-07.png)
add_pipeline_run_test(runs-defaults WRITES sobel.png ${pan_frames})
add_pipeline_run_test(runs-sharpen WRITES sharpen.png ARGS --job sharpen)
add_pipeline_run_test(runs-histogram WRITES histogram.png ARGS --job histogram)
# Strips of one row, frames of another size than the picture's (tiled from
# it, larger, smaller, of one row and of one pixel).
add_pipeline_run_test(one-row-strips WRITES sobel.png ${pan_frames}
                      ARGS --input ${images}/random-37x29.png --iterations 1 --frames 3 --strips 29)
foreach(frame 61x45 16x3 5x1 1x1)
  add_pipeline_run_test(frame-size-${frame} WRITES sobel.png ${pan_frames}
                        ARGS --input ${images}/random-37x29.png --iterations 1 --frames 3 --frame-size ${frame})
endforeach()
# A picture of one row and one of one pixel, through every step of every job.
foreach(picture random-31x1 random-1x1)
  add_pipeline_run_test(${picture}-sobel WRITES sobel.png ${pan_frames}
                        ARGS --input ${images}/${picture}.png --iterations 1 --frames 3)
  foreach(job sharpen histogram)
    add_pipeline_run_test(${picture}-${job} WRITES ${job}.png
                          ARGS --input ${images}/${picture}.png --iterations 1 --job ${job})
  endforeach()
  add_pipeline_run_test(${picture}-one-strip WRITES sobel.png ARGS --input ${images}/${picture}.png --iterations 1
                        --frames 2 --strips 1)
endforeach()
# The timeline on each implementation here: PoCL's profiling timestamps are
# real, rusticl's (Mesa 22.3: 0, 1, 2, 3 for every command) are not, and
# the lesson says so and writes no timeline. Skipped where the device is
# missing; labelled rusticl as compare-all-devices is.
add_pipeline_run_test(timeline-pocl WRITES sobel.png timeline.png timeline.json TIMELINE YES
                      ARGS --device pocl --input ${images}/random-37x29.png --iterations 1 --frames 2 --strips 4)
add_pipeline_run_test(timeline-rusticl WRITES sobel.png TIMELINE NO ENVIRONMENT RUSTICL_ENABLE=llvmpipe
                      ARGS --device llvmpipe --input ${images}/random-37x29.png --iterations 1 --frames 2 --strips 4)
set_tests_properties(07-pipeline-timeline-rusticl PROPERTIES LABELS rusticl)

# Bad options: one line, nothing written. The lesson's own checks exit with
# 1; CLI11's (a value out of its range, not in its list, an option unknown)
# with codes of their own.
set(errors_07 ${CMAKE_CURRENT_BINARY_DIR}/errors/07-pipeline)
add_lesson_error_tests(07-pipeline)
add_message_test(strips-zero 07-pipeline ANY "^error: --strips: Value 0 not in range 1 to [0-9]+ \\(see --help\\)\n$"
                 --input ${images}/random-37x29.png --strips 0 --output-dir ${errors_07}/strips-zero)
add_message_test(strips-past-the-height 07-pipeline 1
                 "^error: --strips 30: the picture has 29 rows, and a strip is one row at the least\n$"
                 --input ${images}/random-37x29.png --strips 30 --output-dir ${errors_07}/strips-past-the-height)
add_message_test(strips-past-one-row 07-pipeline 1
                 "^error: --strips 2: the picture has 1 row, and a strip is one row at the least\n$"
                 --input ${images}/random-31x1.png --strips 2 --output-dir ${errors_07}/strips-past-one-row)
# A stream option for a job that runs no stream: refused, not dropped.
add_message_test(frames-for-sharpen 07-pipeline 1
                 "^error: --frames sets the stream of Sobel frames, and --job sharpen runs no stream: leave it out, or use --job sobel\n$"
                 --input ${images}/random-37x29.png --job sharpen --frames 4 --output-dir ${errors_07}/frames-for-sharpen)
add_message_test(frame-size-for-histogram 07-pipeline 1
                 "^error: --frame-size sets the stream of Sobel frames, and --job histogram runs no stream: leave it out, or use --job sobel\n$"
                 --input ${images}/random-37x29.png --job histogram --frame-size 8x8 --output-dir ${errors_07}/frame-size-for-histogram)
foreach(size 0x5 5x0 junk 3x 1x2x3)
  add_message_test(frame-size-${size} 07-pipeline 1
                   "^error: --frame-size takes WIDTHxHEIGHT \\(whole numbers from 1 to 2147483647\\), e.g. 512x512; got '${size}'\n$"
                   --input ${images}/random-37x29.png --frame-size ${size} --output-dir ${errors_07}/frame-size-${size})
endforeach()
# Before: 8 frames of 10^10 pixels made in host memory, and the process killed.
add_message_test(frame-size-too-large 07-pipeline 1
                 "^error: --frame-size 100000x100000: 10000000000 pixels, more than the 268435456 \\(16384x16384\\) a lesson takes: choose a smaller size\n$"
                 --input ${images}/random-37x29.png --frame-size 100000x100000 --output-dir ${errors_07}/frame-size-too-large)
add_message_test(job-nonsense 07-pipeline ANY
                 "^error: --job: nonsense not in \\{sobel,sharpen,histogram\\} \\(see --help\\)\n$"
                 --input ${images}/random-37x29.png --job nonsense --output-dir ${errors_07}/job-nonsense)
add_message_test(frames-zero 07-pipeline ANY "^error: --frames: Value 0 not in range 1 to [0-9]+ \\(see --help\\)\n$"
                 --input ${images}/random-37x29.png --frames 0 --output-dir ${errors_07}/frames-zero)
# --memory: every other lesson's option, removed here (the lesson measures
# every way itself): refused as unknown, never ignored.
add_message_test(memory-removed 07-pipeline ANY
                 "^error: The following arguments were not expected: pinned --memory \\(see --help\\)\n$"
                 --input ${images}/random-37x29.png --memory pinned --output-dir ${errors_07}/memory-removed)

# Under Oclgrind's checks: each job, strips of one row and uneven ones, a
# 1-row and a 1x1 picture, the stream on frames of another size.
add_oclgrind_test(07-pipeline-sobel 07-pipeline random-37x29.png --strips 4 --frames 3)
add_oclgrind_test(07-pipeline-sobel-one-row-strips 07-pipeline random-15x9.png --strips 9 --frames 3
                  --frame-size 17x5)
add_oclgrind_test(07-pipeline-sharpen 07-pipeline random-rgba-37x29.png --job sharpen --strips 5)
add_oclgrind_test(07-pipeline-sharpen-short 07-pipeline random-rgba-17x5.png --job sharpen --strips 5 --local-size 5x3)
add_oclgrind_test(07-pipeline-histogram 07-pipeline random-37x29.png --job histogram --strips 3)
add_oclgrind_test(07-pipeline-histogram-groups 07-pipeline random-37x29.png --job histogram --strips 7 --local-size 7x1)
add_oclgrind_test(07-pipeline-one-row 07-pipeline random-31x1.png --strips 1 --frames 2)
add_oclgrind_test(07-pipeline-one-pixel 07-pipeline random-1x1.png --frames 2)
add_oclgrind_test(07-pipeline-one-pixel-sharpen 07-pipeline random-1x1.png --job sharpen)

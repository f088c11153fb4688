# --memory takes the three memory paths' names and nothing else: every
# lesson refuses another in one line that lists them (the option is
# common/tutorial/options.cpp's, but each lesson builds its own command line).
# Included by tests/CMakeLists.txt, whose add_error_test it uses; the runs
# on each path are its memory-paths tests.
foreach(lesson 01-sobel-scalar 02-sobel-vector 03-histogram 04-sharpen-naive 05-sharpen-local 06-sobel-image)
  add_error_test(memory-nonsense ${lesson}
                 "^error: --memory: nonsense not in \\{copy,zero-copy,pinned\\} \\(see --help\\)\n$"
                 --input ${images}/camera-256.png --memory nonsense)
endforeach()

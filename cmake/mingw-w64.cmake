# Cross-compiling for 64-bit Windows on Debian with mingw-w64 (the POSIX
# threads flavour, whose libstdc++ has std::thread), used by the
# windows-cross preset and .ci/windows-cross.sh. The programs run under wine.
#
# The header-only dependencies (the OpenCL C and C++ headers, CLI11,
# nlohmann-json, doctest, stb) are the host's Debian packages, which work
# unchanged for Windows; but /usr/include also holds the host's C library,
# which must not come before mingw-w64's. So .ci/windows-cross.sh makes a
# small tree, build/windows-deps, of links to just those packages' headers
# and CMake files, beside OpenCL.dll's import library (made from wine's own
# opencl.dll), and that tree and mingw-w64's are the only places searched.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(mingw_prefix x86_64-w64-mingw32)
set(CMAKE_CXX_COMPILER ${mingw_prefix}-g++-posix)
set(CMAKE_RC_COMPILER ${mingw_prefix}-windres)

# Libraries, headers and CMake packages from those two trees only;
# programs (python3, sh) from the host.
get_filename_component(ocltut_windows_deps "${CMAKE_CURRENT_LIST_DIR}/../build/windows-deps" ABSOLUTE)
set(CMAKE_FIND_ROOT_PATH /usr/${mingw_prefix} ${ocltut_windows_deps})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# The C++ runtime and winpthread linked in: an .exe that runs without
# mingw-w64's DLLs beside it, on wine and on a learner's Windows alike.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

# Every test command CTest runs, and every program the build runs, goes
# through wine (Debian's wine64 package brings the wine command).
set(CMAKE_CROSSCOMPILING_EMULATOR wine)

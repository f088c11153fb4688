# One release of stb_image and stb_image_write, checked: stb_image 2.27 and
# stb_image_write 1.16, as Debian 12's libstb-dev has them (stb as it was
# on 2022-09-08). Why one release: a picture must
# decode to the same bytes on every OS, so that a lesson's output and the
# tests' expected pixels agree everywhere; and common/tutorial/image_io.cpp works
# around this release's known faults (it refuses Radiance HDR, on which
# 2.27 loops forever, and reads 16-bit PNM itself, which 2.27 reads wrong):
# another release may fix them or fail elsewhere, and the tests of those
# refusals would no longer say what they claim. docs/setup.md says where to
# get the headers. The release is the header's first line: stb has no
# version macro.
set(OCLTUT_STB_IMAGE_VERSION 2.27)
set(OCLTUT_STB_IMAGE_WRITE_VERSION 1.16)

# The version on the first line of `header` ("/* stb_image - v2.27 - ...").
function(ocltut_stb_version header name out)
  file(STRINGS "${STB_INCLUDE_DIR}/${header}" first_line LIMIT_COUNT 1)
  if(first_line MATCHES "${name} - v([0-9.]+)")
    set(${out} "${CMAKE_MATCH_1}" PARENT_SCOPE)
  else()
    set(${out} "unknown" PARENT_SCOPE)
  endif()
endfunction()

if(NOT EXISTS "${STB_INCLUDE_DIR}/stb_image_write.h")
  message(FATAL_ERROR "${STB_INCLUDE_DIR} holds stb_image.h but not stb_image_write.h: see docs/setup.md")
endif()
ocltut_stb_version(stb_image.h stb_image stb_image_version)
ocltut_stb_version(stb_image_write.h stb_image_write stb_image_write_version)
if(NOT stb_image_version VERSION_EQUAL OCLTUT_STB_IMAGE_VERSION OR
   NOT stb_image_write_version VERSION_EQUAL OCLTUT_STB_IMAGE_WRITE_VERSION)
  message(FATAL_ERROR
    "${STB_INCLUDE_DIR} holds stb_image ${stb_image_version} and stb_image_write ${stb_image_write_version}; "
    "this project needs stb_image ${OCLTUT_STB_IMAGE_VERSION} and stb_image_write "
    "${OCLTUT_STB_IMAGE_WRITE_VERSION}, so that every OS decodes a picture to the same bytes (cmake/stb.cmake "
    "says why). docs/setup.md says where to get them; then configure with -DSTB_INCLUDE_DIR=<their folder>.")
endif()
message(STATUS "stb_image ${stb_image_version}, stb_image_write ${stb_image_write_version}: ${STB_INCLUDE_DIR}")

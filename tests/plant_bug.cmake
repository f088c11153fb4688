# Plants a bug in a copy of a lesson's source, when the test that needs it
# runs (never at configure or build time, so that no edit of a lesson can
# break the build): the first place where FROM has the code FIND is
# replaced by REPLACE, and the result written to TO.
#
#   cmake -DFROM=<lesson file> -DFIND=<code> -DREPLACE=<code> -DTO=<file> -DDEFINED_IN=<cmake file>
#         -P plant_bug.cmake
#
# FIND matches whatever the spacing between its tokens (a name or number,
# or one other character), line breaks included, so that a learner who
# re-spaces the line does not fail the test. When the lesson no longer has
# the code at all, the test fails saying so, and that DEFINED_IN, where the
# anchor is written, needs updating.
cmake_minimum_required(VERSION 3.25)

if(NOT EXISTS "${FROM}")
  message(FATAL_ERROR "${FROM}, where this test plants its bug, does not exist: update ${DEFINED_IN}")
endif()
file(READ "${FROM}" source)

# The regex for FIND, token by token. The code is walked as a string, not
# split into a CMake list: its ';' and '[' would confuse a list.
set(space "[ \t\r\n]")
set(pattern "")
set(previous_is_word OFF)
string(STRIP "${FIND}" rest)
while(NOT rest STREQUAL "")
  string(REGEX MATCH "^([A-Za-z0-9_]+|.)" token "${rest}")
  string(LENGTH "${token}" token_length)
  string(SUBSTRING "${rest}" ${token_length} -1 rest)
  string(STRIP "${rest}" rest)
  set(is_word OFF)
  if(token MATCHES "^[A-Za-z0-9_]")
    set(is_word ON)
  endif()
  if(previous_is_word AND is_word)
    string(APPEND pattern "${space}+")   # two names stay two names
  elseif(NOT pattern STREQUAL "")
    string(APPEND pattern "${space}*")
  endif()
  if(token MATCHES "^[][.*+?^$()|\\]$")
    string(PREPEND token "\\")
  endif()
  string(APPEND pattern "${token}")
  set(previous_is_word ${is_word})
endwhile()

string(REGEX MATCH "${pattern}" found "${source}")
if(found STREQUAL "")
  message(FATAL_ERROR "${FROM} no longer has the code where this test plants its bug (spacing aside):\n"
                      "  ${FIND}\n"
                      "The lesson changed: update the code to find, and perhaps the bug, in ${DEFINED_IN}.")
endif()
string(FIND "${source}" "${found}" found_at)
string(LENGTH "${found}" found_length)
string(SUBSTRING "${source}" 0 ${found_at} before)
math(EXPR after_at "${found_at} + ${found_length}")
string(SUBSTRING "${source}" ${after_at} -1 after)
file(WRITE "${TO}" "${before}${REPLACE}${after}")
message(STATUS "planted in ${TO}:\n  ${REPLACE}\nin place of\n  ${found}")

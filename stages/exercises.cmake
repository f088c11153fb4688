# A lesson's own exercises, the new problems that build on it
# (stages/exercise.hpp), and the generated list of all of them.
#
# add_exercises(<lesson> SOURCES <.cpp...> FILES <files...>)
#   <lesson>-exercises  a library of SOURCES, which define the lesson's
#                       `std::vector<Exercise> exercises_<lesson>()` ('-' as
#                       '_'); they may use the lesson's host code
#   FILES               what the exercises read at run time (their starters,
#                       solutions and hints pages), relative to the lesson's
#                       folder: installed where an installed checker looks
# The lesson is registered, so that the exercise checker lists its exercises
# after the lesson's own (stages/CMakeLists.txt) without an edit to check/.
function(add_exercises lesson)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "SOURCES;FILES")
  add_library(${lesson}-exercises STATIC ${arg_SOURCES})
  target_link_libraries(${lesson}-exercises PUBLIC ${lesson}-host stage)
  foreach(file IN LISTS arg_FILES)
    get_filename_component(absolute ${file} ABSOLUTE)
    file(RELATIVE_PATH relative ${PROJECT_SOURCE_DIR} ${absolute})
    get_filename_component(folder ${relative} DIRECTORY)
    install(FILES ${absolute} DESTINATION ${OCLTUT_SHARE_DIR}/${folder})
  endforeach()
  set_property(GLOBAL APPEND PROPERTY OCLTUT_EXERCISE_LESSONS ${lesson})
endfunction()

# exercise_list_source(<file.cpp> <lesson>...): writes <file.cpp>, whose
# declared_exercises() returns exercises_<lesson>() of each lesson, in the
# order given. The checker's list is made from the registered lessons; the
# tests make one of their own from a test-only exercise
# (tests/check_loop.cmake).
function(exercise_list_source file)
  set(declarations "")
  set(calls "")
  foreach(lesson IN LISTS ARGN)
    string(REPLACE "-" "_" id "${lesson}")
    string(APPEND declarations "std::vector<Exercise> exercises_${id}();\n")
    string(APPEND calls "    for (Exercise& exercise : exercises_${id}()) exercises.push_back(std::move(exercise));\n")
  endforeach()
  configure_file(${PROJECT_SOURCE_DIR}/stages/all_exercises.cpp.in ${file} @ONLY)
endfunction()

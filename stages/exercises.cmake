# A lesson's own exercises, the new problems that build on it
# (stages/exercise.hpp), and the generated list of all of them.
#
# add_exercise(<name> LESSON <lesson> [SOURCES <.cpp...>] [FILES <files...>] [TESTS <file.cmake>])
#   One exercise, declared by the CMakeLists.txt of its own folder,
#   <lesson>/exercises/<id>/, which holds all of it (<name> is the lesson's
#   number, '-', <id>: 01-scharr in 01-sobel-scalar/exercises/scharr/).
#   <name>-exercise  with SOURCES: a library of them, which define the
#                    exercise's `std::vector<Exercise> exercises_<name>()`
#                    ('-' as '_', e.g. exercises_01_scharr); they may use the
#                    lesson's host code. The exercise is registered, so that
#                    the checker lists it after the lesson's own, in the order
#                    the lesson adds its exercises' folders, without an edit
#                    to check/ (stages/CMakeLists.txt).
#   FILES            what it reads at run time (its starter, solution and
#                    hints page), relative to its folder: installed.
#   TESTS            its tests (add_exercise_tests).
# An exercise a lesson's stage declares (the lesson's kernel written again,
# its host code) has no SOURCES: its folder's CMakeLists.txt installs its
# FILES and registers its TESTS.
function(add_exercise name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "LESSON;TESTS" "SOURCES;FILES")
  if(arg_SOURCES)
    add_library(${name}-exercise STATIC ${arg_SOURCES})
    target_link_libraries(${name}-exercise PUBLIC ${arg_LESSON}-host stage)
    set_property(GLOBAL APPEND PROPERTY OCLTUT_EXERCISE_LISTS ${name})
    set_property(GLOBAL APPEND PROPERTY OCLTUT_EXERCISE_LIBRARIES ${name}-exercise)
  endif()
  install_project_files(${arg_FILES})
  if(arg_TESTS)
    add_exercise_tests(${arg_TESTS})
  endif()
endfunction()

# install_project_files(<files...>): installs each file, named relative to
# the current folder, at its path from the project's root under the share
# folder, where an installed checker looks for it.
function(install_project_files)
  foreach(file IN LISTS ARGN)
    get_filename_component(absolute ${file} ABSOLUTE)
    file(RELATIVE_PATH relative ${PROJECT_SOURCE_DIR} ${absolute})
    get_filename_component(folder ${relative} DIRECTORY)
    install(FILES ${absolute} DESTINATION ${OCLTUT_SHARE_DIR}/${folder})
  endforeach()
endfunction()

# add_exercise_tests(<file.cmake>): the exercise's tests, kept in its
# folder; tests/CMakeLists.txt includes every registered file with its own
# tests, so that they use its functions (add_check_test, add_doctest) and
# keep their progress out of the learner's file. In it,
# CMAKE_CURRENT_LIST_DIR is the exercise's folder.
function(add_exercise_tests file)
  get_filename_component(absolute ${file} ABSOLUTE)
  set_property(GLOBAL APPEND PROPERTY OCLTUT_EXERCISE_TESTS ${absolute})
endfunction()

# exercise_list_source(<file.cpp> <name>...): writes <file.cpp>, whose
# declared_exercises() returns exercises_<name>() of each name, in the
# order given. The checker's list is made from the registered exercises; the
# tests make one of their own from a test-only exercise
# (tests/check_loop.cmake).
function(exercise_list_source file)
  set(declarations "")
  set(calls "")
  foreach(name IN LISTS ARGN)
    string(REPLACE "-" "_" id "${name}")
    string(APPEND declarations "std::vector<Exercise> exercises_${id}();\n")
    string(APPEND calls "    for (Exercise& exercise : exercises_${id}()) exercises.push_back(std::move(exercise));\n")
  endforeach()
  configure_file(${PROJECT_SOURCE_DIR}/stages/all_exercises.cpp.in ${file} @ONLY)
endfunction()

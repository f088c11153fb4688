# Lesson 01's new problems, 01-scharr and 01-direction: their goldens
# (reference/scharr.hpp, reference/gradient_direction.hpp) on hand-computed
# values. Included by tests/CMakeLists.txt.

add_doctest(test-exercises-01 test_exercises_01.cpp ocltut::reference)

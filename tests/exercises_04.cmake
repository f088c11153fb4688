# Lesson 04's exercises on new problems, 04-gaussian and 04-unsharp: their
# goldens on hand-computed pixels. Included by tests/CMakeLists.txt, after
# the lessons' tests, whose helpers it uses.

add_doctest(test-exercises-04 test_exercises_04.cpp ocltut::reference)

// A kernel whose comment cites a file that is not there: the check must name
// it (tests/docs/CMakeLists.txt, docs-citations-catch-missing). The one that
// is there, 01-sobel-scalar/sobel_scalar.cl, passes.
// Tuned by hand, see 01-sobel-scalar/no_such_tuning.txt.
__kernel void nothing(void) {}

// Lesson 02: Sobel edge detection, sixteen output pixels per work-item with
// vector loads and stores. The host work lives in sobel_vector.cpp; the
// program around it is lesson 01's, so the two take the same flags and
// write the same pictures.
#include "sobel_vector.hpp"

int main(int argc, char** argv)
{
    return ocltut::run_sobel_app(argc, argv, ocltut::sobel_vector_stage());
}

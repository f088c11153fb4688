// Lesson 02: Sobel edge detection, sixteen output pixels per work-item with
// vector loads and stores. With --variant fast, the going-further kernel of
// sobel_rows.cl instead. The host work lives in sobel_vector.cpp and
// sobel_rows.cpp; the program around it is lesson 01's, so the two take the
// same flags and write the same pictures.
#include "sobel_rows.hpp"
#include "sobel_vector.hpp"

int main(int argc, char** argv)
{
    ocltut::SobelAppExtras extras;
    extras.going_further = ocltut::sobel_rows_stage();
    extras.going_further_knobs = "RUNS=4";
    return ocltut::run_sobel_app(argc, argv, ocltut::sobel_vector_stage(), extras);
}

// Lesson 01: Sobel edge detection, one work-item per output pixel.
// The host work lives in sobel_scalar.cpp; the program around it (options,
// device, verification, pictures) is shared by every Sobel lesson.
#include "sobel_scalar.hpp"

int main(int argc, char** argv)
{
    return ocltut::run_sobel_app(argc, argv, ocltut::sobel_scalar_stage());
}

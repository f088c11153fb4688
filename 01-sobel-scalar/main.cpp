// Lesson 01: Sobel edge detection, one work-item per output pixel.
// The host work lives in sobel_scalar.cpp; the program around it (options,
// device, verification, pictures) is shared by every Sobel lesson.
#include "sobel_scalar.hpp"

int main(int argc, char** argv)
{
    return ocltut::run_sobel_app(argc, argv,
                                 {"01-sobel-scalar", "Sobel edge detection, one work-item per pixel",
                                  "01-sobel-scalar/sobel_scalar.cl", ocltut::run_sobel_scalar});
}

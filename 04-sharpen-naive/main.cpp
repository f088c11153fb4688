// Lesson 04: Laplacian sharpening of an RGBA picture, one work-item per
// pixel: a scalar kernel (one byte per load) and a uchar4 kernel (one pixel
// per load). The host work lives in sharpen_naive.cpp; the program around
// it (options, device, verification, picture) is shared with lesson 05.
#include "sharpen_naive.hpp"

int main(int argc, char** argv)
{
    return ocltut::run_sharpen_app(argc, argv, ocltut::sharpen_naive_stage());
}

// Lesson 05: Laplacian sharpening from a tile in local memory: each
// work-group loads its pixels and a one-pixel halo once, then computes.
// The host work lives in sharpen_local.cpp; the program around it is shared
// with lesson 04.
#include "sharpen_local.hpp"

int main(int argc, char** argv)
{
    return ocltut::run_sharpen_app(argc, argv, ocltut::sharpen_local_stage());
}

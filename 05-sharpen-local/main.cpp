// Lesson 05: Laplacian sharpening from a tile in local memory: each
// work-group loads its pixels and a one-pixel halo once, then computes.
// With --variant fast, the going-further kernel of sharpen_fast.cl instead.
// The host work lives in sharpen_local.cpp and sharpen_fast.cpp; the
// program around it is shared with lesson 04.
#include "sharpen_fast.hpp"
#include "sharpen_local.hpp"

int main(int argc, char** argv)
{
    return ocltut::run_sharpen_app(argc, argv, ocltut::sharpen_local_stage(), ocltut::sharpen_fast_stage());
}

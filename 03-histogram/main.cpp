// Lesson 03: a 256-bin histogram of the luminance, counted two ways with
// local memory (private sub-histograms, shared local atomics), and with
// --variant fast the going-further kernel of histogram_fast.cl. The host
// work lives in histogram.cpp and histogram_fast.cpp; the program around it
// (options, device, verification, summary, CSV and chart) is in
// common/histogram_app.cpp.
#include "histogram.hpp"
#include "histogram_fast.hpp"

int main(int argc, char** argv)
{
    return ocltut::run_histogram_app(argc, argv,
                                     {"03-histogram", "256-bin luminance histogram in local memory, two variants",
                                      "03-histogram/histogram.cl", ocltut::run_histogram},
                                     ocltut::histogram_fast_stage());
}

// The histogram through OpenCV, for the comparison tool
// (compare/opencv_calls.hpp): cv::calcHist on the host and through
// cv::UMat on the device, 256 bins as floats.
#include "baselines.hpp"

#include "compare/opencv_calls.hpp"

#include <opencv2/core/ocl.hpp>
#include <opencv2/imgproc.hpp>

#include <memory>
#include <stdexcept>

namespace ocltut::compare {

namespace {

struct HistogramOutputs {
    cv::Mat bins;
    cv::UMat gray_in, bins_out;
};

Verification check_histogram(const Image& gray, const HistogramOutputs& outputs)
{
    if (outputs.bins.type() != CV_32FC1 || outputs.bins.total() != 256 || !outputs.bins.isContinuous())
        throw std::runtime_error("unexpected calcHist output");
    return check_histogram_bins(gray, outputs.bins.ptr<float>());
}

}  // namespace

std::vector<BaselineCall> opencv_calls_03_histogram(const Image& gray, OpenCvWhere where)
{
    const WorkModel work{gray.pixel_count(), gray.pixel_count()};
    const cv::Mat gray_mat = as_mat(gray);
    const auto outputs = std::make_shared<HistogramOutputs>();
    const auto check = [&gray, outputs] { return std::vector<Verification>{check_histogram(gray, *outputs)}; };
    if (where == OpenCvWhere::host)
        return {
            {"cv::calcHist " + threads_label(),
             work,
             [gray_mat, outputs] {
                 cv::calcHist(std::vector<cv::Mat>{gray_mat}, {0}, cv::noArray(), outputs->bins, {256}, {0.f, 256.f});
             },
             check,
             {},
             {}}};
    return {{"cv::calcHist, cv::UMat (OpenCL)", work,
             [outputs] {
                 cv::calcHist(std::vector<cv::UMat>{outputs->gray_in}, {0}, cv::noArray(), outputs->bins_out, {256},
                              {0.f, 256.f});
                 cv::ocl::finish();
             },
             check, [gray_mat, outputs] { gray_mat.copyTo(outputs->gray_in); },
             [outputs] { outputs->bins_out.copyTo(outputs->bins); }}};
}

}  // namespace ocltut::compare

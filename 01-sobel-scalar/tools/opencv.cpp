// Sobel through OpenCV, for the comparison tool (compare/opencv_calls.hpp):
// cv::spatialGradient and cv::Sobel on the host, cv::Sobel through cv::UMat
// on the device (spatialGradient has no OpenCL code in OpenCV). Both give
// 16-bit derivatives: 1 byte in, 4 out per pixel.
#include "baselines.hpp"

#include "compare/opencv_calls.hpp"

#include <opencv2/core/ocl.hpp>
#include <opencv2/imgproc.hpp>

#include <memory>
#include <stdexcept>

namespace ocltut::compare {

namespace {

// What a call writes, read on the host after it, and checked there.
struct SobelOutputs {
    cv::Mat dx, dy;
    cv::UMat gray_in, dx_out, dy_out;
};

std::vector<Verification> check_sobel(const Image& gray, const SobelOutputs& outputs)
{
    if (outputs.dx.type() != CV_16SC1 || outputs.dy.type() != CV_16SC1 || outputs.dx.step != outputs.dy.step)
        throw std::runtime_error("unexpected Sobel output type");
    return check_sobel_derivatives(gray, outputs.dx.ptr<std::int16_t>(), outputs.dy.ptr<std::int16_t>(),
                                   outputs.dx.step1());
}

}  // namespace

std::vector<BaselineCall> opencv_calls_01_sobel_scalar(const Image& gray, OpenCvWhere where)
{
    const WorkModel work{gray.pixel_count(), 5 * gray.pixel_count()};
    const cv::Mat gray_mat = as_mat(gray);
    const auto check = [&gray](const std::shared_ptr<SobelOutputs>& outputs) {
        return [&gray, outputs] { return check_sobel(gray, *outputs); };
    };
    if (where == OpenCvWhere::host) {
        const auto gradient = std::make_shared<SobelOutputs>();
        const auto sobel = std::make_shared<SobelOutputs>();
        return {{"cv::spatialGradient " + threads_label(),
                 work,
                 [gray_mat, gradient] {
                     cv::spatialGradient(gray_mat, gradient->dx, gradient->dy, 3, cv::BORDER_REPLICATE);
                 },
                 check(gradient),
                 {},
                 {}},
                {"cv::Sobel, dX and dY " + threads_label(),
                 work,
                 [gray_mat, sobel] {
                     cv::Sobel(gray_mat, sobel->dx, CV_16S, 1, 0, 3, 1, 0, cv::BORDER_REPLICATE);
                     cv::Sobel(gray_mat, sobel->dy, CV_16S, 0, 1, 3, 1, 0, cv::BORDER_REPLICATE);
                 },
                 check(sobel),
                 {},
                 {}}};
    }
    const auto outputs = std::make_shared<SobelOutputs>();
    return {{"cv::Sobel, dX and dY, cv::UMat (OpenCL)", work,
             [outputs] {
                 cv::Sobel(outputs->gray_in, outputs->dx_out, CV_16S, 1, 0, 3, 1, 0, cv::BORDER_REPLICATE);
                 cv::Sobel(outputs->gray_in, outputs->dy_out, CV_16S, 0, 1, 3, 1, 0, cv::BORDER_REPLICATE);
                 cv::ocl::finish();
             },
             check(outputs), [gray_mat, outputs] { gray_mat.copyTo(outputs->gray_in); },
             [outputs] {
                 outputs->dx_out.copyTo(outputs->dx);
                 outputs->dy_out.copyTo(outputs->dy);
             }}};
}

}  // namespace ocltut::compare

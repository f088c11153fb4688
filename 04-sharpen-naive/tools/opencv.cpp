// Sharpening through OpenCV, for the comparison tool
// (compare/opencv_calls.hpp): cv::filter2D with the lessons' filter, on the
// host and through cv::UMat on the device.
#include "baselines.hpp"

#include "compare/opencv_calls.hpp"

#include <opencv2/core/ocl.hpp>
#include <opencv2/imgproc.hpp>

#include <memory>
#include <stdexcept>

namespace ocltut::compare {

namespace {

struct SharpenOutputs {
    cv::Mat sharpened;
    cv::UMat rgba_in, sharpened_out;
};

Verification check_sharpen(const Image& rgba, const SharpenOutputs& outputs)
{
    if (outputs.sharpened.type() != CV_8UC4) throw std::runtime_error("unexpected filter2D output type");
    return check_sharpen_colours(rgba, outputs.sharpened.ptr<std::uint8_t>(), outputs.sharpened.step);
}

// The sharpening filter of lessons 04 and 05 as a correlation kernel:
// 5 times the pixel minus its four neighbours.
cv::Mat laplacian_sharpen_kernel()
{
    return (cv::Mat_<float>(3, 3) << 0, -1, 0, -1, 5, -1, 0, -1, 0);
}

}  // namespace

std::vector<BaselineCall> opencv_calls_04_sharpen_naive(const Image& rgba, OpenCvWhere where)
{
    const WorkModel work{rgba.pixel_count(), 8 * rgba.pixel_count()};
    const cv::Mat rgba_mat = as_mat(rgba);
    const cv::Mat filter = laplacian_sharpen_kernel();
    const auto outputs = std::make_shared<SharpenOutputs>();
    const auto check = [&rgba, outputs] { return std::vector<Verification>{check_sharpen(rgba, *outputs)}; };
    if (where == OpenCvWhere::host)
        return {{"cv::filter2D " + threads_label(),
                 work,
                 [rgba_mat, filter, outputs] {
                     cv::filter2D(rgba_mat, outputs->sharpened, -1, filter, {-1, -1}, 0, cv::BORDER_REPLICATE);
                 },
                 check,
                 {},
                 {}}};
    return {{"cv::filter2D, cv::UMat (OpenCL)", work,
             [filter, outputs] {
                 cv::filter2D(outputs->rgba_in, outputs->sharpened_out, -1, filter, {-1, -1}, 0, cv::BORDER_REPLICATE);
                 cv::ocl::finish();
             },
             check, [rgba_mat, outputs] { rgba_mat.copyTo(outputs->rgba_in); },
             [outputs] { outputs->sharpened_out.copyTo(outputs->sharpened); }}};
}

}  // namespace ocltut::compare

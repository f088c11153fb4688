#include "baselines_opencv.hpp"

#include "baselines.hpp"
#include "opencv_calls.hpp"

#include <opencv2/core.hpp>
#include <opencv2/core/ocl.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace ocltut::compare {

cv::Mat as_mat(const Image& image)
{
    return cv::Mat(image.height, image.width, CV_MAKETYPE(CV_8U, image.channels),
                   const_cast<std::uint8_t*>(image.pixels.data()));
}

std::string threads_label()
{
    const int threads = cv::getNumThreads();
    return "(" + std::to_string(threads) + (threads == 1 ? " thread)" : " threads)");
}

std::string opencv_version()
{
    return CV_VERSION;
}

// OpenCV takes over one reference to the context and one to the device it
// is given (OpenCLExecutionContext::create's documentation) and releases
// them when it lets the context go: at the next device's bind, or at exit.
// So it gets references of its own. Without them it released the Runtime's:
// the context was freed while OpenCV still held programs built in it, and
// PoCL aborted as OpenCV released them ("still have references to IRs",
// compare --device all with a second device after PoCL).
OpenCvDevice::OpenCvDevice(const Runtime& runtime)
{
    if (!cv::ocl::haveOpenCL()) {
        unavailable = "OpenCV finds no OpenCL (not in its build, or no runtime)";
        return;
    }
    const auto checked = [](cl_int code, const char* call) {
        if (code != CL_SUCCESS) throw cl::Error(code, call);
    };
    const cl::Platform platform(runtime.device.getInfo<CL_DEVICE_PLATFORM>());
    checked(clRetainContext(runtime.context()), "clRetainContext");
    checked(clRetainDevice(runtime.device()), "clRetainDevice");
    cv::ocl::OpenCLExecutionContext context;
    try {
        context = cv::ocl::OpenCLExecutionContext::create(platform.getInfo<CL_PLATFORM_NAME>(), platform(),
                                                          runtime.context(), runtime.device());
    } catch (const cv::Exception& error) {
        // Nothing was taken over: the references go back.
        checked(clReleaseDevice(runtime.device()), "clReleaseDevice");
        checked(clReleaseContext(runtime.context()), "clReleaseContext");
        unavailable = "OpenCV refused the device's context: " + error.msg;
        return;
    }
    try {
        context.bind();
        cv::ocl::setUseOpenCL(true);
        if (!cv::ocl::useOpenCL()) unavailable = "OpenCV turned its OpenCL path off on this device";
    } catch (const cv::Exception& error) {
        unavailable = "OpenCV refused the device's context: " + error.msg;
    }
}

std::vector<Row> measure_opencv(const OpenCvDevice& device, const std::vector<Stage>& stages, const Image& gray,
                                const Image& rgba, const Size& size, int iterations)
{
    std::vector<Row> rows;
    for (const LessonOpenCvCalls& lesson : all_opencv_calls()) {
        const auto first = std::find_if(stages.begin(), stages.end(),
                                        [&](const Stage& stage) { return stage.lesson == lesson.lesson; });
        if (first == stages.end()) throw std::logic_error(lesson.lesson + " has OpenCV calls and no stage");
        const Image& input = stage_input(*first, gray, rgba);
        // Each list of calls computes into outputs of its own: a device
        // call whose download wrote nothing fails its check, never passing
        // on a host call's results.
        std::vector<BaselineCall> calls = lesson.calls(input, OpenCvWhere::host);
        if (device.available())
            for (BaselineCall& call : lesson.calls(input, OpenCvWhere::device)) calls.push_back(std::move(call));
        for (const BaselineCall& call : calls)
            rows.push_back(measure_baseline(call, first->algorithm, opencv_lesson, size, iterations));
    }
    return rows;
}

}  // namespace ocltut::compare

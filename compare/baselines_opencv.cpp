#include "baselines_opencv.hpp"

#include "baselines.hpp"

#include <opencv2/core.hpp>
#include <opencv2/core/ocl.hpp>
#include <opencv2/imgproc.hpp>

#include <chrono>

namespace ocltut::compare {

namespace {

// An Image's pixels as a cv::Mat, without a copy.
cv::Mat as_mat(const Image& image)
{
    return cv::Mat(image.height, image.width, CV_MAKETYPE(CV_8U, image.channels),
                   const_cast<std::uint8_t*>(image.pixels.data()));
}

// What an OpenCV call writes, read back to the host after the call, and
// checked there: the checks of baselines.hpp on the Mat's rows.
std::vector<Verification> check_sobel(const Image& gray, const cv::Mat& dx, const cv::Mat& dy)
{
    if (dx.type() != CV_16SC1 || dy.type() != CV_16SC1 || dx.step != dy.step)
        throw std::runtime_error("unexpected Sobel output type");
    return check_sobel_derivatives(gray, dx.ptr<std::int16_t>(), dy.ptr<std::int16_t>(), dx.step1());
}

Verification check_histogram(const Image& gray, const cv::Mat& bins)
{
    if (bins.type() != CV_32FC1 || bins.total() != 256 || !bins.isContinuous())
        throw std::runtime_error("unexpected calcHist output");
    return check_histogram_bins(gray, bins.ptr<float>());
}

Verification check_sharpen(const Image& rgba, const cv::Mat& sharpened)
{
    if (sharpened.type() != CV_8UC4) throw std::runtime_error("unexpected filter2D output type");
    return check_sharpen_colours(rgba, sharpened.ptr<std::uint8_t>(), sharpened.step);
}

// The sharpening filter of lessons 04 and 05 as a correlation kernel:
// 5 times the pixel minus its four neighbours.
cv::Mat laplacian_sharpen_kernel()
{
    return (cv::Mat_<float>(3, 3) << 0, -1, 0, -1, 5, -1, 0, -1, 0);
}

// One baseline call, described for its row: what it computes, how it is
// checked, and (for the OpenCL path) how its input goes up and its outputs
// come back. Each function works on the objects it was made with.
struct Call {
    std::string algorithm;
    std::string label;
    WorkModel work;
    std::function<void()> run;                         // the call itself, finished when it returns
    std::function<std::vector<Verification>()> check;  // of what the last run wrote
    std::function<void()> upload;                      // empty on the host
    std::function<void()> download;
};

Row measure_call(const Call& call, const Size& size, int iterations, bool on_device)
{
    Row row;
    row.algorithm = call.algorithm;
    row.lesson = opencv_lesson;
    row.kernel = call.label;
    row.size = size;
    row.work = call.work;
    try {
        if (on_device) call.upload();
        call.run();
        if (on_device) call.download();
        row.failure = failures_of(call.check());
        row.verified = row.failure.empty();
        if (!row.verified) return row;
        row.stats = time_baseline(call.run, iterations);
        if (on_device) {
            const auto whole_job = [&] {
                call.upload();
                call.run();
                call.download();
            };
            row.end_to_end_runs = {{"upload + call + download", time_baseline(whole_job, iterations)}};
        } else {
            row.end_to_end_runs = {{"host call", row.stats}};
        }
    } catch (const cv::Exception& error) {
        row.verified = false;
        row.failure = "OpenCV: " + error.msg;
    } catch (const std::exception& error) {
        row.verified = false;
        row.failure = error.what();
    }
    return row;
}

std::string threads_label()
{
    const int threads = cv::getNumThreads();
    return "(" + std::to_string(threads) + (threads == 1 ? " thread)" : " threads)");
}

}  // namespace

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

std::vector<Row> measure_opencv(const OpenCvDevice& device, const Image& gray, const Image& rgba, const Size& size,
                                int iterations)
{
    const std::size_t pixels = gray.pixel_count();
    const cv::Mat gray_mat = as_mat(gray);
    const cv::Mat rgba_mat = as_mat(rgba);
    const cv::Mat sharpen_kernel = laplacian_sharpen_kernel();
    const std::string threads = threads_label();
    // OpenCV writes 16-bit derivatives: 1 byte in, 4 out per pixel.
    const WorkModel sobel_work{pixels, 5 * pixels};
    const WorkModel histogram_work{pixels, pixels};
    const WorkModel sharpen_work{pixels, 8 * pixels};

    // On the host. The outputs are made by the first (checked) run and
    // reused by the timed ones, as a loop over frames would reuse them.
    cv::Mat dx, dy, bins, sharpened;
    std::vector<Call> host_calls = {
        {"Sobel",
         "cv::spatialGradient " + threads,
         sobel_work,
         [&] { cv::spatialGradient(gray_mat, dx, dy, 3, cv::BORDER_REPLICATE); },
         [&] { return check_sobel(gray, dx, dy); },
         {},
         {}},
        {"Sobel",
         "cv::Sobel, dX and dY " + threads,
         sobel_work,
         [&] {
             cv::Sobel(gray_mat, dx, CV_16S, 1, 0, 3, 1, 0, cv::BORDER_REPLICATE);
             cv::Sobel(gray_mat, dy, CV_16S, 0, 1, 3, 1, 0, cv::BORDER_REPLICATE);
         },
         [&] { return check_sobel(gray, dx, dy); },
         {},
         {}},
        {"histogram",
         "cv::calcHist " + threads,
         histogram_work,
         [&] {
             cv::calcHist(std::vector<cv::Mat>{gray_mat}, {0}, cv::noArray(), bins, {256}, {0.f, 256.f});
         },
         [&] { return std::vector<Verification>{check_histogram(gray, bins)}; },
         {},
         {}},
        {"sharpen",
         "cv::filter2D " + threads,
         sharpen_work,
         [&] {
             cv::filter2D(rgba_mat, sharpened, -1, sharpen_kernel, {-1, -1}, 0, cv::BORDER_REPLICATE);
         },
         [&] { return std::vector<Verification>{check_sharpen(rgba, sharpened)}; },
         {},
         {}},
    };
    std::vector<Row> rows;
    for (const Call& call : host_calls) rows.push_back(measure_call(call, size, iterations, false));
    if (!device.available()) return rows;

    // Through cv::UMat: inputs uploaded to the device, OpenCV's kernels, and
    // cv::ocl::finish() so that a call's time is its kernels' (OpenCV
    // enqueues without waiting). spatialGradient has no OpenCL code in
    // OpenCV: the Sobel row calls cv::Sobel twice.
    // The host rows' outputs are emptied first: a download that wrote
    // nothing then fails its check instead of checking the host's results.
    cv::UMat gray_in, rgba_in, dx_out, dy_out, bins_out, sharpened_out;
    for (cv::Mat* host_output : {&dx, &dy, &bins, &sharpened}) host_output->release();
    std::vector<Call> device_calls = {
        {"Sobel", "cv::Sobel, dX and dY, cv::UMat (OpenCL)", sobel_work,
         [&] {
             cv::Sobel(gray_in, dx_out, CV_16S, 1, 0, 3, 1, 0, cv::BORDER_REPLICATE);
             cv::Sobel(gray_in, dy_out, CV_16S, 0, 1, 3, 1, 0, cv::BORDER_REPLICATE);
             cv::ocl::finish();
         },
         [&] { return check_sobel(gray, dx, dy); }, [&] { gray_mat.copyTo(gray_in); },
         [&] {
             dx_out.copyTo(dx);
             dy_out.copyTo(dy);
         }},
        {"histogram", "cv::calcHist, cv::UMat (OpenCL)", histogram_work,
         [&] {
             cv::calcHist(std::vector<cv::UMat>{gray_in}, {0}, cv::noArray(), bins_out, {256}, {0.f, 256.f});
             cv::ocl::finish();
         },
         [&] { return std::vector<Verification>{check_histogram(gray, bins)}; }, [&] { gray_mat.copyTo(gray_in); },
         [&] { bins_out.copyTo(bins); }},
        {"sharpen", "cv::filter2D, cv::UMat (OpenCL)", sharpen_work,
         [&] {
             cv::filter2D(rgba_in, sharpened_out, -1, sharpen_kernel, {-1, -1}, 0, cv::BORDER_REPLICATE);
             cv::ocl::finish();
         },
         [&] { return std::vector<Verification>{check_sharpen(rgba, sharpened)}; }, [&] { rgba_mat.copyTo(rgba_in); },
         [&] { sharpened_out.copyTo(sharpened); }},
    };
    for (const Call& call : device_calls) rows.push_back(measure_call(call, size, iterations, true));
    return rows;
}

}  // namespace ocltut::compare

// Lesson 03: a 256-bin histogram of the luminance, counted two ways with
// local memory (private sub-histograms, shared local atomics), and with
// --variant fast the going-further kernel of histogram_fast.cl.
//
// The whole host program, top to bottom. The OpenCL calls (building for
// the chosen counters, buffers, arguments with a cl::Local, the NDRanges,
// the launches, reading back) are in histogram.cpp; the other steps call
// the helper library, common/, and the lesson's printing, histogram_report.cpp.
#include "histogram.hpp"
#include "histogram_fast.hpp"
#include "histogram_report.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/image_io.hpp"
#include "common/tutorial/kernel_timing.hpp"
#include "common/tutorial/options.hpp"
#include "common/tutorial/printing.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/transfer.hpp"
#include "going-further/going_further.hpp"
#include "reference/histogram_chart.hpp"
#include "reference/verify.hpp"

#include <iostream>

namespace {

// The lesson's own options, besides those every lesson takes.
struct HistogramOptions {
    std::string order = "auto";
    bool log_scale = false;
};

void add_histogram_options(CLI::App& app, HistogramOptions& options)
{
    app.get_option("--local-size")
        ->description("Work-items per group, as Nx1: the histogram is one-dimensional work, so the height must "
                      "be 1 (default: chosen from the device's local memory size and the kernel's limits)")
        ->type_name("Nx1");
    app.add_option("--order", options.order,
                   "How a work-item takes its pixels: strided (neighbouring work-items on neighbouring bytes, "
                   "what coalescing asks for), contiguous (each work-item on its own run) or auto (the kernels' "
                   "default, by measurement: contiguous for the lesson's kernels; for --variant fast, strided on a "
                   "GPU and contiguous on a CPU)")
        ->capture_default_str()
        ->check(CLI::IsMember({"auto", "strided", "contiguous"}));
    app.add_flag("--log-scale", options.log_scale, "Draw the bar chart's counts on a logarithmic axis");
}

}  // namespace

int main(int argc, char** argv)
{
    return ocltut::run_main([&]() {
        // 1. The options every lesson takes, the lesson's own (--order,
        //    --log-scale) and the going-further ones (--variant, --tune).
        const std::string title = "256-bin luminance histogram in local memory, two variants";
        HistogramOptions histogram_options;
        ocltut::GoingFurtherOptions going_further_options;
        const ocltut::LessonOptions options =
            ocltut::parse_lesson_options(argc, argv, "03-histogram", "camera.png", title, [&](CLI::App& app) {
                add_histogram_options(app, histogram_options);
                ocltut::add_going_further_options(app, going_further_options, "COPIES=8,LOADS=2,GROUPS_PER_UNIT=2");
            });
        const bool fast = ocltut::going_further(going_further_options);

        // 2. The picture as luminance and the output folder, checked first.
        const ocltut::Image gray = ocltut::load_luminance(options.input);
        const ocltut::TunedConfig config(ocltut::prepare_run(options,
                                                             fast ? "03-histogram/going-further/histogram_fast.cl"
                                                                  : "03-histogram/histogram.cl"),
                                         going_further_options.tuning);

        // 3. The device, a context and a profiling queue.
        std::cout << "03-histogram: "
                  << (fast ? "going further: a histogram at memory speed (16 pixels per load, copies of the bins, "
                             "one launch)"
                           : title)
                  << '\n';
        const ocltut::Runtime runtime = ocltut::open_runtime(options.device, std::cout);
        ocltut::print_inputs(std::cout, options.input, gray, " (luminance computed on the host)", config.kernel_file);

        // 4. and 5. The lesson's host code: each variant plans its groups
        //    from the device's limits, builds the program for its counters,
        //    then counts and merges once, on the --memory path (histogram.cpp;
        //    the going-further variant's one kernel: histogram_fast.cpp).
        const std::optional<ocltut::AccessOrder> order = ocltut::order_named(histogram_options.order);
        const std::vector<ocltut::HistogramRun> runs =
            fast ? std::vector<ocltut::HistogramRun>{ocltut::run_histogram_fast(runtime, gray, config, order)}
                 : ocltut::run_histogram(runtime, gray, config, order);

        // 6. Time each kernel from its profiling events, then each variant's
        //    whole job on the host's clock (the pixels written, its kernels,
        //    the histogram read back, on the --memory path), and compare
        //    each variant's bins with the CPU golden's. The lesson's variants
        //    count, then merge; the going-further one, histogram_once, does
        //    both in its one launch.
        const ocltut::Histogram expected = ocltut::histogram_golden(gray);
        std::vector<ocltut::Verification> verifications;
        for (const ocltut::HistogramRun& run : runs) {
            ocltut::print_plan(std::cout, run);
            const ocltut::KernelReport count = ocltut::time_kernel(runtime, run.count, config);
            ocltut::print_report(std::cout, count);
            std::vector<ocltut::KernelLaunch> launches = {run.count};
            if (run.merge) {
                // Both lesson variants launch merge_groups: the report says whose groups it merged.
                const ocltut::KernelReport merge =
                    ocltut::time_kernel(runtime, *run.merge, config,
                                        run.merge->kernel.getInfo<CL_KERNEL_FUNCTION_NAME>() + " (" + run.variant +
                                            ")");
                ocltut::print_report(std::cout, merge);
                ocltut::print_variant_total(std::cout, run.variant, count, merge);
                launches.push_back(*run.merge);
            }
            ocltut::print_end_to_end(std::cout, run.variant, config.memory,
                                     ocltut::time_end_to_end(runtime, config, {{run.input, gray.pixels}}, launches,
                                                             {run.histogram}));
            verifications.push_back(ocltut::verify_histogram(run.variant, expected, run.bins));
        }

        // 7. The summary of the first variant's bins, and the verdict: it is
        //    printed whatever happens to the files.
        const ocltut::Histogram& bins = runs.at(0).bins;
        std::cout << "picture: ";
        ocltut::print_summary(std::cout, ocltut::summarize_histogram(bins));
        const int verdict = ocltut::print_verdict(std::cout, verifications);

        // 8. histogram.csv and the bar chart, all or none.
        const std::string chart_title = std::filesystem::path(options.input).filename().string() + ": " +
                                        ocltut::width_x_height(gray.width, gray.height) + " pixels";
        const ocltut::Image chart =
            ocltut::histogram_chart(bins, chart_title,
                                    histogram_options.log_scale ? ocltut::ChartScale::logarithmic
                                                                : ocltut::ChartScale::linear);
        ocltut::write_all_or_none(options.output_dir, {ocltut::text_file("histogram.csv", ocltut::histogram_csv(bins)),
                                                       ocltut::png_file("histogram.png", chart)});
        std::cout << "wrote histogram.csv, histogram.png (of the " << runs.at(0).variant << " result) in "
                  << options.output_dir.string() << '\n';
        return verdict;
    });
}

// compare: every kernel of every lesson, side by side, on one device (or all
// of them), in one process, against the device's own copy bandwidth and the
// baselines a user would otherwise run: a plain C++ loop and OpenCV. Kernel
// times and end-to-end times (with either memory path). See
// docs/performance.md for how to read the output.
#include "measure.hpp"
#include "report.hpp"

#include "common/errors.hpp"
#include "common/image_io.hpp"
#include "common/lesson.hpp"
#include "common/program.hpp"

#include <CLI/CLI.hpp>

#include <iostream>

using namespace ocltut;
using namespace ocltut::compare;

namespace {

// The devices to measure: one, chosen as the lessons choose, or every one.
std::vector<DeviceEntry> devices_for(const std::string& spec)
{
    if (spec == "all") return all_devices();
    return {select_device(spec)};
}

}  // namespace

int main(int argc, char** argv)
{
    return run_main([&]() {
        CLI::App app("Measure every lesson's kernels side by side on one device");
        std::string device;
        std::string sizes_text;
        Settings settings;
        settings.photo = find_project_file("data/astronaut.png").string();
        std::filesystem::path output_dir = "output/compare";
        app.add_option("-d,--device", device, "Device as the lessons take it (P:D or part of a name), or 'all'");
        app.add_option("-s,--sizes", sizes_text,
                       "Image sizes, WxH[,WxH...] (default 512x512,2048x2048,4096x4096, plus 8192x8192 on a GPU)");
        app.add_option("-n,--iterations", settings.iterations, "Timed launches per kernel, after 2 warm-up launches")
            ->capture_default_str()
            ->check(CLI::Range(1, 100000));
        app.add_option("-i,--input", settings.photo, "Photo tiled to each size")->capture_default_str();
        app.add_option("-o,--output-dir", output_dir, "Where results.json, results.csv and chart.svg go")
            ->capture_default_str();
        use_one_line_errors(app);
        CLI11_PARSE(app, argc, argv);

        load_image(settings.photo);  // a bad photo fails here, before any device work
        prepare_output_dir(output_dir);
        const std::vector<Stage> stages = all_stages();
        std::vector<DeviceResults> all;
        for (const DeviceEntry& entry : devices_for(device)) {
            settings.sizes = sizes_text.empty() ? parse_sizes("512x512,2048x2048,4096x4096") : parse_sizes(sizes_text);
            if (sizes_text.empty() && device_type_name(entry.device) == "GPU") settings.sizes.push_back({8192, 8192});
            std::cout << "measuring on " << describe_device(entry.device) << '\n';
            all.push_back(measure_device(entry, stages, settings, [](const std::string& step) {
                std::cerr << "\r\033[K  ... " << step << std::flush;
            }));
            std::cerr << "\r\033[K";
            print_table(std::cout, all.back());
        }
        write_json(output_dir / "results.json", all);
        write_csv(output_dir / "results.csv", all);
        write_chart(output_dir / "chart.svg", all);
        std::cout << "\nwrote results.json, results.csv and chart.svg in " << output_dir.string() << '\n';
        bool all_verified = true;
        for (const DeviceResults& r : all)
            for (const Row& row : r.rows) all_verified = all_verified && row.verified;
        return all_verified ? 0 : 1;
    });
}

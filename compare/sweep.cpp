// sweep: the knobs of the lessons' going-further kernels (sobel_packed,
// histogram_fast, sharpen_fast), tried one setting after another on one
// device, in one process, on the photo and on a second picture. Each setting is verified against the CPU golden before its
// timing counts, and its GB/s is set against the copy bandwidth measured in
// the same run, as the comparison tool does: the best settings are what
// sobel_packed.cpp, histogram_fast.cpp and sharpen_fast.cpp should choose
// for such a device.
// See docs/performance.md.
#include "measure.hpp"

#include "histogram_fast.hpp"
#include "sobel_packed.hpp"
#include "sharpen_fast.hpp"

#include "common/errors.hpp"
#include "common/program.hpp"
#include "reference/golden.hpp"
#include "reference/verify.hpp"

#include <CLI/CLI.hpp>

#include <initializer_list>
#include <iomanip>
#include <iostream>
#include <map>
#include <optional>

using namespace ocltut;
using namespace ocltut::compare;

namespace {

// What the sweep holds on the host for each pixel of its size, at least:
// its five pictures (the photo as RGBA and luminance, a constant picture,
// random bytes in one channel and in four).
constexpr double host_bytes_per_pixel = 11;

// One setting: what --tune, --local-size and (histogram) --order would say.
struct Setting {
    Tuning tuning;
    LocalSize local{0, 0};
    std::optional<AccessOrder> order;
};

struct Outcome {
    std::string algorithm;
    std::string picture;
    std::string setting;     // the knobs as the runner resolved them
    std::string lesson_args; // the same as the lesson's options
    bool verified = false;
    double median_ms = 0;
    double percent_of_copy = 0;
};

// The settings tried for a kind of device. gpu: sized for an NVIDIA H100
// (132 compute units, warps of 32, up to 1024 work-items and 48 KiB of
// local memory per group); cpu: for PoCL on a few cores; quick: two of
// each, to check that the sweep itself runs.
std::vector<Setting> histogram_settings(const std::string& grid)
{
    std::vector<Setting> settings{{}};  // the device's defaults first
    if (grid == "quick") {
        settings.push_back({{{"COPIES", 2}, {"LOADS", 3}, {"SPREAD", 2}}, {4, 1}, AccessOrder::contiguous});
        return settings;
    }
    const auto gpu_setting = [](std::size_t items, int copies, int loads, int groups_per_unit, AccessOrder order) {
        return Setting{{{"COPIES", copies}, {"GROUPS_PER_UNIT", groups_per_unit}, {"LOADS", loads}, {"SPREAD", 1}},
                       {items, 1},
                       order};
    };
    if (grid == "gpu") {
        for (const std::size_t items : {256, 512})
            for (const int groups_per_unit : {2, 3, 4, 8}) {
                for (const int copies : {8, 16, 32})
                    for (const int loads : {2, 4})
                        settings.push_back(gpu_setting(items, copies, loads, groups_per_unit, AccessOrder::strided));
                settings.push_back(gpu_setting(items, 1, 2, groups_per_unit, AccessOrder::strided));
                settings.push_back(gpu_setting(items, 32, 2, groups_per_unit, AccessOrder::contiguous));
            }
        return settings;
    }
    // PoCL hands a core whole runs of groups: too few groups, and one core
    // does all the work.
    for (const std::size_t items : {1, 2, 4})
        for (const int spread : {1, 2, 4})
            for (const int groups_per_unit : {8, 32, 128})
                settings.push_back({{{"COPIES", static_cast<int>(items) * spread},
                                     {"GROUPS_PER_UNIT", groups_per_unit},
                                     {"LOADS", 1},
                                     {"SPREAD", spread}},
                                    {items, 1},
                                    AccessOrder::contiguous});
    return settings;
}

// Each of `values` of the knob `name`, in each of the group shapes `locals`.
void add_knob_grid(std::vector<Setting>& settings, const std::string& name, std::initializer_list<int> values,
                   const std::vector<LocalSize>& locals)
{
    for (const int value : values)
        for (const LocalSize& local : locals) settings.push_back({{{name, value}}, local, std::nullopt});
}

std::vector<Setting> sobel_settings(const std::string& grid)
{
    std::vector<Setting> settings{{}};
    if (grid == "quick") {
        settings.push_back({{{"ROWS", 3}}, {8, 2}, std::nullopt});
        return settings;
    }
    const std::vector<LocalSize> locals = grid == "gpu"
                                              ? std::vector<LocalSize>{{32, 4}, {64, 2}, {128, 1}, {32, 8}, {256, 1}}
                                              : std::vector<LocalSize>{{16, 1}, {64, 1}, {256, 1}};
    add_knob_grid(settings, "ROWS", {1, 2, 4, 8, 16}, locals);
    return settings;
}

std::vector<Setting> sharpen_settings(const std::string& grid)
{
    std::vector<Setting> settings{{}};
    if (grid == "quick") {
        settings.push_back({{{"ROWS", 3}}, {8, 2}, std::nullopt});
        settings.push_back({{{"ACROSS", 5}}, {2, 2}, std::nullopt});
        return settings;
    }
    const std::vector<LocalSize> locals = grid == "gpu"
                                              ? std::vector<LocalSize>{{64, 1}, {128, 1}, {256, 1}, {32, 4}, {64, 4}}
                                              : std::vector<LocalSize>{{16, 1}, {256, 1}, {1024, 1}};
    add_knob_grid(settings, "ROWS", {1, 2, 4, 8, 16}, locals);
    // sharpen_rows: runs of 4 x ACROSS pixels along a row, in groups of 1
    // to 16 rows (a CPU's shape), and short runs side by side (a GPU's).
    const std::vector<LocalSize> row_locals =
        grid == "gpu" ? std::vector<LocalSize>{{64, 1}, {128, 1}} : std::vector<LocalSize>{{1, 1}, {1, 4}, {1, 16}};
    add_knob_grid(settings, "ACROSS", {1, 2, 4, 64, 256, 1024}, row_locals);
    return settings;
}

RunConfig config_for(const Setting& setting, const std::string& kernel_file, int iterations)
{
    RunConfig config;
    config.kernel_file = find_project_file(kernel_file);
    config.iterations = iterations;
    config.local_size = setting.local;
    config.tuning = setting.tuning;
    return config;
}

std::string tune_text(const Tuning& tuning)
{
    std::string text;
    for (const auto& [name, value] : tuning) text += (text.empty() ? "" : ",") + name + "=" + std::to_string(value);
    return text;
}

std::string local_text(const cl::NDRange& local)
{
    return width_x_height(local[0], local[1]);
}

Outcome timed(Outcome outcome, bool verified, const KernelReport& report, const CopyBandwidth& copy)
{
    outcome.verified = verified;
    outcome.median_ms = report.stats.median_ms;
    outcome.percent_of_copy = 100 * gb_per_s(report.work.bytes_moved, report.stats.median_ms) / copy.gb_per_s;
    return outcome;
}

Outcome try_histogram(const Runtime& runtime, const Image& gray, const Histogram& expected, const std::string& picture,
                      const Setting& setting, int iterations, const CopyBandwidth& copy)
{
    const RunConfig config = config_for(setting, "03-histogram/histogram_fast.cl", iterations);
    const HistogramRun run = run_histogram_fast(runtime, gray, config, setting.order);
    const FastHistogramKnobs knobs = fast_histogram_knobs(runtime.device, config);
    const Tuning resolved{{"COPIES", static_cast<int>(knobs.copies)},
                          {"GROUPS_PER_UNIT", static_cast<int>(knobs.groups_per_unit)},
                          {"LOADS", static_cast<int>(knobs.loads)},
                          {"SPREAD", static_cast<int>(knobs.spread)}};
    const std::string local = local_text(run.count.local);
    Outcome outcome{"histogram", picture,
                    "local " + local + " " + tune_text(resolved) + " " + order_name(run.plan.order) + " (" +
                        std::to_string(run.plan.groups) + " groups)",
                    "--variant fast --local-size " + local + " --tune " + tune_text(resolved) + " --order " +
                        order_name(run.plan.order)};
    return timed(outcome, verify_histogram("fast", expected, run.bins).passed(),
                 time_kernel(runtime, run.count, config), copy);
}

Outcome try_sobel(const Runtime& runtime, const Image& gray, const SobelGradients& expected,
                  const std::string& picture, const Setting& setting, int iterations, const CopyBandwidth& copy)
{
    const RunConfig config = config_for(setting, "02-sobel-vector/sobel_packed.cl", iterations);
    const PackedSobelKnobs knobs = sobel_packed_knobs(config);
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file,
                                              sobel_packed_build_options(knobs.rows, gray.width));
    const SobelVectorRun run =
        run_sobel_vector(runtime, program, gray, sobel_packed_shape(knobs, gray.width), config.local_size);
    const std::string knob = "ROWS=" + std::to_string(knobs.rows);
    const std::string local = local_text(run.launch.local);
    Outcome outcome{"Sobel", picture, "local " + local + " sobel_packed " + knob,
                    "--variant packed --local-size " + local + " --tune " + knob};
    return timed(outcome, all_passed(verify_sobel(expected, run.gradients)), time_kernel(runtime, run.launch, config),
                 copy);
}

Outcome try_sharpen(const Runtime& runtime, const Image& rgba, const Image& expected, const std::string& picture,
                    const Setting& setting, int iterations, const CopyBandwidth& copy)
{
    const RunConfig config = config_for(setting, "05-sharpen-local/sharpen_fast.cl", iterations);
    const FastSharpenKnobs knobs = fast_sharpen_knobs(runtime.device, config, rgba.width, rgba.height);
    const cl::Program program = build_program(runtime.context, runtime.device, config.kernel_file,
                                              fast_sharpen_build_options(knobs, rgba.width));
    const SharpenLocalRun run = run_sharpen_local(runtime, program, rgba, fast_sharpen_shape(knobs, config.local_size));
    const std::string knob = knobs.across == 0 ? "ROWS=" + std::to_string(knobs.rows)
                                               : "ACROSS=" + std::to_string(knobs.across);
    const std::string local = local_text(run.launch.local);
    Outcome outcome{"sharpen", picture, "local " + local + " " + knobs.kernel_name() + " " + knob,
                    "--variant fast --local-size " + local + " --tune " + knob};
    return timed(outcome, verify_sharpen("sharpen RGBA", expected, run.output).passed(),
                 time_kernel(runtime, run.launch, config), copy);
}

void print_outcome(std::ostream& out, const Outcome& outcome)
{
    out << std::left << std::setw(10) << outcome.algorithm << std::setw(12) << outcome.picture << std::setw(62)
        << outcome.setting << std::right;
    if (!outcome.verified) {
        out << "  FAILED verification\n";
        return;
    }
    out << std::fixed << std::setprecision(3) << std::setw(9) << outcome.median_ms << " ms" << std::setprecision(0)
        << std::setw(6) << outcome.percent_of_copy << "% of copy\n";
}

// A setting the device cannot run (too much local memory, too large a
// group) is reported and skipped; the others go on.
template <typename Try>
void try_setting(std::vector<Outcome>& outcomes, const std::string& what, Try attempt)
{
    try {
        outcomes.push_back(attempt());
        print_outcome(std::cout, outcomes.back());
    } catch (const UserError& error) {
        std::cout << what << ": skipped, " << error.what() << '\n';
    } catch (const cl::Error& error) {
        std::cout << what << ": skipped, " << describe(error) << '\n';
    }
}

// A picture of the sweep and the name it is printed with.
using Picture = std::pair<std::string, const Image&>;

// Every setting of one algorithm on each of its pictures: the picture's
// golden made once, then each setting tried against it (try_histogram,
// try_sobel or try_sharpen).
template <typename Golden, typename TryOne>
void try_on_pictures(std::vector<Outcome>& outcomes, const Runtime& runtime, const std::string& algorithm,
                     std::initializer_list<Picture> pictures, const std::vector<Setting>& settings, Golden golden,
                     TryOne try_one, int iterations, const CopyBandwidth& copy)
{
    for (const Picture& picture : pictures) {
        const auto expected = golden(picture.second);
        for (const Setting& setting : settings)
            try_setting(outcomes, algorithm + " " + picture.first, [&] {
                return try_one(runtime, picture.second, expected, picture.first, setting, iterations, copy);
            });
    }
}

// The fastest verified setting of each algorithm and picture, next to the
// defaults (the first setting tried of each).
void print_best(std::ostream& out, const std::vector<Outcome>& outcomes)
{
    std::map<std::string, const Outcome*> best;
    std::map<std::string, const Outcome*> defaults;
    for (const Outcome& outcome : outcomes) {
        const std::string key = outcome.algorithm + " " + outcome.picture;
        if (defaults.count(key) == 0) defaults[key] = &outcome;
        if (outcome.verified && (best.count(key) == 0 || outcome.median_ms < best[key]->median_ms))
            best[key] = &outcome;
    }
    out << "\nbest settings (lesson options that reproduce them):\n";
    for (const auto& [key, outcome] : best) {
        out << "  " << key << ": " << std::fixed << std::setprecision(3) << outcome->median_ms << " ms, "
            << std::setprecision(0) << outcome->percent_of_copy << "% of copy with " << outcome->lesson_args << '\n';
        const Outcome* fallback = defaults[key];
        if (fallback->verified)
            out << "    defaults: " << std::setprecision(3) << fallback->median_ms << " ms, " << std::setprecision(0)
                << fallback->percent_of_copy << "% with " << fallback->lesson_args << '\n';
    }
}

}  // namespace

int main(int argc, char** argv)
{
    return run_main([&]() {
        CLI::App app("Try the knobs of the going-further kernels (sobel_packed, histogram_fast, sharpen_fast) on one "
                     "device");
        std::string device;
        std::string size_text;
        std::string grid;
        std::string photo = find_project_file("data/astronaut.png").string();
        int iterations = default_iterations;
        app.add_option("-d,--device", device, "Device as the lessons take it (P:D or part of a name)");
        const CLI::Option* size_option =
            app.add_option("-s,--size", size_text, "Image size WxH (default 8192x8192 on a GPU, else 4096x4096)");
        app.add_option("-n,--iterations", iterations,
                       "Timed launches per setting, after " + std::to_string(warmup_runs) + " warm-up launches")
            ->capture_default_str()
            ->check(CLI::Range(1, 100000));
        app.add_option("-i,--input", photo, "Photo tiled to the size")->capture_default_str();
        app.add_option("--grid", grid,
                       "Settings to try: gpu (sized for an H100), cpu, or quick (two per kernel); "
                       "default: gpu on a GPU, else cpu")
            ->check(CLI::IsMember({"gpu", "cpu", "quick"}));
        use_one_line_errors(app);
        CLI11_PARSE(app, argc, argv);

        const std::optional<Size> requested_size =
            size_option->count() > 0 ? std::optional<Size>(parse_picture_size(size_text, "--size")) : std::nullopt;
        const Image photo_rgba = load_image(photo, 4);
        const DeviceEntry entry = select_device(device);
        const bool gpu = device_kind(entry.device) == DeviceKind::gpu;
        if (grid.empty()) grid = gpu ? "gpu" : "cpu";
        const Size size = requested_size.value_or(gpu ? Size{8192, 8192} : Size{4096, 4096});
        check_size_fits(entry.device, size, host_bytes_per_pixel, requested_size ? "--size" : "the default size");
        const Runtime runtime = make_runtime(entry.device);
        std::cout << "sweep on " << describe_device(entry.device) << ", " << size_name(size) << ", " << grid
                  << " settings, " << iterations << " timed launches each\n";

        const CopyBandwidth copy = measure_copy(
            runtime, build_program(runtime.context, runtime.device, find_project_file("compare/copy.cl")), size,
            iterations);
        std::cout << "copy: " << std::fixed << std::setprecision(3) << copy.stats.median_ms << " ms, "
                  << std::setprecision(1) << copy.gb_per_s << " GB/s\n\n";

        // The pictures, each made once: the photo as RGBA and as luminance,
        // a constant picture for the histogram and random bytes for the others.
        const Image rgba = tile_mirrored(photo_rgba, size.width, size.height);
        const Image gray_photo = luminance(rgba);
        const Image constant = make_image(size.width, size.height, 1, 0);
        const Image random_gray = random_image(size.width, size.height, 1);
        const Image random_rgba = random_image(size.width, size.height, 4);
        std::vector<Outcome> outcomes;
        try_on_pictures(outcomes, runtime, "histogram", {{"photo", gray_photo}, {"constant 0", constant}},
                        histogram_settings(grid), [](const Image& gray) { return histogram_golden(gray); },
                        try_histogram, iterations, copy);
        // Sobel and sharpen read the same addresses whatever the pixels: a
        // second picture, random bytes, shows that their best settings are
        // not tuned to the photo.
        try_on_pictures(outcomes, runtime, "Sobel", {{"photo", gray_photo}, {"random", random_gray}},
                        sobel_settings(grid), [](const Image& gray) { return sobel_golden(gray); }, try_sobel,
                        iterations, copy);
        try_on_pictures(outcomes, runtime, "sharpen", {{"photo", rgba}, {"random", random_rgba}},
                        sharpen_settings(grid), [](const Image& picture) { return sharpen_golden(picture); },
                        try_sharpen, iterations, copy);

        print_best(std::cout, outcomes);
        for (const Outcome& outcome : outcomes)
            if (!outcome.verified) return 1;
        return 0;
    });
}

// sweep: the knobs of the lessons' going-further kernels, those of every
// stage that carries a knob sweep (Stage::knob_sweep, stages/stage.hpp),
// tried one setting after another on one device, in one process, on the
// photo and on a second picture. Each setting is verified against the CPU
// golden before its timing counts, and its GB/s is set against the copy
// bandwidth measured in the same run, as the comparison tool does: the best
// settings are what the lessons' knob functions should choose for such a
// device. The settings and the runs are the lessons' (their stages.cpp);
// a new lesson's knobs are swept without an edit here.
// See docs/performance-goals.md, "Choosing the going-further knobs".
#include "measure.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/run_config.hpp"
#include "common/tutorial/sizes.hpp"
#include "going-further/going_further.hpp"
#include "stages/stage.hpp"

#include <CLI/CLI.hpp>

#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <utility>

using namespace ocltut;
using namespace ocltut::compare;

namespace {

struct Outcome {
    std::string algorithm;
    std::string picture;
    std::string setting;      // the knobs as the runner resolved them
    std::string lesson_args;  // the same as the lesson's options
    bool verified = false;
    double median_ms = 0;
    double percent_of_copy = 0;
};

// The stages whose going-further kernel has knobs to try, in lesson order.
std::vector<Stage> swept_stages()
{
    std::vector<Stage> swept;
    for (Stage& stage : all_stages())
        if (stage.knob_sweep) swept.push_back(std::move(stage));
    return swept;
}

// "sobel_packed, histogram_fast, sharpen_fast": the stages' kernel files.
std::string kernel_names(const std::vector<Stage>& stages)
{
    std::string names;
    for (const Stage& stage : stages)
        names += (names.empty() ? "" : ", ") + std::filesystem::path(stage.kernel_file).stem().string();
    return names;
}

// A picture a kernel is tried on: its name ("photo", "random" or
// "constant 0") and its channels (1: the luminance, 4: RGBA).
using PictureKey = std::pair<std::string, int>;

// The photo, then the stage's second picture, in the stage's channels.
std::vector<PictureKey> pictures_of(const Stage& stage)
{
    const std::string second = stage.knob_sweep->second_picture == SweepPicture::constant ? "constant 0" : "random";
    return {{"photo", stage.input_channels}, {second, stage.input_channels}};
}

std::set<PictureKey> pictures_needed(const std::vector<Stage>& stages)
{
    std::set<PictureKey> needed;
    for (const Stage& stage : stages)
        for (const PictureKey& key : pictures_of(stage)) needed.insert(key);
    return needed;
}

// What the sweep holds on the host for each pixel of its size, at least:
// the photo tiled as RGBA, and the other pictures the kernels are tried on.
double host_bytes_per_pixel(const std::set<PictureKey>& pictures)
{
    double bytes = 4;
    for (const PictureKey& key : pictures)
        if (key != PictureKey{"photo", 4}) bytes += key.second;
    return bytes;
}

// The pictures, each made once at `size`: the photo tiled as RGBA and, for
// one channel, as luminance; random bytes; a constant 0.
std::map<PictureKey, Image> make_pictures(const Image& photo_rgba, const Size& size,
                                          const std::set<PictureKey>& pictures)
{
    std::map<PictureKey, Image> made;
    Image rgba = tile_mirrored(photo_rgba, size.width, size.height);
    for (const PictureKey& key : pictures) {
        const auto& [name, channels] = key;
        if (name == "photo" && channels == 1) made[key] = luminance(rgba);
        if (name == "random") made[key] = random_image(size.width, size.height, channels);
        if (name == "constant 0") made[key] = make_image(size.width, size.height, channels, 0);
    }
    made[{"photo", 4}] = std::move(rgba);
    return made;
}

TunedConfig config_for(const KnobSetting& setting, const std::string& kernel_file, int iterations)
{
    RunConfig config;
    config.kernel_file = find_project_file(kernel_file);
    config.iterations = iterations;
    config.local_size = setting.local;
    return TunedConfig(config, setting.tuning);
}

Outcome timed(const std::string& algorithm, const std::string& picture, const KnobOutcome& knob,
              const CopyBandwidth& copy)
{
    const KernelReport& report = knob.report;
    return {algorithm,
            picture,
            knob.setting,
            knob.lesson_args,
            knob.verified,
            report.stats.median_ms,
            100 * gb_per_s(report.work.bytes_moved, report.stats.median_ms) / copy.gb_per_s};
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

// Every setting of one stage's knobs on each of its pictures: the
// picture's golden made once, then each setting tried against it.
void try_stage(std::vector<Outcome>& outcomes, const Runtime& runtime, const Stage& stage,
               const std::map<PictureKey, Image>& pictures, const std::string& grid, int iterations,
               const CopyBandwidth& copy)
{
    const std::vector<KnobSetting> settings = stage.knob_sweep->settings(grid);
    for (const PictureKey& key : pictures_of(stage)) {
        const std::string& picture = key.first;
        const KnobTrial trial = stage.knob_sweep->on_picture(pictures.at(key));
        for (const KnobSetting& setting : settings)
            try_setting(outcomes, stage.algorithm + " " + picture, [&] {
                const TunedConfig config = config_for(setting, stage.kernel_file, iterations);
                return timed(stage.algorithm, picture, trial(runtime, setting, config), copy);
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
        const std::vector<Stage> stages = swept_stages();
        CLI::App app("Try the knobs of the going-further kernels (" + kernel_names(stages) + ") on one device");
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
        const Size size = requested_size ? *requested_size : (gpu ? Size{8192, 8192} : Size{4096, 4096});
        const std::set<PictureKey> needed = pictures_needed(stages);
        check_size_fits(entry.device, size, host_bytes_per_pixel(needed),
                        requested_size ? "--size" : "the default size");
        const Runtime runtime = make_runtime(entry.device);
        std::cout << "sweep on " << describe_device(entry.device) << ", " << size_name(size) << ", " << grid
                  << " settings, " << iterations << " timed launches each\n";

        const CopyBandwidth copy =
            measure_copy(runtime, build_program(runtime.context, runtime.device, find_project_file("compare/copy.cl")),
                         size, iterations);
        std::cout << "copy: " << std::fixed << std::setprecision(3) << copy.stats.median_ms << " ms, "
                  << std::setprecision(1) << copy.gb_per_s << " GB/s\n\n";

        // Each kernel is tried on the photo and on a second picture: random
        // bytes for a kernel that reads the same addresses whatever the
        // pixels, which shows that its best settings are not tuned to the
        // photo; a constant picture for one whose speed depends on them.
        const std::map<PictureKey, Image> pictures = make_pictures(photo_rgba, size, needed);
        std::vector<Outcome> outcomes;
        for (const Stage& stage : stages) try_stage(outcomes, runtime, stage, pictures, grid, iterations, copy);

        print_best(std::cout, outcomes);
        for (const Outcome& outcome : outcomes)
            if (!outcome.verified) return 1;
        return 0;
    });
}

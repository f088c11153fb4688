// Lesson 06: the fast Sobel of Zuo et al. (2009). The program is lessons 01
// and 02's (same flags, pictures and verification), verified against the
// golden's replicate border, with flags that switch the paper's techniques
// on and off and a --sweep that measures them all.
#include "sobel_image.hpp"

#include <iostream>

using namespace ocltut;

namespace {

void add_variant_options(CLI::App& app, SobelImageVariant& variant, bool& sweep)
{
    app.add_option_function<std::string>(
           "--storage",
           [&variant](const std::string& storage) {
               variant.storage = storage == "image" ? SobelStorage::image : SobelStorage::buffer;
           },
           "Read the input as an image (texture) or from a buffer")
        ->check(CLI::IsMember({"image", "buffer"}))
        ->default_str("image");
    app.add_option("--outputs", variant.outputs, "Consecutive outputs per work-item")
        ->check(CLI::IsMember({1, 4, 8, 16}))
        ->default_val(variant.outputs);
    app.add_flag_callback(
        "--no-shared-sums", [&variant]() { variant.shared_sums = false; },
        "Compute every output from its nine pixels instead of shared column sums");
    app.add_flag("--magnitude", variant.magnitude_only, "Compute the magnitude on the device and write only it");
    app.add_flag("--sweep", sweep, "Also measure every combination of the techniques, one table row each");
}

// The image variant on a device that cannot read images becomes the buffer
// one, with a note saying so: the lesson still runs everywhere.
SobelImageVariant runnable_variant(const SobelImageVariant& chosen, const Runtime& runtime)
{
    if (chosen.storage != SobelStorage::image) return chosen;
    const std::string unavailable = image_storage_unavailable(runtime);
    if (unavailable.empty()) return chosen;
    std::cout << "note: " << unavailable << ", so the input is read from a buffer instead\n";
    SobelImageVariant fallback = chosen;
    fallback.storage = SobelStorage::buffer;
    return fallback;
}

}  // namespace

int main(int argc, char** argv)
{
    SobelImageVariant chosen;
    bool sweep = false;
    SobelStage stage = sobel_image_stage(chosen);
    // The command line sets `chosen` after this point: the run reads it then.
    stage.run = [&](const Runtime& runtime, const Image& gray, const RunConfig& config) {
        if (sweep) run_sobel_sweep(std::cout, runtime, gray, config);
        return run_sobel_image(runtime, gray, config, runnable_variant(chosen, runtime));
    };
    SobelAppExtras extras;
    extras.border = SobelBorder::replicate;
    extras.add_options = [&](CLI::App& app) { add_variant_options(app, chosen, sweep); };
    return run_sobel_app(argc, argv, stage, extras);
}

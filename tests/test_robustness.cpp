// Hostile options and the device's limits: knobs of the
// going-further kernels far past the picture, checked by the host and safe
// in the kernels even when the host's check is bypassed; histogram_fast's
// group against the compiled kernel's limit; lesson 06 on pictures wider than the device's images; a file whose
// header claims more pixels than it can hold. The damaged files of every
// format are tests/fuzz_inputs.cpp's.
#include <doctest/doctest.h>

#include "test_support.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/program.hpp"
#include "going-further/going_further.hpp"
#include "histogram_fast.hpp"
#include "reference/golden.hpp"
#include "reference/verify.hpp"
#include "sharpen_local_setup.hpp"
#include "sobel_image.hpp"
#include "sobel_vector_setup.hpp"
#include "stages/stage.hpp"

#include <sys/wait.h>

#include <climits>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <optional>
#include <sstream>

using namespace ocltut;

namespace {

// The message of the UserError `action` throws ("" when it throws none).
template <typename Action>
std::string refusal(Action action)
{
    try {
        action();
    } catch (const UserError& error) {
        return error.what();
    }
    return "";
}

TunedConfig tuned_config(const std::string& kernel_file, const Tuning& tuning)
{
    return TunedConfig(test::quick_config(kernel_file), tuning);
}

// sharpen_fast.cl built for `knobs` as they are, without fast_sharpen_knobs'
// checks, and run on `rgba`.
SharpenLocalRun run_sharpen_knobs(const Image& rgba, const FastSharpenKnobs& knobs)
{
    const SharpenSetup setup =
        set_up_fast_sharpen(test::runtime(), find_project_file("05-sharpen-local/going-further/sharpen_fast.cl"), knobs,
                            rgba.width, knobs.local);
    return run_sharpen_local(test::runtime(), setup.program, rgba, setup.shape);
}

}  // namespace

TEST_CASE("every --tune knob outside its range is refused in one line naming the knob and the range")
{
    const cl::Device& device = test::runtime().device;
    const char* const sharpen = "05-sharpen-local/going-further/sharpen_fast.cl";
    // The case: ROWS far past a 2x2 picture.
    CHECK(refusal([&] {
              fast_sharpen_knobs(device, tuned_config(sharpen, {{"ROWS", 1500000000}}), 2, 2);
          }) == "--tune ROWS=1500000000: ROWS must be 1 to 2 (the picture's height)");
    CHECK(refusal([&] { fast_sharpen_knobs(device, tuned_config(sharpen, {{"ROWS", 2}}), 2, 2); }).empty());
    // A side past 2^31 - 2^20, where sharpen_fast's int start could wrap.
    CHECK(refusal([&] { fast_sharpen_knobs(device, tuned_config(sharpen, {}), 1, INT_MAX - 100); }) ==
          "sharpen_fast takes pictures of at most 2146435071 pixels a side; this one is 1x2147483547");
    CHECK(refusal([&] { fast_sharpen_knobs(device, tuned_config(sharpen, {}), fast_sharpen_max_side, 1); }).empty());
    // 37 pixels make 10 groups of 4, the last one partial.
    CHECK(refusal([&] {
              fast_sharpen_knobs(device, tuned_config(sharpen, {{"ACROSS", 11}}), 37, 29);
          }) == "--tune ACROSS=11: ACROSS must be 1 to 10 (groups of 4 pixels in a row of this 37-pixel-wide picture)");
    CHECK(refusal([&] { fast_sharpen_knobs(device, tuned_config(sharpen, {{"ACROSS", 10}}), 37, 29); }).empty());
    // A row 37 wide has 35 interior pixels: 2 whole runs of 16; 17 wide, none.
    const char* const rows = "02-sobel-vector/going-further/sobel_rows.cl";
    CHECK(refusal([&] {
              sobel_rows_knobs(device, tuned_config(rows, {{"RUNS", INT_MAX}}), 37);
          }).find("--tune RUNS=2147483647: RUNS must be 1 to 2 (") == 0);
    CHECK(refusal([&] { sobel_rows_knobs(device, tuned_config(rows, {{"RUNS", 2}}), 37); }).empty());
    CHECK(refusal([&] {
              sobel_rows_knobs(device, tuned_config(rows, {{"RUNS", 2}}), 17);
          }).find("RUNS must be 1 to 1 (") != std::string::npos);

    const char* const histogram = "03-histogram/going-further/histogram_fast.cl";
    TunedConfig config = tuned_config(histogram, {{"LOADS", 17}});
    config.local_size = {4, 1};
    CHECK(refusal([&] { fast_histogram_knobs(device, config); }) ==
          "--tune LOADS=17: LOADS must be 1 to 16 (words of 16 pixels a work-item holds at once)");
    config.tuning = {{"LOADS", 16}};
    CHECK(refusal([&] { fast_histogram_knobs(device, config); }).empty());
    config.tuning = {{"GROUPS_PER_UNIT", INT_MAX}};
    CHECK(refusal([&] {
              fast_histogram_knobs(device, config);
          }).find("--tune GROUPS_PER_UNIT=2147483647: GROUPS_PER_UNIT must be 1 to ") == 0);
    const cl_ulong local_bytes = device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>();
    config.local_size = {1, 1};
    config.tuning = {{"SPREAD", 1}, {"COPIES", static_cast<int>(local_bytes / 1024 + 1)}};
    CHECK(refusal([&] { fast_histogram_knobs(device, config); })
              .find("COPIES must be a multiple of SPREAD (1) and at "
                    "most group size x SPREAD (1)") != std::string::npos);
}

// The kernels must stay inside the picture whatever their build options:
// the host's checks are one line of defence, the kernels' arithmetic the
// other. ROWS times a strip's index passed INT_MAX here and wrapped round
// to a row before the picture (the segmentation fault). Oclgrind
// runs this test case too (tests/robustness.cmake).
TEST_CASE("the fast kernels index in 64 bits: knobs far past the picture stay inside it")
{
    const Image rgba = test::random_image(2, 2, 4);
    const Image sharpened = sharpen_golden(rgba);
    // sharpen_fast: its largest ROWS, strips 0 to 3 (a group is 1x4), all
    // but the first past the picture.
    const SharpenLocalRun strips = run_sharpen_knobs(rgba, {fast_sharpen_max_rows, 0, {1, 4}});
    CHECK(verify_sharpen("sharpen_fast", sharpened, strips.output).passed());
    // sharpen_rows: INT_MAX groups of 4 per work-item, work-items 0 to 3.
    const Image wide = test::random_image(37, 3, 4);
    const SharpenLocalRun runs = run_sharpen_knobs(wide, {1, INT_MAX, {4, 2}});
    CHECK(verify_sharpen("sharpen_rows", sharpen_golden(wide), runs.output).passed());
    // sobel_rows: INT_MAX runs of 16 per work-item.
    const Image gray = test::random_image(37, 5, 1);
    const RowsSobelKnobs knobs{INT_MAX, {4, 2}};
    const SobelVectorSetup rows =
        set_up_sobel_rows(test::runtime(), find_project_file("02-sobel-vector/going-further/sobel_rows.cl"), knobs,
                          gray.width);
    const SobelVectorRun sobel = run_sobel_vector(test::runtime(), rows.program, gray, rows.shape, knobs.local);
    CHECK(all_passed(verify_sobel(sobel_golden(gray), sobel.gradients)));
    CHECK(sobel_rows_items_per_row(4096, INT_MAX) == 1);  // no overflow on the host either
}

// Not under Oclgrind, which reports every failed build as an error: the
// case above runs there.
TEST_CASE("a ROWS past 16 is refused by the kernels themselves, in their build logs")
{
    // 1.5e9 rows per strip once wrapped round in sharpen_fast's int
    // arithmetic; now the kernels refuse to unroll more than 16 rows.
    const Image rgba = test::random_image(2, 2, 4);
    CHECK_THROWS_WITH_AS(run_sharpen_knobs(rgba, {1500000000, 0, {1, 4}}), doctest::Contains("ROWS must be 1 to 16"),
                         BuildError);
    CHECK_THROWS_WITH_AS(test::build("02-sobel-vector/going-further/sobel_packed.cl", "-D ROWS=17 -D ALIGNED_ROWS=1"),
                         doctest::Contains("ROWS must be 1 to 16"), BuildError);
}

TEST_CASE("histogram_fast's group is held to the compiled kernel's CL_KERNEL_WORK_GROUP_SIZE")
{
    CHECK(fitting_group_size(256, 512, true) == 256);
    CHECK(fitting_group_size(512, 512, true) == 512);
    // A group the host chose shrinks to the kernel's limit...
    CHECK(fitting_group_size(512, 256, false) == 256);
    // ...one the user asked for is refused, naming the limit.
    const std::string message = refusal([] { fitting_group_size(512, 256, true); });
    CHECK(message == "--local-size 512x1: histogram_fast, as compiled for these knobs, runs at most 256 work-items in "
                     "a group on this device (CL_KERNEL_WORK_GROUP_SIZE)");
    // And the run itself ends with a group the compiled kernel allows.
    const Image gray = test::random_image(123, 45, 1);
    const HistogramRun run =
        run_histogram_fast(test::runtime(), gray,
                           TunedConfig(test::quick_config("03-histogram/going-further/histogram_fast.cl")),
                           std::nullopt);
    CHECK(run.count.local[0] <= run.count.kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(test::runtime().device));
    CHECK(verify_histogram("fast", histogram_golden(gray), run.bins).passed());
}

namespace {

// A picture one pixel wider than the device's images; nothing, and a
// SKIPPED line, on a device without images or with images too wide for a
// quick sweep.
std::optional<Image> wider_than_images()
{
    if (!test::runtime().device.getInfo<CL_DEVICE_IMAGE_SUPPORT>()) {
        test::skip("this device has no image support");
        return std::nullopt;
    }
    const std::size_t max_width = test::runtime().device.getInfo<CL_DEVICE_IMAGE2D_MAX_WIDTH>();
    if (max_width >= 1u << 20) {
        test::skip("this device's images are " + std::to_string(max_width) + " pixels wide at most");
        return std::nullopt;
    }
    return test::random_image(static_cast<int>(max_width) + 1, 3, 1);
}

}  // namespace

TEST_CASE("lesson 06's sweep leaves out the image rows, with a note, for a picture wider than the device's images")
{
    const std::optional<Image> gray = wider_than_images();
    if (!gray) return;
    std::ostringstream out;
    CHECK_NOTHROW(run_sobel_sweep(out, test::runtime(), *gray, test::quick_config("06-sobel-image/sobel_image.cl")));
    CAPTURE(out.str());
    CHECK(out.str().find("note: ") != std::string::npos);
    CHECK(out.str().find("so the sweep has no image rows") != std::string::npos);
    CHECK(out.str().find("\n  image, ") == std::string::npos);
    CHECK(out.str().find("\n  buffer, 16 outputs, shared sums, dX+dY") != std::string::npos);
    CHECK(image_input_unavailable(test::runtime(), *gray).find("larger than this device's images") !=
          std::string::npos);
}

TEST_CASE("lesson 06's image stage says it cannot run a picture wider than the device's images, the others run")
{
    const std::optional<Image> gray = wider_than_images();
    if (!gray) return;
    const std::vector<Stage> stages = all_stages();
    for (const Stage& stage : stages) {
        if (stage.lesson != "06-sobel-image") continue;
        CAPTURE(stage.build_options);
        const StageResult result = stage.run(test::runtime(), *gray, test::quick_config(stage.kernel_file));
        const bool image_stage = !stage.starter_file.empty();  // the image variant is the exercise's stage
        CHECK(result.unsupported.empty() == !image_stage);
        if (image_stage) {
            CHECK(result.unsupported.find("larger than this device's images") != std::string::npos);
            CHECK(result.verifications.empty());
        } else {
            CHECK(all_passed(result.verifications));
        }
    }
}

TEST_CASE("compare skips lesson 06's image row with a note at a size above the device's image limit, and exits 0")
{
    const std::optional<Image> gray = wider_than_images();
    if (!gray) return;
    const DeviceEntry entry = select_device("");
    const std::filesystem::path out = std::filesystem::temp_directory_path() / "ocltut-robustness-compare";
    const std::string size = std::to_string(gray->width) + "x3";
    const std::string device = std::to_string(entry.platform_index) + ":" + std::to_string(entry.device_index);
    const std::string command = std::string("'") + OCLTUT_COMPARE + "' --device " + device + " --sizes " + size +
                                " --iterations 1 --output-dir '" + out.string() + "' > '" + out.string() + ".log' 2>&1";
    const int status = std::system(command.c_str());
    std::ifstream log(out.string() + ".log");
    const std::string printed((std::istreambuf_iterator<char>(log)), std::istreambuf_iterator<char>());
    CAPTURE(printed);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
    CHECK(printed.find("note: 06-sobel-image at " + size + " is skipped: sobel_image (image, ") != std::string::npos);
    CHECK(printed.find("FAILED") == std::string::npos);
}

TEST_CASE("a header claiming more pixels than the file can hold is refused before decoding")
{
    // A BMP header of 16000x16000 pixels, 24 bits each (within the largest
    // picture a lesson takes), and 64 bytes of them: stb_image would fill
    // in the rest, 768 MB of zeros.
    std::vector<std::uint8_t> bmp = {'B', 'M'};
    const auto le32 = [&bmp](std::uint32_t value) {
        for (int i = 0; i < 4; ++i) bmp.push_back(static_cast<std::uint8_t>(value >> (8 * i)));
    };
    le32(54 + 64);                                                        // file size
    le32(0);                                                              // reserved
    le32(54);                                                             // where the pixels start
    for (const std::uint32_t field : {40u, 16000u, 16000u}) le32(field);  // header size, width, height
    bmp.insert(bmp.end(), {1, 0, 24, 0});                                 // one plane, 24 bits per pixel
    for (int i = 0; i < 6; ++i) le32(0);                                  // no compression, and the rest
    bmp.resize(bmp.size() + 64, 0x80);
    const std::filesystem::path file = std::filesystem::temp_directory_path() / "ocltut-claims-too-much.bmp";
    std::ofstream(file, std::ios::binary)
        .write(reinterpret_cast<const char*>(bmp.data()), static_cast<std::streamsize>(bmp.size()));
    CHECK(refusal([&] { load_image(file); }) ==
          "cannot load '" + file.string() +
              "': its header claims 16000x16000 pixels, more than a file of 118 bytes can hold: it is damaged or "
              "truncated");

    // The most a real file packs into a byte is far below the limit: a
    // constant 4096x4096 PNG, which compresses about as well as any, loads.
    const std::filesystem::path flat = std::filesystem::temp_directory_path() / "ocltut-flat-4096.png";
    write_png(flat, test::constant_image(4096, 4096, 1, 7));
    const Image loaded = load_image(flat);
    CHECK(loaded.width == 4096);
    CHECK(loaded.pixels[4096 * 4096 - 1] == 7);
}

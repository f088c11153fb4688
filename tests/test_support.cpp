#include "test_support.hpp"

#include "common/opencl/program.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <stdexcept>

namespace ocltut::test {

const Runtime& runtime()
{
    static const Runtime opened = [] {
        const DeviceEntry entry = select_device("");
        std::cerr << "[tests run on " << describe_device(entry.device) << "]\n";
        return make_runtime(entry.device);
    }();
    return opened;
}

RunConfig quick_config(const std::string& kernel_file)
{
    return checking_config(find_project_file(kernel_file));
}

cl::Program build(const std::string& kernel_file, const std::string& options)
{
    return build_program(runtime().context, runtime().device, find_project_file(kernel_file), options);
}

std::size_t work_group_limit(const cl::Program& program, const std::string& kernel_name)
{
    return cl::Kernel(program, kernel_name.c_str()).getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(runtime().device);
}

std::vector<LocalSize> allowed_local_sizes(const cl::Program& program, const std::string& kernel_name,
                                           const std::vector<LocalSize>& wanted)
{
    const cl::Kernel kernel(program, kernel_name.c_str());
    std::vector<LocalSize> sizes;
    for (const LocalSize& size : wanted) {
        const cl::NDRange fitting = choose_local_size(kernel, runtime().device, {0, 0}, size);
        const LocalSize allowed{fitting[0], fitting[1]};
        if (std::find(sizes.begin(), sizes.end(), allowed) == sizes.end()) sizes.push_back(allowed);
    }
    return sizes;
}

Image constant_image(int width, int height, int channels, std::uint8_t value)
{
    return make_image(width, height, channels, value);
}

Image image_with_pixels(int width, int height, int channels, std::vector<std::uint8_t> pixels)
{
    Image image = make_image(width, height, channels);
    image.pixels = std::move(pixels);
    return image;
}

std::vector<std::uint8_t> channel_values(const Image& image, int c)
{
    const auto step = static_cast<std::size_t>(image.channels);
    std::vector<std::uint8_t> values;
    for (std::size_t i = static_cast<std::size_t>(c); i < image.pixels.size(); i += step)
        values.push_back(image.pixels[i]);
    return values;
}

std::vector<TestImage> size_content_matrix(int channels)
{
    struct Size {
        int width;
        int height;
    };
    // LESSONS.md: 1x1, 2x2, 3x3, 17x5, 31x1, widths 15/16/17/33, 257x131,
    // 4099x2051; the heights of the width cases are awkward on purpose.
    const Size sizes[] = {{1, 1},   {2, 2},  {3, 3},  {17, 5},    {31, 1},     {15, 9},
                          {16, 16}, {17, 3}, {33, 7}, {257, 131}, {4099, 2051}};
    std::vector<TestImage> images;
    for (const Size& size : sizes) {
        const std::string name = width_x_height(size.width, size.height);
        for (const int value : {0, 128, 255})
            images.push_back({name + " constant " + std::to_string(value),
                              constant_image(size.width, size.height, channels, static_cast<std::uint8_t>(value))});
        images.push_back({name + " random", random_image(size.width, size.height, channels)});
    }
    return images;
}

std::vector<TestImage> sample_photos(int channels)
{
    std::vector<TestImage> photos;
    for (const char* name :
         {"astronaut.png", "camera.png", "chelsea.png", "coffee.png", "hubble_deep_field.jpg", "rocket.jpg"})
        photos.push_back({name, load_image(find_project_file(std::string("data/") + name), channels)});
    return photos;
}

std::string test_kernel(const std::string& file_name)
{
    return find_project_file("tests/data/" + file_name).string();
}

std::string edited_kernel(const std::string& kernel_file, const std::string& from, const std::string& to,
                          const std::string& file_name)
{
    std::string text = read_text_file(find_project_file(kernel_file));
    if (text.find(from) == std::string::npos)
        throw std::runtime_error(kernel_file + " no longer contains '" + from + "'");
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
    const std::filesystem::path path = std::filesystem::temp_directory_path() / file_name;
    std::ofstream(path) << text;
    return path.string();
}

std::filesystem::path scratch_dir(const std::string& name)
{
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("ocltut-test-" + name);
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

void write_bytes(const std::filesystem::path& path, const std::string& bytes)
{
    std::ofstream(path, std::ios::binary) << bytes;
}

}  // namespace ocltut::test

#include "pictures.hpp"

#include "image_io.hpp"

namespace ocltut {

std::vector<std::string> write_sobel_pictures(const std::filesystem::path& dir, const SobelGradients& gradients)
{
    const SobelPictures pictures = sobel_pictures(gradients);
    write_png(dir / "sobel-dx.png", pictures.abs_dx);
    write_png(dir / "sobel-dy.png", pictures.abs_dy);
    write_png(dir / "sobel.png", pictures.magnitude);
    return {"sobel-dx.png", "sobel-dy.png", "sobel.png"};
}

}  // namespace ocltut

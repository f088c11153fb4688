// stb_image and stb_image_write's code, compiled here once: the headers
// hold it, and it is built where they are included with these macros
// defined. The project includes them without the macros everywhere else
// (image_io.cpp). Which release, and why that one: cmake/stb.cmake.
#define STB_IMAGE_IMPLEMENTATION
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image.h>
#include <stb_image_write.h>

// Exercise 04-unsharp: an unsharp mask with a threshold on an RGBA picture,
// one work-item per pixel: sharpen by the detail the 3x3 Gaussian blur
// takes away, but only where that detail is larger than a threshold.
// docs/exercises-04.md states the problem; do exercise 04-gaussian first.
//
//   check your kernel:  ./build/default/check/check 04-unsharp
//   stuck?              ./build/default/check/check 04-unsharp --hint
//
// What the host does (run_unsharp in exercise.cpp, beside it):
//   - one work-item per pixel, over a 2D NDRange: dimension 0 is x,
//     dimension 1 is y; the global size is rounded up to whole work-groups,
//     so some work-items lie past the image;
//   - in         RGBA, 4 bytes per pixel, width x height, row-major, no
//                padding: in[i] is a whole pixel;
//   - out        the same layout, filled with 0xA5 bytes before the launch:
//                every byte of every pixel, alpha included, must be written;
//   - threshold  0 .. 255 (the check passes 4).
//
// What each pixel must get: for R, G and B, with c the value and b the
// same channel of the pixel's 3x3 Gaussian blur, exactly as exercise
// 04-gaussian computes it (weights 1 2 1 / 2 4 2 / 1 2 1, (sum + 8) >> 4,
// clamp-to-edge), and d = c - b:
//   out = clamp(c + 2 d, 0, 255)   where |d| > threshold
//   out = c                        where |d| <= threshold
// Alpha is copied unchanged.

__kernel void unsharp_mask(__global const uchar4* in,
                           __global uchar4* out,
                           const int width,
                           const int height,
                           const int threshold)
{
    // TODO: which pixel? Skip the work-items past the image.

    // TODO: the pixel's blur b, as in exercise 04-gaussian.

    // TODO: d = c - b and c + 2 d for all four lanes at once, in a type
    // that holds negative values; keep c + 2 d only in the lanes where
    // |d| > threshold; narrow with saturation; the input's alpha; one store.
}

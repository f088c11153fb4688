// Exercise 03-equalise: histogram equalisation of an 8-bit picture, the
// cumulative histogram by a prefix sum in local memory, then a lookup table
// applied to every pixel. docs/exercises-03.md states the problem; lesson
// 03 (docs/03-histogram.md) has the local memory and the barriers it needs.
//
//   check your kernels:  ./build/default/check/check 03-equalise
//   stuck?               ./build/default/check/check 03-equalise --hint
//
// What the host does (run_equalise in exercise.cpp, beside it):
//   1. counts the picture's 256-bin histogram with lesson 03's own kernels
//      (local_atomics and merge_groups, 03-histogram/histogram.cl);
//   2. equalise_lut, which you write, as ONE work-group: the global size is
//      the group size, 64 work-items, or fewer where the device allows
//      fewer (CL_KERNEL_WORK_GROUP_SIZE); never one per value, so each
//      work-item takes the values get_local_id(0),
//      get_local_id(0) + get_local_size(0), ...
//        histogram  256 uint, bin v the number of pixels of value v; they
//                   sum to the picture's pixel count, N
//        lut        256 uchar, filled with 0xA5 before the launch: every
//                   entry must be written
//   3. equalise_apply, which you write, one work-item per pixel over a 1D
//      NDRange rounded up to whole work-groups (some work-items lie past the
//      last pixel):
//        pixels     the picture, pixel_count bytes
//        lut        what equalise_lut wrote
//        out        pixel_count bytes, filled with 0xA5 before the launch:
//                   out[i] = lut[pixels[i]]
//   The host reads back and checks both lut and out; it also runs
//   equalise_lut once before, on the histogram with every bin multiplied
//   until they count almost 2^32 pixels, and checks that table too.
//
// The rule, in integers (OpenCV's equalizeHist):
//   cdf[v]   = histogram[0] + ... + histogram[v]      (so cdf[255] = N)
//   cdf_min  = the cdf of the smallest value present (the first cdf[v] > 0)
//   lut[v]   = ((max(cdf[v], cdf_min) - cdf_min) * 255 + d / 2) / d,
//              with d = N - cdf_min; a product that can pass 2^32 (ulong)
//   and where d is 0 (every pixel has one value): lut[v] = v.

__kernel void equalise_lut(__global const uint* histogram,
                           __global uchar* lut)
{
    // TODO: the 256 bins into local memory, then cdf by a prefix sum there:
    // several steps, a barrier between each step's reads and the next
    // step's writes.

    // TODO: cdf_min, found by one work-item and shared through local
    // memory with the others.

    // TODO: the 256 entries of lut, each by the rule above.
}

__kernel void equalise_apply(__global const uchar* pixels,
                             const uint pixel_count,
                             __global const uchar* lut,
                             __global uchar* out)
{
    // TODO: which pixel? Skip the work-items past the last one. Then its
    // new value from the table.
}

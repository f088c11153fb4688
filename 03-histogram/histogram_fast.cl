// Lesson 03, going further: a histogram that keeps up with the memory.
//
// Same result as the lesson's kernels, bin for bin, and the same scheme:
// count in local memory, write one histogram per work-group, merge. What
// changes is everything that made them slow:
//
//   wide loads     a work-item reads 16 pixels at once, one uint4, instead
//                  of one byte per step: 16 times fewer loads;
//   few groups     the host launches a few groups per compute unit whatever
//                  the picture's size, each work-item counting many words,
//                  so clearing and adding up the counters, and the merge of
//                  the groups' histograms, are paid a few hundred times,
//                  not once per 1024 pixels;
//   copies         each group keeps COPIES copies of the 256 bins. Work-items
//                  that count into different copies never collide, however
//                  alike their pixels are (a constant picture is the worst
//                  case for one shared set of bins);
//   spread         a work-item may spread its own bytes over SPREAD copies,
//                  so that counting a run of equal bytes does not make each
//                  increment wait for the one before (what limits a CPU,
//                  where a work-item is a plain loop);
//   loads ahead    a work-item loads LOADS words before it counts them, so
//                  that many loads wait for memory at once instead of one
//                  (what limits a GPU, whose loads take hundreds of cycles).
//
// The host chooses the build options per device (histogram_fast.cpp; the
// lesson's --tune overrides them):
//   GROUP_SIZE  work-items per group (the kernel requires exactly this many)
//   COPIES      copies of the 256 bins, 1 KiB each, in the group's local memory
//   SPREAD      1, 2 or 4: copies one work-item counts into, taking turns byte by byte
//   LOADS       words loaded before counting them
//
// Work-item `item` counts into copies item * SPREAD, ..., item * SPREAD +
// SPREAD - 1 (modulo COPIES). When COPIES == GROUP_SIZE * SPREAD every copy
// has one owner and a plain `+= 1` is safe, as in the lesson's
// sub_histograms; otherwise work-items share copies and count with
// atomic_inc, as in local_atomics.
#if !defined(GROUP_SIZE) || !defined(COPIES) || !defined(SPREAD) || !defined(LOADS)
#error "build with -D GROUP_SIZE=.. -D COPIES=.. -D SPREAD=.. -D LOADS=.. (the host runner chooses them)"
#endif
#if COPIES % SPREAD != 0 || COPIES > GROUP_SIZE * SPREAD
#error "COPIES must be a multiple of SPREAD and at most GROUP_SIZE * SPREAD"
#endif

#define OWN_COPIES (COPIES == GROUP_SIZE * SPREAD)

// [count_fast]
// Counter `bin` of copy `copy` is counts[bin * COPIES + copy]: the copies of
// one bin side by side, so work-items of a GPU warp that count the same value
// into their own copies touch neighbouring addresses, different banks.
void add_one(__local uint* counter)
{
#if OWN_COPIES
    *counter += 1;        // nobody else counts into this copy
#else
    atomic_inc(counter);  // other work-items share it
#endif
}

// The four pixels of one uint. Which byte is which pixel depends on the
// device's byte order, but a histogram does not care: all four are counted.
// Byte b goes to copy first_copy + b % SPREAD. Written out rather than as a
// loop of 4: not every compiler unrolls it, and the loop's own counting then
// costs as much as the counting it does.
void count_four(__local uint* counts, const uint first_copy, const uint four)
{
    add_one(&counts[(four & 0xFF) * COPIES + first_copy]);
    add_one(&counts[((four >> 8) & 0xFF) * COPIES + first_copy + 1 % SPREAD]);
    add_one(&counts[((four >> 16) & 0xFF) * COPIES + first_copy + 2 % SPREAD]);
    add_one(&counts[(four >> 24) * COPIES + first_copy + 3 % SPREAD]);
}
// [count_fast]

// Arguments as the lesson's kernels take them, counted in words of 16
// pixels instead of pixels: work-group g owns the run of
// GROUP_SIZE * words_per_item words that starts at word
// g * GROUP_SIZE * words_per_item, and work-item i of the group reads the
// words first + k * word_step, first = group start + i * item_step
// (strided: item_step 1, word_step GROUP_SIZE; contiguous: item_step
// words_per_item, word_step 1). The last pixel_count % 16 pixels fill no
// whole word: work-item 0 of group 0 counts them one by one.
// [histogram_fast]
__kernel __attribute__((reqd_work_group_size(GROUP_SIZE, 1, 1)))
void histogram_fast(__global const uchar* pixels, const ulong pixel_count,
                    const uint words_per_item, const uint item_step, const uint word_step,
                    __global uint* group_histograms)
{
    __local uint counts[256 * COPIES];

    const uint item = get_local_id(0);
    const uint group = get_group_id(0);
    for (uint i = item; i < 256 * COPIES; i += GROUP_SIZE)
        counts[i] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);

    // The buffer starts at an address aligned for any OpenCL type, so its
    // bytes can be read as uint4 words: word w holds pixels 16 w .. 16 w + 15.
    __global const uint4* words = (__global const uint4*)pixels;
    const ulong word_count = pixel_count / 16;
    const uint first_copy = item * SPREAD % COPIES;

    // How many of its words_per_item words lie in the picture (the last
    // group's run sticks out past the end): known before the loop, so the
    // loop has no exit in its middle and its LOADS loads can be issued
    // together.
    const ulong first = (ulong)group * GROUP_SIZE * words_per_item + (ulong)item * item_step;
    const uint mine = first >= word_count ? 0 : (uint)min((ulong)words_per_item,
                                                         (word_count - first + word_step - 1) / word_step);
    // `loaded` must live in registers: the loops over it are unrolled, so
    // every index is a constant.
    for (uint k = 0; k < mine; k += LOADS) {
        uint4 loaded[LOADS];
#pragma unroll
        for (uint j = 0; j < LOADS; ++j)
            if (k + j < mine) loaded[j] = words[first + (ulong)(k + j) * word_step];
#pragma unroll
        for (uint j = 0; j < LOADS; ++j) {
            if (k + j >= mine) break;
            count_four(counts, first_copy, loaded[j].x);
            count_four(counts, first_copy, loaded[j].y);
            count_four(counts, first_copy, loaded[j].z);
            count_four(counts, first_copy, loaded[j].w);
        }
    }
    if (group == 0 && item == 0)
        for (ulong p = word_count * 16; p < pixel_count; ++p)
            add_one(&counts[pixels[p] * COPIES + first_copy]);

    barrier(CLK_LOCAL_MEM_FENCE);

    // The group's histogram: each bin summed over its copies. Work-item i
    // starts at copy i (the rotation): neighbouring work-items then read
    // addresses COPIES + 1 apart instead of COPIES, different banks.
    for (uint bin = item; bin < 256; bin += GROUP_SIZE) {
        uint sum = 0;
        for (uint c = 0; c < COPIES; ++c)
            sum += counts[bin * COPIES + (c + bin) % COPIES];
        group_histograms[(size_t)group * 256 + bin] = sum;   // size_t: past 16 Mi groups, 32 bits wrap
    }
}
// [histogram_fast]

// [merge_fast]
// The groups' histograms added up. The lesson's merge_groups has one
// work-item per bin walk through all groups one after the other; here the
// work-items of a group's second dimension share each bin, each adding
// every slices-th group, and the group adds their partial sums in local
// memory. Any group shape whose width divides 256 works: the host chooses
// it from the compiled kernel's CL_KERNEL_WORK_GROUP_SIZE (16 x 16 where
// that fits) and passes `partial`, one uint per work-item of a group. The
// global size is 256 x the group's height: a column of groups per bin.
__kernel void merge_fast(__global const uint* group_histograms, const uint groups, __global uint* histogram,
                         __local uint* partial)
{
    const uint bin = get_global_id(0);
    const uint lane = get_local_id(0);
    const uint lanes = get_local_size(0);
    const uint slice = get_local_id(1);
    const uint slices = get_local_size(1);
    uint sum = 0;
    for (uint g = slice; g < groups; g += slices)
        sum += group_histograms[(size_t)g * 256 + bin];
    partial[slice * lanes + lane] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);

    if (slice == 0) {
        uint total = 0;
        for (uint s = 0; s < slices; ++s)
            total += partial[s * lanes + lane];
        histogram[bin] = total;
    }
}
// [merge_fast]

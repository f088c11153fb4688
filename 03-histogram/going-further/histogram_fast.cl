// Lesson 03, going further: a histogram that keeps up with the memory.
//
// Same result as the lesson's kernels, bin for bin, and the same start:
// each group counts its pixels in local memory. What changes is everything
// that made them slow:
//
//   wide loads     a work-item reads 16 pixels at once, one uint4, instead
//                  of one byte per step: 16 times fewer loads;
//   few groups     the host launches a few groups per compute unit whatever
//                  the picture's size, each work-item counting many words,
//                  so clearing and adding up the counters, and adding the
//                  groups' counts together, are paid a few hundred times,
//                  not once per 1024 pixels;
//   copies         each group keeps COPIES copies of the 256 bins. Work-items
//                  that count into different copies never collide, however
//                  alike their pixels are (a constant picture is the worst
//                  case for one shared set of bins);
//   spread         a work-item may spread its own bytes over SPREAD copies,
//                  so that counting a run of equal bytes does not make each
//                  increment wait for the one before (what limits a CPU,
//                  where a work-item is a plain loop);
//   loads ahead    a work-item asks for its next LOADS words before it counts
//                  the ones it holds, and for its first ones before the
//                  counters are cleared: its loads are always on their way
//                  while it counts (what limits a GPU, whose loads take
//                  hundreds of cycles);
//   whole launch   neighbouring work-items read neighbouring words and the
//                  whole launch sweeps the picture together (strided order),
//                  rather than each group a run of its own;
//   one launch     no second kernel to merge the groups' histograms: each
//                  group adds its counts into running totals in global
//                  memory, and whoever completes a total hands it out. On
//                  an H100 any second command costs about 6 us, a fifth of
//                  the counting itself (docs/03-histogram-h100.md). The
//                  totals are kept in TOTALS_SETS sets, group g adding into
//                  set g % TOTALS_SETS, so that fewer groups wait on the
//                  same addresses;
//   paired totals  with 64-bit atomics (cl_khr_int64_base_atomics), each
//                  total carries in the same word the number of groups
//                  that have added to it, so the addition that completes
//                  it knows it, and nothing has to be ordered between two
//                  addresses. Without them (TICKET 1) the groups take
//                  tickets and the last group hands the totals out.
//
// The host chooses the build options per device (histogram_fast.cpp; the
// lesson's --tune overrides them):
//   GROUP_SIZE  work-items per group (the kernel requires exactly this many)
//   COPIES      copies of the 256 bins, 1 KiB each, in the group's local memory
//   SPREAD      1, 2 or 4: copies one work-item counts into, taking turns byte by byte
//   LOADS       words loaded before counting them
//   TOTALS_SETS sets of the 256 running totals (the host sizes the totals
//               buffer for them)
//   TICKET      0: paired 64-bit totals; 1: 32-bit totals and a ticket
//
// Work-item `item` counts into copies item * SPREAD, ..., item * SPREAD +
// SPREAD - 1 (modulo COPIES). When COPIES == GROUP_SIZE * SPREAD every copy
// has one owner and a plain `+= 1` is safe, as in the lesson's
// sub_histograms; otherwise work-items share copies and count with
// atomic_inc, as in local_atomics.
#if !defined(GROUP_SIZE) || !defined(COPIES) || !defined(SPREAD) || !defined(LOADS) || !defined(TOTALS_SETS) || \
    !defined(TICKET)
#error "build with -D GROUP_SIZE=.. -D COPIES=.. -D SPREAD=.. -D LOADS=.. -D TOTALS_SETS=.. -D TICKET=.. (the host runner chooses them)"
#endif
#if !TICKET
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
typedef ulong total_t;   // groups added in the high 32 bits, pixels in the low 32
#else
typedef uint total_t;
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

// The group's count of `bin`: the sum of its copies. Work-item i starts
// at copy i (the rotation): neighbouring work-items then read addresses
// COPIES + 1 apart instead of COPIES, different banks.
uint group_count(__local const uint* counts, const uint bin)
{
    uint sum = 0;
    for (uint c = 0; c < COPIES; ++c)
        sum += counts[bin * COPIES + (c + bin) % COPIES];
    return sum;
}

#if !TICKET
// [paired_totals]
// Adds one contribution, `count` pixels, to a paired total that expects
// `expected` of them: one 64-bit atomic adds 1 to its contributions (high
// 32 bits) and `count` to its pixels (low 32 bits; a bin holds at most
// 2^32 - 1 pixels, so nothing carries). The value before the addition says
// how many came before this one; if this was the last, every contribution
// is in the total: it returns true with the complete count in *total, and
// leaves the total 0 for the next launch (nobody adds to it again in this
// one). The reset is an atomic too: a plain store beside the other groups'
// atomics would be a data race in OpenCL's memory model (Oclgrind says so).
bool complete_pair(volatile __global total_t* pair, const uint count, const uint expected, uint* total)
{
    const total_t before = atom_add(pair, ((total_t)1 << 32) | count);
    if ((uint)(before >> 32) != expected - 1) return false;
    atom_xchg(pair, 0);
    *total = (uint)before + count;
    return true;
}

// The group adds each bin's count to its set's paired total; whoever
// completes a set's total adds it to the bin's final paired total (set
// TOTALS_SETS), and whoever completes that writes the bin. Each decision
// reads the one word its atomic changed, so no group waits, none needs a
// fence, and no group has to be the last.
void add_up_paired(__local const uint* counts, const uint group, const uint item,
                   __global total_t* totals, __global uint* histogram)
{
    const uint groups = get_num_groups(0);
    const uint set = group % TOTALS_SETS;
    const uint groups_in_set = (groups - set + TOTALS_SETS - 1) / TOTALS_SETS;
    const uint sets_with_groups = min(groups, (uint)TOTALS_SETS);
    for (uint bin = item; bin < 256; bin += GROUP_SIZE) {
        uint set_total;
        uint total;
        if (complete_pair(&totals[set * 256 + bin], group_count(counts, bin), groups_in_set, &set_total) &&
            complete_pair(&totals[TOTALS_SETS * 256 + bin], set_total, sets_with_groups, &total))
            histogram[bin] = total;
    }
}
// [paired_totals]
#else
// [ticket_totals]
// Without 64-bit atomics: the group adds its counts to its set of 32-bit
// totals, then takes a ticket; the group that draws the last one adds the
// sets up and writes the histogram.
void add_up_with_ticket(__local uint* counts, const uint group, const uint item, __global total_t* totals,
                        __global uint* tickets, __global uint* histogram)
{
    __global uint* group_totals = totals + group % TOTALS_SETS * 256;
    for (uint bin = item; bin < 256; bin += GROUP_SIZE) {
        const uint sum = group_count(counts, bin);
        if (sum != 0) atomic_add(&group_totals[bin], sum);
    }

    // The fence asks that this work-item's additions be made before
    // anything it does after, and the barrier waits for every work-item of
    // the group, so that the ticket is taken once all the group's additions
    // are in the totals. OpenCL 1.2 promises no order between groups,
    // though: a fence may order this group's additions for itself alone.
    // The paired totals above need no such promise.
    // The ticket goes to the group through counts[0]: the counts are all
    // read by then (the barrier's local fence), and a __local variable of
    // its own would take 4 bytes more than the COPIES KiB the host allows.
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
    if (item == 0) counts[0] = atomic_inc(tickets);   // 0 for the first group to get here
    barrier(CLK_LOCAL_MEM_FENCE);
    if (counts[0] != get_num_groups(0) - 1) return;

    // The last group reads the totals with atomic_xchg, not a plain load:
    // an atomic reads the value where the additions were made (a GPU's L2
    // cache), not an older copy in this compute unit's own cache; and the
    // exchange leaves each total 0 for the next launch in the same step.
    for (uint bin = item; bin < 256; bin += GROUP_SIZE) {
        uint sum = 0;
        for (uint set = 0; set < TOTALS_SETS; ++set)
            sum += atomic_xchg(&totals[set * 256 + bin], 0);
        histogram[bin] = sum;
    }
    if (item == 0) atomic_xchg(tickets, 0);   // every group has its ticket: none will read it again
}
// [ticket_totals]
#endif

// Arguments as the lesson's kernels take them, counted in words of 16
// pixels instead of pixels: work-item g of the launch (its global id) reads
// at most words_per_item words, first = g * item_step, then every
// word_step-th: strided, item_step 1 and word_step the launch's work-items,
// so the launch reads one run of neighbouring words after the other;
// contiguous, item_step words_per_item and word_step 1, each work-item a
// run of its own. The last pixel_count % 16 pixels fill no whole word:
// work-item 0 of group 0 counts them one by one.
//
// Then the three buffers that replace a merge kernel:
//   totals     TOTALS_SETS sets of 256 running totals, which every group
//              adds its counts to; paired, one more set: the bins' final
//              totals;
//   tickets    the ticket counter (TICKET 1 only): how many groups have
//              added theirs;
//   histogram  the result, each bin written by whoever completes it.
// totals and tickets must be zero when the kernel starts: the host fills
// them with zeros once, before the first launch, and every launch leaves
// them zero again for the next one, so the kernel can be relaunched as it
// stands.
// [histogram_once]
__kernel __attribute__((reqd_work_group_size(GROUP_SIZE, 1, 1)))
void histogram_once(__global const uchar* pixels, const ulong pixel_count,
                    const uint words_per_item, const uint item_step, const uint word_step,
                    __global total_t* totals, __global uint* tickets, __global uint* histogram)
{
    __local uint counts[256 * COPIES];

    const uint item = get_local_id(0);
    const uint group = get_group_id(0);

    // The buffer starts at an address aligned for any OpenCL type, so its
    // bytes can be read as uint4 words: word w holds pixels 16 w .. 16 w + 15.
    __global const uint4* words = (__global const uint4*)pixels;
    const ulong word_count = pixel_count / 16;
    const uint first_copy = item * SPREAD % COPIES;

    // How many of its words_per_item words lie in the picture (the last
    // work-items' words stick out past the end): known before the loop, so
    // the loop has no exit in its middle and its LOADS loads can be issued
    // together.
    const ulong first = (ulong)get_global_id(0) * item_step;
    const uint mine = first >= word_count ? 0 : (uint)min((ulong)words_per_item,
                                                         (word_count - first + word_step - 1) / word_step);

    // The first LOADS words are on their way while the counters are
    // cleared. `next` and `loaded` must live in registers: the loops over
    // them are unrolled, so every index is a constant.
    uint4 next[LOADS];
#pragma unroll
    for (uint j = 0; j < LOADS; ++j)
        if (j < mine) next[j] = words[first + (ulong)j * word_step];

    for (uint i = item; i < 256 * COPIES; i += GROUP_SIZE)
        counts[i] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);

    for (uint k = 0; k < mine; k += LOADS) {
        uint4 loaded[LOADS];
#pragma unroll
        for (uint j = 0; j < LOADS; ++j)
            loaded[j] = next[j];
        // Ask for the next LOADS words, then count these: the loads wait
        // for memory while the work-item counts.
#pragma unroll
        for (uint j = 0; j < LOADS; ++j)
            if (k + LOADS + j < mine) next[j] = words[first + (ulong)(k + LOADS + j) * word_step];
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

#if !TICKET
    add_up_paired(counts, group, item, totals, histogram);
#else
    add_up_with_ticket(counts, group, item, totals, tickets, histogram);
#endif
}
// [histogram_once]

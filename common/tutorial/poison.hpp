// The byte a lesson's output buffers hold before the launch it verifies.
#pragma once

#include "common/opencl/opencl.hpp"

namespace ocltut {

// Output buffers are filled with this byte before the launch that is
// verified: a pixel the kernel forgets to write keeps it and shows up as a
// mismatch (0xA5 is not 0, so even a forgotten border is caught).
inline constexpr cl_uchar poison_byte = 0xA5;

// Four poison bytes read as one 32-bit word, 0xA5A5A5A5: what a uint output
// (a counter, say) holds where no work-item wrote.
inline constexpr cl_uint poison_word = poison_byte * 0x01010101u;

}  // namespace ocltut

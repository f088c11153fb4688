// The yardstick of the comparison: a plain copy, 16 bytes per work-item.
// Its bytes read + bytes written per second is the bandwidth this device
// actually reaches, and every kernel's GB/s is compared with it.
__kernel void copy16(__global const uint4* src, __global uint4* dst, const uint count)
{
    const uint i = get_global_id(0);
    if (i < count) dst[i] = src[i];
}

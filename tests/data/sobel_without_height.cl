// A lesson 01 kernel with the wrong argument list: `height` is left out
// (the rows are counted from the NDRange instead). It compiles, but the host
// passes five arguments: make_kernel refuses it before any is set, and the
// exercise checker must report that refusal as "could not run".
__kernel void sobel_scalar(__global const uchar* in, __global char* dx_out, __global char* dy_out,
                           const int width)
{
    const size_t i = get_global_id(1) * width + get_global_id(0);
    if (get_global_id(0) < width && get_global_id(1) < get_global_size(1)) {
        dx_out[i] = 0;
        dy_out[i] = in[i] - in[i];
    }
}

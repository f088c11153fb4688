// A deliberately broken kernel: the tests check that its build log reaches
// the user, with this file's name.
__kernel void broken(__global uchar* out)
{
    out[get_global_id(0)] = not_declared_anywhere;
}

// ew_binary.cu: the two-input arithmetic, bitwise and shift ops of ops.def
// (add ... rshift) on the CUDA device; the simulated twins are in
// kernels/sim/elementwise.c.
#include "cuda/ew.cuh"
#include "cuda/launch.cuh"

using namespace cst;

bool cuda_launch_binary(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, const char *name,
                        Error *err)
{
    DType d = a->dtype;
    switch (op) {
    case OP_add: return launch_ew<Add>(a, d, sms, cs, name, err);
    case OP_sub: return launch_ew<Sub>(a, d, sms, cs, name, err);
    case OP_mul: return launch_ew<Mul>(a, d, sms, cs, name, err);
    case OP_div: return launch_ew<Div>(a, d, sms, cs, name, err);
    case OP_floordiv: return launch_ew<Floordiv>(a, d, sms, cs, name, err);
    case OP_mod: return launch_ew<Mod>(a, d, sms, cs, name, err);
    case OP_pow: return launch_ew<Pow>(a, d, sms, cs, name, err);
    case OP_maximum: return launch_ew<Maximum>(a, d, sms, cs, name, err);
    case OP_minimum: return launch_ew<Minimum>(a, d, sms, cs, name, err);
    case OP_bitand: return launch_ew<Bitand>(a, d, sms, cs, name, err);
    case OP_bitor: return launch_ew<Bitor>(a, d, sms, cs, name, err);
    case OP_bitxor: return launch_ew<Bitxor>(a, d, sms, cs, name, err);
    case OP_lshift: return launch_ew<Lshift>(a, d, sms, cs, name, err);
    case OP_rshift: return launch_ew<Rshift>(a, d, sms, cs, name, err);
    default: return ew_unsupported(a, name, err);
    }
}

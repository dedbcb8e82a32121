// ew_unary.cu: the one-input elementwise ops of ops.def (neg ... bitnot,
// clamp) on the CUDA device; the simulated twins are in
// kernels/sim/elementwise.c.
#include "cuda/ew.cuh"
#include "cuda/launch.cuh"

using namespace cst;

bool cuda_launch_unary(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, const char *name,
                       Error *err)
{
    DType d = a->dtype;
    switch (op) {
    case OP_neg: return launch_ew<Neg>(a, d, sms, cs, name, err);
    case OP_abs: return launch_ew<Abs>(a, d, sms, cs, name, err);
    case OP_exp: return launch_ew<Exp>(a, d, sms, cs, name, err);
    case OP_log: return launch_ew<Log>(a, d, sms, cs, name, err);
    case OP_log2: return launch_ew<Log2>(a, d, sms, cs, name, err);
    case OP_sqrt: return launch_ew<Sqrt>(a, d, sms, cs, name, err);
    case OP_rsqrt: return launch_ew<Rsqrt>(a, d, sms, cs, name, err);
    case OP_sin: return launch_ew<Sin>(a, d, sms, cs, name, err);
    case OP_cos: return launch_ew<Cos>(a, d, sms, cs, name, err);
    case OP_tanh: return launch_ew<Tanh>(a, d, sms, cs, name, err);
    case OP_sigmoid: return launch_ew<Sigmoid>(a, d, sms, cs, name, err);
    case OP_relu: return launch_ew<Relu>(a, d, sms, cs, name, err);
    case OP_floor: return launch_ew<Floor>(a, d, sms, cs, name, err);
    case OP_ceil: return launch_ew<Ceil>(a, d, sms, cs, name, err);
    case OP_round: return launch_ew<Round>(a, d, sms, cs, name, err);
    case OP_trunc: return launch_ew<Trunc>(a, d, sms, cs, name, err);
    case OP_sign: return launch_ew<Sign>(a, d, sms, cs, name, err);
    case OP_bitnot: return launch_ew<Bitnot>(a, d, sms, cs, name, err);
    case OP_clamp: return launch_ew<Clamp>(a, d, sms, cs, name, err);
    default: return ew_unsupported(a, name, err);
    }
}

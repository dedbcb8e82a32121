// ew_compare.cu: the comparisons of ops.def (eq ... ge, bool results) and
// where on the CUDA device; the simulated twins are in
// kernels/sim/elementwise.c.
#include "cuda/ew.cuh"
#include "cuda/launch.cuh"

using namespace cst;

bool cuda_launch_compare(OpCode op, const OpArgs *a, cudaStream_t cs, int sms,
                         const char *name, Error *err)
{
    DType d = a->dtype;
    switch (op) {
    case OP_eq: return launch_ew<Eq>(a, d, sms, cs, name, err);
    case OP_ne: return launch_ew<Ne>(a, d, sms, cs, name, err);
    case OP_lt: return launch_ew<Lt>(a, d, sms, cs, name, err);
    case OP_le: return launch_ew<Le>(a, d, sms, cs, name, err);
    case OP_gt: return launch_ew<Gt>(a, d, sms, cs, name, err);
    case OP_ge: return launch_ew<Ge>(a, d, sms, cs, name, err);
    case OP_where: return launch_ew<Where>(a, d, sms, cs, name, err);
    default: return ew_unsupported(a, name, err);
    }
}

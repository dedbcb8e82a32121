// ew_where.cu: the three-input elementwise ops of ops.def (where, threshold, muladd) on the
// CUDA device; the CPU twins are in kernels/cpu/elementwise.c.
#include "cuda/ew.cuh"
#include "cuda/launch.cuh"

using namespace cst;

bool cuda_launch_ternary(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    switch (op) {
#define EW(name, arity, params, rule, kinds, cost, py, forms, doc) EW_ARITY_##arity(name, params, rule, kinds, cost)
#define OP(name, arity, group, doc)
#define EW_ARITY_1(name, params, rule, kinds, cost)
#define EW_ARITY_2(name, params, rule, kinds, cost)
#define EW_ARITY_3 EW_CASE
#include "ops.def"
    default: return ew_unsupported(a, op_name(op), err);
    }
}

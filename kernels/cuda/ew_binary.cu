// ew_binary.cu: the two-input elementwise ops of ops.def (arithmetic,
// bitwise, comparisons) on the CUDA device; the CPU twins are in
// kernels/cpu/elementwise.c.
#include "cuda/ew.cuh"
#include "cuda/launch.cuh"

using namespace cst;

bool cuda_launch_binary(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    switch (op) {
#define EW(name, arity, params, rule, kinds, cost, py, forms, doc) EW_ARITY_##arity(name, params, rule, kinds, cost)
#define OP(name, arity, group, doc)
#define EW_ARITY_1(name, params, rule, kinds, cost)
#define EW_ARITY_2 EW_CASE
#define EW_ARITY_3(name, params, rule, kinds, cost)
#include "ops.def"
    default: return ew_unsupported(a, op_name(op), err);
    }
}

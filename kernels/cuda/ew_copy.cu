// ew_copy.cu: copy (strided, broadcast, converting dtypes as PyTorch's
// casts do) and fill on the CUDA device; the simulated twins are in
// kernels/sim/copy.c and fill.c.
#include "cuda/ew.cuh"
#include "cuda/launch.cuh"

using namespace cst;

// copy and fill: the value itself, converted as it loads and stores.
using Copy = Ew<Op_ident, KIND_BOOL | KIND_INT | KIND_FLOAT, RULE_SAME, OPS_COST_LIGHT>;

// Same-dtype copies move bits (a float16 NaN keeps its payload), so they
// run as the integer dtype of the same width.
static DType raw_dtype(DType dt)
{
    switch (size_of(dt)) {
    case 2: return DT_INT16;
    case 4: return DT_INT32;
    case 8: return DT_INT64;
    default: return DT_UINT8;
    }
}

bool cuda_launch_copy(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const char *name = op_name(op);
    OpArgs b = *a;
    DType out = a->out[0].dtype;
    if (op == OP_fill) {
        // out = the scalar sf[0] / si[0]: a copy of a scalar operand.
        b.nin = 1;
        b.in_is_scalar[0] = true;
        return launch_ew<Copy>(&b, out, sms, cs, name, err);
    }
    if (out == a->in[0].dtype) {
        b.out[0].dtype = b.in[0].dtype = b.dtype = raw_dtype(out);
        return launch_ew<Copy>(&b, b.dtype, sms, cs, name, err);
    }
    return launch_ew<Copy>(&b, out, sms, cs, name, err);
}

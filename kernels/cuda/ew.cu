// ew.cu: the host side of elementwise launches shared by every op
// (ew.cuh): coalescing dimensions, choosing the dense kernel, and launch
// errors.
#include <cstdint>

#include "cuda/ew.cuh"

namespace cst {

void ew_layout(const OpArgs *a, int nin, Layout *l)
{
    const DevTensor *out = &a->out[0];
    l->nops = 1 + nin;
    l->t[0] = out;
    for (int k = 0; k < nin; k++)
        l->t[1 + k] = a->in_is_scalar[k] ? NULL : &a->in[k];
    int nd = 0;
    for (int d = 0; d < out->ndim; d++) {
        if (out->shape[d] == 0) {
            l->nd = 0;
            l->n = 0;
            return;
        }
        if (out->shape[d] == 1)
            continue;
        l->shape[nd] = out->shape[d];
        for (int k = 0; k < l->nops; k++)
            l->stride[k][nd] = l->t[k] ? l->t[k]->strides[d] : 0;
        nd++;
    }
    // Largest output stride first, so a transposed but dense result still
    // walks memory in order.
    for (int i = 1; i < nd; i++) {
        for (int j = i; j > 0 && l->stride[0][j - 1] < l->stride[0][j]; j--) {
            int64_t s = l->shape[j];
            l->shape[j] = l->shape[j - 1];
            l->shape[j - 1] = s;
            for (int k = 0; k < l->nops; k++) {
                int64_t t = l->stride[k][j];
                l->stride[k][j] = l->stride[k][j - 1];
                l->stride[k][j - 1] = t;
            }
        }
    }
    int m = 0;
    for (int d = 0; d < nd; d++) {
        bool merge = m > 0;
        for (int k = 0; k < l->nops && merge; k++)
            merge = l->stride[k][m - 1] == l->stride[k][d] * l->shape[d];
        if (merge) {
            l->shape[m - 1] *= l->shape[d];
            for (int k = 0; k < l->nops; k++)
                l->stride[k][m - 1] = l->stride[k][d];
        } else {
            l->shape[m] = l->shape[d];
            for (int k = 0; k < l->nops; k++)
                l->stride[k][m] = l->stride[k][d];
            m++;
        }
    }
    if (m == 0) {
        l->shape[0] = 1;
        for (int k = 0; k < l->nops; k++)
            l->stride[k][0] = 0;
        m = 1;
    }
    l->nd = m;
    l->n = 1;
    for (int d = 0; d < m; d++)
        l->n *= l->shape[d];
}

static bool dense_operand(const DevTensor *t, int64_t stride, int64_t n, DType want, int vec)
{
    return t->dtype == want && (stride == 1 || n == 1) &&
           (uintptr_t)t->data % ((uintptr_t)vec * size_of(want)) == 0;
}

bool ew_dense(const Layout &l, int nin, DType d, bool compare, bool where)
{
    if (l.nd != 1)
        return false;
    int vec = (int)(16 / size_of(d));
    if (!dense_operand(l.t[0], l.stride[0][0], l.n, compare ? DT_BOOL : d, vec))
        return false;
    for (int k = 0; k < nin; k++) {
        const DevTensor *t = l.t[1 + k];
        if (t && !dense_operand(t, l.stride[1 + k][0], l.n, where && k == 0 ? DT_BOOL : d, vec))
            return false;
    }
    return true;
}

bool ew_rows_fit(const Layout &l, int nin, DType d, bool compare, bool where)
{
    if (l.nd > 2 || l.t[0]->dtype != (compare ? DT_BOOL : d))
        return false;
    for (int k = 0; k < nin; k++) {
        const DevTensor *t = l.t[1 + k];
        if (t && t->dtype != (where && k == 0 ? DT_BOOL : d))
            return false;
    }
    return true;
}

bool ew_check_launch(Error *err, const char *what)
{
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, what, __FILE__, __LINE__);
    return true;
}

// Dispatch never asks for these (the simulated device has no loop for
// them either); a message beats a silent no-op.
bool ew_unsupported(const OpArgs *a, const char *op, Error *err)
{
    static const char *names[] = {"bool", "uint8", "int8", "int16", "int32", "int64",
                                  "float16", "bfloat16", "float32", "float64"};
    int d = a->dtype;
    error_set(err, "internal error: no CUDA kernel for %s on %s", op,
              d >= 0 && d < DT_COUNT ? names[d] : "an unknown dtype");
    return false;
}

} // namespace cst

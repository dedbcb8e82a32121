/* reduce_layout.h: how every backend walks a reduction's operands.  A
 * reduction's out[0] has in[0]'s shape with stride 0 along the reduced
 * dimensions (ops.def).  Red lists the kept dimensions (of out, and of
 * out[1], the indices of max and min) and the reduced ones (of in), each
 * in row-major order; neighbouring reduced dimensions merge when the input
 * lays them out contiguously, which keeps row-major indices.
 *
 * Included by kernels/sim/reduce.c and kernels/cuda/reduce.cu. */
#ifndef CST_REDUCE_LAYOUT_H
#define CST_REDUCE_LAYOUT_H

#include <string.h>

#include "tensor/device.h"

typedef struct Red {
    const OpArgs *a;          /* the host's: never read on a GPU */
    int nk, nr;
    int64_t kshape[DEV_MAX_DIMS], kin[DEV_MAX_DIMS], kout[DEV_MAX_DIMS], kidx[DEV_MAX_DIMS];
    int64_t rshape[DEV_MAX_DIMS], rin[DEV_MAX_DIMS];
    int64_t nout, nred;
} Red;

static inline void red_init(const OpArgs *a, Red *r)
{
    memset(r, 0, sizeof *r);
    r->a = a;
    r->nout = r->nred = 1;
    const DevTensor *in = &a->in[0], *out = &a->out[0];
    for (int d = 0; d < in->ndim; d++) {
        if (in->shape[d] == 1)
            continue;
        if (out->strides[d] == 0) {
            int m = r->nr - 1;
            if (m >= 0 && r->rin[m] == in->strides[d] * in->shape[d]) {
                r->rshape[m] *= in->shape[d];
                r->rin[m] = in->strides[d];
            } else {
                r->rshape[r->nr] = in->shape[d];
                r->rin[r->nr] = in->strides[d];
                r->nr++;
            }
            r->nred *= in->shape[d];
        } else {
            r->kshape[r->nk] = in->shape[d];
            r->kin[r->nk] = in->strides[d];
            r->kout[r->nk] = out->strides[d];
            r->kidx[r->nk] = a->nout > 1 ? a->out[1].strides[d] : 0;
            r->nk++;
            r->nout *= in->shape[d];
        }
    }
}

#endif

/* matmul.c: the simulated device's matrix product: out[b] = in0[b] @ in1[b]
 * over 3-d operands [B, m, k] @ [B, k, n] -> [B, m, n] of one dtype.
 *
 * float32 and float64 go through OpenBLAS (cblas), as PyTorch's CPU build
 * does: sdot/ddot for a 1x1 result with a vector inside (torch.dot), gemv
 * for a single column (torch.mv), gemm otherwise (torch.mm), so the same
 * library rounds the same way.  A batched product (si[0] set, torch.bmm)
 * with fewer than 400 multiply-adds per matrix is the plain loop PyTorch's
 * baddbmm_cpu_kernel runs there.  float16 and bfloat16 compute in float32
 * and round once, a bias added before that rounding (PyTorch's addmm adds
 * it in float32 too): bfloat16 products of at least 16 rows and columns
 * on AMX where the CPU has it (matmul_amx.c), as PyTorch's oneDNN does;
 * integers accumulate in uint64_t, which wraps to the same bits as
 * PyTorch's loop in the dtype does. */
#include <cblas.h>
#include <stdlib.h>
#include <string.h>

#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/matmul_amx.h"

/* A matrix as BLAS takes it (row-major): transposed or not, and its
 * leading dimension; false when the strides need a copy first. */
static bool blas_layout(int64_t rows, int64_t cols, int64_t srow, int64_t scol,
                        CBLAS_TRANSPOSE *trans, int64_t *ld)
{
    int64_t c1 = cols > 1 ? cols : 1, r1 = rows > 1 ? rows : 1;
    if ((cols == 1 || scol == 1) && (rows == 1 || srow >= c1)) {
        *trans = CblasNoTrans;
        *ld = rows == 1 ? c1 : srow;
        return true;
    }
    if ((rows == 1 || srow == 1) && (cols == 1 || scol >= r1)) {
        *trans = CblasTrans;
        *ld = cols == 1 ? r1 : scol;
        return true;
    }
    return false;
}

/* A dense row-major float or double copy of one [rows, cols] matrix. */
static void *dense(const char *p, DType dt, DType want, int64_t rows, int64_t cols,
                   int64_t srow, int64_t scol)
{
    size_t es = dtype_size(want);
    char *m = malloc((size_t)(rows * cols) * es + 1);
    if (!m)
        return NULL;
    int64_t isz = (int64_t)dtype_size(dt);
    for (int64_t i = 0; i < rows; i++)
        cpu_convert(m + (size_t)(i * cols) * es, want, 1, p + i * srow * isz, dt, scol, cols);
    return m;
}

typedef struct Mat {
    const char *p;
    int64_t rows, cols, srow, scol;
} Mat;

/* c[m, n] (row-major, ldc) = a @ b in float or double through BLAS. */
static bool blas_product(bool dbl, DType dt, Mat a, Mat b, void *c, int64_t ldc)
{
    int64_t m = a.rows, k = a.cols, n = b.cols;
    CBLAS_TRANSPOSE ta, tb;
    int64_t lda, ldb;
    void *ca = NULL, *cb = NULL;
    DType want = dbl ? DT_FLOAT64 : DT_FLOAT32;
    if (dt != want || !blas_layout(m, k, a.srow, a.scol, &ta, &lda)) {
        if (!(ca = dense(a.p, dt, want, m, k, a.srow, a.scol)))
            return false;
        a.p = ca;
        ta = CblasNoTrans;
        lda = k > 1 ? k : 1;
        a.srow = k;
        a.scol = 1;
    }
    if (dt != want || !blas_layout(k, n, b.srow, b.scol, &tb, &ldb)) {
        if (!(cb = dense(b.p, dt, want, k, n, b.srow, b.scol))) {
            free(ca);
            return false;
        }
        b.p = cb;
        tb = CblasNoTrans;
        ldb = n > 1 ? n : 1;
        b.srow = n;
        b.scol = 1;
    }
    if (m == 1 && n == 1) {
        /* torch.dot: a row and a column. */
        if (dbl)
            *(double *)c = cblas_ddot((int)k, (const double *)a.p, (int)a.scol,
                                      (const double *)b.p, (int)b.srow);
        else
            *(float *)c = cblas_sdot((int)k, (const float *)a.p, (int)a.scol,
                                     (const float *)b.p, (int)b.srow);
    } else if (n == 1) {
        /* torch.mv: the column of results has stride ldc. */
        if (dbl)
            cblas_dgemv(CblasRowMajor, ta, ta == CblasNoTrans ? (int)m : (int)k,
                        ta == CblasNoTrans ? (int)k : (int)m, 1.0, (const double *)a.p,
                        (int)lda, (const double *)b.p, (int)b.srow, 0.0, c, (int)ldc);
        else
            cblas_sgemv(CblasRowMajor, ta, ta == CblasNoTrans ? (int)m : (int)k,
                        ta == CblasNoTrans ? (int)k : (int)m, 1.0f, (const float *)a.p,
                        (int)lda, (const float *)b.p, (int)b.srow, 0.0f, c, (int)ldc);
    } else if (dbl) {
        cblas_dgemm(CblasRowMajor, ta, tb, (int)m, (int)n, (int)k, 1.0, (const double *)a.p,
                    (int)lda, (const double *)b.p, (int)ldb, 0.0, c, (int)ldc);
    } else {
        cblas_sgemm(CblasRowMajor, ta, tb, (int)m, (int)n, (int)k, 1.0f, (const float *)a.p,
                    (int)lda, (const float *)b.p, (int)ldb, 0.0f, c, (int)ldc);
    }
    free(ca);
    free(cb);
    return true;
}

/* baddbmm_cpu_kernel's loop, and the integer product: each result a sum in
 * order of k, accumulated in float, double or uint64_t. */
static void loop_product(DType dt, Mat a, Mat b, char *c, int64_t scr, int64_t scc)
{
    int64_t sz = (int64_t)dtype_size(dt);
    bool fl = dtype_is_float(dt);
    for (int64_t i = 0; i < a.rows; i++) {
        for (int64_t j = 0; j < b.cols; j++) {
            float f = 0;
            double d = 0;
            uint64_t u = 0;
            for (int64_t l = 0; l < a.cols; l++) {
                const char *x = a.p + (i * a.srow + l * a.scol) * sz;
                const char *y = b.p + (l * b.srow + j * b.scol) * sz;
                if (dt == DT_FLOAT64)
                    d += *(const double *)x * *(const double *)y;
                else if (fl)
                    f += (float)dtype_load_double(dt, x) * (float)dtype_load_double(dt, y);
                else
                    u += (uint64_t)dtype_load_int(dt, x) * (uint64_t)dtype_load_int(dt, y);
            }
            char *q = c + (i * scr + j * scc) * sz;
            if (dt == DT_FLOAT64)
                *(double *)q = d;
            else if (fl)
                dtype_store_double(dt, q, f);
            else
                dtype_store_int(dt, q, (int64_t)u);
        }
    }
}

void cpu_matmul(const OpArgs *a)
{
    const DevTensor *x = &a->in[0], *y = &a->in[1], *o = &a->out[0];
    DType dt = o->dtype;
    int64_t m = x->shape[1], k = x->shape[2], n = y->shape[2];
    int64_t sz = (int64_t)dtype_size(dt);
    bool small_batched = a->si[0] && m * n * k < 400;
    bool direct = (dt == DT_FLOAT32 || dt == DT_FLOAT64) && o->strides[2] == 1 &&
                  (m == 1 || o->strides[1] >= n);
    bool amx = dt == DT_BFLOAT16 && !small_batched && m >= 16 && n >= 16 && k > 0 && cpu_amx_bf16();
    DType cdt = dt == DT_FLOAT64 ? DT_FLOAT64 : DT_FLOAT32;
    /* a float16 or bfloat16 product's bias, as floats, added before rounding */
    float *bias = NULL;
    bool reduced = dt == DT_FLOAT16 || dt == DT_BFLOAT16;
    if (a->nin == 3 && reduced && !small_batched && k > 0) {
        if (!(bias = malloc((size_t)n * sizeof *bias + 1)))
            return;
        cpu_convert(bias, DT_FLOAT32, 1, a->in[2].data, a->in[2].dtype, a->in[2].strides[0], n);
    }
    void *tmp = NULL;
    if (dtype_is_float(dt) && !small_batched && !direct) {
        tmp = malloc((size_t)(m * n) * dtype_size(cdt) + 1);
        if (!tmp) {
            free(bias);
            return;
        }
    }
    for (int64_t b = 0; b < o->shape[0]; b++) {
        Mat ma = {(const char *)x->data + b * x->strides[0] * sz, m, k, x->strides[1],
                  x->strides[2]};
        Mat mb = {(const char *)y->data + b * y->strides[0] * sz, k, n, y->strides[1],
                  y->strides[2]};
        char *c = (char *)o->data + b * o->strides[0] * sz;
        if (!dtype_is_float(dt) || small_batched) {
            loop_product(dt, ma, mb, c, o->strides[1], o->strides[2]);
        } else if (k == 0) {
            for (int64_t i = 0; i < m; i++)
                for (int64_t j = 0; j < n; j++)
                    dtype_store_int(dt, c + (i * o->strides[1] + j * o->strides[2]) * sz, 0);
        } else if (amx && cpu_amx_product(ma.p, ma.srow, ma.scol, mb.p, mb.srow, mb.scol, bias, m, k, n, c,
                                          o->strides[1], o->strides[2])) {
            continue;
        } else if (direct) {
            blas_product(dt == DT_FLOAT64, dt, ma, mb, c, m == 1 ? n : o->strides[1]);
        } else if (blas_product(dt == DT_FLOAT64, dt, ma, mb, tmp, n)) {
            for (int64_t i = 0; i < m; i++) {
                char *row = (char *)tmp + (size_t)(i * n) * dtype_size(cdt);
                for (int64_t j = 0; bias && j < n; j++)
                    ((float *)row)[j] += bias[j];
                cpu_convert(c + i * o->strides[1] * sz, dt, o->strides[2], row, cdt, 1, n);
            }
        }
    }
    bool biased = bias != NULL;
    free(tmp);
    free(bias);
    if (a->nin == 3 && !biased) {
        OpArgs add = device_bias_add(a);
        cpu_add(&add);
    }
}

/* linalg.c: the simulated device's matrix decompositions (ops.def's
 * LINALG group) through the LAPACK routines OpenBLAS carries, the ones
 * PyTorch's CPU build calls (getrf, getrs, potrf, and BLAS's trsm), so the
 * values are PyTorch's.  Operands are 3-d [B, rows, cols] of one float
 * dtype (float32 or float64) with any strides (0 along a broadcast
 * batch); each matrix is copied into a column-major buffer, as LAPACK
 * takes it, and the result copied back out through out's strides. */
#include <cblas.h>
#include <stdlib.h>
#include <string.h>

#include "cpu/kernels.h"

/* LAPACK's Fortran entry points; a character argument's length follows
 * the others, as gfortran passes it. */
void sgetrf_(const int *m, const int *n, float *a, const int *lda, int *ipiv, int *info);
void dgetrf_(const int *m, const int *n, double *a, const int *lda, int *ipiv, int *info);
void sgetrs_(const char *trans, const int *n, const int *nrhs, const float *a, const int *lda, const int *ipiv,
             float *b, const int *ldb, int *info, size_t trans_len);
void dgetrs_(const char *trans, const int *n, const int *nrhs, const double *a, const int *lda, const int *ipiv,
             double *b, const int *ldb, int *info, size_t trans_len);
void spotrf_(const char *uplo, const int *n, float *a, const int *lda, int *info, size_t uplo_len);
void dpotrf_(const char *uplo, const int *n, double *a, const int *lda, int *info, size_t uplo_len);
void sgeqrf_(const int *m, const int *n, float *a, const int *lda, float *tau, float *work, const int *lwork,
             int *info);
void dgeqrf_(const int *m, const int *n, double *a, const int *lda, double *tau, double *work, const int *lwork,
             int *info);
void sorgqr_(const int *m, const int *n, const int *k, float *a, const int *lda, const float *tau, float *work,
             const int *lwork, int *info);
void dorgqr_(const int *m, const int *n, const int *k, double *a, const int *lda, const double *tau, double *work,
             const int *lwork, int *info);
void ssyevd_(const char *jobz, const char *uplo, const int *n, float *a, const int *lda, float *w, float *work,
             const int *lwork, int *iwork, const int *liwork, int *info, size_t jobz_len, size_t uplo_len);
void dsyevd_(const char *jobz, const char *uplo, const int *n, double *a, const int *lda, double *w, double *work,
             const int *lwork, int *iwork, const int *liwork, int *info, size_t jobz_len, size_t uplo_len);
void sgesdd_(const char *jobz, const int *m, const int *n, float *a, const int *lda, float *s, float *u,
             const int *ldu, float *vt, const int *ldvt, float *work, const int *lwork, int *iwork, int *info,
             size_t jobz_len);
void dgesdd_(const char *jobz, const int *m, const int *n, double *a, const int *lda, double *s, double *u,
             const int *ldu, double *vt, const int *ldvt, double *work, const int *lwork, int *iwork, int *info,
             size_t jobz_len);

void sgelsy_(const int *m, const int *n, const int *nrhs, float *a, const int *lda, float *b, const int *ldb,
             int *jpvt, const float *rcond, int *rank, float *work, const int *lwork, int *info);
void dgelsy_(const int *m, const int *n, const int *nrhs, double *a, const int *lda, double *b, const int *ldb,
             int *jpvt, const double *rcond, int *rank, double *work, const int *lwork, int *info);

/* Matrix b of t (a [B, rows, cols] operand) into buf, column-major with
 * leading dimension ld (at least its rows), or back out of buf into t: a
 * loop of the dtype, float or double, over tiles of TILE x TILE, so that a
 * row-major matrix is transposed within the cache.  Small tiles: the rows
 * of a matrix of 1024 floats are 4 KiB apart, so 32 of them share one
 * set of the L1 cache, which holds 8 (solve of 1024 x 1024: 32 -> 8
 * cut the moves' time by half). */
enum { TILE = 8 };

/* One tile of the move: the matrix m's element (i, j) at i * rs + j * cs,
 * the column-major buffer c's at j * ld + i. */
#define MOVE_TILE(T, i0, j0)                                                                       \
    for (int64_t j = j0; j < j0 + TILE && j < cols; j++)                                          \
        for (int64_t i = i0; i < i0 + TILE && i < rows; i++)                                      \
            if (out)                                                                               \
                m[i * rs + j * cs] = c[j * ld + i];                                                \
            else                                                                                   \
                c[j * ld + i] = m[i * rs + j * cs];

#define MOVE_COLUMNS(T)                                                                            \
    {                                                                                              \
        T *m = (T *)t->data + b * t->strides[0], *c = (T *)buf;                                   \
        for (int64_t j0 = 0; j0 < cols; j0 += TILE)                                                \
            for (int64_t i0 = 0; i0 < rows; i0 += TILE) {                                          \
                MOVE_TILE(T, i0, j0)                                                               \
            }                                                                                      \
    }

static void move_columns(const DevTensor *t, int64_t b, void *buf, int64_t ld, bool out)
{
    const int64_t rows = t->shape[1], cols = t->shape[2], rs = t->strides[1], cs = t->strides[2];
    if (t->dtype == DT_FLOAT64)
        MOVE_COLUMNS(double)
    else
        MOVE_COLUMNS(float)
}

static void load_columns(const DevTensor *t, int64_t b, void *buf)
{
    move_columns(t, b, buf, t->shape[1], false);
}

static void store_columns(const DevTensor *t, int64_t b, void *buf)
{
    move_columns(t, b, buf, t->shape[1], true);
}

/* Element i of row b of the int32 [B, n] operand t. */
static int32_t *int_at(const DevTensor *t, int64_t b, int64_t i)
{
    return (int32_t *)t->data + b * t->strides[0] + i * t->strides[1];
}

/* A buffer for one [rows, cols] matrix of t's dtype (at least one byte). */
static char *matrix_buffer(const DevTensor *t)
{
    return malloc((size_t)(t->shape[1] * t->shape[2]) * dtype_size(t->dtype) + 1);
}

/* The row permutation getrf's swaps make, 0-based, after the pivots and
 * info of row b: row i of P^T A is row perm[i] of A. */
static void store_permutation(const DevTensor *piv, int64_t b, const int *ipiv, int k, int m)
{
    for (int i = 0; i < m; i++)
        *int_at(piv, b, k + 1 + i) = i;
    for (int i = 0; i < k; i++) {
        int32_t *x = int_at(piv, b, k + 1 + i), *y = int_at(piv, b, k + ipiv[i]), t = *x;
        *x = *y;
        *y = t;
    }
}

void cpu_lu_factor(const OpArgs *a)
{
    const DevTensor *x = &a->in[0], *lu = &a->out[0], *piv = &a->out[1];
    int m = (int)x->shape[1], n = (int)x->shape[2], k = m < n ? m : n, ld = m > 1 ? m : 1;
    char *buf = matrix_buffer(x);
    int *ipiv = malloc((size_t)k * sizeof *ipiv + 1);
    for (int64_t b = 0; buf && ipiv && b < lu->shape[0]; b++) {
        int info = 0;
        load_columns(x, b, buf);
        if (x->dtype == DT_FLOAT64)
            dgetrf_(&m, &n, (double *)buf, &ld, ipiv, &info);
        else
            sgetrf_(&m, &n, (float *)buf, &ld, ipiv, &info);
        store_columns(lu, b, buf);
        for (int i = 0; i < k; i++)
            *int_at(piv, b, i) = ipiv[i];
        *int_at(piv, b, k) = info;
        if (piv->shape[1] > k + 1)
            store_permutation(piv, b, ipiv, k, m);
    }
    free(buf);
    free(ipiv);
}

void cpu_lu_solve(const OpArgs *a)
{
    const DevTensor *lu = &a->in[0], *piv = &a->in[1], *rhs = &a->in[2], *x = &a->out[0];
    int n = (int)lu->shape[1], nrhs = (int)rhs->shape[2], ld = n > 1 ? n : 1;
    const char trans = a->si[0] ? 'T' : 'N';
    char *fac = matrix_buffer(lu), *buf = matrix_buffer(rhs);
    int *ipiv = malloc((size_t)n * sizeof *ipiv + 1);
    for (int64_t b = 0; fac && buf && ipiv && b < x->shape[0]; b++) {
        int info = 0;
        load_columns(lu, b, fac);
        load_columns(rhs, b, buf);
        for (int i = 0; i < n; i++)
            ipiv[i] = *int_at(piv, b, i);
        if (x->dtype == DT_FLOAT64)
            dgetrs_(&trans, &n, &nrhs, (const double *)fac, &ld, ipiv, (double *)buf, &ld, &info, 1);
        else
            sgetrs_(&trans, &n, &nrhs, (const float *)fac, &ld, ipiv, (float *)buf, &ld, &info, 1);
        store_columns(x, b, buf);
    }
    free(fac);
    free(buf);
    free(ipiv);
}

/* Zeros the triangle potrf leaves as it found it: above the diagonal of
 * a lower factor, below it of an upper one. */
static void clear_other_triangle(char *buf, DType dt, int n, bool upper)
{
    size_t es = dtype_size(dt);
    for (int j = 0; j < n; j++) {
        int first = upper ? j + 1 : 0, end = upper ? n : j;
        memset(buf + (size_t)(j * n + first) * es, 0, (size_t)(end - first) * es);
    }
}

void cpu_cholesky(const OpArgs *a)
{
    const DevTensor *x = &a->in[0], *l = &a->out[0], *info_out = &a->out[1];
    int n = (int)x->shape[1], ld = n > 1 ? n : 1;
    const char uplo = a->si[0] ? 'U' : 'L';
    char *buf = matrix_buffer(x);
    for (int64_t b = 0; buf && b < l->shape[0]; b++) {
        int info = 0;
        load_columns(x, b, buf);
        if (x->dtype == DT_FLOAT64)
            dpotrf_(&uplo, &n, (double *)buf, &ld, &info, 1);
        else
            spotrf_(&uplo, &n, (float *)buf, &ld, &info, 1);
        clear_other_triangle(buf, x->dtype, n, a->si[0]);
        store_columns(l, b, buf);
        *int_at(info_out, b, 0) = info;
    }
    free(buf);
}

/* How trsm reads matrix b of the triangular operand t in place: column-
 * major itself, or row-major as its transpose (the triangle flipped);
 * else a column-major copy in buf.  *p the matrix, *ld its leading
 * dimension, *trans and *uplo trsm's flags for it. */
static const void *triangle(const DevTensor *t, int64_t b, char *buf, int *ld, CBLAS_TRANSPOSE *trans,
                            CBLAS_UPLO *uplo)
{
    int64_t n = t->shape[1], min_ld = n > 1 ? n : 1;
    const char *m = (const char *)t->data + (size_t)(b * t->strides[0]) * dtype_size(t->dtype);
    *trans = CblasNoTrans;
    if ((n <= 1 || t->strides[1] == 1) && t->strides[2] >= min_ld) {
        *ld = (int)t->strides[2];
        return m;
    }
    if ((n <= 1 || t->strides[2] == 1) && t->strides[1] >= min_ld) {
        *ld = (int)t->strides[1];
        *trans = CblasTrans;
        *uplo = *uplo == CblasUpper ? CblasLower : CblasUpper;
        return m;
    }
    load_columns(t, b, buf);
    *ld = (int)min_ld;
    return buf;
}

void cpu_solve_triangular(const OpArgs *a)
{
    const DevTensor *t = &a->in[0], *rhs = &a->in[1], *x = &a->out[0];
    int rows = (int)rhs->shape[1], cols = (int)rhs->shape[2], ldb = rows > 1 ? rows : 1;
    CBLAS_SIDE side = a->si[1] ? CblasLeft : CblasRight;
    CBLAS_DIAG diag = a->si[2] ? CblasUnit : CblasNonUnit;
    char *tri = matrix_buffer(t), *buf = matrix_buffer(rhs);
    for (int64_t b = 0; tri && buf && b < x->shape[0]; b++) {
        int ldt;
        CBLAS_TRANSPOSE trans;
        CBLAS_UPLO uplo = a->si[0] ? CblasUpper : CblasLower;
        const void *m = triangle(t, b, tri, &ldt, &trans, &uplo);
        load_columns(rhs, b, buf);
        if (x->dtype == DT_FLOAT64)
            cblas_dtrsm(CblasColMajor, side, uplo, trans, diag, rows, cols, 1.0, m, ldt, (double *)buf, ldb);
        else
            cblas_strsm(CblasColMajor, side, uplo, trans, diag, rows, cols, 1.0f, m, ldt, (float *)buf, ldb);
        store_columns(x, b, buf);
    }
    free(tri);
    free(buf);
}

/* A float or double scratch array of n elements of dt (at least one). */
static char *scratch(DType dt, int64_t n)
{
    return malloc((size_t)(n > 0 ? n : 1) * dtype_size(dt));
}

/* The workspace size a LAPACK query (lwork -1) wrote as its first element. */
static int queried(DType dt, const char *w)
{
    double v = dt == DT_FLOAT64 ? *(const double *)w : *(const float *)w;
    return v > 1 ? (int)v : 1;
}

void cpu_qr(const OpArgs *a)
{
    const DevTensor *x = &a->in[0], *r = &a->out[0], *q = a->nout > 1 ? &a->out[1] : NULL;
    DType dt = x->dtype;
    bool dbl = dt == DT_FLOAT64;
    int m = (int)x->shape[1], n = (int)x->shape[2], k = m < n ? m : n, ld = m > 1 ? m : 1;
    /* Q's columns: m (complete) or k; the buffer holds the larger of A and Q. */
    int qc = q ? (int)q->shape[2] : k, wide = n > qc ? n : qc, lwork = -1, info;
    char *buf = scratch(dt, (int64_t)m * wide), *tau = scratch(dt, k), *query = scratch(dt, 1), *work = NULL;
    if (!buf || !tau || !query)
        goto done;
    if (dbl) {
        dgeqrf_(&m, &n, (double *)buf, &ld, (double *)tau, (double *)query, &lwork, &info);
    } else {
        sgeqrf_(&m, &n, (float *)buf, &ld, (float *)tau, (float *)query, &lwork, &info);
    }
    lwork = queried(dt, query);
    if (q) {
        int lq = -1;
        if (dbl)
            dorgqr_(&m, &qc, &k, (double *)buf, &ld, (const double *)tau, (double *)query, &lq, &info);
        else
            sorgqr_(&m, &qc, &k, (float *)buf, &ld, (const float *)tau, (float *)query, &lq, &info);
        if (queried(dt, query) > lwork)
            lwork = queried(dt, query);
    }
    if (!(work = scratch(dt, lwork)))
        goto done;
    size_t es = dtype_size(dt);
    for (int64_t b = 0; b < r->shape[0]; b++) {
        load_columns(x, b, buf);
        if (dbl)
            dgeqrf_(&m, &n, (double *)buf, &ld, (double *)tau, (double *)work, &lwork, &info);
        else
            sgeqrf_(&m, &n, (float *)buf, &ld, (float *)tau, (float *)work, &lwork, &info);
        /* R: the upper triangle of the first rows, column j of R j's. */
        for (int64_t j = 0; j < n; j++)
            for (int64_t i = 0; i < r->shape[1]; i++) {
                char *at = (char *)r->data + (size_t)(b * r->strides[0] + i * r->strides[1] + j * r->strides[2]) * es;
                if (i <= j)
                    memcpy(at, buf + (size_t)(j * m + i) * es, es);
                else
                    memset(at, 0, es);
            }
        if (!q)
            continue;
        if (dbl)
            dorgqr_(&m, &qc, &k, (double *)buf, &ld, (const double *)tau, (double *)work, &lwork, &info);
        else
            sorgqr_(&m, &qc, &k, (float *)buf, &ld, (const float *)tau, (float *)work, &lwork, &info);
        store_columns(q, b, buf);
    }
done:
    free(buf);
    free(tau);
    free(query);
    free(work);
}

void cpu_eigh(const OpArgs *a)
{
    const DevTensor *x = &a->in[0], *w = &a->out[0], *v = a->nout > 1 ? &a->out[1] : NULL;
    DType dt = x->dtype;
    bool dbl = dt == DT_FLOAT64;
    int n = (int)x->shape[1], ld = n > 1 ? n : 1, lwork = -1, liwork = -1, iquery = 0, info;
    const char jobz = v ? 'V' : 'N', uplo = a->si[0] ? 'U' : 'L';
    char *buf = matrix_buffer(x), *vals = scratch(dt, n), *query = scratch(dt, 1), *work = NULL;
    int *iwork = NULL;
    if (!buf || !vals || !query)
        goto done;
    if (dbl)
        dsyevd_(&jobz, &uplo, &n, (double *)buf, &ld, (double *)vals, (double *)query, &lwork, &iquery, &liwork,
                &info, 1, 1);
    else
        ssyevd_(&jobz, &uplo, &n, (float *)buf, &ld, (float *)vals, (float *)query, &lwork, &iquery, &liwork, &info,
                1, 1);
    lwork = queried(dt, query);
    liwork = iquery > 1 ? iquery : 1;
    if (!(work = scratch(dt, lwork)) || !(iwork = malloc((size_t)liwork * sizeof *iwork)))
        goto done;
    size_t es = dtype_size(dt);
    for (int64_t b = 0; b < w->shape[0]; b++) {
        load_columns(x, b, buf);
        if (dbl)
            dsyevd_(&jobz, &uplo, &n, (double *)buf, &ld, (double *)vals, (double *)work, &lwork, iwork, &liwork,
                    &info, 1, 1);
        else
            ssyevd_(&jobz, &uplo, &n, (float *)buf, &ld, (float *)vals, (float *)work, &lwork, iwork, &liwork, &info,
                    1, 1);
        for (int64_t i = 0; i < n; i++)
            memcpy((char *)w->data + (size_t)(b * w->strides[0] + i * w->strides[1]) * es, vals + (size_t)i * es, es);
        if (v)
            store_columns(v, b, buf);
    }
done:
    free(buf);
    free(vals);
    free(query);
    free(work);
    free(iwork);
}

/* Matrix b of t set to the identity: an empty matrix's U or Vh with
 * full_matrices, as ATen fills them (LAPACK is not called for it). */
static void store_identity(const DevTensor *t, int64_t b)
{
    size_t es = dtype_size(t->dtype);
    for (int64_t i = 0; i < t->shape[1]; i++)
        for (int64_t j = 0; j < t->shape[2]; j++)
            dtype_store_double(t->dtype, (char *)t->data + (size_t)(b * t->strides[0] + i * t->strides[1] +
                                                                     j * t->strides[2]) * es,
                               i == j);
}

void cpu_svd(const OpArgs *a)
{
    const DevTensor *x = &a->in[0], *s = &a->out[0];
    const DevTensor *u = a->nout > 1 ? &a->out[1] : NULL, *vh = a->nout > 1 ? &a->out[2] : NULL;
    DType dt = x->dtype;
    bool dbl = dt == DT_FLOAT64;
    int m = (int)x->shape[1], n = (int)x->shape[2], k = m < n ? m : n, ld = m > 1 ? m : 1;
    int ucols = u ? (int)u->shape[2] : 1, vrows = vh ? (int)vh->shape[1] : 1;
    const char jobz = !u ? 'N' : a->si[0] ? 'A' : 'S';
    if (k == 0) {
        for (int64_t b = 0; u && b < s->shape[0]; b++) {
            store_identity(u, b);
            store_identity(vh, b);
        }
        return;
    }
    int ldu = m > 1 ? m : 1, ldvt = vrows > 1 ? vrows : 1, lwork = -1, info;
    char *buf = matrix_buffer(x), *vals = scratch(dt, k), *query = scratch(dt, 1), *work = NULL;
    char *ub = scratch(dt, u ? (int64_t)m * ucols : 1), *vb = scratch(dt, vh ? (int64_t)vrows * n : 1);
    int *iwork = malloc((size_t)(8 * (k > 0 ? k : 1)) * sizeof *iwork);
    if (!buf || !vals || !query || !ub || !vb || !iwork)
        goto done;
    if (dbl)
        dgesdd_(&jobz, &m, &n, (double *)buf, &ld, (double *)vals, (double *)ub, &ldu, (double *)vb, &ldvt,
                (double *)query, &lwork, iwork, &info, 1);
    else
        sgesdd_(&jobz, &m, &n, (float *)buf, &ld, (float *)vals, (float *)ub, &ldu, (float *)vb, &ldvt,
                (float *)query, &lwork, iwork, &info, 1);
    lwork = queried(dt, query);
    if (!(work = scratch(dt, lwork)))
        goto done;
    size_t es = dtype_size(dt);
    for (int64_t b = 0; b < s->shape[0]; b++) {
        load_columns(x, b, buf);
        if (dbl)
            dgesdd_(&jobz, &m, &n, (double *)buf, &ld, (double *)vals, (double *)ub, &ldu, (double *)vb, &ldvt,
                    (double *)work, &lwork, iwork, &info, 1);
        else
            sgesdd_(&jobz, &m, &n, (float *)buf, &ld, (float *)vals, (float *)ub, &ldu, (float *)vb, &ldvt,
                    (float *)work, &lwork, iwork, &info, 1);
        for (int64_t i = 0; i < k; i++)
            memcpy((char *)s->data + (size_t)(b * s->strides[0] + i * s->strides[1]) * es, vals + (size_t)i * es, es);
        if (u) {
            store_columns(u, b, ub);
            store_columns(vh, b, vb);
        }
    }
done:
    free(buf);
    free(vals);
    free(query);
    free(work);
    free(ub);
    free(vb);
    free(iwork);
}

void cpu_lstsq(const OpArgs *a)
{
    const DevTensor *x = &a->in[0], *rhs = &a->in[1], *sol = &a->out[0], *rank_out = &a->out[1];
    DType dt = x->dtype;
    bool dbl = dt == DT_FLOAT64;
    int m = (int)x->shape[1], n = (int)x->shape[2], nrhs = (int)rhs->shape[2], lda = m > 1 ? m : 1;
    int ldb = m > n ? m : n, lwork = -1, info, rank = 0;
    ldb = ldb > 1 ? ldb : 1;
    float rcond_f = (float)a->sf[0];
    double rcond = a->sf[0];
    char *fac = matrix_buffer(x), *buf = scratch(dt, (int64_t)ldb * nrhs), *query = scratch(dt, 1), *work = NULL;
    int *jpvt = malloc((size_t)(n > 0 ? n : 1) * sizeof *jpvt);
    if (!fac || !buf || !query || !jpvt)
        goto done;
    if (dbl)
        dgelsy_(&m, &n, &nrhs, (double *)fac, &lda, (double *)buf, &ldb, jpvt, &rcond, &rank, (double *)query, &lwork,
                &info);
    else
        sgelsy_(&m, &n, &nrhs, (float *)fac, &lda, (float *)buf, &ldb, jpvt, &rcond_f, &rank, (float *)query, &lwork,
                &info);
    lwork = queried(dt, query);
    if (!(work = scratch(dt, lwork)))
        goto done;
    for (int64_t b = 0; b < sol->shape[0]; b++) {
        load_columns(x, b, fac);
        move_columns(rhs, b, buf, ldb, false);
        memset(jpvt, 0, (size_t)(n > 0 ? n : 1) * sizeof *jpvt);
        if (dbl)
            dgelsy_(&m, &n, &nrhs, (double *)fac, &lda, (double *)buf, &ldb, jpvt, &rcond, &rank, (double *)work,
                    &lwork, &info);
        else
            sgelsy_(&m, &n, &nrhs, (float *)fac, &lda, (float *)buf, &ldb, jpvt, &rcond_f, &rank, (float *)work,
                    &lwork, &info);
        move_columns(sol, b, buf, ldb, true);
        ((int64_t *)rank_out->data)[b * rank_out->strides[0]] = rank;
    }
done:
    free(fac);
    free(buf);
    free(query);
    free(work);
    free(jpvt);
}

/* test_ops.c: the operation library's engine below the language: the
 * simulated device's thread pool, Philox4x32-10 against Random123's known
 * answers and the pinned first values of randn, the offset accounting of
 * random.c, matrix products over every operand layout BLAS takes or needs
 * a copy for, and .npy files (every dtype, Fortran order, big-endian data,
 * broken files), and search_tree.h's tree against the walk it replaces.
 * What PyTorch defines is checked against PyTorch in the
 * goldens (tests/golden/ops_*.cst); this file checks cst's own choices. */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "dist.h"
#include "search_tree.h"
#include "tensor/dispatch_linalg.h"
#include "tensor/dispatch_reduce.h"
#include "tensor/npy.h"
#include "tensor/random.h"
#include "cpu/parallel.h"
#include "sim/sim.h"

static const Backend *be;
static Error err;

/* ---- the thread pool ---- */

static atomic_int hits[1000];

static void count_chunk(void *ctx, int64_t c)
{
    (void)ctx;
    atomic_fetch_add(&hits[c], 1);
}

static void nested_chunk(void *ctx, int64_t c)
{
    (void)ctx;
    atomic_fetch_add(&hits[c], 1);
    /* A kernel inside a kernel runs its chunks itself, all of them. */
    cpu_parallel(10, count_chunk, NULL);
}

static void *caller(void *arg)
{
    (void)arg;
    for (int r = 0; r < 50; r++)
        cpu_parallel(1000, count_chunk, NULL);
    return NULL;
}

static void test_pool(void)
{
    CHECK(cpu_parallel_threads() >= 1);
    cpu_parallel(1000, count_chunk, NULL);
    bool once = true;
    for (int i = 0; i < 1000; i++)
        once = once && atomic_load(&hits[i]) == 1;
    CHECK(once);
    memset(hits, 0, sizeof hits);
    cpu_parallel(5, nested_chunk, NULL);
    CHECK(atomic_load(&hits[0]) == 6 && atomic_load(&hits[4]) == 6 && atomic_load(&hits[9]) == 5);
    /* Two callers at once: each job still runs each chunk exactly once. */
    memset(hits, 0, sizeof hits);
    pthread_t t;
    CHECK(pthread_create(&t, NULL, caller, NULL) == 0);
    caller(NULL);
    pthread_join(t, NULL);
    bool all = true;
    for (int i = 0; i < 1000; i++)
        all = all && atomic_load(&hits[i]) == 100;
    CHECK(all);
}

/* ---- random numbers ---- */

static Tensor *draw(bool normal, DType dt, int64_t n)
{
    Tensor *t = NULL;
    bool ok = normal ? random_randn(be, NULL, random_default(), -1, dt, 1, &n, &t, &err)
                     : random_rand(be, NULL, random_default(), -1, dt, 1, &n, &t, &err);
    if (!check_at(ok, "draw", __FILE__, __LINE__))
        exit(2);
    return t;
}

static void test_random(void)
{
    /* randn's first values for seeds 0 and 1, as tests/oracle/lib/philox.py
     * computes them (cst's own numbers; ops_random.cst pins more). */
    static const float seed0[4] = {0.9911374449729919f, -0.9246627688407898f, -0.6176090836524963f,
                                   -0.48206835985183716f};
    random_seed(random_default(), 0);
    Tensor *t = draw(true, DT_FLOAT32, 4);
    CHECK(memcmp(tensor_data(t), seed0, sizeof seed0) == 0);
    tensor_release(t);

    /* Word 0 of seed 0 is Philox4x32_10(0, 0)'s first word 0x6627e8d5. */
    random_seed(random_default(), 0);
    t = draw(false, DT_FLOAT32, 1);
    CHECK(*(float *)tensor_data(t) == (float)(0x6627e8d5u >> 8) * 0x1p-24f);
    tensor_release(t);
    /* That call used one word and moved the offset by four: the next value
     * is word 4, the first lane of counter 1. */
    Tensor *u = draw(false, DT_FLOAT32, 1);
    random_seed(random_default(), 0);
    t = draw(false, DT_FLOAT32, 5);
    CHECK(((float *)tensor_data(t))[4] == *(float *)tensor_data(u));
    tensor_release(t);
    tensor_release(u);

    /* The value of an element does not depend on how many come after it,
     * nor on the threads that computed it. */
    random_seed(random_default(), 7);
    t = draw(true, DT_FLOAT32, 1 << 18);
    random_seed(random_default(), 7);
    u = draw(true, DT_FLOAT32, 3);
    CHECK(memcmp(tensor_data(t), tensor_data(u), 3 * sizeof(float)) == 0);
    double s = 0, s2 = 0;
    for (int i = 0; i < (1 << 18); i++) {
        double v = ((float *)tensor_data(t))[i];
        s += v;
        s2 += v * v;
    }
    CHECK(fabs(s / (1 << 18)) < 0.01 && fabs(s2 / (1 << 18) - 1) < 0.01);
    tensor_release(t);
    tensor_release(u);

    random_seed(random_default(), 3);
    CHECK(random_default()->seed == 3 && random_default()->offset == 0);
    /* A generator of its own draws from its stream and leaves the
     * default's offset where it was. */
    Generator own = {3, 0};
    CHECK_OK(random_rand(be, NULL, &own, -1, DT_FLOAT32, 1, (int64_t[]){5}, &t, &err));
    u = draw(false, DT_FLOAT32, 5);
    CHECK(own.offset == 8 && memcmp(tensor_data(t), tensor_data(u), 5 * sizeof(float)) == 0);
    tensor_release(t);
    tensor_release(u);
    CHECK_ERROR(random_randint(be, NULL, random_default(), -1, DT_INT64, 5, 5, 1, (int64_t[]){2}, &t, &err),
                "random_ expects 'from' to be less than 'to', but got from=5 >= to=5");
    CHECK_ERROR(random_randint(be, NULL, random_default(), -1, DT_UINT8, 0, 300, 1, (int64_t[]){2}, &t, &err),
                "to - 1 is out of bounds for unsigned char");
    CHECK_ERROR(random_rand(be, NULL, random_default(), -1, DT_INT32, 1, (int64_t[]){2}, &t, &err),
                "\"check_uniform_bounds\" not implemented for 'Int'");
    CHECK_OK(random_randint(be, NULL, random_default(), -1, DT_INT8, -3, 3, 1, (int64_t[]){1000}, &t, &err));
    bool in_range = true;
    for (int i = 0; i < 1000; i++)
        in_range = in_range && ((int8_t *)tensor_data(t))[i] >= -3 && ((int8_t *)tensor_data(t))[i] < 3;
    CHECK(in_range);
    tensor_release(t);
}

/* ---- matrix products ---- */

/* A [rows, cols] float64 matrix of small integers (exact products), in a
 * storage laid out as `layout` asks: 0 row-major, 1 column-major, 2 every
 * other column of a wider matrix. */
static Tensor *matrix(int dev, int64_t rows, int64_t cols, int layout, int seed)
{
    int64_t w = layout == 2 ? 2 * cols : cols;
    Tensor *base;
    int64_t shape[2] = {layout == 1 ? cols : rows, layout == 1 ? rows : w};
    if (!tensor_empty(be, -1, NULL, DT_FLOAT64, 2, shape, &base, &err))
        exit(2);
    double *p = tensor_data(base);
    for (int64_t i = 0; i < shape[0] * shape[1]; i++)
        p[i] = (double)((i * 7 + seed) % 11) - 5;
    Tensor *view = NULL;
    if (layout == 1)
        tensor_t(base, &view, &err);
    else if (layout == 2)
        tensor_slice(base, 1, (int64_t[]){0}, (int64_t[]){w}, 2, &view, &err);
    else
        view = tensor_retain(base);
    tensor_release(base);
    Tensor *out;
    if (dev < 0)
        return view;
    dispatch_to(be, NULL, view, dev, DT_FLOAT64, false, &out, &err);
    tensor_release(view);
    return out;
}

static double at(const Tensor *t, int64_t i, int64_t j)
{
    return ((double *)tensor_data(t))[i * t->strides[0] + j * t->strides[1]];
}

static void test_matmul(void)
{
    int64_t sizes[][3] = {{3, 4, 5}, {1, 6, 7}, {5, 6, 1}, {1, 9, 1}, {4, 1, 3}};
    bool all = true;
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int64_t m = sizes[s][0], k = sizes[s][1], n = sizes[s][2];
        for (int la = 0; la < 3; la++) {
            for (int lb = 0; lb < 3; lb++) {
                Tensor *a = matrix(-1, m, k, la, 1), *b = matrix(-1, k, n, lb, 2), *c = NULL;
                bool ok = dispatch_mm(be, NULL, a, b, &c, &err);
                for (int64_t i = 0; ok && i < m; i++)
                    for (int64_t j = 0; j < n; j++) {
                        double want = 0;
                        for (int64_t l = 0; l < k; l++)
                            want += at(a, i, l) * at(b, l, j);
                        ok = ok && at(c, i, j) == want;
                    }
                if (!ok)
                    fprintf(stderr, "mm %lldx%lldx%lld layouts %d,%d: %s\n", (long long)m, (long long)k,
                            (long long)n, la, lb, err.msg);
                all = all && ok;
                tensor_release(a);
                tensor_release(b);
                tensor_release(c);
            }
        }
    }
    CHECK(all);

    /* A batch broadcast by a stride-0 view goes through as it is. */
    Tensor *a = matrix(-1, 2, 3, 0, 1), *b = matrix(-1, 3, 2, 0, 2), *ea, *c;
    CHECK_OK(tensor_expand(a, 3, (int64_t[]){4, 2, 3}, &ea, &err));
    CHECK_OK(dispatch_matmul(be, NULL, ea, b, &c, &err));
    CHECK(c->ndim == 3 && c->shape[0] == 4);
    Tensor *c0;
    CHECK_OK(dispatch_mm(be, NULL, a, b, &c0, &err));
    CHECK(memcmp((double *)tensor_data(c) + 12, tensor_data(c0), 4 * sizeof(double)) == 0);
    tensor_release(a);
    tensor_release(b);
    tensor_release(ea);
    tensor_release(c);
    tensor_release(c0);

    /* Device operands compute on the device's stream. */
    a = matrix(0, 3, 3, 1, 3);
    b = matrix(0, 3, 3, 2, 4);
    CHECK_OK(dispatch_matmul(be, NULL, a, b, &c, &err));
    CHECK(tensor_device(c) == 0);
    tensor_release(a);
    tensor_release(b);
    tensor_release(c);
}

/* ---- .npy files ---- */

static char dir[64];

static const char *path(const char *name)
{
    static char buf[128];
    snprintf(buf, sizeof buf, "%s/%s", dir, name);
    return buf;
}

static void put(const char *name, const void *bytes, size_t n)
{
    FILE *f = fopen(path(name), "wb");
    fwrite(bytes, 1, n, f);
    fclose(f);
}

/* A v1.0 file with the given header dict and data. */
static void put_npy(const char *name, const char *dict, const void *data, size_t n)
{
    char head[256];
    size_t len = strlen(dict);
    size_t total = (10 + len + 1 + 63) / 64 * 64, hl = total - 10;
    memcpy(head, "\x93NUMPY\x01\x00", 8);
    head[8] = (char)(hl & 0xff);
    head[9] = (char)(hl >> 8);
    memset(head + 10, ' ', hl);
    memcpy(head + 10, dict, len);
    head[total - 1] = '\n';
    char *all = malloc(total + n);
    memcpy(all, head, total);
    memcpy(all + total, data, n);
    put(name, all, total + n);
    free(all);
}

static void test_npy(void)
{
    snprintf(dir, sizeof dir, "/tmp/cst-test-ops-XXXXXX");
    CHECK(mkdtemp(dir) != NULL);

    /* Every dtype NumPy shares with cst: written, then read back exactly. */
    unsigned char data[48];
    for (int i = 0; i < 48; i++)
        data[i] = (unsigned char)(i * 37 + 11);
    bool all = true;
    for (int d = 0; d < DT_COUNT; d++) {
        DType dt = (DType)d, got;
        if (dt == DT_BFLOAT16)
            continue;
        int64_t shape[2] = {2, 3}, s2[8];
        unsigned char src[48];
        memcpy(src, data, sizeof src);
        if (dt == DT_BOOL)
            for (int i = 0; i < 6; i++)
                src[i] &= 1;
        int nd;
        void *back = NULL;
        bool ok = npy_write(path("t.npy"), dt, 2, shape, src, &err) &&
                  npy_read(path("t.npy"), 8, &got, &nd, s2, &back, &err) && got == dt && nd == 2 &&
                  s2[0] == 2 && s2[1] == 3 && memcmp(back, src, 6 * dtype_size(dt)) == 0;
        if (!ok)
            fprintf(stderr, "npy round trip of %s: %s\n", dtype_name(dt), err.msg);
        all = all && ok;
        free(back);
    }
    CHECK(all);
    CHECK_ERROR(npy_write(path("b.npy"), DT_BFLOAT16, 1, (int64_t[]){1}, data, &err),
                "save(): bfloat16 has no NumPy dtype; convert the tensor first, e.g. with .float()");

    /* Fortran order comes back in C order; big-endian data is swapped. */
    int32_t col[6] = {0, 3, 1, 4, 2, 5};
    put_npy("f.npy", "{'descr': '<i4', 'fortran_order': True, 'shape': (2, 3), }", col, sizeof col);
    DType dt;
    int nd;
    int64_t shape[8];
    void *back = NULL;
    CHECK_OK(npy_read(path("f.npy"), 8, &dt, &nd, shape, &back, &err));
    CHECK(dt == DT_INT32 && nd == 2 && back && memcmp(back, (int32_t[]){0, 1, 2, 3, 4, 5}, 24) == 0);
    free(back);
    unsigned char be16[4] = {0x01, 0x02, 0xff, 0xfe};
    put_npy("be.npy", "{\"descr\":\">i2\",\"fortran_order\":False,\"shape\":(2,)}", be16, 4);
    CHECK_OK(npy_read(path("be.npy"), 8, &dt, &nd, shape, &back, &err));
    CHECK(dt == DT_INT16 && ((int16_t *)back)[0] == 0x0102 && ((int16_t *)back)[1] == -2);
    free(back);
    put_npy("s.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (), }", (double[]){2.5}, 8);
    CHECK_OK(npy_read(path("s.npy"), 8, &dt, &nd, shape, &back, &err));
    CHECK(dt == DT_FLOAT64 && nd == 0 && *(double *)back == 2.5);
    free(back);

    /* Broken files. */
    put_npy("bad.npy", "{'descr': '<f8', 'shape': (2,), }", data, 16);
    snprintf(err.msg, sizeof err.msg, "load(): '%s' has a malformed .npy header", path("bad.npy"));
    char want[320];
    snprintf(want, sizeof want, "%s", err.msg);
    CHECK_ERROR(npy_read(path("bad.npy"), 8, &dt, &nd, shape, &back, &err), want);
    put_npy("u4.npy", "{'descr': '<u4', 'fortran_order': False, 'shape': (1,), }", data, 4);
    snprintf(want, sizeof want, "load(): '%s' holds NumPy dtype '<u4', which cst has no dtype for", path("u4.npy"));
    CHECK_ERROR(npy_read(path("u4.npy"), 8, &dt, &nd, shape, &back, &err), want);
    put_npy("deep.npy", "{'descr': '<f4', 'fortran_order': False, 'shape': (1,1,1,1,1,1,1,1,1), }", data, 4);
    snprintf(want, sizeof want, "load(): '%s' has 9 dimensions; cst tensors have at most 8", path("deep.npy"));
    CHECK_ERROR(npy_read(path("deep.npy"), 8, &dt, &nd, shape, &back, &err), want);
    put("junk.npy", "\x93NUMPZ\x01\x00\x00\x00", 10);
    snprintf(want, sizeof want, "load(): '%s' is not a NumPy .npy file", path("junk.npy"));
    CHECK_ERROR(npy_read(path("junk.npy"), 8, &dt, &nd, shape, &back, &err), want);

    const char *names[] = {"t.npy", "f.npy", "be.npy", "s.npy", "bad.npy", "u4.npy", "deep.npy", "junk.npy"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        unlink(path(names[i]));
    rmdir(dir);
}

/* ---- kernels/dist.h's float functions ---- */

/* How many floats lie between a and b (same sign, or zero). */
static int64_t ulps(float a, float b)
{
    int32_t x, y;
    memcpy(&x, &a, 4);
    memcpy(&y, &b, 4);
    return x > y ? (int64_t)x - y : (int64_t)y - x;
}

/* The largest error of each function, in ulps of the float nearest the
 * true value (double's functions, far more precise): log and cauchy_'s
 * tangent over every value rand gives, sin and cos over every angle of
 * randn's (2^24ths of a turn) and of cauchy_'s (2^26ths), and poisson's
 * double exp. */
static void test_dist(void)
{
    int64_t log_worst = 0, tan_worst = 0;
    for (uint32_t m = 0; m < 1u << 24; m++) {
        float v = (float)m * 0x1p-24f;
        int64_t e = ulps(ff_log_scaled(1.0f - v, 0), (float)log(1.0 - (double)v));
        log_worst = e > log_worst ? e : log_worst;
        double angle = 3.14159265358979323846 * (((double)m + 0.5) * 0x1p-24 - 0.5);
        e = ulps(dist_cauchy_tanf(m), (float)tan(angle));
        tan_worst = e > tan_worst ? e : tan_worst;
    }
    printf("dist.h: log %lld, cauchy tan %lld ulps at most\n", (long long)log_worst, (long long)tan_worst);
    CHECK(log_worst <= 2 && tan_worst <= 4);
    CHECK(dist_cauchy_tanf(1u << 23) > 0.0f && dist_cauchy_tanf((1u << 23) - 1) < 0.0f);
    CHECK(isfinite(dist_cauchy_tanf(0)) && isfinite(dist_cauchy_tanf((1u << 24) - 1)));

    /* sin and cos against the exact angle's: reduced by quarter turns as
     * bm_sincos_turnf does (exactly), the rest in double */
    for (int bits = 24; bits <= 26; bits += 2) {
        int64_t worst = 0;
        int q = bits - 2;
        for (uint32_t m = 0; m < 1u << bits; m++) {
            float sn, cs;
            bm_sincos_turnf(m, bits, &sn, &cs);
            uint32_t n = (m + (1u << (q - 1))) >> q;
            double x = (double)((int32_t)m - (int32_t)(n << q)) * ldexp(1.57079632679489661923, -q);
            double s = n & 1 ? cos(x) : sin(x), c = n & 1 ? -sin(x) : cos(x);
            float ws = (float)(n & 2 ? -s : s), wc = (float)(n & 2 ? -c : c);
            int64_t es = sn == ws ? 0 : ulps(sn, ws), ec = cs == wc ? 0 : ulps(cs, wc);   /* -0 is 0 */
            worst = es > worst ? es : ec > worst ? ec : worst;
        }
        printf("boxmuller.h: sin and cos of 2^%d angles %lld ulps at most\n", bits, (long long)worst);
        CHECK(worst <= 2);
    }

    /* poisson's double exp: every 2^-20 of [-12, 1], then across its range */
    int64_t dexp_worst = 0;
    for (int64_t i = -12 * (1 << 20); i <= 1 << 20; i++) {
        double x = (double)i * 0x1p-20, want = exp(x), got = bm_exp(x);
        int64_t a, b;
        memcpy(&a, &got, 8);
        memcpy(&b, &want, 8);
        dexp_worst = a - b > dexp_worst ? a - b : b - a > dexp_worst ? b - a : dexp_worst;
    }
    for (double x = -745; x < 709.7; x += 0.0137) {
        double want = exp(x), got = bm_exp(x);
        int64_t a, b;
        memcpy(&a, &got, 8);
        memcpy(&b, &want, 8);
        dexp_worst = a - b > dexp_worst ? a - b : b - a > dexp_worst ? b - a : dexp_worst;
    }
    printf("boxmuller.h: exp %lld ulps at most\n", (long long)dexp_worst);
    CHECK(dexp_worst <= 1 && bm_exp(710) == INFINITY && bm_exp(-746) == 0 && bm_exp(0) == 1);
}

/* ---- search_tree.h ---- */

/* The walk of kernels/cpu/index.c's search (PyTorch's cus_lower_bound and
 * cus_upper_bound). */
static int32_t plain_walk(const float *line, int32_t n, float v, bool right)
{
    int32_t lo = 0, hi = n;
    while (lo < hi) {
        int32_t mid = lo + (hi - lo) / 2;
        if (right ? !(line[mid] > v) : !(line[mid] >= v))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* kernels/cuda/index.cu's walk_tree: depth steps down the tree, then the
 * leaf's answer. */
static int32_t tree_walk(const float *tree, const int32_t *answer, int depth, float v, bool right)
{
    int32_t k = 1;
    for (int s = 0; s < depth; s++)
        k = 2 * k + (right ? !(tree[k] > v) : !(tree[k] >= v));
    return answer[k - (1 << depth)];
}

/* The tree gives the walk's answer on any line: sorted with repeats,
 * sorted with NaNs last (where the walk's comparisons are not monotone),
 * and in no order; every length to 600 and some up to the longest that
 * k_search_tree takes; values between, at and beyond the elements, NaN
 * and infinities, before and after equals. */
static void test_search_tree(void)
{
    enum { LONGEST = 8191 };
    static float line[LONGEST], tree[LONGEST + 1];
    static int32_t answer[LONGEST + 1];
    static const int32_t longer[] = {1000, 1023, 1024, 1025, 4095, 4096, 6144, LONGEST};
    uint32_t state = 12345;
    int64_t walks = 0, differ = 0;
    for (int t = 0; t < 600 + (int)(sizeof longer / sizeof *longer); t++) {
        int32_t n = t < 600 ? t : longer[t - 600];
        int depth = search_tree_depth(n), kind = t % 3;
        for (int32_t i = 0; i < n; i++) {
            state = state * 1664525u + 1013904223u;
            line[i] = kind == 2 ? (float)(state >> 27) : kind == 1 && i >= n - n / 8 ? NAN : (float)(i / 3);
        }
        for (int32_t k = 0; k < 1 << depth; k++) {
            int32_t mid = k > 0 ? search_tree_mid(n, k) : -1;
            tree[k] = mid >= 0 ? line[mid] : 0.0f;
            answer[k] = search_tree_answer(n, (1 << depth) + k);
        }
        for (int j = 0; j < 300; j++) {
            state = state * 1664525u + 1013904223u;
            float v = j == 0 ? NAN : j == 1 ? INFINITY : j == 2 ? -INFINITY
                    : (float)((int32_t)(state >> 8) % (n / 3 + 40) - 4) * (j % 2 ? 1.0f : 0.5f);
            for (int right = 0; right < 2; right++, walks++)
                differ += tree_walk(tree, answer, depth, v, right) != plain_walk(line, n, v, right);
        }
    }
    printf("search_tree.h: %lld walks, %lld differ\n", (long long)walks, (long long)differ);
    CHECK(differ == 0);
    CHECK(search_tree_depth(0) == 0 && search_tree_depth(1) == 1 && search_tree_depth(1000) == 10 &&
          search_tree_depth(1024) == 11);
}

int main(void)
{
    be = sim_backend(2);
    test_pool();
    test_random();
    test_dist();
    test_matmul();
    test_npy();
    test_search_tree();
    return check_done("test_ops");
}

/* test_cuda.c: the CUDA backend (libcst-cuda.so, through the loader of
 * kernels/cuda/load.c) against the simulated device, on a machine with a
 * GPU.
 *
 *  - kernels: every elementwise op of ops.def and copy, fill, arange,
 *    linspace and eye, for every compute dtype the simulated device has a
 *    loop for, on random inputs (NaN, infinities, signed zeros, ties,
 *    subnormals, extreme integers) and in several layouts: dense (the
 *    vectorised path and its tail), tiny, 3-d with transposed and
 *    broadcast inputs, 2-d with a broadcast row or column and a transposed
 *    input, a strided result, misaligned pointers, scalar operands and
 *    mixed dtypes.  The result's whole storage (gaps too) is
 *    compared: integers and bool exactly, floats bit for bit (any NaN
 *    matches any NaN) except exp, log, log2, sin, cos, tanh, sigmoid and
 *    pow, which may differ by one unit in the last place.
 *  - rand, randn, randint: bit for bit, seeds 0-9, up to 10^7 values.
 *  - reductions and cumsum: bit for bit on inputs whose sums are exact
 *    (the simulated device's float cascade order is PyTorch CPU's); prod,
 *    var, std and norm in kernels/fold.h's order, cumsum in
 *    kernels/scan.h's and cumprod in its order too, on inputs whose sums
 *    round, through each of their kernels.
 *  - gather, scatter, search, index and index_put exactly, every dtype;
 *    their sums in order on values whose sums round, through every path
 *    (a warp a line, a thread a line, sorted runs), with spread, skewed
 *    and duplicate-heavy indices; their copies by words and by elements;
 *    nonzero's positions and coordinates; bounds and outside.
 *  - cummax and cummin (every dtype), mode (on sorted lines) and
 *    multinomial (with and without replacement), dropout, bernoulli, poisson and
 *    rand_map's float32 distributions exactly (float64's within the
 *    devices' log, tan and exp).
 *  - attention bit for bit (kernels/attention.h's order).
 *  - max_pool, avg_pool, pool3d, adaptive_pool, conv_window and
 *    embedding_bag bit for bit, every float dtype; resize, nearest for
 *    every element size, linear for every float dtype.
 *  - softmax, log_softmax, sort, topk along either dim, dense and transposed;
 *    layer_norm and rms_norm over rows a warp and a block takes;
 *    sort and topk through every path of sort.cu.
 *  - streams, events and memory: priorities, timing, the error texts,
 *    overlap of four streams, the ordering of a cross-stream free,
 *    out-of-memory, memory statistics, pinned copies, interrupted waits.
 *  - timings: a tiny op (alloc + launch + free, as `c = a + b` on 5
 *    elements costs), on both backends; bandwidth of large ops.
 *
 * Usage: test_cuda [--probe | --no-bench] [GROUP...]: the groups named
 * (main's table: elementwise, scan, resize, ...), else all of them.  Exit 0
 * when everything matches, 1 otherwise, 2 for a group it does not have, 77
 * when no GPU is usable (the reason on stdout). */
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cuda/load.h"
#include "base/dtype.h"
#include "cpu/kernels.h"
#include "attention.h"
#include "dist.h"
#include "philox.h"
#include "sim/sim.h"

static const Backend *cu, *sim;
static DevStream *cs0;
static Error err;
static int failures;

#define FAIL(...)                                   \
    do {                                            \
        failures++;                                 \
        printf("FAIL: " __VA_ARGS__);               \
        printf("\n");                               \
    } while (0)

static void die(const char *what)
{
    printf("FATAL: %s: %s\n", what, err.msg);
    exit(1);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ------------------------------------------------------ random values */

static uint64_t rng = 0x243F6A8885A308D3u;

static uint64_t rnd(void)
{
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return rng * 0x2545F4914F6CDD1Du;
}

static double urand(void)
{
    return (double)(rnd() >> 11) * 0x1p-53;
}

static double random_float(void)
{
    int r = (int)(rnd() % 100);
    double sign = rnd() & 1 ? -1 : 1;
    if (r < 4)
        return copysign(NAN, sign);
    if (r < 7)
        return sign * INFINITY;
    if (r < 10)
        return sign * 0.0;
    if (r < 22)
        return (double)((int64_t)(rnd() % 41) - 20) / 2;   /* integers and ties */
    if (r < 26)
        return sign * ldexp(1 + urand(), -(int)(rnd() % 160));   /* tiny, subnormal */
    if (r < 30)
        return sign * ldexp(1 + urand(), (int)(rnd() % 140));    /* huge */
    return sign * urand() * pow(10, (double)(rnd() % 7) - 3);
}

static int64_t random_int(void)
{
    static const int64_t edges[] = {INT64_MIN, INT64_MAX, -1, 0, 1, 127, -128, 255, 32767,
                                    -32768, 2147483647, -2147483647 - 1};
    int r = (int)(rnd() % 100);
    if (r < 55)
        return (int64_t)(rnd() % 21) - 10;
    if (r < 65)
        return edges[rnd() % (sizeof edges / sizeof edges[0])];
    return (int64_t)rnd();
}

static void random_element(DType dt, void *p)
{
    if (dt == DT_BOOL)
        *(uint8_t *)p = (uint8_t)(rnd() & 1);
    else if (dtype_is_int(dt))
        dtype_store_int(dt, p, random_int());
    else
        dtype_store_double(dt, p, random_float());
}

/* A scalar operand of compute dtype dt, exact in it, in sf or si. */
static void random_scalar(DType dt, double *sf, int64_t *si)
{
    unsigned char buf[8];
    random_element(dt, buf);
    if (dtype_is_float(dt))
        *sf = dtype_load_double(dt, buf);
    else
        *si = dtype_load_int(dt, buf);
}

/* ------------------------------------------------------------ operands */

/* One tensor operand of a case: its view and its whole storage. */
typedef struct Operand {
    bool used;
    DType dtype;
    int ndim;
    int64_t shape[DEV_MAX_DIMS], strides[DEV_MAX_DIMS];
    int64_t offset, storage;      /* elements */
    unsigned char *host;          /* storage: inputs' values, the result's poison */
    void *dev;
} Operand;

static void dense(Operand *o, DType dt, int ndim, const int64_t *shape)
{
    memset(o, 0, sizeof *o);
    o->used = true;
    o->dtype = dt;
    o->ndim = ndim;
    int64_t st = 1;
    for (int d = ndim - 1; d >= 0; d--) {
        o->shape[d] = shape[d];
        o->strides[d] = st;
        st *= shape[d];
    }
    o->storage = st;
}

static void strided(Operand *o, DType dt, int ndim, const int64_t *shape, const int64_t *strides,
                    int64_t offset)
{
    memset(o, 0, sizeof *o);
    o->used = true;
    o->dtype = dt;
    o->ndim = ndim;
    int64_t last = 0;
    for (int d = 0; d < ndim; d++) {
        o->shape[d] = shape[d];
        o->strides[d] = strides[d];
        last += (shape[d] - 1) * strides[d];
    }
    o->offset = offset;
    o->storage = offset + last + 1;
}

static DevTensor view(const Operand *o, void *base)
{
    DevTensor t;
    memset(&t, 0, sizeof t);
    t.data = (char *)base + o->offset * (int64_t)dtype_size(o->dtype);
    t.dtype = o->dtype;
    t.ndim = o->ndim;
    for (int d = 0; d < o->ndim; d++) {
        t.shape[d] = o->shape[d];
        t.strides[d] = o->strides[d];
    }
    return t;
}

/* A [rows, cols] input of dt, dense or transposed (its columns
 * contiguous). */
static void matrix_in(Operand *o, DType dt, const int64_t *shape, bool transposed)
{
    const int64_t st[] = {1, shape[0]};
    if (transposed)
        strided(o, dt, 2, shape, st, 0);
    else
        dense(o, dt, 2, shape);
}

/* ----------------------------------------------------------- comparing */

typedef struct Stats {
    int64_t cases, elements, ulp1, ulp2, bad, most;   /* most: the largest ulp distance */
} Stats;

static Stats stats[OP_COUNT][DT_COUNT];
/* ops.def's HEAVY and LONG ops: float32 transcendentals, computed in double on the
 * device, within an ulp of glibc's float functions. */
static bool transcendental(OpCode op)
{
    return op_info(op)->heavy;
}

/* glibc's tanhf and tanh are themselves within 2 ulp of the true value
 * (its manual's table), and sigmoid compounds exp's error with two more
 * roundings: the device may be an ulp closer to the truth on the other
 * side (accuracy_tests measures both against a long double reference).
 * erfc in double is within 5 ulp in glibc's table and in CUDA's math
 * library both, and an H200 measured them up to 3 ulp apart; tanh in
 * double is within 2 ulp in glibc's and 1 in CUDA's, so up to 3 apart
 * (seen on an H200). */
static int ulp_allowed(OpCode op)
{
    switch (op) {
    case OP_erfc: return 4;
    case OP_tanh: return 3;
    case OP_sigmoid: return 2;
    /* The rest in double: CUDA's documented bound plus glibc's (its
     * manual's table for x86_64); float32 goes through double on both
     * sides, so it stays within an ulp. */
    case OP_exp2: return 2;
    case OP_tan:
    case OP_asin:
    case OP_acos:
    case OP_atan:
    case OP_cosh:
    case OP_log10:
    case OP_atan2:
    case OP_hypot: return 3;
    case OP_sinh:
    case OP_atanh: return 4;
    /* max + log1p(exp(-|x - y|)) cancels where the result nears 0: in
     * float64 an ulp of log1p was up to 16 of the result on an H200. */
    case OP_logaddexp:
    case OP_logaddexp2: return 32;
    case OP_asinh:
    case OP_acosh: return 5;
    /* the Hurwitz zeta's sum of powers (an H200 measured 3) */
    case OP_zeta: return 4;
    /* the activations' and xlogy's float64: a product or quotient past
     * exp, log1p, expm1 and tanh, each an ulp or two apart (an H200
     * measured 2) */
    case OP_xlogy: return 2;
    case OP_silu:
    case OP_xlog1py: return 3;
    case OP_logsigmoid:
    case OP_selu: return 4;
    case OP_mish: return 6;
    /* the parameterized ones alike: elu a product past expm1, softplus a
     * quotient past exp and log1p, glu's sigmoid past exp times x */
    case OP_glu: return 3;
    case OP_elu:
    case OP_softplus: return 4;
    /* float64 gelu through erfc (4 apart, above) and gelu_tanh through
     * exp (2), each with two more roundings; float32 rounds erf and tanh
     * from double, so its devices differ only where those straddle a
     * float's rounding boundary (about 2^-29 of the inputs). */
    case OP_gelu: return 6;
    case OP_gelu_tanh: return 4;
    /* specfun.h's functions in double, built on the math library's
     * sin, exp, log and erfc, whose ulps they carry: sinc one division
     * past sin, the Bessel series one product past exp, erfcx and
     * log_ndtr through erfc (4 apart, above), ndtri through Newton steps
     * on erf and erfcx (an H200 measured 2, 3, 2, 4 and 4). */
    case OP_sinc:
    case OP_i0e:
    case OP_i1e: return 3;
    case OP_i0:
    case OP_i1: return 4;
    case OP_erfcx:
    case OP_log_ndtr: return 6;
    case OP_ndtri: return 8;
    case OP_lgamma:
    case OP_digamma: return 4;
    /* specfun_t.h's Bessel and Airy functions: float32 takes sin, cos,
     * exp and log rounded from double on both devices, the same bits;
     * float64 carries CUDA's double functions' ulps (within 2, glibc's
     * within 1) through the Hankel forms' three more roundings (an H200
     * measured up to 5, scaled K0).  The polynomials' recurrences are
     * exact multiply-adds, the same on both devices. */
    case OP_bessel_j0:
    case OP_bessel_j1:
    case OP_bessel_y0:
    case OP_bessel_y1:
    case OP_airy_ai:
    case OP_modified_bessel_k0:
    case OP_modified_bessel_k1:
    case OP_scaled_modified_bessel_k0:
    case OP_scaled_modified_bessel_k1: return 8;
    case OP_modified_bessel_i0:
    case OP_modified_bessel_i1: return 4;
    case OP_spherical_bessel_j0: return 3;
    /* below 0 polygamma reflects through derivatives of cot(pi x), whose
     * terms cancel: an H200 measured 1100 ulps at polygamma(n, x) = -0.58 */
    case OP_polygamma: return 2048;
    default: return transcendental(op) ? 1 : 0;
    }
}

/* Ops whose result passes through 0 by cancellation (lgamma at 1 and 2
 * and between the negative integers, digamma at its roots, logaddexp
 * where e^x + e^y nears 1, igammac where igamma nears 1): near a root no number of ulps of the result
 * bounds them, so a difference within this many ulps of 1 passes too
 * (an H200 measured lgamma 9 and digamma 8 ulps of a result below 1/8). */
static int ulps_of_one_allowed(OpCode op)
{
    switch (op) {
    case OP_lgamma:
    case OP_digamma:
    case OP_polygamma:
    case OP_logaddexp:
    case OP_logaddexp2: return 8;
    /* igammac is 1 - igamma below x = a + 1, as Cephes (PyTorch)
     * computes it, so near 0 it carries igamma's error as an absolute
     * one; the factor e^(a log x - x - lgamma(a)) of both carries an ulp
     * of its exponent (up to about 700, so as many ulps of 1): an H200
     * measured 9 ulps of 1 between the devices, and 37 on other draws. */
    case OP_igamma:
    case OP_igammac: return 1024;
    /* the Bessel and Airy functions' roots, where P cos - Q sin (and
     * the Airy series' two terms) cancel */
    case OP_bessel_j0:
    case OP_bessel_j1:
    case OP_bessel_y0:
    case OP_bessel_y1:
    case OP_airy_ai: return 8;
    /* log_softmax at a line's largest element is -log(s), s the sum of
     * the line's exps, 1 or more: near 1, log turns the sum's few ulps
     * (float64's exps are each device's own) into as many of 1 (an H100
     * measured 15 ulps of -0.073, s - 1 = 0.076) */
    case OP_log_softmax: return 8;
    /* The Chebyshev polynomials' trigonometric forms in float64,
     * cos(n acos(y)) and the like, carry acos's ulp (2 in CUDA's library,
     * 1 in glibc's) times the order n: up to about 3 pi n ulps of 1, 2^14
     * for the orders within 1000 that bound_order keeps (cst(7)
     * documents it; orders in the millions differ in every digit). */
    case OP_chebyshev_polynomial_t:
    case OP_chebyshev_polynomial_u:
    case OP_chebyshev_polynomial_v:
    case OP_chebyshev_polynomial_w:
    case OP_shifted_chebyshev_polynomial_t:
    case OP_shifted_chebyshev_polynomial_u:
    case OP_shifted_chebyshev_polynomial_v:
    case OP_shifted_chebyshev_polynomial_w: return 1 << 14;
    default: return 0;
    }
}

/* Floats as integers in the order of their values (so ulps subtract). */
static int64_t ordered(DType dt, const void *p)
{
    int64_t v;
    switch (dt) {
    case DT_FLOAT16:
    case DT_BFLOAT16: {
        uint16_t u;
        memcpy(&u, p, 2);
        v = u & 0x8000 ? -(int64_t)(u & 0x7fff) : (int64_t)u;
        break;
    }
    case DT_FLOAT32: {
        uint32_t u;
        memcpy(&u, p, 4);
        v = u & 0x80000000u ? -(int64_t)(u & 0x7fffffff) : (int64_t)u;
        break;
    }
    default: {
        uint64_t u;
        memcpy(&u, p, 8);
        v = u >> 63 ? -(int64_t)(u & 0x7fffffffffffffffu) : (int64_t)u;
        break;
    }
    }
    return v;
}

static void describe(char *out, size_t n, DType dt, const void *p)
{
    uint64_t bits = 0;
    memcpy(&bits, p, dtype_size(dt));
    if (dtype_is_float(dt))
        snprintf(out, n, "%.17g (0x%llx)", dtype_load_double(dt, p), (unsigned long long)bits);
    else
        snprintf(out, n, "%lld", (long long)dtype_load_int(dt, p));
}

/* kernels/floatfn.h's functions compute float32 (and float16, bfloat16)
 * in float, one implementation on both devices: their results must not
 * differ at all. */
static bool float_computed(OpCode op, DType compute)
{
    if (compute == DT_FLOAT64)
        return false;
    switch (op) {
    case OP_erf:
    case OP_erfc:
    case OP_asin:
    case OP_acos:
    case OP_asinh:
    case OP_atanh:
    case OP_gelu:
    case OP_logsigmoid:
    case OP_softplus:
    case OP_atan2:
    case OP_xlogy:
    case OP_xlog1py:
    case OP_logaddexp:
    case OP_logaddexp2: return true;
    default: return false;
    }
}

/* Compares the result storage of both sides; prints the first mismatches. */
static void compare(OpCode op, DType compute, const char *layout, const Operand *out,
                    const unsigned char *want, const unsigned char *got, const OpArgs *a,
                    const Operand *ins, int nin)
{
    Stats *s = &stats[op][compute];
    size_t es = dtype_size(out->dtype);
    int shown = 0;
    s->cases++;
    for (int64_t i = 0; i < out->storage; i++) {
        const unsigned char *w = want + i * (int64_t)es, *g = got + i * (int64_t)es;
        s->elements++;
        if (memcmp(w, g, es) == 0)
            continue;
        if (dtype_is_float(out->dtype)) {
            double wv = dtype_load_double(out->dtype, w), gv = dtype_load_double(out->dtype, g);
            if (isnan(wv) && isnan(gv))
                continue;
            /* Ulps of the precision the op computed in, when the result
             * is wider (a float computation stored as float64). */
            int64_t d;
            if (out->dtype == DT_FLOAT64 && compute != DT_FLOAT64) {
                float wf = (float)wv, gf = (float)gv;
                d = ordered(DT_FLOAT32, &wf) - ordered(DT_FLOAT32, &gf);
            } else {
                d = ordered(out->dtype, w) - ordered(out->dtype, g);
            }
            d = d < 0 ? -d : d;
            if (!isnan(wv) && !isnan(gv) && d > s->most)
                s->most = d;
            double one_ulp = compute == DT_FLOAT64 ? 0x1p-52 : 0x1p-23;
            if (!isnan(wv) && !isnan(gv) && !float_computed(op, compute) &&
                (d <= ulp_allowed(op) || fabs(wv - gv) <= ulps_of_one_allowed(op) * one_ulp)) {
                if (d == 1)
                    s->ulp1++;
                else
                    s->ulp2++;
                continue;
            }
        }
        s->bad++;
        if (shown++ < 3) {
            char ws[64], gs[64];
            describe(ws, sizeof ws, out->dtype, w);
            describe(gs, sizeof gs, out->dtype, g);
            printf("MISMATCH %s compute=%s out=%s layout=%s storage[%lld]: sim %s, cuda %s\n",
                   op_name(op), dtype_name(compute), dtype_name(out->dtype), layout,
                   (long long)i, ws, gs);
            /* The inputs of a dense element, when the layout is 1-d dense. */
            for (int k = 0; k < nin; k++) {
                if (a->in_is_scalar[k]) {
                    printf("    in%d scalar sf=%.17g si=%lld\n", k, a->sf[k], (long long)a->si[k]);
                } else if (ins[k].ndim == 1 && ins[k].strides[0] == 1 && i < ins[k].shape[0]) {
                    char is[64];
                    describe(is, sizeof is, ins[k].dtype,
                             ins[k].host + (ins[k].offset + i) * (int64_t)dtype_size(ins[k].dtype));
                    printf("    in%d %s %s\n", k, dtype_name(ins[k].dtype), is);
                }
            }
        }
    }
}

/* -------------------------------------------------------- running a case */

/* Runs op with a's scalars and dtype over out and ins (their views and
 * storage) on both devices and compares the results. */
/* The Chebyshev polynomials, whose trigonometric forms cos(n acos(y))
 * and the like carry acos's last bit times the order n. */
static bool trigonometric_polynomial(OpCode op)
{
    switch (op) {
    case OP_chebyshev_polynomial_t:
    case OP_chebyshev_polynomial_u:
    case OP_chebyshev_polynomial_v:
    case OP_chebyshev_polynomial_w:
    case OP_shifted_chebyshev_polynomial_t:
    case OP_shifted_chebyshev_polynomial_u:
    case OP_shifted_chebyshev_polynomial_v:
    case OP_shifted_chebyshev_polynomial_w: return true;
    default: return false;
    }
}

/* An order of such a polynomial brought within 1000: float64's orders
 * beyond differ between the devices in every digit, as the math
 * libraries' double acos do in their last bit (cst(7)); float32's take
 * acos and cos rounded from double on both, the same bits at any order. */
static void bound_order(DType dt, void *p)
{
    if (dtype_is_float(dt)) {
        double v = dtype_load_double(dt, p);
        if (isfinite(v))
            dtype_store_double(dt, p, fmod(v, 1000));
    } else if (dt != DT_BOOL) {
        dtype_store_int(dt, p, dtype_load_int(dt, p) % 1000);
    }
}

static void run_case(OpCode op, DType compute, const char *layout, OpArgs *a, Operand *out,
                     Operand *ins, int nin, bool raw_bits)
{
    Operand *ops[4] = {out, &ins[0], &ins[1], &ins[2]};
    for (int k = 0; k <= nin; k++) {
        Operand *o = ops[k];
        if (!o->used)
            continue;
        size_t es = dtype_size(o->dtype), bytes = (size_t)o->storage * es;
        o->host = malloc(bytes);
        if (k == 0) {
            memset(o->host, 0xA5, bytes);      /* poison: unwritten stays so */
        } else {
            for (int64_t i = 0; i < o->storage; i++) {
                if (raw_bits) {
                    uint64_t r = rnd();
                    memcpy(o->host + i * (int64_t)es, &r, es);
                    if (o->dtype == DT_BOOL)
                        o->host[i] &= 1;
                } else {
                    random_element(o->dtype, o->host + i * (int64_t)es);
                    if (k == 2 && compute == DT_FLOAT64 && trigonometric_polynomial(op))
                        bound_order(o->dtype, o->host + i * (int64_t)es);
                }
            }
        }
        if (!cu->alloc(0, bytes, cs0, &o->dev, &err) ||
            !cu->copy(o->dev, o->host, bytes, COPY_HOST_TO_DEVICE, cs0, &err))
            die("staging an operand");
    }
    unsigned char *want = malloc((size_t)out->storage * dtype_size(out->dtype));
    memcpy(want, out->host, (size_t)out->storage * dtype_size(out->dtype));

    OpArgs h = *a, d = *a;
    h.dtype = d.dtype = compute;
    h.nout = d.nout = op == OP_sleep ? 0 : 1;
    h.nin = d.nin = nin;
    h.out[0] = view(out, want);
    d.out[0] = view(out, out->dev);
    for (int k = 0; k < nin; k++) {
        if (a->in_is_scalar[k])
            continue;
        h.in[k] = view(&ins[k], ins[k].host);
        d.in[k] = view(&ins[k], ins[k].dev);
    }
    cpu_run(op, &h);
    if (!cu->launch(op, &d, cs0, &err)) {
        FAIL("%s compute=%s layout=%s: launch: %s", op_name(op), dtype_name(compute), layout,
             err.msg);
    } else {
        size_t bytes = (size_t)out->storage * dtype_size(out->dtype);
        unsigned char *got = malloc(bytes);
        if (!cu->copy(got, out->dev, bytes, COPY_DEVICE_TO_HOST, cs0, &err))
            die("copying a result back");
        compare(op, compute, layout, out, want, got, a, ins, nin);
        free(got);
    }
    free(want);
    for (int k = 0; k <= nin; k++) {
        if (!ops[k]->used)
            continue;
        cu->free(0, ops[k]->dev, cs0);
        free(ops[k]->host);
        ops[k]->host = NULL;
        ops[k]->dev = NULL;
    }
}

/* ---------------------------------------------------- elementwise cases */

/* The kind of compute dtype dt, as ops.def's kinds name them. */
static unsigned kind_of(DType dt)
{
    return dt == DT_BOOL ? KIND_BOOL : dtype_is_int(dt) ? KIND_INT : KIND_FLOAT;
}

static bool is_compare(OpCode op)
{
    return op_info(op)->rule == RULE_COMPARE;
}

/* Operand dtypes of the plain cases: the compute dtype, bool for a
 * comparison's result and where's condition. */
static DType out_dtype(OpCode op, DType c)
{
    return is_compare(op) ? DT_BOOL : c;
}

static DType in_dtype(OpCode op, int k, DType c)
{
    return op_info(op)->rule == RULE_WHERE && k == 0 ? DT_BOOL : c;
}

static void set_scalar(OpArgs *a, OpCode op, int k, DType c)
{
    a->in_is_scalar[k] = true;
    random_scalar(in_dtype(op, k, c), &a->sf[k], &a->si[k]);
}

/* A parameterized op's float64 parameters (ops.def's params), not
 * PyTorch's defaults: celu's alpha as divisor half the time, a softplus
 * threshold some inputs pass, a negative slope. */
static void set_params(OpArgs *a, OpCode op)
{
    switch (op) {
    case OP_elu:
        a->sf[1] = 0.7;
        a->sf[2] = rnd() % 2 ? 0.7 : 1.0;
        break;
    case OP_softplus:
        a->sf[1] = 0.3;
        a->sf[2] = 1.5;
        break;
    case OP_leaky_relu: a->sf[1] = -0.2; break;
    default: break;
    }
}

static void elementwise_cases(OpCode op, DType c)
{
    int nin = op_info(op)->arity;
    Operand out, in[3];
    OpArgs a;
    const int64_t n1027[] = {1027}, n5[] = {5}, n517[] = {517}, n300[] = {300};
    const int64_t s1[] = {1}, nd[] = {6, 5, 4};

    for (int layout = 0; layout < 11; layout++) {
        memset(&a, 0, sizeof a);
        memset(in, 0, sizeof in);
        const char *name = "";
        set_params(&a, op);
        /* clamp: its bounds are scalars 1 and 2 */
        if (op == OP_clamp) {
            int which = (int)(rnd() % 3);
            if (which != 1)
                set_scalar(&a, op, 1, c);
            if (which != 0)
                set_scalar(&a, op, 2, c);
        }
        switch (layout) {
        case 0:
            name = "dense";
            dense(&out, out_dtype(op, c), 1, n1027);
            for (int k = 0; k < nin; k++)
                dense(&in[k], in_dtype(op, k, c), 1, n1027);
            break;
        case 1:
            name = "tiny";
            dense(&out, out_dtype(op, c), 1, n5);
            for (int k = 0; k < nin; k++)
                dense(&in[k], in_dtype(op, k, c), 1, n5);
            break;
        case 2: {
            name = "3-d transposed/broadcast";
            const int64_t tr[] = {1, 6, 30}, bc[] = {0, 1, 0};
            dense(&out, out_dtype(op, c), 3, nd);
            for (int k = 0; k < nin; k++) {
                if (k == 0)
                    strided(&in[k], in_dtype(op, k, c), 3, nd, tr, 0);
                else if (k == 1)
                    strided(&in[k], in_dtype(op, k, c), 3, nd, bc, 0);
                else
                    dense(&in[k], in_dtype(op, k, c), 3, nd);
            }
            break;
        }
        case 3: {
            name = "strided result";
            const int64_t shape[] = {40, 3}, st[] = {7, 2};
            strided(&out, out_dtype(op, c), 2, shape, st, 0);
            for (int k = 0; k < nin; k++)
                dense(&in[k], in_dtype(op, k, c), 2, shape);
            break;
        }
        case 4:
            name = "misaligned";
            strided(&out, out_dtype(op, c), 1, n517, s1, 1);
            for (int k = 0; k < nin; k++)
                strided(&in[k], in_dtype(op, k, c), 1, n517, s1, 1);
            break;
        case 5:
        case 6:
            if (nin < 2)
                continue;
            name = layout == 5 ? "scalar last" : "scalar first";
            dense(&out, out_dtype(op, c), 1, n300);
            for (int k = 0; k < nin; k++) {
                if (k == (layout == 5 ? nin - 1 : 0))
                    set_scalar(&a, op, k, c);
                else
                    dense(&in[k], in_dtype(op, k, c), 1, n300);
            }
            break;
        case 9:
        case 10: {
            /* Two dimensions, operands in the op's dtype (ew_rows): a row
             * broadcast down the rows, then a transposed first input and a
             * column broadcast across them. */
            name = layout == 9 ? "2-d broadcast row" : "2-d transposed, broadcast column";
            const int64_t shape[] = {70, 33}, tr[] = {1, 70}, row[] = {0, 1}, col[] = {1, 0};
            dense(&out, out_dtype(op, c), 2, shape);
            for (int k = 0; k < nin; k++) {
                if (k == 0 && layout == 10)
                    strided(&in[k], in_dtype(op, k, c), 2, shape, tr, 0);
                else if (k == nin - 1 && nin > 1)
                    strided(&in[k], in_dtype(op, k, c), 2, shape, layout == 9 ? row : col, 0);
                else
                    dense(&in[k], in_dtype(op, k, c), 2, shape);
            }
            break;
        }
        case 7:
        case 8:
            name = layout == 7 ? "mixed dtypes" : "mixed dtypes 3-d";
            {
                /* A result within an ulp could still truncate to another
                 * integer: transcendental ops keep a float result. */
                DType o = (DType)(rnd() % DT_COUNT);
                if (transcendental(op) && !dtype_is_float(o))
                    o = out_dtype(op, c);
                if (layout == 7)
                    dense(&out, o, 1, n300);
                else
                    dense(&out, o, 3, nd);
            }
            for (int k = 0; k < nin; k++) {
                DType dt = (DType)(rnd() % DT_COUNT);
                /* A dense float32 input of a float16/bfloat16 computation
                 * enters the simulated device's loop unrounded (its direct
                 * path skips the rounding its strided path does); PyTorch
                 * rounds it, as the device does.  Dispatch never makes
                 * one (such an operand is a broadcast 0-d tensor). */
                while (layout == 7 && dt == DT_FLOAT32 && (c == DT_FLOAT16 || c == DT_BFLOAT16))
                    dt = (DType)(rnd() % DT_COUNT);
                if (layout == 7) {
                    dense(&in[k], dt, 1, n300);
                } else {
                    const int64_t tr[] = {1, 6, 30};
                    strided(&in[k], dt, 3, nd, tr, 0);
                }
            }
            break;
        }
        run_case(op, c, name, &a, &out, in, nin, false);
    }
    /* x ** the exponents PyTorch's CPU kernel special-cases */
    if (op == OP_pow && dtype_is_float(c)) {
        static const double exps[] = {2, 3, 0.5, -0.5, -1, -2, 1.5};
        for (size_t e = 0; e < sizeof exps / sizeof exps[0]; e++) {
            memset(&a, 0, sizeof a);
            memset(in, 0, sizeof in);
            dense(&out, c, 1, n1027);
            dense(&in[0], c, 1, n1027);
            a.in_is_scalar[1] = true;
            a.sf[1] = exps[e];
            run_case(op, c, "scalar exponent", &a, &out, in, 2, false);
        }
    }
}

/* copy: every pair of dtypes, dense, 3-d and misaligned; same-dtype copies
 * move raw bits (NaN payloads included).  The last three have rows
 * contiguous on both sides (k_copy_rows for one dtype): each input row
 * twice, as repeat_interleave copies (in 16-byte words, but for 1-byte
 * dtypes, whose 520-byte rows are not a multiple of 16), input rows 523
 * apart from a 16-byte offset (in elements), and overlapping rows of 70
 * as F.unfold's windows (k_copy_short_rows, a warp a row, but for 1-byte
 * dtypes). */
static const struct {
    const char *name;
    int nd;
    int64_t shape[3];
    int64_t out_at;                    /* elements; out dense from there */
    bool in_dense;
    int64_t in_st[3], in_at, in_bytes; /* in_bytes: a further offset, in bytes */
} copy_layouts[] = {
    {"dense", 1, {1027}, 0, true, {0}, 0, 0},
    {"3-d transposed", 3, {6, 5, 4}, 0, false, {1, 6, 30}, 0, 0},
    {"3-d broadcast", 3, {6, 5, 4}, 0, false, {0, 1, 0}, 0, 0},
    {"misaligned", 1, {517}, 3, false, {1}, 1, 0},
    {"repeated rows", 3, {6, 2, 520}, 0, false, {520, 0, 1}, 0, 0},
    {"rows at an offset", 2, {6, 520}, 0, false, {523, 1}, 0, 16},
    {"short rows", 3, {5, 3, 70}, 0, false, {72, 1, 1}, 0, 0},
};

static void copy_cases(void)
{
    for (int o = 0; o < DT_COUNT; o++) {
        for (int i = 0; i < DT_COUNT; i++) {
            for (size_t l = 0; l < sizeof copy_layouts / sizeof copy_layouts[0]; l++) {
                Operand out, in[3];
                OpArgs a;
                memset(&a, 0, sizeof a);
                memset(in, 0, sizeof in);
                int nd = copy_layouts[l].nd;
                const int64_t *shape = copy_layouts[l].shape;
                int64_t st[3] = {1, 1, 1};
                for (int d = nd - 2; d >= 0; d--)
                    st[d] = st[d + 1] * shape[d + 1];
                strided(&out, (DType)o, nd, shape, st, copy_layouts[l].out_at);
                if (copy_layouts[l].in_dense)
                    dense(&in[0], (DType)i, nd, shape);
                else
                    strided(&in[0], (DType)i, nd, shape, copy_layouts[l].in_st,
                            copy_layouts[l].in_at + copy_layouts[l].in_bytes / (int64_t)dtype_size((DType)i));
                run_case(OP_copy, (DType)o, copy_layouts[l].name, &a, &out, in, 1, o == i);
            }
        }
    }
}

static void both_devices(OpCode op, const char *layout, const OpArgs *a, Operand *ins, int nin, Operand *outs,
                         int nout, int ulps);

/* cat: up to three parts into their slices of out: stacked vectors and
 * rows of two widths (one k_cat, in 16-byte words but where a part's row
 * is not a multiple of 16 bytes), and parts of another dtype or
 * transposed (a copy a part). */
static void cat_cases(void)
{
    static const struct {
        const char *name;
        int nin, dim;
        int64_t rows, cols[3];
        bool other_dtype, transposed;
    } layouts[] = {
        {"stack 3x1000", 3, 0, 1, {1000, 1000, 1000}, false, false},
        {"rows 300+212", 2, 1, 5, {300, 212, 0}, false, false},
        {"rows 7+1+9", 3, 1, 6, {7, 1, 9}, false, false},
        {"another dtype", 3, 1, 4, {8, 16, 5}, true, false},
        {"transposed", 2, 1, 4, {6, 5, 0}, false, true},
    };
    for (int dt = 0; dt < DT_COUNT; dt++) {
        for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
            Operand ins[3], out;
            OpArgs a;
            memset(&a, 0, sizeof a);
            a.dtype = (DType)dt;
            a.si[0] = layouts[l].dim;
            int64_t total = 0;
            for (int k = 0; k < layouts[l].nin; k++) {
                int64_t c = layouts[l].cols[k];
                DType pdt = layouts[l].other_dtype && k == 1 ? (dt == DT_INT64 ? DT_FLOAT32 : DT_INT64) : (DType)dt;
                int64_t shape[2] = {layouts[l].dim == 0 ? 1 : layouts[l].rows, c};
                if (layouts[l].transposed && k == 0) {
                    const int64_t st[] = {1, shape[0]};
                    strided(&ins[k], pdt, 2, shape, st, 0);
                } else {
                    dense(&ins[k], pdt, 2, shape);
                }
                size_t es = dtype_size(pdt);
                ins[k].host = malloc((size_t)ins[k].storage * es);
                for (int64_t i = 0; i < ins[k].storage; i++)
                    random_element(pdt, ins[k].host + i * (int64_t)es);
                total += layouts[l].dim == 0 ? 1 : c;
            }
            int64_t oshape[2] = {layouts[l].dim == 0 ? total : layouts[l].rows,
                                 layouts[l].dim == 0 ? layouts[l].cols[0] : total};
            dense(&out, (DType)dt, 2, oshape);
            both_devices(OP_cat, layouts[l].name, &a, ins, layouts[l].nin, &out, 1, 0);
        }
    }
}

static void creation_cases(void)
{
    const int64_t n1027[] = {1027}, n517[] = {517}, s1[] = {1};
    for (int dt = 0; dt < DT_COUNT; dt++) {
        Operand out, in[3];
        OpArgs a;
        memset(in, 0, sizeof in);
        /* fill: dense (a memset for 1-byte dtypes), strided, misaligned,
         * and dense zeros (a memset) and -0.0 (not one) */
        for (int layout = 0; layout < 5; layout++) {
            memset(&a, 0, sizeof a);
            random_scalar((DType)dt, &a.sf[0], &a.si[0]);
            if (layout >= 3) {
                a.sf[0] = layout == 3 ? 0.0 : -0.0;
                a.si[0] = 0;
            }
            if (layout == 0 || layout >= 3) {
                dense(&out, (DType)dt, 1, n1027);
            } else if (layout == 1) {
                const int64_t shape[] = {40, 3}, st[] = {7, 2};
                strided(&out, (DType)dt, 2, shape, st, 0);
            } else {
                strided(&out, (DType)dt, 1, n517, s1, 1);
            }
            run_case(OP_fill, (DType)dt, "fill", &a, &out, in, 0, false);
        }
        /* arange: dense and every third element */
        for (int layout = 0; layout < 2; layout++) {
            memset(&a, 0, sizeof a);
            a.sf[0] = (urand() - 0.5) * 200;
            a.sf[1] = (rnd() & 1 ? 1 : -1) * pow(10, urand() * 4 - 3);
            a.si[0] = random_int();
            a.si[1] = (int64_t)(rnd() % 2001) - 1000;
            const int64_t shape[] = {1000}, st[] = {3};
            if (layout == 0)
                dense(&out, (DType)dt, 1, shape);
            else
                strided(&out, (DType)dt, 1, shape, st, 0);
            run_case(OP_arange, (DType)dt, "arange", &a, &out, in, 0, false);
        }
        /* linspace */
        static const int64_t steps[] = {1, 2, 7, 1001};
        for (int s = 0; s < 4; s++) {
            memset(&a, 0, sizeof a);
            random_scalar((DType)dt, &a.sf[0], &a.si[0]);
            random_scalar((DType)dt, &a.sf[1], &a.si[1]);
            if (dtype_is_float((DType)dt) && (!isfinite(a.sf[0]) || !isfinite(a.sf[1]))) {
                a.sf[0] = -3.25;
                a.sf[1] = 1e4;
            }
            a.si[2] = steps[s];
            const int64_t shape[] = {steps[s]};
            dense(&out, (DType)dt, 1, shape);
            run_case(OP_linspace, (DType)dt, "linspace", &a, &out, in, 0, false);
        }
        /* eye: rectangular, transposed, and rows of 16-byte multiples
         * (16 bytes a thread), wide and tall */
        for (int layout = 0; layout < 4; layout++) {
            memset(&a, 0, sizeof a);
            const int64_t shape[] = {37, 50}, st[] = {1, 37}, wide[] = {37, 48}, tall[] = {300, 32};
            if (layout == 0)
                dense(&out, (DType)dt, 2, shape);
            else if (layout == 1)
                strided(&out, (DType)dt, 2, shape, st, 0);
            else
                dense(&out, (DType)dt, 2, layout == 2 ? wide : tall);
            run_case(OP_eye, (DType)dt, "eye", &a, &out, in, 0, false);
        }
    }
}

/* rand, randn, randint: bit for bit the simulated device's numbers, for
 * seeds 0-9 and sizes up to 10^7 (random.h's acceptance), every float
 * dtype, a nonzero offset and a strided result. */
static void random_cases(void)
{
    static const int64_t sizes[] = {1, 7, 1027, 100003, 10000000};
    static const DType floats[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16};
    int64_t values = 0, wrong = 0;
    for (int seed = 0; seed < 10; seed++) {
        for (int op = OP_rand; op <= OP_randint; op++) {
            for (int k = 0; k < 4; k++) {
                /* The largest size for two seeds and the two widest
                 * dtypes; smaller ones for the rest. */
                int64_t n = seed == 0 || seed == 9 ? sizes[4] : sizes[seed % 4];
                if (n > 100003 && k >= 2)
                    n = 100003;
                DType dt = floats[k];
                OpArgs a;
                memset(&a, 0, sizeof a);
                a.si[0] = seed == 9 ? (int64_t)0x9E3779B97F4A7C15u : seed;
                a.si[1] = (seed % 3) * 4 + (seed == 5 ? 2 : seed == 7 ? 1 : 0);
                if (op == OP_randint) {
                    static const DType ints[] = {DT_INT64, DT_INT32, DT_UINT8, DT_INT64};
                    dt = ints[k];
                    a.si[2] = k == 3 ? -((int64_t)1 << 40) : -3 * k;
                    a.si[3] = k == 3 ? ((int64_t)1 << 41) : k == 2 ? 200 : 1000 + seed;
                }
                Operand out, in[3];
                memset(in, 0, sizeof in);
                if (seed == 4) {
                    const int64_t shape[] = {n / 7 + 1, 3}, st[] = {1, n / 7 + 2};
                    strided(&out, dt, 2, shape, st, 1);
                } else {
                    const int64_t shape[] = {n};
                    dense(&out, dt, 1, shape);
                }
                Stats before = stats[op][dt];
                run_case((OpCode)op, dt, "random", &a, &out, in, 0, false);
                values += stats[op][dt].elements - before.elements;
                wrong += stats[op][dt].bad - before.bad;
            }
        }
    }
    /* randint into every other dtype (k_dense's vectors of each width) */
    static const DType others[] = {DT_INT16, DT_INT8, DT_BOOL, DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16};
    for (size_t k = 0; k < sizeof others / sizeof others[0]; k++)
        for (int seed = 0; seed < 3; seed++) {
            OpArgs a;
            memset(&a, 0, sizeof a);
            a.si[0] = seed;
            a.si[1] = 4 * seed;
            a.si[2] = others[k] == DT_BOOL ? 0 : -7;
            a.si[3] = others[k] == DT_BOOL ? 2 : 100;
            const int64_t shape[] = {100003 + seed};
            Operand out, in[3];
            memset(in, 0, sizeof in);
            dense(&out, others[k], 1, shape);
            Stats before = stats[OP_randint][others[k]];
            run_case(OP_randint, others[k], "random", &a, &out, in, 0, false);
            values += stats[OP_randint][others[k]].elements - before.elements;
            wrong += stats[OP_randint][others[k]].bad - before.bad;
        }
    printf("random: %lld values of rand/randn/randint (seeds 0-9, up to 10^7), %lld differ "
           "from the simulated device\n", (long long)values, (long long)wrong);
}

/* ---------------------------------------------------- reduction cases */

/* What a reduction's input holds: floats k/256 with |k| <= 512, so that
 * every sum of up to 2^15 of them is exact in float32 and the cascade
 * order the simulated device follows cannot show (with NaNs: one now and
 * then, for the NaN rules; near one: 1 + k/2^20, whose products of
 * millions stay finite; rough: any value in (-1, 1), whose sums round, so
 * that only the same order gives the same bits; sort: many ties, and now
 * and then a NaN of either sign, a signed zero or an infinity; zeros: 0
 * and -0 only, the extremes' ties that show in the result's sign; far:
 * rough values around 64, whose variance a sum of squares cannot tell);
 * integers small, or anything for the wrapping sums. */
typedef enum Fill { FILL_PLAIN, FILL_NANS, FILL_NEAR_ONE, FILL_ROUGH, FILL_SORT, FILL_ZEROS, FILL_FAR } Fill;

static void reduction_element(DType dt, void *p, Fill fill)
{
    if (dtype_is_float(dt)) {
        double k = (double)((int64_t)(rnd() % 1025) - 512);
        double v = fill == FILL_NEAR_ONE ? 1 + k / (1 << 20) : fill == FILL_ROUGH ? 2 * urand() - 1
                 : fill == FILL_FAR ? 64 + (2 * urand() - 1) / 16 : k / 256;
        if (fill == FILL_NANS && rnd() % 500 == 0)
            v = NAN;
        if (fill == FILL_ZEROS)
            v = rnd() % 2 ? 0.0 : -0.0;
        if (fill == FILL_SORT && rnd() % 50 == 0) {
            static const double odd[] = {NAN, -NAN, 0.0, -0.0, INFINITY, -INFINITY};
            v = odd[rnd() % 6];
        }
        dtype_store_double(dt, p, v);
    } else if (dt == DT_BOOL) {
        *(uint8_t *)p = rnd() % 8 != 0;
    } else {
        dtype_store_int(dt, p, rnd() % 4 ? (int64_t)(rnd() % 21) - 10 : (int64_t)rnd());
    }
}

/* Runs op on both devices: stages ins[0..nin) (their host values set) and
 * poisons outs[0..nout) (kernel views: the operands' own shapes and
 * strides), then compares the outputs' storage bit for bit, floats within
 * `ulps` (any NaN matches any NaN); frees the operands. */
static void both_devices(OpCode op, const char *layout, const OpArgs *a, Operand *ins, int nin, Operand *outs,
                         int nout, int ulps)
{
    OpArgs h = *a, d = *a;
    h.nin = d.nin = nin;
    h.nout = d.nout = nout;
    for (int k = 0; k < nin + nout; k++) {
        Operand *o = k < nin ? &ins[k] : &outs[k - nin];
        size_t bytes = (size_t)o->storage * dtype_size(o->dtype);
        if (k >= nin) {
            o->host = malloc(bytes);
            memset(o->host, 0xA5, bytes);
        }
        if (!cu->alloc(0, bytes, cs0, &o->dev, &err) ||
            !cu->copy(o->dev, o->host, bytes, COPY_HOST_TO_DEVICE, cs0, &err))
            die("staging an operand");
        *(k < nin ? &h.in[k] : &h.out[k - nin]) = view(o, o->host);
        *(k < nin ? &d.in[k] : &d.out[k - nin]) = view(o, o->dev);
    }
    /* the dtype a case counts under: its input's, or a generator's result's */
    DType dt = nin ? ins[0].dtype : outs[0].dtype;
    cpu_run(op, &h);
    if (!cu->launch(op, &d, cs0, &err))
        FAIL("%s %s %s: launch: %s", op_name(op), dtype_name(dt), layout, err.msg);
    for (int k = 0; k < nout && !err.msg[0]; k++) {
        size_t es = dtype_size(outs[k].dtype), bytes = (size_t)outs[k].storage * es;
        unsigned char *got = malloc(bytes);
        if (!cu->copy(got, outs[k].dev, bytes, COPY_DEVICE_TO_HOST, cs0, &err))
            die("copying a result back");
        Stats *st = &stats[op][dt];
        st->cases += k == 0;
        int shown = 0;
        for (int64_t i = 0; i < outs[k].storage; i++) {
            const unsigned char *w = outs[k].host + i * (int64_t)es, *g = got + i * (int64_t)es;
            st->elements++;
            if (memcmp(w, g, es) == 0)
                continue;
            if (dtype_is_float(outs[k].dtype)) {
                double wv = dtype_load_double(outs[k].dtype, w), gv = dtype_load_double(outs[k].dtype, g);
                int64_t u = ordered(outs[k].dtype, w) - ordered(outs[k].dtype, g);
                if (isnan(wv) && isnan(gv))
                    continue;
                double one_ulp = outs[k].dtype == DT_FLOAT64 ? 0x1p-52 : 0x1p-23;
                if (!isnan(wv) && !isnan(gv) && ulps > 0 &&                        /* 0 ulps: -0 is not 0 */
                    (llabs(u) <= ulps || fabs(wv - gv) <= ulps_of_one_allowed(op) * one_ulp)) {
                    st->ulp1++;
                    continue;
                }
            }
            st->bad++;
            if (shown++ < 3) {
                char ws[64], gs[64];
                describe(ws, sizeof ws, outs[k].dtype, w);
                describe(gs, sizeof gs, outs[k].dtype, g);
                printf("MISMATCH %s in=%s layout=%s out[%d] storage[%lld]: sim %s, cuda %s\n",
                       op_name(op), dtype_name(dt), layout, k, (long long)i, ws, gs);
            }
        }
        free(got);
    }
    err.msg[0] = 0;
    for (int k = 0; k < nin + nout; k++) {
        Operand *o = k < nin ? &ins[k] : &outs[k - nin];
        cu->free(0, o->dev, cs0);
        free(o->host);
    }
}

/* The split ops (ew.cuh: ndtri's tails and log_ndtr below -1 run after a
 * thread's other elements) on randn's values, whose rare elements fall a
 * few to a warp, and on uniform ones, nearly all in ndtri's tails near 0
 * when scaled down: dense (ew_contig, and its last elements), transposed
 * (ew_rows) and broadcast (ew_strided).  float32 gives the simulated
 * device's bits. */
static void split_cases(void)
{
    static const OpCode ops[] = {OP_ndtri, OP_log_ndtr};
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT64};
    static const struct {
        const char *name;
        int64_t shape[2], strides[2];
    } layouts[] = {
        {"dense 70003", {1, 70003}, {70003, 1}},
        {"transposed 300 x 257", {300, 257}, {1, 300}},
        {"broadcast 3 x 4099", {3, 4099}, {0, 1}},
    };
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++)
            for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++)
                for (int fill = 0; fill < 3; fill++) {
                    DType dt = dts[j];
                    Operand in, out;
                    OpArgs a;
                    memset(&a, 0, sizeof a);
                    a.dtype = dt;
                    strided(&in, dt, 2, layouts[l].shape, layouts[l].strides, 0);
                    dense(&out, dt, 2, layouts[l].shape);
                    in.host = malloc((size_t)in.storage * dtype_size(dt));
                    for (int64_t e = 0; e < in.storage; e++) {
                        /* randn (Box-Muller), uniform in [0, 1), or uniform scaled
                         * into ndtri's tails at either end */
                        double u = urand(), v;
                        if (fill == 0)
                            v = sqrt(-2 * log(1 - u)) * cos(2 * 3.141592653589793 * urand());
                        else if (fill == 1)
                            v = u;
                        else
                            v = rnd() & 1 ? u * 0.2 : 1 - u * 0.2;
                        dtype_store_double(dt, in.host + e * (int64_t)dtype_size(dt), v);
                    }
                    char name[96];
                    snprintf(name, sizeof name, "%s, %s", layouts[l].name,
                             fill == 0 ? "randn" : fill == 1 ? "uniform" : "tails");
                    both_devices(ops[i], name, &a, &in, 1, &out, 1, dt == DT_FLOAT32 ? 0 : ulp_allowed(ops[i]));
                }
}

/* Runs one reduction (outputs out[0], and out[1] for max/min) on both
 * devices, on an input filled as `fill` says, and compares the outputs'
 * storage bit for bit, floats within `ulps` (norm through powf). */
static void reduction_case(OpCode op, const char *layout, OpArgs *a, Operand *in,
                           Operand *out, int nout, int ulps, Fill fill)
{
    size_t es = dtype_size(in->dtype);
    in->host = malloc((size_t)in->storage * es);
    for (int64_t i = 0; i < in->storage; i++)
        reduction_element(in->dtype, in->host + i * (int64_t)es, fill);
    both_devices(op, layout, a, in, 1, out, nout, ulps);
}

/* Every reduction over every dtype the simulated device takes for it, in
 * four layouts of a [rows, cols] input: the last dim, the first,
 * everything, and a transposed input reduced over its first dim; cumsum
 * and cumprod along each dim. */
static void reduction_cases_of(int64_t rows, int64_t cols)
{
    static const OpCode reds[] = {OP_sum, OP_mean, OP_prod, OP_amax, OP_amin, OP_max, OP_min,
                                  OP_argmax, OP_argmin, OP_all, OP_any, OP_var, OP_std,
                                  OP_norm, OP_cumsum, OP_cumprod};
    static const char *const layouts[] = {"dim1", "dim0", "all", "transposed"};
    const int64_t shape[] = {rows, cols};
    for (size_t i = 0; i < sizeof reds / sizeof reds[0]; i++) {
        OpCode op = reds[i];
        bool float_only = op == OP_mean || op == OP_var || op == OP_std || op == OP_norm;
        for (int dt = 0; dt < DT_COUNT; dt++) {
            if (float_only && !dtype_is_float((DType)dt))
                continue;
            bool cumulative = op == OP_cumsum || op == OP_cumprod;
            if ((cumulative || op == OP_sum || op == OP_prod) && dt == DT_BOOL)
                continue;
            for (int l = 0; l < 4; l++) {
                if (cumulative && l >= 2)
                    continue;
                for (int pi = 0; pi < (op == OP_norm ? 5 : 1); pi++) {
                    static const double ps[] = {2, 1, 0, INFINITY, 3};
                    Operand in, out[2];
                    OpArgs a;
                    memset(&a, 0, sizeof a);
                    memset(out, 0, sizeof out);
                    a.dtype = (DType)dt;
                    a.sf[0] = op == OP_norm ? ps[pi] : op == OP_var || op == OP_std ? l % 2 : 0;
                    if (l == 3) {
                        const int64_t st[] = {1, rows};
                        strided(&in, (DType)dt, 2, shape, st, 0);
                    } else {
                        dense(&in, (DType)dt, 2, shape);
                    }
                    DType odt = op == OP_argmax || op == OP_argmin ? DT_INT64
                              : op == OP_all || op == OP_any ? (dt == DT_UINT8 ? DT_UINT8 : DT_BOOL)
                              : (op == OP_sum || cumulative) && dtype_is_int((DType)dt) ? DT_INT64
                              : (DType)dt;
                    int64_t ost[2] = {l == 0 ? 1 : 0, l == 1 || l == 3 ? 1 : 0};
                    if (cumulative) {
                        a.si[0] = l;
                        dense(&out[0], odt, 2, shape);
                    } else {
                        int64_t storage = l == 0 ? shape[0] : l == 2 ? 1 : shape[1];
                        const int64_t s1[] = {storage};
                        dense(&out[0], odt, 1, s1);
                        out[0].ndim = 2;
                        out[0].shape[0] = shape[0];
                        out[0].shape[1] = shape[1];
                        out[0].strides[0] = ost[0];
                        out[0].strides[1] = ost[1];
                        out[1] = out[0];
                        out[1].dtype = DT_INT64;
                    }
                    int nout = op == OP_max || op == OP_min ? 2 : 1;
                    if (nout == 2 && l == 2)
                        continue;
                    char name[48];
                    snprintf(name, sizeof name, "%s %" PRId64 "x%" PRId64, layouts[l], rows, cols);
                    reduction_case(op, name, &a, &in, out, nout, op == OP_norm && pi == 4 ? 4 : 0,
                                   FILL_NANS);
                }
            }
        }
    }
}

/* Few long outputs (a GPU block each), and many short ones (a warp each,
 * on a GPU of up to 137 multiprocessors; columns sixteen a block): rows
 * of 300, whose float16 rows are not 16-byte aligned, and of 304, which
 * every dtype's are (whole loads of a row, of columns). */
static void reduction_cases(void)
{
    reduction_cases_of(37, 1029);
    reduction_cases_of(1100, 300);
    reduction_cases_of(1100, 304);
}

/* softmax, log_softmax, sort and topk along each dim of a [37, 1029] input
 * and its transpose (sort ascending and descending, topk of 5 and of the
 * whole line); floats may differ by an ulp where exp rounds differently
 * (float64 by a few, as the sum of a line adds those up). */
static void line_cases(void)
{
    static const OpCode line_ops[] = {OP_softmax, OP_log_softmax, OP_sort, OP_topk};
    const int64_t shape[] = {37, 1029};
    for (size_t i = 0; i < sizeof line_ops / sizeof line_ops[0]; i++) {
        OpCode op = line_ops[i];
        for (int dt = 0; dt < DT_COUNT; dt++) {
            bool sorts = op == OP_sort || op == OP_topk;
            if (!dtype_is_float((DType)dt) && (!sorts || dt == DT_BOOL))
                continue;
            for (int l = 0; l < 4; l++) {
                Operand in, out[2];
                OpArgs a;
                memset(&a, 0, sizeof a);
                memset(out, 0, sizeof out);
                a.dtype = (DType)dt;
                a.si[0] = l % 2;
                a.si[1] = l >= 2;
                if (l >= 2) {
                    const int64_t st[] = {1, 37};
                    strided(&in, (DType)dt, 2, shape, st, 0);
                } else {
                    dense(&in, (DType)dt, 2, shape);
                }
                int64_t oshape[2] = {shape[0], shape[1]};
                if (op == OP_topk)
                    oshape[l % 2] = l >= 2 ? shape[l % 2] : 5;
                dense(&out[0], (DType)dt, 2, oshape);
                dense(&out[1], DT_INT64, 2, oshape);
                char name[32];
                snprintf(name, sizeof name, "%s dim%d%s", l >= 2 ? "transposed" : "dense", l % 2,
                         a.si[1] ? " desc" : "");
                /* float64's exp is CUDA's, an ulp from glibc's at times, and the
                 * sum of a line carries that: 5 ulps seen on the H200. */
                reduction_case(op, name, &a, &in, out, sorts ? 2 : 1,
                               sorts ? 0 : dt == DT_FLOAT64 ? 8 : 1, FILL_NANS);
            }
        }
    }
}

static void kernel_report(void)
{
    int64_t cases = 0, elements = 0, ulp1 = 0, bad = 0;
    int64_t ulp2 = 0;
    printf("\n%-10s %-9s %6s %10s %8s %8s %8s %8s\n", "op", "dtype", "cases", "elements", "1-ulp",
           "2-ulp", "wrong", "most");
    for (int op = 0; op < OP_COUNT; op++) {
        for (int dt = 0; dt < DT_COUNT; dt++) {
            Stats *s = &stats[op][dt];
            if (!s->cases)
                continue;
            cases += s->cases;
            elements += s->elements;
            ulp1 += s->ulp1;
            ulp2 += s->ulp2;
            bad += s->bad;
            if (s->bad || s->ulp1 || s->ulp2)
                printf("%-10s %-9s %6lld %10lld %8lld %8lld %8lld %8lld\n", op_name(op),
                       dtype_name((DType)dt), (long long)s->cases, (long long)s->elements,
                       (long long)s->ulp1, (long long)s->ulp2, (long long)s->bad, (long long)s->most);
        }
    }
    printf("kernels: %lld cases, %lld elements compared, %lld bit-identical, %lld 1 ulp apart, "
           "%lld 2 ulp or more apart (tanh, sigmoid, erfc), %lld wrong\n",
           (long long)cases, (long long)elements, (long long)(elements - ulp1 - ulp2 - bad),
           (long long)ulp1, (long long)ulp2, (long long)bad);
    if (bad)
        failures++;
}

/* ----------------------------------- accuracy of the transcendentals */

/* The true value, except for sigmoid: its formula, 1 / (1 + e^-x),
 * evaluated in dt with a correctly rounded e^-x (the formula itself loses
 * everything below float's range when e^-x overflows, on both devices). */
static long double reference(OpCode op, DType dt, long double x, long double y)
{
    if (op == OP_sigmoid && dt == DT_FLOAT32)
        return 1.0f / (1.0f + (float)expl(-x));
    if (op == OP_sigmoid)
        return 1.0 / (1.0 + (double)expl(-x));
    switch (op) {
    case OP_exp: return expl(x);
    case OP_log: return logl(x);
    case OP_log2: return log2l(x);
    case OP_sin: return sinl(x);
    case OP_cos: return cosl(x);
    case OP_tanh: return tanhl(x);
    case OP_tan: return tanl(x);
    case OP_asin: return asinl(x);
    case OP_acos: return acosl(x);
    case OP_atan: return atanl(x);
    case OP_sinh: return sinhl(x);
    case OP_cosh: return coshl(x);
    case OP_asinh: return asinhl(x);
    case OP_acosh: return acoshl(x);
    case OP_atanh: return atanhl(x);
    case OP_log10: return log10l(x);
    case OP_exp2: return exp2l(x);
    case OP_atan2: return atan2l(x, y);
    case OP_hypot: return hypotl(x, y);
    default: return powl(x, y);
    }
}

static int64_t ulps(DType dt, long double ref, const unsigned char *p)
{
    if (dt == DT_FLOAT32) {
        float r = (float)ref;
        int64_t d = ordered(dt, &r) - ordered(dt, p);
        return d < 0 ? -d : d;
    }
    double r = (double)ref;
    int64_t d = ordered(dt, &r) - ordered(dt, p);
    return d < 0 ? -d : d;
}

/* How far the device's and the simulated device's results are from a long
 * double reference rounded to dt, over 100,000 random inputs: the device
 * must be within an ulp of it in float32, floatfn.h's functions within 2
 * (CUDA's float64 functions are documented within 1 or 2 ulp; their
 * figures are printed). */
static void accuracy(OpCode op, DType dt)
{
    const int64_t n = 100000;
    size_t es = dtype_size(dt), bytes = (size_t)n * es;
    unsigned char *x = malloc(bytes), *y = malloc(bytes), *want = malloc(bytes),
                  *got = malloc(bytes);
    for (int64_t i = 0; i < n; i++) {
        double v = random_float();
        if (op == OP_log || op == OP_log2 || op == OP_log10)
            v = fabs(v);
        dtype_store_double(dt, x + i * (int64_t)es, v);
        double e = rnd() & 1 ? (double)((int64_t)(rnd() % 13) - 6) / (rnd() & 1 ? 1 : 2)
                             : (urand() - 0.5) * 20;
        dtype_store_double(dt, y + i * (int64_t)es, e);
    }
    int nin = op_info(op)->arity;
    void *dx, *dy, *dout;
    if (!cu->alloc(0, bytes, cs0, &dx, &err) || !cu->alloc(0, bytes, cs0, &dy, &err) ||
        !cu->alloc(0, bytes, cs0, &dout, &err) ||
        !cu->copy(dx, x, bytes, COPY_HOST_TO_DEVICE, cs0, &err) ||
        !cu->copy(dy, y, bytes, COPY_HOST_TO_DEVICE, cs0, &err))
        die("accuracy staging");
    OpArgs h, d;
    memset(&h, 0, sizeof h);
    h.nout = 1;
    h.nin = nin;
    h.dtype = dt;
    DevTensor *ts[3] = {&h.out[0], &h.in[0], &h.in[1]};
    for (int k = 0; k < 3; k++) {
        ts[k]->dtype = dt;
        ts[k]->ndim = 1;
        ts[k]->shape[0] = n;
        ts[k]->strides[0] = 1;
    }
    d = h;
    h.out[0].data = want;
    h.in[0].data = x;
    h.in[1].data = y;
    d.out[0].data = dout;
    d.in[0].data = dx;
    d.in[1].data = dy;
    cpu_run(op, &h);
    if (!cu->launch(op, &d, cs0, &err) || !cu->copy(got, dout, bytes, COPY_DEVICE_TO_HOST, cs0, &err))
        die("accuracy launch");
    int64_t dev_max = 0, sim_max = 0, dev_over = 0, sim_over = 0, nan_bad = 0;
    for (int64_t i = 0; i < n; i++) {
        long double xv = dtype_load_double(dt, x + i * (int64_t)es);
        long double yv = dtype_load_double(dt, y + i * (int64_t)es);
        long double r = reference(op, dt, xv, yv);
        const unsigned char *g = got + i * (int64_t)es, *w = want + i * (int64_t)es;
        if (isnan(r)) {
            nan_bad += !isnan(dtype_load_double(dt, g));
            continue;
        }
        int64_t du = ulps(dt, r, g), su = ulps(dt, r, w);
        dev_max = du > dev_max ? du : dev_max;
        sim_max = su > sim_max ? su : sim_max;
        dev_over += du > 1;
        sim_over += su > 1;
    }
    printf("accuracy %-8s %-8s device max %lld ulp (%lld over 1), sim max %lld ulp (%lld over 1)%s\n",
           op_name(op), dtype_name(dt), (long long)dev_max, (long long)dev_over,
           (long long)sim_max, (long long)sim_over, nan_bad ? " NaN MISMATCH" : "");
    if ((dt == DT_FLOAT32 && dev_max > (float_computed(op, dt) ? 2 : 1)) || nan_bad)
        FAIL("%s %s: the device is %lld ulp from the reference", op_name(op), dtype_name(dt),
             (long long)dev_max);
    cu->free(0, dx, cs0);
    cu->free(0, dy, cs0);
    cu->free(0, dout, cs0);
    free(x);
    free(y);
    free(want);
    free(got);
}

static void accuracy_tests(void)
{
    static const OpCode fns[] = {OP_exp, OP_log, OP_log2, OP_sin, OP_cos, OP_tanh, OP_sigmoid, OP_pow,
                                 OP_tan, OP_asin, OP_acos, OP_atan, OP_sinh, OP_cosh, OP_asinh,
                                 OP_acosh, OP_atanh, OP_log10, OP_exp2, OP_atan2, OP_hypot};
    printf("\n");
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) {
        accuracy(fns[i], DT_FLOAT32);
        accuracy(fns[i], DT_FLOAT64);
    }
}

/* Every float16 and bfloat16 input of each heavy function: the device's
 * table of results (lut.cuh), which its exact road computes (the exact
 * road itself for a parameterized op), must hold the simulated device's
 * bits. */
static void reduced_exhaustive(OpCode op, DType dt)
{
    const int64_t n = 65536;
    size_t bytes = (size_t)n * 2;
    uint16_t *x = malloc(bytes), *want = malloc(bytes), *got = malloc(bytes);
    for (int64_t i = 0; i < n; i++)
        x[i] = (uint16_t)i;
    void *dx, *dout;
    if (!cu->alloc(0, bytes, cs0, &dx, &err) || !cu->alloc(0, bytes, cs0, &dout, &err) ||
        !cu->copy(dx, x, bytes, COPY_HOST_TO_DEVICE, cs0, &err))
        die("exhaustive staging");
    OpArgs h;
    memset(&h, 0, sizeof h);
    h.nout = h.nin = 1;
    h.dtype = dt;
    set_params(&h, op);
    DevTensor *ts[2] = {&h.out[0], &h.in[0]};
    for (int k = 0; k < 2; k++) {
        ts[k]->dtype = dt;
        ts[k]->ndim = 1;
        ts[k]->shape[0] = n;
        ts[k]->strides[0] = 1;
    }
    OpArgs d = h;
    h.out[0].data = want;
    h.in[0].data = x;
    d.out[0].data = dout;
    d.in[0].data = dx;
    cpu_run(op, &h);
    if (!cu->launch(op, &d, cs0, &err) || !cu->copy(got, dout, bytes, COPY_DEVICE_TO_HOST, cs0, &err))
        die("exhaustive launch");
    /* Bit for bit: the simulated device's double-precision functions and
     * CUDA's differ by an ulp of a double now and then, which a 16-bit
     * result would show only at a midpoint of two 16-bit values. */
    int64_t differ = 0;
    for (int64_t i = 0; i < n; i++) {
        if (want[i] == got[i] ||
            (isnan(dtype_load_double(dt, &want[i])) && isnan(dtype_load_double(dt, &got[i]))))
            continue;
        if (differ++ < 3)
            printf("MISMATCH %s %s input 0x%04x: sim 0x%04x, cuda 0x%04x\n", op_name(op),
                   dtype_name(dt), (unsigned)i, want[i], got[i]);
    }
    printf("exhaustive: %-8s %-8s all 65536 inputs, %lld differ from the simulated device\n",
           op_name(op), dtype_name(dt), (long long)differ);
    if (differ)
        FAIL("%s %s: %lld of 65536 inputs differ", op_name(op), dtype_name(dt), (long long)differ);
    cu->free(0, dx, cs0);
    cu->free(0, dout, cs0);
    free(x);
    free(want);
    free(got);
}

static void reduced_exhaustive_tests(void)
{
    for (int op = 0; op < OP_COUNT; op++)
        if (op_info(op)->group == GROUP_EW && op_info(op)->arity == 1 && transcendental(op)) {
            reduced_exhaustive(op, DT_FLOAT16);
            reduced_exhaustive(op, DT_BFLOAT16);
        }
}

/* ------------------------------------------- streams, events, memory */

static OpArgs sleep_args(double ms);

/* Few outputs of many elements: the two-pass kernels, over all of a
 * [3, 2^19] input, its rows, and its transpose's rows (the last strided):
 * sum and mean within 2 ulps of the simulated device's float cascade, the
 * extremes, their indices, all and any bit for bit (with NaNs and
 * without). */
static void big_reduction_cases(void)
{
    static const OpCode reds[] = {OP_sum, OP_mean, OP_amax, OP_amin, OP_max, OP_min, OP_argmax,
                                  OP_argmin, OP_all, OP_any};
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16, DT_INT32, DT_INT64, DT_BOOL};
    static const Fill fills[] = {FILL_PLAIN, FILL_NANS, FILL_ZEROS};
    const int64_t shape[] = {3, 1 << 19};
    for (size_t i = 0; i < sizeof reds / sizeof reds[0]; i++) {
        OpCode op = reds[i];
        for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++) {
            DType dt = dts[j];
            if (op == OP_mean && !dtype_is_float(dt))
                continue;
            if (dt == DT_BOOL && op != OP_all && op != OP_any)
                continue;
            int nout = op == OP_max || op == OP_min ? 2 : 1;
            for (int l = 0; l < 3; l++) {
                if (nout == 2 && l == 1)
                    continue;
                for (int fi = 0; fi < (dtype_is_float(dt) && op != OP_sum && op != OP_mean ? 3 : 1); fi++) {
                    Operand in, out[2];
                    OpArgs a;
                    memset(&a, 0, sizeof a);
                    memset(out, 0, sizeof out);
                    a.dtype = dt;
                    if (l == 2) {
                        const int64_t st[] = {1, 3};
                        strided(&in, dt, 2, shape, st, 0);
                    } else {
                        dense(&in, dt, 2, shape);
                    }
                    DType odt = op == OP_argmax || op == OP_argmin ? DT_INT64
                              : op == OP_all || op == OP_any ? DT_BOOL
                              : op == OP_sum && dtype_is_int(dt) ? DT_INT64
                              : dt;
                    const int64_t s1[] = {l == 1 ? 1 : shape[0]};
                    dense(&out[0], odt, 1, s1);
                    out[0].ndim = 2;
                    out[0].shape[0] = shape[0];
                    out[0].shape[1] = shape[1];
                    out[0].strides[0] = l == 1 ? 0 : 1;
                    out[0].strides[1] = 0;
                    out[1] = out[0];
                    out[1].dtype = DT_INT64;
                    reduction_case(op, l == 0 ? "rows 2^19" : l == 1 ? "all 3x2^19" : "transposed rows 2^19",
                                   &a, &in, out, nout, op == OP_sum || op == OP_mean ? 2 : 0,
                                   fills[fi]);
                }
            }
        }
    }
}

/* prod, var, std and norm (p = 2, 1, 0, inf, -inf) in kernels/fold.h's
 * order, bit for bit, through each of the CUDA fold's kernels: a tile a
 * block over several tiles (the rows of a [3, 2^19] input, all of it, its
 * transpose's rows) and within one (all of a [1, 40000] one, the rows of a
 * [600, 777] one), eight columns a block (dim 0 of a [2^17 + 5, 9] input,
 * over several tiles and a partial group of columns, and of a [777, 600]
 * one), and one output a thread (the rows of a [5000, 61] input and dim 0
 * of a [37, 300] one); float64 var and std a block an output, held in
 * registers (rows of 68 to 4096, all of 1000); products of values near one, the rest of values
 * whose sums round; var and std also of values far from 0, which the
 * one-pass estimate leaves to the second pass. */
static void fold_cases(void)
{
    static const OpCode ops[] = {OP_prod, OP_var, OP_std, OP_norm};
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16, DT_INT64};
    static const struct {
        const char *name;
        int64_t rows, cols;
        int dim;                 /* reduced: 0, 1, or -1 for all */
        bool transposed;
    } layouts[] = {
        {"rows 2^19", 3, 1 << 19, 1, false},
        {"all 3x2^19", 3, 1 << 19, -1, false},
        {"transposed rows 2^19", 3, 1 << 19, 1, true},
        {"all 40000", 1, 40000, -1, false},
        {"rows 777", 600, 777, 1, false},
        {"cols 2^17+5", (1 << 17) + 5, 9, 0, false},
        {"cols 777", 777, 600, 0, false},
        {"rows 61", 5000, 61, 1, false},
        {"cols 37", 37, 300, 0, false},
        {"rows 300 a warp", 1100, 300, 1, false},
        {"transposed rows 300 a warp", 1100, 300, 1, true},
        {"rows 4100 a warp", 1100, 4100, 1, false},
        {"rows 4096 in registers", 300, 4096, 1, false},
        {"rows 68 in registers", 500, 68, 1, false},
        {"all 1000 in registers", 1, 1000, -1, false},
        {"cols 1100", 1100, 300, 0, false},
        {"cols 4100", 4100, 36, 0, false},
    };
    static const double ps[] = {2, 1, 0, INFINITY, -INFINITY};
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++) {
            DType dt = dts[j];
            if (ops[i] != OP_prod && !dtype_is_float(dt))
                continue;
            bool two = ops[i] == OP_var || ops[i] == OP_std;
            for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
                for (int pi = 0; pi < (ops[i] == OP_norm ? 5 : two ? 2 : 1); pi++) {
                    const int64_t shape[] = {layouts[l].rows, layouts[l].cols};
                    int dim = layouts[l].dim;
                    Operand in, out[2];
                    OpArgs a;
                    memset(&a, 0, sizeof a);
                    memset(out, 0, sizeof out);
                    a.dtype = dt;
                    a.sf[0] = ops[i] == OP_norm ? ps[pi] : (double)(l % 2);   /* var's correction */
                    matrix_in(&in, dt, shape, layouts[l].transposed);
                    const int64_t s1[] = {dim < 0 ? 1 : shape[1 - dim]};
                    dense(&out[0], dt, 1, s1);
                    out[0].ndim = 2;
                    out[0].shape[0] = shape[0];
                    out[0].shape[1] = shape[1];
                    out[0].strides[0] = dim == 1 ? 1 : 0;
                    out[0].strides[1] = dim == 0 ? 1 : 0;
                    reduction_case(ops[i], layouts[l].name, &a, &in, out, 1, 0,
                                   ops[i] == OP_prod ? FILL_NEAR_ONE : two && pi ? FILL_FAR : FILL_ROUGH);
                }
            }
        }
    }
}

/* cumsum in kernels/scan.h's order, bit for bit, on values whose sums
 * round: by tiles (a line of one tile, of many, and of more than
 * SCAN_TILE tiles, chained over four levels; the rows of a [3, 70001]
 * input and of a [40, 4096] one, loaded 16 bytes at a time) and walked a
 * thread a chunk (dim 0 of a [70001, 3] input, of a [300, 5] one and of a
 * [2^20+9, 2] one, whose chunks' totals take more than a tile, a short
 * contiguous line, a transposed view); float32, float64, float16 and
 * int64. */
static void scan_cases(void)
{
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_INT64};
    static const struct {
        const char *name;
        int64_t rows, cols;
        int dim;
        bool transposed;
    } layouts[] = {
        {"line 4000", 1, 4000, 1, false},
        {"line 2^22+3", 1, (1 << 22) + 3, 1, false},
        {"line 2^24+5", 1, (1 << 24) + 5, 1, false},
        {"rows 70001", 3, 70001, 1, false},
        {"rows 4096 a tile", 40, 4096, 1, false},
        {"cols 70001", 70001, 3, 0, false},
        {"cols 300", 300, 5, 0, false},
        {"cols 2^20+9", (1 << 20) + 9, 2, 0, false},
        {"line 200", 1, 200, 1, false},
        {"transposed rows 70001", 3, 70001, 1, true},
    };
    for (int j = 0; j < 4; j++) {
        DType dt = dts[j];
        for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
            if (layouts[l].cols > (1 << 22) + 3 && dt != DT_FLOAT32)
                continue;
            const int64_t shape[] = {layouts[l].rows, layouts[l].cols};
            Operand in, out[2];
            OpArgs a;
            memset(&a, 0, sizeof a);
            memset(out, 0, sizeof out);
            a.dtype = dt;
            a.si[0] = layouts[l].dim;
            matrix_in(&in, dt, shape, layouts[l].transposed);
            dense(&out[0], dt, 2, shape);
            reduction_case(OP_cumsum, layouts[l].name, &a, &in, out, 1, 0, FILL_ROUGH);
        }
    }
}

/* Runs op on both devices with h's parameters, out[0] dst and the nin
 * inputs ins (the nall operands in all, their host values filled), and
 * compares dst's storage bit for bit; with nrec records (among all: out[1]
 * on, a gather's, scatter's or index's own range checks, cleared_record's),
 * whether each found an index outside and which element (its position
 * counts by each device's walk); frees the operands. */
static void index_compare_n(OpCode op, DType dt, int layout, OpArgs *h, Operand *dst, Operand *const *ins, int nin,
                            Operand *const *all, int nall, Operand *const *records, int nrec)
{
    for (int k = 0; k < nall; k++) {
        Operand *o = all[k];
        size_t bytes = (size_t)o->storage * dtype_size(o->dtype);
        if (!cu->alloc(0, bytes, cs0, &o->dev, &err) ||
            !cu->copy(o->dev, o->host, bytes, COPY_HOST_TO_DEVICE, cs0, &err))
            die("staging an index operand");
    }
    h->nout = 1 + nrec;
    h->nin = nin;
    h->dtype = dt;
    OpArgs d = *h;
    h->out[0] = view(dst, dst->host);
    d.out[0] = view(dst, dst->dev);
    for (int j = 0; j < nrec; j++) {
        h->out[1 + j] = view(records[j], records[j]->host);
        d.out[1 + j] = view(records[j], records[j]->dev);
    }
    for (int k = 0; k < nin; k++) {
        h->in[k] = view(ins[k], ins[k]->host);
        d.in[k] = view(ins[k], ins[k]->dev);
    }
    cpu_run(op, h);
    if (!cu->launch(op, &d, cs0, &err))
        FAIL("%s %s layout %d: launch: %s", op_name(op), dtype_name(dt), layout, err.msg);
    size_t es = dtype_size(dst->dtype), bytes = (size_t)dst->storage * es;
    unsigned char *got = malloc(bytes);
    if (!cu->copy(got, dst->dev, bytes, COPY_DEVICE_TO_HOST, cs0, &err))
        die("copying an index result back");
    Stats *st = &stats[op][dt];
    st->cases++;
    st->elements += dst->storage;
    for (int64_t i = 0; i < dst->storage; i++) {
        if (memcmp(dst->host + i * (int64_t)es, got + i * (int64_t)es, es) != 0 && st->bad++ < 3)
            printf("MISMATCH %s %s layout %d storage[%lld]\n", op_name(op), dtype_name(dt), layout, (long long)i);
    }
    for (int j = 0; j < nrec; j++) {
        int64_t r[4];
        const int64_t *want = (const int64_t *)records[j]->host;
        if (!cu->copy(r, records[j]->dev, sizeof r, COPY_DEVICE_TO_HOST, cs0, &err))
            die("copying a record back");
        if (((r[2] == INT64_MAX) != (want[2] == INT64_MAX) || r[3] != want[3]) && st->bad++ < 3)
            printf("MISMATCH %s %s layout %d: check %d found %lld (%lld), the simulated device %lld (%lld)\n",
                   op_name(op), dtype_name(dt), layout, j, (long long)r[3], (long long)r[2], (long long)want[3],
                   (long long)want[2]);
    }
    free(got);
    err.msg[0] = 0;
    for (int k = 0; k < nall; k++) {
        cu->free(0, all[k]->dev, cs0);
        free(all[k]->host);
    }
}

/* index_compare_n of two inputs among three operands. */
static void index_compare(OpCode op, DType dt, int layout, OpArgs *h, Operand *dst, Operand *const *ins,
                          Operand *const *all)
{
    index_compare_n(op, dt, layout, h, dst, ins, 2, all, 3, NULL, 0);
}

/* A range check's record as the host leaves it for a kernel: nothing
 * outside (a pick writes it only when an element is). */
static void cleared_record(Operand *record)
{
    int64_t four[1] = {4};
    dense(record, DT_INT64, 1, four);
    record->host = malloc(4 * sizeof(int64_t));
    int64_t *r = (int64_t *)record->host;
    r[0] = r[1] = r[3] = 0;
    r[2] = INT64_MAX;
}

/* gather and scatter bit for bit: every dtype, along each dim of a
 * matrix, an index of many duplicates (a broadcast one too, as
 * index_select and index_add give), scatters that set and that add (the
 * lines in order on both devices, so even float sums match) into a
 * destination that holds values already. */
static void index_cases(void)
{
    const int64_t rows = 300, cols = 257;
    for (int dt = 0; dt < DT_COUNT; dt++) {
        for (int layout = 0; layout < 6; layout++) {
            OpCode op = layout < 3 ? OP_gather : OP_scatter;
            int dim = layout % 3 == 1 ? 1 : 0;
            bool spread = layout % 3 == 2;
            /* the index walks [n, cols] along dim 0, [rows, n] along dim 1 */
            int64_t n = op == OP_gather ? 200 : 500;
            int64_t ishape[2] = {dim == 0 ? n : rows, dim == 0 ? cols : n};
            int64_t dshape[2] = {rows, cols};
            int64_t istrides[2] = {spread ? 1 : ishape[1], spread ? 0 : 1};
            Operand data, idx, vals;
            dense(&data, (DType)dt, 2, dshape);
            strided(&idx, DT_INT64, 2, ishape, istrides, 0);
            dense(&vals, (DType)dt, 2, ishape);
            Operand *dst = op == OP_gather ? &vals : &data;
            Operand *all[3] = {&data, &idx, &vals};
            for (int k = 0; k < 3; k++) {
                Operand *o = all[k];
                size_t es = dtype_size(o->dtype);
                o->host = malloc((size_t)o->storage * es);
                for (int64_t i = 0; i < o->storage; i++) {
                    if (o == &idx)
                        ((int64_t *)o->host)[i] = (int64_t)(rnd() % (uint64_t)dshape[dim]);
                    else
                        reduction_element(o->dtype, o->host + i * (int64_t)es, FILL_PLAIN);
                }
            }
            OpArgs h;
            memset(&h, 0, sizeof h);
            h.si[0] = dim;
            h.si[1] = layout == 4 || layout == 5;
            Operand *ins[2] = {op == OP_gather ? &data : &idx, op == OP_gather ? &idx : &vals};
            index_compare(op, (DType)dt, layout, &h, dst, ins, all);
        }
    }
}

/* embedding_bag bit for bit: every float dtype; bags by offsets (sorted,
 * with empty bags, one past the index's end, include_last_offset's
 * extra one) and by a 2-d input's rows; sums with per-sample weights,
 * means with a padding index, maxima of rows with NaNs; a weight of
 * transposed strides, a strided index, indices outside the weight's rows
 * (left out on both devices), columns past the CPU kernel's block. */
static void bag_cases(void)
{
    const int64_t rows = 40, n = 500;
    DType floats[] = {DT_FLOAT16, DT_BFLOAT16, DT_FLOAT32, DT_FLOAT64};
    for (size_t f = 0; f < sizeof floats / sizeof floats[0]; f++) {
        for (int layout = 0; layout < 5; layout++) {
            DType dt = floats[f];
            int64_t cols = layout == 4 ? 300 : 67, len = 10, bags = layout == 3 ? n / len : 37;
            bool fixed = layout == 3, psw = layout == 0 || layout == 3, last = layout == 2;
            /* in: the weight, the index, then the offsets and the per-sample weights where used */
            Operand in[4], out;
            int nin = 2;
            if (layout == 1)
                strided(&in[0], dt, 2, (int64_t[]){rows, cols}, (int64_t[]){1, rows}, 0);
            else
                dense(&in[0], dt, 2, (int64_t[]){rows, cols});
            if (layout == 4)
                strided(&in[1], DT_INT64, 1, (int64_t[]){n}, (int64_t[]){2}, 1);
            else
                dense(&in[1], DT_INT64, 1, (int64_t[]){n});
            Operand *offs = fixed ? NULL : &in[nin++];
            if (offs)
                dense(offs, DT_INT64, 1, (int64_t[]){bags + last});
            if (psw)
                dense(&in[nin++], dt, 1, (int64_t[]){n});
            dense(&out, dt, 2, (int64_t[]){bags, cols});
            for (int k = 0; k < nin; k++) {
                size_t es = dtype_size(in[k].dtype);
                in[k].host = malloc((size_t)in[k].storage * es);
                for (int64_t i = 0; i < in[k].storage; i++)
                    reduction_element(in[k].dtype, in[k].host + i * (int64_t)es, layout == 2 ? FILL_NANS : FILL_PLAIN);
            }
            /* indices outside the weight's rows, which both devices leave out */
            for (int64_t i = 0; i < in[1].storage; i++)
                ((int64_t *)in[1].host)[i] = (int64_t)(rnd() % (uint64_t)(rows + 4)) - 2;
            if (offs) {
                int64_t *off = (int64_t *)offs->host, at = 0;
                for (int64_t b = 0; b < offs->storage; b++) {
                    off[b] = at;
                    at += (int64_t)(rnd() % 30);
                }
                if (!last)
                    off[bags - 1] = n + 5;
            }
            OpArgs a;
            memset(&a, 0, sizeof a);
            a.dtype = dt;
            a.si[0] = layout == 1 ? 1 : layout == 2 ? 2 : 0;
            a.si[1] = layout == 1 ? 3 : -1;
            a.si[2] = fixed;
            a.si[3] = fixed ? len : 0;
            a.si[4] = psw;
            char name[32];
            snprintf(name, sizeof name, "bags %d", layout);
            both_devices(OP_embedding_bag, name, &a, in, nin, &out, 1, 0);
        }
    }
}

/* index and index_put bit for bit: every dtype; rows (x[j]) and columns
 * (x[:, j]) gathered; rows set through distinct indices (CUDA lets any of
 * equal ones win); rows and columns added through many duplicates
 * (index_sum_cases adds values whose sums round). */
static void advanced_index_cases(void)
{
    const int64_t rows = 300, cols = 257, n = 500;
    for (int dt = 0; dt < DT_COUNT; dt++) {
        for (int layout = 0; layout < 5; layout++) {
            OpCode op = layout < 2 ? OP_index : OP_index_put;
            bool along_cols = layout == 1 || layout == 4;
            int64_t m = layout == 2 ? rows : n, size = along_cols ? cols : rows;
            int64_t dshape[2] = {rows, cols}, oshape[1] = {m};
            int64_t rshape[2] = {along_cols ? rows : m, along_cols ? m : cols};
            Operand data, offs, vals;
            dense(&data, (DType)dt, 2, dshape);
            dense(&offs, DT_INT64, 1, oshape);
            dense(&vals, (DType)dt, 2, rshape);
            Operand *all[3] = {&data, &offs, &vals};
            for (int k = 0; k < 3; k++) {
                Operand *o = all[k];
                size_t es = dtype_size(o->dtype);
                o->host = malloc((size_t)o->storage * es);
                for (int64_t i = 0; i < o->storage; i++) {
                    if (o != &offs)
                        reduction_element(o->dtype, o->host + i * (int64_t)es, FILL_PLAIN);
                }
            }
            int64_t *off = (int64_t *)offs.host;
            for (int64_t i = 0; i < m; i++)
                off[i] = layout == 2 ? i : (int64_t)(rnd() % (uint64_t)size);
            for (int64_t i = m - 1; layout == 2 && i > 0; i--) {
                int64_t k = (int64_t)(rnd() % (uint64_t)(i + 1)), t = off[i];
                off[i] = off[k];
                off[k] = t;
            }
            for (int64_t i = 0; i < m; i++)
                off[i] *= along_cols ? 1 : cols;
            OpArgs h;
            memset(&h, 0, sizeof h);
            h.si[0] = along_cols;
            h.si[1] = 1;
            h.si[2] = along_cols ? 2 : 1;
            h.si[3] = layout >= 3;
            h.si[4] = op == OP_index;   /* index: the offsets taken as they are, times 1 */
            Operand *ins[2] = {op == OP_index ? &data : &offs, op == OP_index ? &offs : &vals};
            index_compare(op, (DType)dt, layout, &h, op == OP_index ? &vals : &data, ins, all);
        }
    }
}

/* Index values over o's storage: uniform in [0, targets) (skew 0), all 0
 * (skew 1: every position to one target) or in [0, 3) (skew 2: runs of
 * duplicates), times scale (an offset's stride). */
static void index_values(Operand *o, int64_t targets, int skew, int64_t scale)
{
    o->host = malloc((size_t)o->storage * sizeof(int64_t));
    for (int64_t i = 0; i < o->storage; i++) {
        int64_t k = skew == 1 ? 0 : (int64_t)(rnd() % (uint64_t)(skew == 2 ? 3 : targets));
        ((int64_t *)o->host)[i] = k * scale;
    }
}

/* o's storage filled with fill's values of its dtype. */
static void operand_values(Operand *o, Fill fill)
{
    size_t es = dtype_size(o->dtype);
    o->host = malloc((size_t)o->storage * es);
    for (int64_t i = 0; i < o->storage; i++)
        reduction_element(o->dtype, o->host + i * (int64_t)es, fill);
}

/* The operands of a gather or scatter along dim of data of dshape: an
 * index of ishape and istrides (0 where it is spread) by
 * index_values(skew), values of its shape (transposed: column-major), the
 * data and values filled by fill; h's dim. */
static void along_operands(DType dt, int dim, const int64_t *dshape, const int64_t *ishape, const int64_t *istrides,
                           bool transposed, int skew, Fill fill, Operand *data, Operand *idx, Operand *vals,
                           OpArgs *h)
{
    int64_t vstrides[2] = {transposed ? 1 : ishape[1], transposed ? ishape[0] : 1};
    dense(data, dt, 2, dshape);
    strided(idx, DT_INT64, 2, ishape, istrides, 0);
    strided(vals, dt, 2, ishape, vstrides, 0);
    operand_values(data, fill);
    operand_values(vals, fill);
    index_values(idx, dshape[dim], skew, 1);
    memset(h, 0, sizeof *h);
    h->si[0] = dim;
}

/* The operands of an index or index_put case: x[j] of rows (kind 0) or
 * x[:, j] of columns (1) of a [rows, cols] data, n0 offsets; x[j, k], a
 * [n0, n1] block of offsets (2); x[j] of a vector of cols (3), n0
 * offsets; the offsets by index_values(skew), values in the result's
 * shape, and h's layout. */
static void advanced_operands(int kind, DType dt, int64_t rows, int64_t cols, int64_t n0, int64_t n1, int skew,
                              Operand *data, Operand *offs, Operand *vals, OpArgs *h)
{
    memset(h, 0, sizeof *h);
    if (kind == 3) {
        int64_t dshape[1] = {cols}, oshape[1] = {n0};
        dense(data, dt, 1, dshape);
        dense(offs, DT_INT64, 1, oshape);
        dense(vals, dt, 1, oshape);
        index_values(offs, cols, skew, 1);
        h->si[1] = 1;
        h->si[2] = 1;
    } else if (kind == 2) {
        int64_t dshape[2] = {rows, cols}, oshape[2] = {n0, n1};
        dense(data, dt, 2, dshape);
        dense(offs, DT_INT64, 2, oshape);
        dense(vals, dt, 2, oshape);
        index_values(offs, rows * cols, skew, 1);
        h->si[1] = 2;
        h->si[2] = 3;
    } else {
        int64_t dshape[2] = {rows, cols}, oshape[1] = {n0}, vshape[2] = {kind ? rows : n0, kind ? n0 : cols};
        dense(data, dt, 2, dshape);
        dense(offs, DT_INT64, 1, oshape);
        dense(vals, dt, 2, vshape);
        index_values(offs, kind ? cols : rows, skew, kind ? 1 : cols);
        h->si[0] = kind;
        h->si[1] = 1;
        h->si[2] = kind ? 2 : 1;
    }
}

/* Sums through every path of index.cu bit for bit, on values whose sums
 * round (FILL_ROUGH), so that only each target's sources added in order
 * give the simulated device's bits: scatter_add, and scatter_reduce's
 * products, max and min, along the rows (a warp a line), along dim 0 of
 * many columns (a thread a line), a transposed source, index_add's vector
 * index and a 1-d scatter (sorted runs), lines of 2000 (in shared
 * memory for every dtype);
 * index_put's sums of rows, columns, a 2-d block and a 1-d view (sorted
 * runs); each with indices spread, all to one target and in runs of
 * duplicates; a scatter that sets, the last of equals winning. */
static void index_sum_cases(void)
{
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT16, DT_BFLOAT16, DT_FLOAT64, DT_INT32, DT_INT64, DT_INT8,
                                DT_BOOL};
    static const struct {
        int64_t rows, cols, irows, icols;
        int dim;
        bool spread, transposed, fold;
    } scatters[] = {
        {64, 3000, 64, 3000, 1, false, false, true},      /* a warp a line */
        {64, 3000, 64, 3000, 1, false, true, true},       /* its source transposed */
        {40, 9000, 40, 9000, 0, false, false, true},      /* a thread a line */
        {300, 257, 2000, 257, 0, true, false, true},      /* index_add: sorted runs */
        {1, 1000, 1, 100000, 1, false, false, true},      /* a 1-d scatter: sorted runs */
        {64, 3000, 64, 3000, 1, false, false, false},     /* setting: the last wins */
        {64, 2000, 64, 2000, 1, false, false, true},      /* 8-byte lines in shared memory too */
    };
    int layout = 100;
    for (size_t c = 0; c < sizeof scatters / sizeof scatters[0]; c++) {
        for (int skew = 0; skew < 3; skew++, layout++) {
            for (size_t j = 0; j < sizeof dts / sizeof dts[0] * 4; j++) {
                /* each dtype with each fold, or once, setting */
                ScatterMode mode = scatters[c].fold ? (ScatterMode)(SCATTER_ADD + j % 4) : SCATTER_SET;
                if (!scatters[c].fold && j % 4)
                    continue;
                DType dt = dts[j / 4];
                int dim = scatters[c].dim;
                int64_t dshape[2] = {scatters[c].rows, scatters[c].cols};
                int64_t ishape[2] = {scatters[c].irows, scatters[c].icols};
                int64_t istrides[2] = {scatters[c].spread ? 1 : ishape[1], scatters[c].spread ? 0 : 1};
                Operand data, idx, vals;
                OpArgs h;
                along_operands(dt, dim, dshape, ishape, istrides, scatters[c].transposed, skew, FILL_ROUGH, &data,
                               &idx, &vals, &h);
                h.si[1] = mode;
                Operand *ins[2] = {&idx, &vals}, *all[3] = {&data, &idx, &vals};
                index_compare(OP_scatter, dt, layout * 10 + mode, &h, &data, ins, all); /* the fold last */
            }
        }
    }
    /* index_put's sums: rows (x[j] += v), columns (x[:, j] += v), a 2-d
     * block of offsets (x[j, k] += v) and a vector (x[j] += v, 1-d) */
    static const struct {
        int64_t rows, cols, n0, n1;
        int kind;                 /* 0 rows, 1 columns, 2 a 2-d block, 3 a vector */
    } puts[] = {{300, 257, 2000, 0, 0}, {300, 257, 2000, 0, 1}, {300, 257, 40, 50, 2}, {1, 1000, 100000, 0, 3}};
    for (size_t c = 0; c < sizeof puts / sizeof puts[0]; c++) {
        for (int skew = 0; skew < 3; skew++, layout++) {
            for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++) {
                DType dt = dts[j];
                Operand data, offs, vals;
                OpArgs h;
                advanced_operands(puts[c].kind, dt, puts[c].rows, puts[c].cols, puts[c].n0, puts[c].n1, skew, &data,
                                  &offs, &vals, &h);
                h.si[3] = 1;
                operand_values(&data, FILL_ROUGH);
                operand_values(&vals, FILL_ROUGH);
                Operand *ins[2] = {&offs, &vals}, *all[3] = {&data, &offs, &vals};
                index_compare(OP_index_put, dt, layout, &h, &data, ins, all);
            }
        }
    }
}

/* A gather's and scatter's own range check (a record in out[1]) against
 * the simulated device's: through every path of index.cu (k_pick,
 * k_pick_rows, a warp a line with and without the line in shared memory,
 * a thread a line, sorted runs, a scatter's index small enough for
 * bounds' one block), spread indices too, with none outside, three (negative and too
 * large, the first of them in the middle of the walk) and many; the
 * results bit for bit too, as a kernel skips an index outside (a gather
 * writing 0 for it). */
static void own_check_cases(void)
{
    static const struct {
        OpCode op;
        int64_t rows, cols, irows, icols;
        int dim;
        bool spread;
    } cases[] = {
        {OP_gather, 300, 257, 300, 257, 1, false},      /* k_pick_rows */
        {OP_gather, 300, 1024, 500, 1024, 0, true},     /* index_select's copies of rows */
        {OP_gather, 300, 7, 9000, 7, 0, false},         /* k_pick: short rows */
        {OP_gather, 30, 7, 50, 7, 0, false},            /* k_pick: a small index */
        {OP_scatter, 64, 5000, 64, 3000, 1, false},     /* a warp a line */
        {OP_scatter, 64, 600, 64, 3000, 1, false},      /* a warp a line, in shared memory */
        {OP_scatter, 40, 9000, 40, 9000, 0, false},     /* a thread a line */
        {OP_scatter, 300, 257, 2000, 257, 0, true},     /* index_add: sorted runs */
    };
    int layout = 300;
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        for (int bad = 0; bad < 3; bad++, layout++) {
            int dim = cases[c].dim;
            bool gather = cases[c].op == OP_gather;
            int64_t dshape[2] = {cases[c].rows, cases[c].cols}, ishape[2] = {cases[c].irows, cases[c].icols};
            int64_t istrides[2] = {cases[c].spread ? 1 : ishape[1], cases[c].spread ? 0 : 1};
            Operand data, idx, vals, record;
            OpArgs h;
            along_operands(DT_FLOAT32, dim, dshape, ishape, istrides, false, 0, FILL_PLAIN, &data, &idx, &vals, &h);
            int64_t *iv = (int64_t *)idx.host, n = idx.storage, size = dshape[dim];
            if (bad == 1) {
                iv[n / 2] = -1;
                iv[n / 2 + 7 < n ? n / 2 + 7 : n - 1] = size;
                iv[n - 1] = INT64_MIN;
            } else if (bad == 2) {
                for (int64_t i = 0; i < n; i += 2)
                    iv[i] = i % 4 ? size + i : -i;
            }
            cleared_record(&record);
            h.si[1] = !gather;
            Operand *ins[2] = {gather ? &data : &idx, gather ? &idx : &vals}, *records[1] = {&record};
            Operand *all[4] = {&data, &idx, &vals, &record};
            index_compare_n(cases[c].op, DT_FLOAT32, layout, &h, gather ? &vals : &data, ins, 2, all, 4, records, 1);
        }
    }
}

/* A gather of dense rows (k_gather_rows: two columns a lane where the
 * rows start on pairs), results bit for bit and its own range check,
 * against the simulated device's: float32, float16 and int64, along dim 1
 * (the last: dim -1 once wrapped) of rows whose index rows all start on a
 * 16-byte pair (520 columns), every other one (257: the others an element
 * a lane), rows of two tiles (1030: a short second), and along dim 0;
 * none outside, one too large at the second of a pair, one below 0 and a
 * too large one after it in one pair, and many. */
static void gather_rows_cases(void)
{
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT16, DT_INT64};
    static const struct {
        int64_t rows, cols, irows;
        int dim;
    } cases[] = {{1200, 520, 1200, 1}, {1200, 257, 1200, 1}, {600, 1030, 600, 1}, {300, 520, 1000, 0}};
    int layout = 600;
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        for (int bad = 0; bad < 4; bad++, layout++) {
            for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++) {
                int dim = cases[c].dim;
                int64_t dshape[2] = {cases[c].rows, cases[c].cols}, ishape[2] = {cases[c].irows, cases[c].cols};
                int64_t istrides[2] = {ishape[1], 1};
                Operand data, idx, vals, record;
                OpArgs h;
                along_operands(dts[j], dim, dshape, ishape, istrides, false, 0, FILL_PLAIN, &data, &idx, &vals, &h);
                int64_t *iv = (int64_t *)idx.host, n = idx.storage, size = dshape[dim], mid = n / 2 & ~(int64_t)1;
                if (bad == 1) {
                    iv[mid + 1] = size;
                } else if (bad == 2) {
                    iv[mid] = -1;
                    iv[mid + 1] = size + 3;
                } else if (bad == 3) {
                    for (int64_t i = 3; i < n; i += 7)
                        iv[i] = i % 2 ? size + i : -1 - i;
                }
                cleared_record(&record);
                Operand *ins[2] = {&data, &idx}, *records[1] = {&record};
                Operand *all[4] = {&data, &idx, &vals, &record};
                index_compare_n(OP_gather, dts[j], layout, &h, &vals, ins, 2, all, 4, records, 1);
            }
        }
    }
}

/* nll bit for bit, loss, weights (or count) and record: every float
 * dtype, with and without weights, ignoring -100 or a class; targets all inside, one
 * outside in the middle and many; rows for one block and for the grid
 * (its atomic minimum), a transposed input. */
static void nll_cases(void)
{
    static const struct {
        int64_t rows, classes;
        bool transposed;
    } shapes[] = {{1000, 37, false}, {20000, 10, false}, {300, 1000, true}, {9000, 5, true}};
    int layout = 400;
    for (int dt = DT_FLOAT16; dt <= DT_FLOAT64; dt++) {
        for (size_t c = 0; c < sizeof shapes / sizeof shapes[0]; c++) {
            for (int mix = 0; mix < 12; mix++, layout++) {
                bool weighted = mix & 1;
                int bad = mix / 2 % 3;
                int64_t rows = shapes[c].rows, classes = shapes[c].classes, ignore = mix / 6 ? 3 : -100;
                int64_t xshape[2] = {rows, classes}, xstrides[2] = {1, rows}, four[1] = {4};
                Operand x, t, w, loss, count, record;
                if (shapes[c].transposed)
                    strided(&x, (DType)dt, 2, xshape, xstrides, 0);
                else
                    dense(&x, (DType)dt, 2, xshape);
                dense(&t, DT_INT64, 1, &rows);
                dense(&w, (DType)dt, 1, &classes);
                dense(&loss, (DType)dt, 1, &rows);
                dense(&count, weighted ? (DType)dt : DT_INT64, weighted ? 1 : 0, &rows);
                dense(&record, DT_INT64, 1, four);
                operand_values(&x, FILL_ROUGH);
                operand_values(&w, FILL_ROUGH);
                operand_values(&loss, FILL_ZEROS);
                operand_values(&count, FILL_ZEROS);
                operand_values(&record, FILL_ZEROS);
                operand_values(&t, FILL_ZEROS);
                int64_t *tv = (int64_t *)t.host;
                for (int64_t i = 0; i < rows; i++) {
                    uint64_t r = rnd();
                    tv[i] = r % 5 == 0 ? ignore : (int64_t)(r / 5 % (uint64_t)classes);
                    if (bad == 2 && r % 7 == 0)
                        tv[i] = r % 2 ? classes + (int64_t)(r % 9) : -1 - (int64_t)(r % 9);
                }
                if (bad == 1)
                    tv[rows / 2] = classes;
                Operand *all[6] = {&x, &t, &w, &loss, &count, &record}, *outs[3] = {&loss, &count, &record};
                for (int k = 0; k < 6; k++) {
                    size_t bytes = (size_t)all[k]->storage * dtype_size(all[k]->dtype);
                    if (!cu->alloc(0, bytes, cs0, &all[k]->dev, &err) ||
                        !cu->copy(all[k]->dev, all[k]->host, bytes, COPY_HOST_TO_DEVICE, cs0, &err))
                        die("staging an nll operand");
                }
                OpArgs h, d;
                memset(&h, 0, sizeof h);
                h.nout = 3;
                h.nin = weighted ? 3 : 2;
                h.dtype = (DType)dt;
                h.si[0] = ignore;
                d = h;
                for (int k = 0; k < 3; k++) {
                    h.in[k] = view(all[k], all[k]->host);
                    d.in[k] = view(all[k], all[k]->dev);
                    h.out[k] = view(outs[k], outs[k]->host);
                    d.out[k] = view(outs[k], outs[k]->dev);
                }
                cpu_run(OP_nll, &h);
                if (!cu->launch(OP_nll, &d, cs0, &err))
                    FAIL("nll %s layout %d: launch: %s", dtype_name((DType)dt), layout, err.msg);
                Stats *st = &stats[OP_nll][dt];
                st->cases++;
                for (int k = 0; k < 3; k++) {
                    size_t es = dtype_size(outs[k]->dtype), bytes = (size_t)outs[k]->storage * es;
                    unsigned char *got = malloc(bytes);
                    if (!cu->copy(got, outs[k]->dev, bytes, COPY_DEVICE_TO_HOST, cs0, &err))
                        die("copying an nll result back");
                    st->elements += outs[k]->storage;
                    for (int64_t i = 0; i < outs[k]->storage; i++)
                        if (memcmp(outs[k]->host + i * (int64_t)es, got + i * (int64_t)es, es) != 0 && st->bad++ < 3)
                            printf("MISMATCH nll %s layout %d out[%d] storage[%lld]\n", dtype_name((DType)dt), layout,
                                   k, (long long)i);
                    free(got);
                }
                for (int k = 0; k < 6; k++) {
                    cu->free(0, all[k]->dev, cs0);
                    free(all[k]->host);
                }
            }
        }
    }
}

/* The data movement paths of gather and index, every element size:
 * whole rows copied in 16-byte words (rows of 1024) and, where a row
 * starts off a word, by elements (rows of 1030); gathers along the last
 * dim (pad's), into a transposed result, and of rows shorter than a warp
 * (a thread an element); x[j] by rows, a 2-d block of offsets, a long
 * vector and short rows. */
static void index_copy_cases(void)
{
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT16, DT_INT8, DT_FLOAT64};
    static const struct {
        int64_t rows, cols, irows, icols;
        int dim;
        bool spread, transposed;
    } gathers[] = {
        {300, 1024, 500, 1024, 0, true, false},   /* index_select: words */
        {300, 1030, 500, 1030, 0, true, false},   /* rows on and off a word */
        {300, 700, 300, 760, 1, true, false},     /* along the last dim, as pad */
        {300, 64, 500, 64, 0, false, true},       /* a transposed result */
        {300, 7, 500, 7, 0, true, false},         /* short rows */
    };
    int layout = 200;
    for (size_t c = 0; c < sizeof gathers / sizeof gathers[0]; c++, layout++) {
        for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++) {
            DType dt = dts[j];
            int dim = gathers[c].dim;
            int64_t dshape[2] = {gathers[c].rows, gathers[c].cols};
            int64_t ishape[2] = {gathers[c].irows, gathers[c].icols};
            int64_t istrides[2] = {gathers[c].spread ? (dim == 0 ? 1 : 0) : ishape[1],
                                   gathers[c].spread ? (dim == 0 ? 0 : 1) : 1};
            Operand data, idx, vals;
            OpArgs h;
            along_operands(dt, dim, dshape, ishape, istrides, gathers[c].transposed, 0, FILL_PLAIN, &data, &idx, &vals,
                           &h);
            Operand *ins[2] = {&data, &idx}, *all[3] = {&data, &idx, &vals};
            index_compare(OP_gather, dt, layout, &h, &vals, ins, all);
        }
    }
    static const struct {
        int64_t rows, cols, n0, n1;
        int kind;                 /* 0 rows, 2 a 2-d block, 3 a vector */
    } reads[] = {{300, 1030, 500, 0, 0}, {300, 1024, 500, 0, 0}, {300, 257, 40, 50, 2},
                 {1, 100000, 50000, 0, 3}, {300, 7, 500, 0, 0}};
    for (size_t c = 0; c < sizeof reads / sizeof reads[0]; c++, layout++) {
        for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++) {
            DType dt = dts[j];
            Operand data, offs, vals;
            OpArgs h;
            advanced_operands(reads[c].kind, dt, reads[c].rows, reads[c].cols, reads[c].n0, reads[c].n1, 0, &data,
                              &offs, &vals, &h);
            operand_values(&data, FILL_PLAIN);
            operand_values(&vals, FILL_PLAIN);
            h.si[4] = 1;
            Operand *ins[2] = {&data, &offs}, *all[3] = {&data, &offs, &vals};
            index_compare(OP_index, dt, layout, &h, &vals, ins, all);
        }
    }
}

/* Term t's index values for index_terms_cases' check: raw indices in
 * [-size, size) (check 0: some outside too, unchecked); check 2: one too
 * large in the middle and one below -size after it (term 0), one below
 * -size a third of the way (term 1); check 3: one below -size at the
 * start and many too large (term 0 only). */
static void term_values(Operand *idx, int64_t size, int check, int t)
{
    int64_t n = idx->storage, *v = malloc((size_t)n * sizeof(int64_t));
    idx->host = (unsigned char *)v;
    int64_t wide = check ? 2 * size : 2 * size + 4, low = check ? -size : -size - 2;
    for (int64_t i = 0; i < n; i++)
        v[i] = (int64_t)(rnd() % (uint64_t)wide) + low;
    if (check == 2 && t == 0) {
        v[n / 2] = size;
        v[n / 2 + 3 < n ? n / 2 + 3 : n - 1] = -size - 1;
    } else if (check == 2 && t == 1) {
        v[n / 3] = -size - 7;
    } else if (check == 3 && t == 0) {
        for (int64_t i = 5; i < n; i += 5)
            v[i] = size + i;
        v[1] = -size - 1;
    }
}

/* index's own offsets bit for bit: raw indices, negatives among them
 * wrapped and some outside their dims (read as 0 on both devices),
 * scaled by their dims' strides: x[j] by rows (whole rows copied, rows of
 * zeros), x[:, j], x[j, k] of a 2-d block from a column and a row
 * broadcast, and x[i, j, k] of three 1-d indices into a 3-d view; x[:, j]
 * and x[:, j, :] by k_pick_rows.  Then the same with the kernel's own
 * range checks of its first two terms (records in out[1] and out[2],
 * against the simulated device's): every element inside, one too large
 * then one below -size, and one below -size then many too large. */
static void index_terms_cases(void)
{
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT16, DT_INT8, DT_FLOAT64, DT_INT64};
    static const struct {
        int nd, nidx;
        int64_t shape[3], block[2];
        int at;
    } cases[] = {
        {2, 1, {300, 1030}, {500}, 0},        /* x[j]: rows */
        {2, 1, {300, 257}, {500}, 1},         /* x[:, j] */
        {2, 2, {300, 257}, {40, 50}, 0},      /* x[j[:, None], k] */
        {3, 3, {20, 30, 40}, {5000}, 0},      /* x[i, j, k] */
        {2, 1, {1200, 257}, {500}, 1},        /* x[:, j]: a warp a tile, j along the row */
        {3, 1, {40, 300, 130}, {60}, 1},      /* x[:, j, :]: a warp a tile, rows copied */
    };
    size_t ncases = sizeof cases / sizeof cases[0];
    int layout = 300;
    for (size_t v = 0; v < 4 * ncases; v++, layout++) {
        int check = (int)(v / ncases);
        size_t c = v % ncases;
        for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++) {
            DType dt = dts[j];
            int nd = cases[c].nd, nidx = cases[c].nidx, at = cases[c].at, nb = nidx == 2 ? 2 : 1;
            const int64_t *shape = cases[c].shape, *block = cases[c].block;
            Operand data, idx[INDEX_MAX], vals;
            OpArgs h;
            memset(&h, 0, sizeof h);
            dense(&data, dt, nd, shape);
            /* the result: the view's dims before at, the block, the rest */
            int64_t rshape[DEV_MAX_DIMS];
            int r = 0;
            for (int d = 0; d < at; d++)
                rshape[r++] = shape[d];
            for (int d = 0; d < nb; d++)
                rshape[r++] = block[d];
            for (int d = at + nidx; d < nd; d++)
                rshape[r++] = shape[d];
            dense(&vals, dt, r, rshape);
            int64_t stride = 1;
            for (int k = nd - 1; k >= 0; k--) {
                if (k >= at && k < at + nidx) {
                    int t = k - at;
                    /* x[j[:, None], k]: the first varies down the block, the second across */
                    int64_t st[2] = {nb == 2 ? (t == 0 ? 1 : 0) : 1, nb == 2 ? (t == 0 ? 0 : 1) : 0};
                    strided(&idx[t], DT_INT64, nb, block, st, 0);
                    term_values(&idx[t], shape[k], check, t);
                    h.si[3 + 2 * t] = shape[k];
                    h.si[4 + 2 * t] = stride;
                }
                stride *= shape[k];
            }
            operand_values(&data, FILL_PLAIN);
            operand_values(&vals, FILL_PLAIN);
            h.si[0] = at;
            h.si[1] = nb;
            h.si[2] = ((1u << nidx) - 1) << at;
            Operand *ins[1 + INDEX_MAX] = {&data}, *all[2 + INDEX_MAX + 2] = {&data, &vals};
            Operand records[2], *recs[2] = {&records[0], &records[1]};
            for (int t = 0; t < nidx; t++)
                ins[1 + t] = all[2 + t] = &idx[t];
            int nrec = check ? (nidx < 2 ? nidx : 2) : 0;
            for (int r = 0; r < nrec; r++) {
                cleared_record(&records[r]);
                all[2 + nidx + r] = &records[r];
                h.si[9 + r] = r;
            }
            index_compare_n(OP_index, dt, layout, &h, &vals, ins, 1 + nidx, all, 2 + nidx + nrec, recs, nrec);
        }
    }
}

/* runs bit for bit: every dtype, a long line of runs (each element the
 * one before it half the time, else a new value: NaNs of either sign,
 * signed zeros and infinities among them), values with and without the
 * lengths, and their count; a line of one element, and one of a single
 * run (places past the runs stay as both devices staged them). */
static void runs_cases(void)
{
    const int64_t lines[] = {300001, 1, 5000};
    for (size_t l = 0; l < sizeof lines / sizeof lines[0]; l++) {
        int64_t n = lines[l];
        for (int dt = 0; dt < DT_COUNT; dt++) {
            for (int nout = 2; nout <= 3; nout++) {
                Operand in, out[3];
                memset(out, 0, sizeof out);
                dense(&in, (DType)dt, 1, &n);
                size_t es = dtype_size(in.dtype);
                in.host = malloc((size_t)n * es);
                for (int64_t i = 0; i < n; i++) {
                    unsigned char *q = in.host + i * (int64_t)es;
                    if (i > 0 && (l == 2 || rnd() % 2))
                        memcpy(q, q - es, es);
                    else
                        reduction_element(in.dtype, q, FILL_SORT);
                }
                const int64_t one = 1;
                dense(&out[0], in.dtype, 1, &n);
                dense(&out[1], DT_INT64, 1, &one);
                dense(&out[2], DT_INT64, 1, &n);
                OpArgs a;
                memset(&a, 0, sizeof a);
                a.dtype = in.dtype;
                char layout[64];
                snprintf(layout, sizeof layout, "line of %lld%s", (long long)n, nout == 3 ? ", lengths" : "");
                both_devices(OP_runs, layout, &a, &in, 1, out, nout, 0);
            }
        }
    }
}

/* sorted_runs (unique's runs, the line sorted on the way) bit for bit,
 * values with and without the lengths and their count: every dtype on
 * lines of 1, 1000 and 300001 elements with many ties, NaNs of either
 * sign (each a run of its own), signed zeros (the zero run's first
 * element is the first zero in index order) and infinities, and on a line
 * of zeros of both signs alone; float32, int64 and bool on a line of 2^24
 * (torch.unique of 4096 x 4096). */
static void sorted_runs_cases(void)
{
    static const struct {
        int64_t n;
        Fill fill;
        bool every_dtype;
    } lines[] = {
        {1, FILL_SORT, true},      {1000, FILL_SORT, true},     {300001, FILL_SORT, true},
        {5000, FILL_ZEROS, true},  {1 << 24, FILL_SORT, false}, {1 << 24, FILL_ROUGH, false},
    };
    static const DType long_dtypes[] = {DT_FLOAT32, DT_INT64, DT_BOOL};
    for (size_t l = 0; l < sizeof lines / sizeof lines[0]; l++) {
        int64_t n = lines[l].n;
        int ndt = lines[l].every_dtype ? DT_COUNT : 3;
        for (int j = 0; j < ndt; j++) {
            DType dt = lines[l].every_dtype ? (DType)j : long_dtypes[j];
            for (int nout = 2; nout <= 3; nout++) {
                Operand in, out[3];
                memset(out, 0, sizeof out);
                dense(&in, dt, 1, &n);
                size_t es = dtype_size(dt);
                in.host = malloc((size_t)n * es);
                for (int64_t i = 0; i < n; i++)
                    reduction_element(dt, in.host + i * (int64_t)es, lines[l].fill);
                const int64_t one = 1;
                dense(&out[0], dt, 1, &n);
                dense(&out[1], DT_INT64, 1, &one);
                dense(&out[2], DT_INT64, 1, &n);
                OpArgs a;
                memset(&a, 0, sizeof a);
                a.dtype = dt;
                char layout[64];
                snprintf(layout, sizeof layout, "line of %lld%s%s", (long long)n,
                         lines[l].fill == FILL_ZEROS ? " zeros" : lines[l].fill == FILL_ROUGH ? " rough" : "",
                         nout == 3 ? ", lengths" : "");
                both_devices(OP_sorted_runs, layout, &a, &in, 1, out, nout, 0);
            }
        }
    }
}

/* The layouts of the range checks' cases: a long dense line (many
 * blocks), transposed matrices (strided walks, one block) and one
 * element. */
static const struct {
    const char *name;
    int64_t rows, cols;
    bool transposed;
} check_layouts[] = {{"line 3000001", 1, 3000001, false}, {"transposed 300x257", 300, 257, true},
                     {"transposed 100x57", 100, 57, true}, {"one", 1, 1, false}};

/* bounds (an index's least and greatest element, its first element
 * outside a range) exactly: a long contiguous index (walked as one
 * dimension) and a long transposed one (over many blocks), a short
 * transposed one and one element (in one block); values over all of
 * int64, ranges with none outside, about half outside, and a few. */
static void bounds_cases(void)
{
    static const int64_t ranges[][2] = {{INT64_MIN, INT64_MAX}, {INT64_MIN / 2, INT64_MAX / 2},
                                        {INT64_MIN, INT64_MAX - (INT64_C(1) << 44)}};
    for (size_t l = 0; l < sizeof check_layouts / sizeof check_layouts[0]; l++) {
        for (size_t r = 0; r < sizeof ranges / sizeof ranges[0]; r++) {
            const int64_t shape[] = {check_layouts[l].rows, check_layouts[l].cols}, four[] = {4};
            Operand in, out[2] = {{0}};
            OpArgs a = {0};
            a.dtype = DT_INT64;
            a.si[0] = ranges[r][0];
            a.si[1] = ranges[r][1];
            matrix_in(&in, DT_INT64, shape, check_layouts[l].transposed);
            dense(&out[0], DT_INT64, 1, four);
            reduction_case(OP_bounds, check_layouts[l].name, &a, &in, out, 1, 0, FILL_PLAIN);
        }
    }
}

/* outside (a float tensor's range check) bit for bit, in bounds'
 * layouts, float32, float16 and float64, against ranges that hold every
 * element, ranges that do not (an element of 2 comes about one in a
 * thousand) and NaNs. */
static void outside_cases(void)
{
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT16, DT_FLOAT64};
    /* elements k/256 for k in [-512, 512]; NaNs among them for the first range */
    static const double ranges[][2] = {{-INFINITY, INFINITY}, {-0.5, 1e30}, {-1e30, 1e30}, {-2, 1.99}};
    for (size_t l = 0; l < sizeof check_layouts / sizeof check_layouts[0]; l++)
        for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++)
            for (size_t r = 0; r < sizeof ranges / sizeof ranges[0]; r++) {
                const int64_t shape[] = {check_layouts[l].rows, check_layouts[l].cols}, four[] = {4};
                Operand in, out[2] = {{0}};
                OpArgs a = {0};
                a.dtype = dts[j];
                a.sf[0] = ranges[r][0];
                a.sf[1] = ranges[r][1];
                matrix_in(&in, dts[j], shape, check_layouts[l].transposed);
                dense(&out[0], DT_INT64, 1, four);
                reduction_case(OP_outside, check_layouts[l].name, &a, &in, out, 1, 0, r == 0 ? FILL_NANS : FILL_PLAIN);
            }
}

/* nonzero bit for bit: coordinates of a sparse matrix, positions of a
 * long half-true vector (straight into the result), coordinates of a
 * 3-d input into a transposed result, positions of an all-true matrix
 * into a strided one. */
static void nonzero_cases(void)
{
    static const struct {
        int ndim;
        int64_t shape[3];
        int density;              /* one in density true; 1: all */
        bool coordinates, transposed;
        int64_t stride;           /* positions: the result's stride */
    } cases[] = {
        {2, {300, 257, 0}, 8, true, false, 1},
        {1, {3000000, 0, 0}, 2, false, false, 1},
        {3, {20, 30, 40}, 3, true, true, 1},
        {2, {1000, 33, 0}, 1, false, false, 2},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        Operand flags, out;
        dense(&flags, DT_BOOL, cases[c].ndim, cases[c].shape);
        flags.host = malloc((size_t)flags.storage);
        int64_t count = 0;
        for (int64_t i = 0; i < flags.storage; i++) {
            flags.host[i] = rnd() % (uint64_t)cases[c].density == 0;
            count += flags.host[i];
        }
        if (cases[c].coordinates) {
            int64_t oshape[2] = {count, cases[c].ndim};
            int64_t ostrides[2] = {cases[c].transposed ? 1 : cases[c].ndim, cases[c].transposed ? count : 1};
            strided(&out, DT_INT64, 2, oshape, ostrides, 0);
        } else {
            strided(&out, DT_INT64, 1, &count, &cases[c].stride, 0);
        }
        size_t bytes = (size_t)out.storage * 8;
        out.host = malloc(bytes);
        memset(out.host, 0xA5, bytes);
        if (!cu->alloc(0, (size_t)flags.storage, cs0, &flags.dev, &err) ||
            !cu->copy(flags.dev, flags.host, (size_t)flags.storage, COPY_HOST_TO_DEVICE, cs0, &err) ||
            !cu->alloc(0, bytes, cs0, &out.dev, &err) ||
            !cu->copy(out.dev, out.host, bytes, COPY_HOST_TO_DEVICE, cs0, &err))
            die("staging nonzero's operands");
        OpArgs h, d;
        memset(&h, 0, sizeof h);
        h.nout = h.nin = 1;
        h.dtype = DT_BOOL;
        d = h;
        h.out[0] = view(&out, out.host);
        d.out[0] = view(&out, out.dev);
        h.in[0] = view(&flags, flags.host);
        d.in[0] = view(&flags, flags.dev);
        cpu_run(OP_nonzero, &h);
        if (!cu->launch(OP_nonzero, &d, cs0, &err))
            FAIL("nonzero case %zu: launch: %s", c, err.msg);
        unsigned char *got = malloc(bytes);
        if (!cu->copy(got, out.dev, bytes, COPY_DEVICE_TO_HOST, cs0, &err))
            die("copying nonzero's result back");
        Stats *st = &stats[OP_nonzero][DT_BOOL];
        st->cases++;
        st->elements += out.storage;
        for (int64_t i = 0; i < out.storage; i++)
            if (memcmp(out.host + 8 * i, got + 8 * i, 8) != 0 && st->bad++ < 3)
                printf("MISMATCH nonzero case %zu storage[%lld]\n", c, (long long)i);
        free(got);
        err.msg[0] = 0;
        cu->free(0, flags.dev, cs0);
        cu->free(0, out.dev, cs0);
        free(flags.host);
        free(out.host);
    }
}

/* max_pool and avg_pool: windows with padding, strides, dilation (max), a
 * last column past the padding (ceil_mode), and a 1-d pool's height of
 * 1, in every float dtype; both devices walk each window in one order,
 * so they agree bit for bit. */
static void pool_cases(void)
{
    static const struct {
        int64_t h, w, oh, ow, k[2], s[2], p[2], d[2];
        bool count_pad;
        double divisor;
    } shapes[] = {
        {33, 47, 17, 24, {3, 3}, {2, 2}, {1, 1}, {1, 1}, true, 0},
        {33, 47, 17, 25, {3, 3}, {2, 2}, {1, 1}, {1, 1}, false, 0},
        {1, 300, 1, 100, {1, 4}, {1, 3}, {0, 2}, {1, 2}, true, 3},
        {20, 20, 6, 7, {4, 2}, {3, 3}, {2, 1}, {2, 1}, false, 0},
    };
    DType floats[] = {DT_FLOAT16, DT_BFLOAT16, DT_FLOAT32, DT_FLOAT64};
    for (size_t f = 0; f < sizeof floats / sizeof floats[0]; f++) {
        for (size_t c = 0; c < sizeof shapes / sizeof shapes[0]; c++) {
            for (int m = 0; m < 2; m++) {
                OpCode op = m ? OP_avg_pool : OP_max_pool;
                int64_t ishape[4] = {2, 3, shapes[c].h, shapes[c].w};
                int64_t oshape[4] = {2, 3, shapes[c].oh, shapes[c].ow};
                Operand out, in[3];
                memset(in, 0, sizeof in);
                dense(&out, floats[f], 4, oshape);
                dense(&in[0], floats[f], 4, ishape);
                OpArgs a;
                memset(&a, 0, sizeof a);
                for (int j = 0; j < 2; j++) {
                    a.si[j] = shapes[c].k[j];
                    a.si[2 + j] = shapes[c].s[j];
                    a.si[4 + j] = shapes[c].p[j];
                    a.si[6 + j] = op == OP_max_pool ? shapes[c].d[j] : 1;
                }
                a.sf[0] = shapes[c].divisor;
                a.sf[1] = shapes[c].count_pad;
                char layout[32];
                snprintf(layout, sizeof layout, "window %zu", c);
                run_case(op, floats[f], layout, &a, &out, in, 1, false);
            }
        }
    }
}

/* pool3d: padding, strides and dilation (max), a last window past the
 * padding (ceil_mode), count_include_pad and divisor_override (avg), in
 * every float dtype, bit for bit. */
static void pool3d_cases(void)
{
    static const struct {
        int64_t in[3], out[3], k[3], s[3], p[3], d[3];
        bool count_pad;
        double divisor;
    } shapes[] = {
        {{7, 10, 9}, {4, 5, 5}, {3, 3, 3}, {2, 2, 2}, {1, 1, 1}, {1, 1, 1}, true, 0},
        {{7, 10, 9}, {8, 5, 3}, {2, 3, 2}, {1, 2, 3}, {1, 1, 0}, {1, 1, 1}, false, 0},
        {{7, 10, 9}, {3, 4, 4}, {2, 2, 2}, {2, 2, 2}, {0, 0, 0}, {2, 2, 1}, true, 3},
    };
    DType floats[] = {DT_FLOAT16, DT_BFLOAT16, DT_FLOAT32, DT_FLOAT64};
    for (size_t f = 0; f < sizeof floats / sizeof floats[0]; f++) {
        for (size_t c = 0; c < sizeof shapes / sizeof shapes[0]; c++) {
            for (int max = 0; max < 2; max++) {
                int64_t ishape[5] = {2, 3, shapes[c].in[0], shapes[c].in[1], shapes[c].in[2]};
                int64_t oshape[5] = {2, 3, shapes[c].out[0], shapes[c].out[1], shapes[c].out[2]};
                Operand out, in[3];
                memset(in, 0, sizeof in);
                dense(&out, floats[f], 5, oshape);
                dense(&in[0], floats[f], 5, ishape);
                OpArgs a;
                memset(&a, 0, sizeof a);
                for (int d = 0; d < 3; d++) {
                    a.si[d] = shapes[c].k[d];
                    a.si[3 + d] = shapes[c].s[d];
                    a.si[6 + d] = shapes[c].p[d];
                    a.si[9 + d] = max ? shapes[c].d[d] : 1;
                }
                a.si[12] = max;
                a.sf[0] = shapes[c].divisor;
                a.sf[1] = shapes[c].count_pad;
                char layout[32];
                snprintf(layout, sizeof layout, "window %zu", c);
                run_case(OP_pool3d, floats[f], layout, &a, &out, in, 1, false);
            }
        }
    }
}

/* adaptive_pool: windows that overlap and differ in size (7 to 3, 10 to
 * 4), that tile (8 to 2), a 2-d pool's depth of 1 and an output larger
 * than the input, max and mean in every float dtype, bit for bit; max's
 * positions too, over values with ties, a few NaNs and signed zeros
 * (a warp an output where the outputs are few, every shape here but the
 * last two; eight lanes an output for 9,600 of them; a thread an output
 * for the last's 86,400). */
static void adaptive_cases(void)
{
    static const struct {
        int64_t in[3], out[3];
    } shapes[] = {
        {{7, 10, 8}, {3, 4, 2}},
        {{1, 33, 47}, {1, 5, 7}},
        {{5, 3, 2}, {7, 4, 3}},
        {{1, 56, 56}, {1, 5, 5}},
        {{1, 64, 64}, {1, 40, 40}},
        {{1, 130, 130}, {1, 120, 120}},
    };
    DType floats[] = {DT_FLOAT16, DT_BFLOAT16, DT_FLOAT32, DT_FLOAT64};
    for (size_t f = 0; f < sizeof floats / sizeof floats[0]; f++) {
        for (size_t c = 0; c < sizeof shapes / sizeof shapes[0]; c++) {
            for (int max = 0; max < 2; max++) {
                int64_t ishape[5] = {2, 3, shapes[c].in[0], shapes[c].in[1], shapes[c].in[2]};
                int64_t oshape[5] = {2, 3, shapes[c].out[0], shapes[c].out[1], shapes[c].out[2]};
                Operand out, in[3];
                memset(in, 0, sizeof in);
                dense(&out, floats[f], 5, oshape);
                dense(&in[0], floats[f], 5, ishape);
                OpArgs a;
                memset(&a, 0, sizeof a);
                a.si[0] = max;
                char layout[32];
                snprintf(layout, sizeof layout, "windows %zu", c);
                run_case(OP_adaptive_pool, floats[f], layout, &a, &out, in, 1, false);
            }
            static const Fill fills[] = {FILL_PLAIN, FILL_NANS, FILL_ZEROS};
            for (size_t k = 0; k < sizeof fills / sizeof fills[0]; k++) {
                int64_t ishape[5] = {2, 3, shapes[c].in[0], shapes[c].in[1], shapes[c].in[2]};
                int64_t oshape[5] = {2, 3, shapes[c].out[0], shapes[c].out[1], shapes[c].out[2]};
                Operand in, out[2];
                dense(&in, floats[f], 5, ishape);
                dense(&out[0], floats[f], 5, oshape);
                dense(&out[1], DT_INT64, 5, oshape);
                OpArgs a;
                memset(&a, 0, sizeof a);
                a.si[0] = 1;
                char layout[40];
                snprintf(layout, sizeof layout, "windows %zu, positions, fill %d", c, (int)fills[k]);
                reduction_case(OP_adaptive_pool, layout, &a, &in, out, 2, 0, fills[k]);
            }
        }
    }
}

/* resize: integer and fractional scales up and down (the scale as
 * interpolate passes it: 1 / scale_factor, or in / out in float), a
 * 1-d, a 2-d and a 3-d resize, a transposed input, rows of whole 16-byte
 * vectors (nearest's vector kernel) and rows of parts of them; nearest and
 * nearest-exact for every element size, linear with and without
 * align_corners for every float dtype (NaNs and infinities among the
 * inputs); bit for bit. */
static void resize_cases(void)
{
    static const struct {
        int nsp;
        int64_t in[3], out[3];
        float scale[3];
        bool transposed;
    } shapes[] = {
        {2, {1, 56, 56}, {1, 112, 112}, {1, 0.5f, 0.5f}, false},
        {2, {1, 7, 9}, {1, 16, 20}, {1, (float)(1.0 / 2.3), (float)(1.0 / 2.3)}, true},
        {1, {1, 1, 300}, {1, 1, 77}, {1, 1, 300.0f / 77.0f}, false},
        {3, {3, 7, 9}, {2, 10, 18}, {(float)(1.0 / 0.7), (float)(1.0 / 1.5), 0.5f}, false},
        /* rows of whole 16-byte vectors for every element size: nearest's vector kernel */
        {2, {1, 8, 12}, {1, 16, 32}, {1, 0.5f, 0.375f}, false},
        {2, {1, 5, 6}, {1, 10, 16}, {1, 0.5f, 0.375f}, true},
    };
    DType types[] = {DT_UINT8, DT_FLOAT16, DT_BFLOAT16, DT_FLOAT32, DT_FLOAT64};
    for (size_t t = 0; t < sizeof types / sizeof types[0]; t++) {
        for (size_t c = 0; c < sizeof shapes / sizeof shapes[0]; c++) {
            for (int mode = 0; mode < 4; mode++) {
                bool linear = mode >= 2;
                if (linear && !dtype_is_float(types[t]))
                    continue;
                int64_t ishape[5] = {2, 3, shapes[c].in[0], shapes[c].in[1], shapes[c].in[2]};
                int64_t oshape[5] = {2, 3, shapes[c].out[0], shapes[c].out[1], shapes[c].out[2]};
                Operand out, in[3];
                memset(in, 0, sizeof in);
                dense(&out, types[t], 5, oshape);
                if (shapes[c].transposed) {
                    int64_t h = ishape[3], w = ishape[4];
                    strided(&in[0], types[t], 5, ishape, (int64_t[]){3 * h * w, h * w, h * w, 1, h}, 0);
                } else {
                    dense(&in[0], types[t], 5, ishape);
                }
                OpArgs a;
                memset(&a, 0, sizeof a);
                a.si[0] = linear ? 2 : mode;
                a.si[1] = mode == 3;
                a.si[2] = shapes[c].nsp;
                for (int d = 0; d < 3; d++)
                    a.sf[d] = shapes[c].scale[d];
                char layout[32];
                snprintf(layout, sizeof layout, "resize %zu mode %d", c, mode);
                run_case(OP_resize, types[t], layout, &a, &out, in, 1, !linear);
            }
        }
    }
}

/* pad: reflect, replicate and circular over the last 1, 2 and 3 dims,
 * with crops (a circular crop wrapping its stretch more than once), a
 * transposed input, for every element size; bit for bit.  (start, shift
 * and stretch of each dim as dispatch_pad gives them.) */
static void pad_cases(void)
{
    static const struct {
        int mode;
        int64_t in[3], out[3], pad[3][3];
        bool transposed;
    } shapes[] = {
        {1, {1, 56, 56}, {1, 60, 60}, {{0, 0, 1}, {0, 2, 56}, {0, 2, 56}}, false},
        {2, {1, 7, 9}, {1, 10, 12}, {{0, 0, 1}, {0, 1, 7}, {0, 3, 9}}, true},
        {3, {1, 1, 300}, {1, 1, 77}, {{0, 0, 1}, {0, 0, 1}, {100, 0, 77}}, false},
        {3, {1, 1, 300}, {1, 1, 77}, {{0, 0, 1}, {0, 0, 1}, {5, 10, 3}}, false},
        {3, {4, 5, 6}, {7, 8, 9}, {{0, 2, 4}, {1, 2, 3}, {2, 0, 3}}, false},
        {1, {3, 7, 9}, {5, 9, 11}, {{0, 1, 3}, {0, -1, 7}, {0, 3, 9}}, true},
        {2, {2, 2, 2}, {3, 5, 4}, {{0, 1, 2}, {0, 1, 2}, {0, 1, 2}}, false},
    };
    DType types[] = {DT_UINT8, DT_FLOAT16, DT_FLOAT32, DT_INT64};
    for (size_t t = 0; t < sizeof types / sizeof types[0]; t++) {
        for (size_t c = 0; c < sizeof shapes / sizeof shapes[0]; c++) {
            int64_t ishape[5] = {2, 3, shapes[c].in[0], shapes[c].in[1], shapes[c].in[2]};
            int64_t oshape[5] = {2, 3, shapes[c].out[0], shapes[c].out[1], shapes[c].out[2]};
            Operand out, in[3];
            memset(in, 0, sizeof in);
            dense(&out, types[t], 5, oshape);
            if (shapes[c].transposed) {
                int64_t d = ishape[2], h = ishape[3], w = ishape[4];
                strided(&in[0], types[t], 5, ishape, (int64_t[]){3 * d * h * w, d * h * w, h * w, 1, h}, 0);
            } else {
                dense(&in[0], types[t], 5, ishape);
            }
            OpArgs a;
            memset(&a, 0, sizeof a);
            a.si[0] = shapes[c].mode;
            for (int d = 0; d < 3; d++)
                for (int k = 0; k < 3; k++)
                    a.si[1 + 3 * d + k] = shapes[c].pad[d][k];
            char layout[32];
            snprintf(layout, sizeof layout, "pad %zu mode %d", c, shapes[c].mode);
            run_case(OP_pad, types[t], layout, &a, &out, in, 1, true);
        }
    }
}

/* cross bit for bit: every dtype but bool, along the first, a middle and
 * the last dim, a transposed input and a broadcast one (stride 0), each
 * product and the difference rounded to the dtype (integers wrapping). */
static void cross_cases(void)
{
    static const struct {
        int64_t shape[3];
        int dim;
        bool transposed, broadcast;
    } shapes[] = {
        {{3, 40, 7}, 0, false, false},
        {{50, 3, 9}, 1, true, false},
        {{20000, 1, 3}, 2, false, false},
        {{9, 11, 3}, 2, false, true},
    };
    for (int dt = DT_UINT8; dt < DT_COUNT; dt++) {
        for (size_t c = 0; c < sizeof shapes / sizeof shapes[0]; c++) {
            const int64_t *sh = shapes[c].shape;
            Operand out, in[3];
            memset(in, 0, sizeof in);
            dense(&out, (DType)dt, 3, sh);
            if (shapes[c].transposed)
                strided(&in[0], (DType)dt, 3, sh, (int64_t[]){1, sh[0] * sh[2], sh[0]}, 0);
            else
                dense(&in[0], (DType)dt, 3, sh);
            if (shapes[c].broadcast)
                strided(&in[1], (DType)dt, 3, sh, (int64_t[]){0, sh[2], 1}, 0);
            else
                dense(&in[1], (DType)dt, 3, sh);
            OpArgs a;
            memset(&a, 0, sizeof a);
            a.si[0] = shapes[c].dim;
            char layout[32];
            snprintf(layout, sizeof layout, "cross %zu", c);
            run_case(OP_cross, (DType)dt, layout, &a, &out, in, 2, true);
        }
    }
}

/* conv_window: depthwise with a channel multiplier, padding, stride and
 * dilation; channels in groups; a 1-d convolution's height of 1; a
 * transposed weight; in every float dtype, with random values, so the
 * sums' order is seen: both devices sum channel, row, column in turn. */
static void conv_cases(void)
{
    static const struct {
        int64_t c, h, w, o, per, oh, ow, k[2], s[2], p[2], d[2];
        bool transposed;
    } shapes[] = {
        {6, 33, 47, 12, 1, 33, 47, {3, 3}, {1, 1}, {1, 1}, {1, 1}, false},
        {4, 20, 21, 4, 2, 10, 7, {3, 2}, {2, 3}, {2, 0}, {2, 1}, false},
        {3, 1, 300, 6, 3, 1, 99, {1, 5}, {1, 3}, {0, 2}, {1, 2}, false},
        {1, 17, 19, 5, 1, 13, 15, {5, 5}, {1, 1}, {0, 0}, {1, 1}, true},
    };
    DType floats[] = {DT_FLOAT16, DT_BFLOAT16, DT_FLOAT32, DT_FLOAT64};
    for (size_t f = 0; f < sizeof floats / sizeof floats[0]; f++) {
        for (size_t c = 0; c < sizeof shapes / sizeof shapes[0]; c++) {
            int64_t xshape[4] = {2, shapes[c].c, shapes[c].h, shapes[c].w};
            int64_t wshape[4] = {shapes[c].o, shapes[c].per, shapes[c].k[0], shapes[c].k[1]};
            int64_t oshape[4] = {2, shapes[c].o, shapes[c].oh, shapes[c].ow};
            Operand out, in[3];
            memset(in, 0, sizeof in);
            dense(&out, floats[f], 4, oshape);
            dense(&in[0], floats[f], 4, xshape);
            if (shapes[c].transposed) {
                int64_t k0 = wshape[2], k1 = wshape[3];
                const int64_t st[4] = {shapes[c].per * k0 * k1, k0 * k1, 1, k0};
                strided(&in[1], floats[f], 4, wshape, st, 0);
            } else {
                dense(&in[1], floats[f], 4, wshape);
            }
            OpArgs a;
            memset(&a, 0, sizeof a);
            for (int j = 0; j < 2; j++) {
                a.si[j] = shapes[c].k[j];
                a.si[2 + j] = shapes[c].s[j];
                a.si[4 + j] = shapes[c].p[j];
                a.si[6 + j] = shapes[c].d[j];
            }
            char layout[32];
            snprintf(layout, sizeof layout, "window %zu", c);
            run_case(OP_conv_window, floats[f], layout, &a, &out, in, 2, false);
        }
    }
}

/* search over sorted lines of 1000 (values repeating about four times
 * each): one line shared by every value, or a line per row of values (a
 * block a row for rows of 300 values, from global memory for rows of
 * 100); before and after equals; every dtype but bool, with NaNs among
 * the float values (which go last).  Layouts 6 and 7 search a line in no
 * order (NaNs among a float line's elements too), where the answers
 * depend on the walk's midpoints, with int32 results, for a count of
 * values that leaves k_search_tree a part of four. */
static void search_cases(void)
{
    const int64_t rows = 64, n = 1000;
    for (int dt = DT_UINT8; dt < DT_COUNT; dt++) {
        /* layouts 0, 1: 1-d boundaries, 2, 3: a line a row, 4, 5: 1-d
         * boundaries and values, 6, 7: those in no order (odd: right) */
        for (int layout = 0; layout < 8; layout++) {
            bool per_row = layout == 2 || layout == 3, flat = layout >= 4, shuffled = layout >= 6;
            int64_t m = layout == 3 ? 100 : 300;
            int64_t bshape[2] = {rows, n}, vshape[2] = {rows, m}, vflat = rows * m - (shuffled ? 3 : 0);
            double lo = dt == DT_UINT8 ? 0 : -120;
            Operand bd, vals, out;
            if (per_row)
                dense(&bd, (DType)dt, 2, bshape);
            else
                dense(&bd, (DType)dt, 1, &n);
            dense(&vals, (DType)dt, flat ? 1 : 2, flat ? &vflat : vshape);
            dense(&out, shuffled ? DT_INT32 : DT_INT64, flat ? 1 : 2, flat ? &vflat : vshape);
            Operand *all[3] = {&bd, &vals, &out};
            for (int k = 0; k < 3; k++) {
                Operand *o = all[k];
                size_t es = dtype_size(o->dtype);
                o->host = malloc((size_t)o->storage * es);
                for (int64_t e = 0; e < o->storage; e++) {
                    unsigned char *q = o->host + e * (int64_t)es;
                    if (o == &bd && shuffled && dtype_is_float((DType)dt) && rnd() % 20 == 0)
                        dtype_store_double((DType)dt, q, NAN);
                    else if (o == &bd && shuffled)
                        dtype_store_double((DType)dt, q, lo + (double)(rnd() % 240));
                    else if (o == &bd)
                        dtype_store_double((DType)dt, q, lo + (double)(e % n * 240 / n));
                    else if (o == &vals && dtype_is_float((DType)dt) && rnd() % 50 == 0)
                        dtype_store_double((DType)dt, q, NAN);
                    else if (o == &vals)
                        dtype_store_double((DType)dt, q, lo + (double)(rnd() % 246) -
                                                           (dtype_is_float((DType)dt) ? 0.5 * (double)(rnd() % 2) : 0));
                    else
                        memset(q, 0xA5, es);
                }
                if (!cu->alloc(0, (size_t)o->storage * es, cs0, &o->dev, &err) ||
                    !cu->copy(o->dev, o->host, (size_t)o->storage * es, COPY_HOST_TO_DEVICE, cs0, &err))
                    die("staging a search operand");
            }
            OpArgs h, d;
            memset(&h, 0, sizeof h);
            h.nout = 1;
            h.nin = 2;
            h.dtype = (DType)dt;
            h.si[0] = layout % 2;
            h.si[1] = n;
            h.si[2] = 1;
            d = h;
            h.out[0] = view(&out, out.host);
            d.out[0] = view(&out, out.dev);
            h.in[1] = view(&vals, vals.host);
            d.in[1] = view(&vals, vals.dev);
            h.in[0] = h.in[1];
            h.in[0].data = bd.host;
            h.in[0].strides[0] = per_row ? n : 0;
            h.in[0].strides[1] = 0;
            d.in[0] = h.in[0];
            d.in[0].data = bd.dev;
            cpu_run(OP_search, &h);
            if (!cu->launch(OP_search, &d, cs0, &err))
                FAIL("search %s layout %d: launch: %s", dtype_name((DType)dt), layout, err.msg);
            size_t bytes = (size_t)out.storage * dtype_size(out.dtype);
            unsigned char *got = malloc(bytes);
            if (!cu->copy(got, out.dev, bytes, COPY_DEVICE_TO_HOST, cs0, &err))
                die("copying a search result back");
            Stats *st = &stats[OP_search][dt];
            st->cases++;
            st->elements += out.storage;
            for (int64_t e = 0; e < out.storage; e++) {
                size_t at = (size_t)e * dtype_size(out.dtype);
                if (dtype_load_int(out.dtype, got + at) != dtype_load_int(out.dtype, out.host + at) && st->bad++ < 3)
                    printf("MISMATCH search %s layout %d element %lld\n", dtype_name((DType)dt), layout,
                           (long long)e);
            }
            free(got);
            err.msg[0] = 0;
            for (int k = 0; k < 3; k++) {
                cu->free(0, all[k]->dev, cs0);
                free(all[k]->host);
            }
        }
    }
}

/* sort and topk bit for bit through CUB's device-wide sorts (lines longer
 * than one block's 4096: one line, several, strided ones) and each size of
 * block sort (of 512 threads where the lines are few, else 64 to 256 by
 * their length), on values with many ties, NaNs of both signs, signed
 * zeros and infinities, ascending and descending; topk of few of a long
 * line. */
static const DType line_dtypes[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16, DT_INT64,
                                    DT_INT32, DT_INT8, DT_UINT8, DT_BOOL};
static const struct {
    const char *name;
    int64_t rows, cols;
    int dim;
    bool transposed;
    int64_t k;               /* topk's; sort takes the whole line */
} line_layouts[] = {
    {"line 5000", 1, 5000, 1, false, 100},
    {"line 2^18+3", 1, (1 << 18) + 3, 1, false, 7},
    {"line 300001", 1, 300001, 1, false, 1000},       /* topk: rounds of select */
    {"rows 70001", 3, 70001, 1, false, 5},
    {"cols 70001", 70001, 3, 0, false, 9},
    {"transposed rows 9000", 5, 9000, 1, true, 4},
    {"rows 200", 300, 200, 1, false, 3},
    {"rows 4096", 20, 4096, 1, false, 4096},
    {"cols 1000", 1000, 7, 0, false, 1000},
    {"rows 1000", 300, 1000, 1, false, 17},           /* more lines than 2 an SM */
    {"rows 3000", 300, 3000, 1, false, 3000},
    {"line 1000", 1, 1000, 1, false, 1000},
    {"transposed rows 1024", 2, 1024, 1, true, 1},
};

/* sort (op 0), topk (1) and sort of the values alone (2: nout 1; a long
 * line sorts its keys alone, zeros and NaNs placed from a partition). */
static void sort_cases(void)
{
    for (int op = 0; op < 3; op++) {
        for (size_t j = 0; j < sizeof line_dtypes / sizeof line_dtypes[0]; j++) {
            DType dt = line_dtypes[j];
            for (size_t l = 0; l < sizeof line_layouts / sizeof line_layouts[0]; l++) {
                for (int desc = 0; desc < 2; desc++) {
                    const int64_t shape[] = {line_layouts[l].rows, line_layouts[l].cols};
                    int dim = line_layouts[l].dim;
                    Operand in, out[2];
                    OpArgs a;
                    memset(&a, 0, sizeof a);
                    memset(out, 0, sizeof out);
                    a.dtype = dt;
                    a.si[0] = dim;
                    a.si[1] = desc;
                    matrix_in(&in, dt, shape, line_layouts[l].transposed);
                    int64_t oshape[2] = {shape[0], shape[1]};
                    if (op == 1)
                        oshape[dim] = line_layouts[l].k;
                    dense(&out[0], dt, 2, oshape);
                    if (op != 2)
                        dense(&out[1], DT_INT64, 2, oshape);
                    char name[64];
                    snprintf(name, sizeof name, "%s%s%s", line_layouts[l].name, desc ? " desc" : "",
                             op == 2 ? " values" : "");
                    reduction_case(op == 1 ? OP_topk : OP_sort, name, &a, &in, out, op == 2 ? 1 : 2, 0, FILL_SORT);
                }
            }
        }
    }
}

/* cummax and cummin (scan.cu: a warp a contiguous line, a thread a strided
 * one) bit for bit, values and indices, in sort's layouts, on lines with
 * many ties, NaNs of either sign, signed zeros and infinities. */
static void cumextreme_cases(void)
{
    for (int op = OP_cummax; op <= OP_cummin; op++)
        for (size_t j = 0; j < sizeof line_dtypes / sizeof line_dtypes[0]; j++)
            for (size_t l = 0; l < sizeof line_layouts / sizeof line_layouts[0]; l++) {
                const int64_t shape[] = {line_layouts[l].rows, line_layouts[l].cols};
                Operand in, out[2];
                OpArgs a;
                memset(&a, 0, sizeof a);
                a.dtype = line_dtypes[j];
                a.si[0] = line_layouts[l].dim;
                matrix_in(&in, line_dtypes[j], shape, line_layouts[l].transposed);
                dense(&out[0], line_dtypes[j], 2, shape);
                dense(&out[1], DT_INT64, 2, shape);
                reduction_case((OpCode)op, line_layouts[l].name, &a, &in, out, 2, 0, FILL_SORT);
            }
}

/* mode (sort.cu: a block a line) on lines the simulated device's sort has
 * ordered: many ties (a long line's longest run spans threads), NaNs,
 * signed zeros; along either dim, a line of one element. */
static void mode_cases(void)
{
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16, DT_INT64, DT_INT8, DT_BOOL};
    static const struct {
        const char *name;
        int64_t rows, cols;
        int dim;
    } layouts[] = {
        {"line 100003", 1, 100003, 1}, {"rows 1029", 37, 1029, 1}, {"cols 1029", 1029, 37, 0},
        {"rows 1", 20, 1, 1}, {"rows 300", 7, 300, 1},
    };
    for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++)
        for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
            DType dt = dts[j];
            int dim = layouts[l].dim;
            const int64_t shape[] = {layouts[l].rows, layouts[l].cols};
            Operand raw, in[2], out[2];
            dense(&raw, dt, 2, shape);
            dense(&in[0], dt, 2, shape);
            dense(&in[1], DT_INT64, 2, shape);
            size_t es = dtype_size(dt);
            raw.host = malloc((size_t)raw.storage * es);
            in[0].host = malloc((size_t)raw.storage * es);
            in[1].host = malloc((size_t)raw.storage * 8);
            for (int64_t i = 0; i < raw.storage; i++) {
                reduction_element(dt, raw.host + i * (int64_t)es, FILL_SORT);
                if (dtype_is_int(dt) && rnd() % 2)       /* ties in long lines */
                    dtype_store_int(dt, raw.host + i * (int64_t)es, (int64_t)(rnd() % 5));
            }
            OpArgs a;
            memset(&a, 0, sizeof a);
            a.nin = 1;
            a.nout = 2;
            a.dtype = dt;
            a.si[0] = dim;
            a.in[0] = view(&raw, raw.host);
            a.out[0] = view(&in[0], in[0].host);
            a.out[1] = view(&in[1], in[1].host);
            cpu_run(OP_sort, &a);
            free(raw.host);
            /* the results as the kernel sees them: stride 0 along dim */
            int64_t ostrides[2] = {dim == 0 ? 0 : 1, dim == 1 ? 0 : 1};
            strided(&out[0], dt, 2, shape, ostrides, 0);
            strided(&out[1], DT_INT64, 2, shape, ostrides, 0);
            memset(&a, 0, sizeof a);
            a.dtype = dt;
            a.si[0] = dim;
            both_devices(OP_mode, layouts[l].name, &a, in, 2, out, 2, 0);
        }
}

/* kth (sort.cu: a line of up to 4096 selected in a block, of 1024
 * threads where the lines are few, else of 64, 128 or 256 by its length;
 * a longer line sorted into scratch, the pair at its place picked) against
 * cpu_kth's selection: ties (integers of few values, a long line's; the
 * floats' 1025 values), NaNs and signed zeros, along either dim (a
 * column's elements strided), lines of one and two elements, the lengths
 * at each block's edge and past 4096, every place of a short line (from
 * both ends: a long line's last places are its NaNs) and places out of
 * the line (clamped); and median's and nanmedian's places, of lines with
 * and without NaNs. */
static void kth_cases(void)
{
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16, DT_INT64, DT_INT32, DT_UINT8,
                                DT_BOOL};
    static const struct {
        const char *name;
        int64_t rows, cols;
        int dim;
    } layouts[] = {
        {"line 100003", 1, 100003, 1}, {"rows 1029", 37, 1029, 1}, {"cols 1029", 1029, 37, 0},
        {"rows 1", 20, 1, 1}, {"rows 2", 40, 2, 1}, {"rows 5", 600, 5, 1}, {"rows 300", 7, 300, 1},
        {"line 4096", 1, 4096, 1}, {"line 4095", 1, 4095, 1}, {"line 1000", 1, 1000, 1},
        {"rows 256", 600, 256, 1}, {"rows 257", 600, 257, 1}, {"rows 1000", 600, 1000, 1},
        {"rows 4096", 600, 4096, 1}, {"cols 4096", 4096, 600, 0}, {"cols 4095", 4095, 3, 0},
        {"rows 4097", 3, 4097, 1},
    };
    for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++)
        for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++)
            for (int rule = KTH_AT; rule <= KTH_NANMEDIAN; rule++) {
                DType dt = dts[j];
                int dim = layouts[l].dim, nin = rule == KTH_AT ? 2 : 1;
                int64_t n = dim == 1 ? layouts[l].cols : layouts[l].rows;
                const int64_t shape[] = {layouts[l].rows, layouts[l].cols};
                const int64_t one[] = {dim == 0 ? 1 : layouts[l].rows, dim == 1 ? 1 : layouts[l].cols};
                Operand in[2], out[2];
                dense(&in[0], dt, 2, shape);
                dense(&out[0], dt, 2, one);
                dense(&out[1], DT_INT64, 2, one);
                size_t es = dtype_size(dt);
                in[0].host = malloc((size_t)in[0].storage * es);
                for (int64_t i = 0; i < in[0].storage; i++) {
                    reduction_element(dt, in[0].host + i * (int64_t)es, FILL_SORT);
                    if (dtype_is_int(dt) && rnd() % 2)       /* ties in long lines */
                        dtype_store_int(dt, in[0].host + i * (int64_t)es, (int64_t)(rnd() % 5));
                }
                if (rule == KTH_AT) {
                    dense(&in[1], DT_INT64, 2, one);
                    in[1].host = malloc((size_t)in[1].storage * 8);
                    for (int64_t i = 0; i < in[1].storage; i++) {
                        int64_t place = i == 0 ? n / 2 : i <= n ? (i % 2 ? i / 2 : n - i / 2)
                                      : i % 7 == 0 ? n + i : i % 7 == 1 ? -1 - i : (int64_t)(rnd() % (uint64_t)n);
                        memcpy(in[1].host + i * 8, &place, 8);
                    }
                }
                OpArgs a;
                memset(&a, 0, sizeof a);
                a.dtype = dt;
                a.si[0] = dim;
                a.si[1] = rule;
                both_devices(OP_kth, layouts[l].name, &a, in, nin, out, 2, 0);
            }
}

/* multinomial with and without replacement, bit for bit: rows of weights
 * with zeros (a row with one positive weight; a row all but zero), more
 * draws than positive weights without replacement, a long row. */
static void multinomial_cases(void)
{
    static const struct {
        const char *name;
        int64_t rows, n, k;
    } layouts[] = {
        {"rows 64 x 10, 10 draws", 64, 10, 10}, {"rows 3 x 5000, 1000 draws", 3, 5000, 1000},
        {"row 1 x 100, 100000 draws", 1, 100, 100000}, {"rows 5000 x 3, 2 draws", 5000, 3, 2},
        {"rows 40 x 4099, 64 draws", 40, 4099, 64}, {"rows 3 x 300001, 5 draws", 3, 300001, 5},
    };
    for (int seed = 0; seed < 3; seed++)
        for (int repl = 0; repl < 2; repl++)
            for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
                if (!repl && layouts[l].k > layouts[l].n)
                    continue;
                int64_t rows = layouts[l].rows, n = layouts[l].n;
                const int64_t pshape[] = {rows, n}, oshape[] = {rows, layouts[l].k};
                Operand in[2], out[2];
                dense(&in[0], DT_FLOAT64, 2, pshape);
                in[0].host = malloc((size_t)in[0].storage * 8);
                double *p = (double *)in[0].host;
                for (int64_t i = 0; i < in[0].storage; i++)
                    p[i] = rnd() % 3 == 0 ? 0 : urand() * (rnd() % 2 ? 1e-3 : 7);
                for (int64_t r = 0; r < rows; r++)
                    if (r % 5 == 1) {
                        for (int64_t j = 0; j < n; j++)
                            p[r * n + j] = j == r % n ? 0.5 : 0;
                    }
                dense(&out[0], DT_INT64, 2, oshape);
                OpArgs a;
                memset(&a, 0, sizeof a);
                a.dtype = DT_FLOAT64;
                a.si[0] = seed == 2 ? (int64_t)0x9E3779B97F4A7C15u : seed;
                a.si[1] = 4 * seed;
                a.si[2] = repl;
                a.si[3] = layouts[l].k <= MULTINOMIAL_SELECT;
                char name[96];
                snprintf(name, sizeof name, "%s%s seed %d", layouts[l].name, repl ? " replacement" : "", seed);
                if (repl) {
                    /* in[0] the running sums (in turn: any nondecreasing
                     * sums do), in[1] the weights */
                    dense(&in[1], DT_FLOAT64, 2, pshape);
                    in[1].host = in[0].host;
                    in[0].host = malloc((size_t)in[0].storage * 8);
                    double *c = (double *)in[0].host;
                    for (int64_t r = 0; r < rows; r++)
                        for (int64_t j = 0; j < n; j++)
                            c[r * n + j] = (j ? c[r * n + j - 1] : 0) + p[r * n + j];
                    both_devices(OP_multinomial, name, &a, in, 2, out, 1, 0);
                } else {
                    dense(&out[1], DT_FLOAT64, 2, pshape);
                    both_devices(OP_multinomial, name, &a, in, 1, out, 2, 0);
                }
            }
}

/* dropout: every float dtype, a vector a Philox block (sizes with and
 * without a partial last block), an offset of no multiple of 4 and a
 * misaligned input (an element a thread), NaNs and infinities among the
 * inputs. */
static void dropout_cases(void)
{
    static const DType floats[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16};
    static const int64_t sizes[] = {1, 7, 1027, 1000003};
    for (size_t k = 0; k < sizeof floats / sizeof floats[0]; k++)
        for (int c = 0; c < 6; c++) {
            int64_t n = sizes[c % 4];
            const int64_t shape[] = {n}, st[] = {1};
            Operand in, out[1];
            if (c == 5)
                strided(&in, floats[k], 1, shape, st, 1);    /* offset by one element */
            else
                dense(&in, floats[k], 1, shape);
            dense(&out[0], floats[k], 1, shape);
            size_t es = dtype_size(floats[k]);
            in.host = malloc((size_t)in.storage * es);
            for (int64_t i = 0; i < in.storage; i++)
                random_element(floats[k], in.host + i * (int64_t)es);
            OpArgs a;
            memset(&a, 0, sizeof a);
            a.dtype = floats[k];
            a.si[0] = c;
            a.si[1] = c == 4 ? 6 : 4 * c;
            double p = c == 3 ? 0.1 : 0.5 + 0.07 * c;
            unsigned char scale[8];
            dtype_store_double(floats[k], scale, 1 / (1 - p));
            a.sf[0] = dtype_load_double(floats[k], scale);
            a.sf[1] = p;
            char name[64];
            snprintf(name, sizeof name, "dropout of %lld, case %d", (long long)n, c);
            both_devices(OP_dropout, name, &a, &in, 1, out, 1, 0);
        }
}

/* bernoulli: draws of float32 and float64 against p of each float
 * dtype (thousandths from 0 to 1, NaN and inf among them), into results
 * of float, bool and integer dtypes; sizes with and without a partial
 * last block, an offset of no multiple of 4 (a value a thread); float32
 * draws, p and result (cases 5 and 6: 16 bytes a thread). */
static void bernoulli_cases(void)
{
    static const DType draws[] = {DT_FLOAT32, DT_FLOAT64};
    static const DType ps[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16};
    static const DType outs[] = {DT_FLOAT32, DT_BOOL, DT_INT64, DT_FLOAT16};
    static const int64_t sizes[] = {1, 7, 1027, 1000003};
    for (size_t k = 0; k < sizeof draws / sizeof draws[0]; k++)
        for (int c = 0; c < 7; c++) {
            int64_t n = c == 5 ? 1000003 : c == 6 ? 1027 : sizes[c % 4];
            const int64_t shape[] = {n};
            DType pt = c >= 5 ? DT_FLOAT32 : ps[(k + (size_t)c) % 4], ot = c >= 5 ? DT_FLOAT32 : outs[c % 4];
            Operand in, out[1];
            dense(&in, pt, 1, shape);
            dense(&out[0], ot, 1, shape);
            size_t es = dtype_size(pt);
            in.host = malloc((size_t)in.storage * es);
            for (int64_t i = 0; i < in.storage; i++) {
                uint64_t r = rnd() % 1003;
                double p = r == 1001 ? NAN : r == 1002 ? INFINITY : (double)r / 1000;
                dtype_store_double(pt, in.host + i * (int64_t)es, p);
            }
            OpArgs a;
            memset(&a, 0, sizeof a);
            a.dtype = ot;
            a.si[0] = 7 * c + (int64_t)k;
            a.si[1] = c == 4 ? 6 : 4 * c;
            a.si[2] = draws[k];
            char name[64];
            snprintf(name, sizeof name, "bernoulli of %lld, case %d", (long long)n, c);
            both_devices(OP_bernoulli, name, &a, &in, 1, out, 1, 0);
        }
}

/* rand_map: each of kernels/dist.h's maps, float32 and float64, a
 * vector a Philox block (sizes with and without a partial last block) and
 * a misaligned result (a value at a time); float32 exactly, float64
 * within the devices' double log, tan and exp (CUDA's tan is within 2
 * ulp). */
static void rand_map_cases(void)
{
    static const DType floats[] = {DT_FLOAT32, DT_FLOAT64};
    static const int64_t sizes[] = {1, 7, 1027, 1000003};
    static const double params[][2] = {
        {1.5, -0.25}, {2.0, 1.0}, {-1.0 / 3.5, 0}, {0.5, 2.0}, {-0.35667494393873245, 0}, {0.25, 0.5},
    };
    for (size_t k = 0; k < sizeof floats / sizeof floats[0]; k++)
        for (int map = DIST_UNIFORM; map <= DIST_LOG_NORMAL; map++)
            for (int c = 0; c < 5; c++) {
                int64_t n = sizes[c % 4];
                const int64_t shape[] = {n}, st[] = {1};
                Operand out[1];
                if (c == 4)
                    strided(&out[0], floats[k], 1, shape, st, 1);    /* offset by one element */
                else
                    dense(&out[0], floats[k], 1, shape);
                OpArgs a;
                memset(&a, 0, sizeof a);
                a.dtype = floats[k];
                a.si[0] = 11 * c + map;
                a.si[1] = 4 * c;
                a.si[2] = map;
                a.sf[0] = params[map][0];
                /* float64 cauchy_ without a median: one added would cancel
                 * the devices' tan's differing last bits into many ulps */
                a.sf[1] = floats[k] == DT_FLOAT64 && map == DIST_CAUCHY ? 0 : params[map][1];
                char name[64];
                snprintf(name, sizeof name, "rand_map %d of %lld, case %d", map, (long long)n, c);
                both_devices(OP_rand_map, name, &a, NULL, 0, out, 1, floats[k] == DT_FLOAT64 ? 4 : 0);
            }
}

/* poisson of 2^20 rates in [0, 20) (float32 and float64), where a warp's
 * lanes mix inversion and PTRS and run apart (k_poisson: each lane at its
 * own pace, the slow tests of many lanes at once), every 97th the edges
 * 0, 9.99, 10, 10.01, 10^4 and 10^9: exactly. */
static void poisson_warp_cases(void)
{
    static const DType floats[] = {DT_FLOAT32, DT_FLOAT64};
    static const double edges[] = {0, 9.99, 10, 10.01, 1e4, 1e9};
    enum { NEDGES = sizeof edges / sizeof edges[0] };
    const int64_t n = (int64_t)1 << 20, shape[] = {n};
    for (size_t k = 0; k < sizeof floats / sizeof floats[0]; k++) {
        Operand in, out[1];
        dense(&in, floats[k], 1, shape);
        dense(&out[0], floats[k], 1, shape);
        size_t es = dtype_size(floats[k]);
        in.host = malloc((size_t)in.storage * es);
        for (int64_t i = 0; i < in.storage; i++)
            dtype_store_double(floats[k], in.host + i * (int64_t)es, i % 97 < NEDGES ? edges[i % 97] : 20 * urand());
        OpArgs a;
        memset(&a, 0, sizeof a);
        a.dtype = floats[k];
        a.si[0] = 41 + (int64_t)k;
        a.si[1] = 12;
        both_devices(OP_poisson, "poisson of 2^20 rates in [0, 20)", &a, &in, 1, out, 1, 0);
    }
}

/* poisson: every float dtype, rates of both algorithms (inversion below
 * 10, PTRS from 10 on) from 0 to 10^7, inf among them, at an offset of
 * no multiple of 4 too: exactly. */
static void poisson_cases(void)
{
    static const DType floats[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16};
    static const double rates[] = {0, 0.01, 0.5, 3, 9.99, 10, 12.5, 40, 1000, 1e7, INFINITY};
    enum { NRATES = sizeof rates / sizeof rates[0] };
    static const int64_t sizes[] = {1, 7, 1027, 300007};
    for (size_t k = 0; k < sizeof floats / sizeof floats[0]; k++)
        for (int c = 0; c < 5; c++) {
            int64_t n = sizes[c % 4];
            const int64_t shape[] = {n};
            Operand in, out[1];
            dense(&in, floats[k], 1, shape);
            dense(&out[0], floats[k], 1, shape);
            size_t es = dtype_size(floats[k]);
            in.host = malloc((size_t)in.storage * es);
            for (int64_t i = 0; i < in.storage; i++)
                dtype_store_double(floats[k], in.host + i * (int64_t)es, rates[(i * 7 + c) % NRATES]);
            OpArgs a;
            memset(&a, 0, sizeof a);
            a.dtype = floats[k];
            a.si[0] = c;
            a.si[1] = c == 4 ? 6 : 4 * c;
            char name[64];
            snprintf(name, sizeof name, "poisson of %lld, case %d", (long long)n, c);
            both_devices(OP_poisson, name, &a, &in, 1, out, 1, 0);
        }
    poisson_warp_cases();
}

/* softmax and log_softmax through each kernel of softmax.cu on values
 * whose sums round: a block a line (rows of 777, 1500 and 2500, which
 * shared memory holds or not, a line of two tiles, a transposed view's
 * rows; rows in registers: 12, 1500, 2500, 4096 and causal 2048) and eight neighbouring lines a block (dim 0 of a [5000, 9] input,
 * of a [70001, 3] one: two tiles, and of a [4, 3, 100] one along its
 * middle dim); causal rows of each kind; within an ulp of exp's
 * (float64: a few). */
static void softmax_cases(void)
{
    static const OpCode ops[] = {OP_softmax, OP_log_softmax};
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16};
    static const struct {
        const char *name;
        int ndim;
        int64_t shape[3];
        int dim;
        bool transposed, causal;
    } layouts[] = {
        {"rows 777", 2, {600, 777}, 1, false, false},
        {"rows 1500", 2, {300, 1500}, 1, false, false},
        {"rows 2500", 2, {30, 2500}, 1, false, false},
        {"rows 4096", 2, {40, 4096}, 1, false, false},
        {"rows 12", 3, {4, 50, 12}, 2, false, false},
        {"line 70001", 2, {1, 70001}, 1, false, false},
        {"transposed rows 900", 2, {5, 900}, 1, true, false},
        {"cols 5000", 2, {5000, 9}, 0, false, false},
        {"cols 70001", 2, {70001, 3}, 0, false, false},
        {"middle dim 3", 3, {4, 3, 100}, 1, false, false},
        {"causal rows 777", 3, {3, 200, 777}, 2, false, true},
        {"causal rows 9000", 2, {40, 9000}, 1, false, true},
        {"causal rows 2048", 2, {70, 2048}, 1, false, true},
        {"causal transposed rows 900", 2, {50, 900}, 1, true, true},
    };
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++) {
            DType dt = dts[j];
            for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
                Operand in, out[2];
                OpArgs a;
                memset(&a, 0, sizeof a);
                memset(out, 0, sizeof out);
                a.dtype = dt;
                a.si[0] = layouts[l].dim;
                a.si[1] = layouts[l].causal;
                if (layouts[l].transposed) {
                    const int64_t st[] = {1, layouts[l].shape[0]};
                    strided(&in, dt, 2, layouts[l].shape, st, 0);
                } else {
                    dense(&in, dt, layouts[l].ndim, layouts[l].shape);
                }
                dense(&out[0], dt, layouts[l].ndim, layouts[l].shape);
                reduction_case(ops[i], layouts[l].name, &a, &in, out, 1,
                               dt == DT_FLOAT64 ? 8 : 1, FILL_ROUGH);
            }
        }
    }
}

/* norm_linear bit for bit: statistics of each float dtype into float32
 * and float64 scales and shifts, with and without weight and bias, a
 * strided mean, a single variance repeated, eps 0 over zero variances
 * (an infinite scale). */
static void norm_linear_cases(void)
{
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16};
    const int64_t c = 300;
    for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++) {
        for (int layout = 0; layout < 4; layout++) {
            DType dt = dts[j], odt = layout % 2 ? DT_FLOAT64 : DT_FLOAT32;
            bool weight = layout >= 1, bias = layout >= 2, single = layout == 3;
            Operand in[4], out[2];
            int nin = 0;
            strided(&in[nin++], dt, 1, &c, (const int64_t[]){2}, 0);                  /* mean, strided */
            if (single)
                strided(&in[nin++], dt, 1, &c, (const int64_t[]){0}, 0);              /* var, one repeated */
            else
                dense(&in[nin++], dt, 1, &c);
            if (weight)
                dense(&in[nin++], dt, 1, &c);
            if (bias)
                dense(&in[nin++], dt, 1, &c);
            for (int k = 0; k < nin; k++) {
                size_t es = dtype_size(dt);
                in[k].host = malloc((size_t)in[k].storage * es);
                for (int64_t i = 0; i < in[k].storage; i++) {
                    double v = k == 1 ? (layout == 0 && i % 7 == 0 ? 0.0 : urand() * 3) : 2 * urand() - 1;
                    dtype_store_double(dt, in[k].host + i * (int64_t)es, v);
                }
            }
            dense(&out[0], odt, 1, &c);
            dense(&out[1], odt, 1, &c);
            OpArgs a;
            memset(&a, 0, sizeof a);
            a.dtype = odt;
            a.si[0] = weight;
            a.si[1] = bias;
            a.sf[0] = layout == 0 ? 0.0 : 1e-5;
            char name[48];
            snprintf(name, sizeof name, "channels %d%s%s%s", (int)c, weight ? " weight" : "", bias ? " bias" : "",
                     single ? " one var" : "");
            both_devices(OP_norm_linear, name, &a, in, nin, out, 2, 0);
        }
    }
}

/* layer_norm and rms_norm bit for bit: rows a warp (5, 777, 768 and 1024
 * read once as float4s, and 3001 when there are enough of them), a block
 * kept in shared memory (1025), in registers (2048, 4096), read again from
 * global memory (5000 in more rows than two a multiprocessor, and
 * float64's), and split over many blocks where the rows are fewer (the
 * others past 4096: group_norm's 64 rows of 25,088; rows not a multiple
 * of 4, loaded an element at a time; two tiles of the sums' tree, 70001,
 * and 65636 and 65637, whose second tiles leave most lanes empty; three
 * tiles, two rounds of the last block's warps; an input one element past
 * 16-byte alignment), with a weight and a bias now and then (the goldens
 * on a GPU take those too), NaNs in one. */
static void norm_cases(void)
{
    static const OpCode ops[] = {OP_layer_norm, OP_rms_norm};
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16};
    static const struct {
        const char *name;
        int64_t shape[2];
        int affine;             /* 1: a weight; 2: a weight and a bias */
        bool nans;
        int64_t offset;         /* of the input, in elements */
    } layouts[] = {
        {"rows 5", {1000, 5}, 0, false, 0},
        {"rows 777", {600, 777}, 0, false, 0},
        {"rows 768", {500, 768}, 0, false, 0},
        {"rows 1024", {300, 1024}, 0, false, 0},
        {"rows 1025", {30, 1025}, 0, false, 0},
        {"rows 3001 a warp", {1100, 3001}, 0, false, 0},
        {"rows 2048", {300, 2048}, 0, false, 0},
        {"rows 4096", {40, 4096}, 0, false, 0},
        {"rows 5000 a block each", {300, 5000}, 0, false, 0},
        {"rows 5000 split", {7, 5000}, 0, false, 0},
        {"rows 4097 split, weight and bias", {5, 4097}, 2, false, 0},
        {"rows 25088 split", {64, 25088}, 0, false, 0},
        {"rows 25088 split, weight and bias", {64, 25088}, 2, false, 0},
        {"rows 25088 split, misaligned", {64, 25088}, 1, false, 1},
        {"rows 30001 split, NaNs", {50, 30001}, 0, true, 0},
        {"rows 70001 split", {2, 70001}, 0, false, 0},
        {"rows 65636 split, weight and bias", {3, 65636}, 2, false, 0},
        {"rows 65637 split, weight", {3, 65637}, 1, false, 0},
        {"rows 139264 split, weight", {2, 139264}, 1, false, 0},
    };
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++) {
            for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
                int affine = layouts[l].affine;
                Operand in[3], out[2];
                OpArgs a;
                memset(&a, 0, sizeof a);
                memset(out, 0, sizeof out);
                a.dtype = dts[j];
                a.sf[0] = 1e-5;
                a.si[0] = affine >= 1;
                a.si[1] = affine >= 2;
                const int64_t *shape = layouts[l].shape, strides[] = {shape[1], 1};
                strided(&in[0], dts[j], 2, shape, strides, layouts[l].offset);
                for (int k = 1; k <= affine; k++)
                    dense(&in[k], dts[j], 1, &layouts[l].shape[1]);
                dense(&out[0], dts[j], 2, layouts[l].shape);
                size_t es = dtype_size(dts[j]);
                for (int k = 0; k <= affine; k++) {
                    in[k].host = malloc((size_t)in[k].storage * es);
                    for (int64_t e = 0; e < in[k].storage; e++)
                        reduction_element(dts[j], in[k].host + e * (int64_t)es,
                                          k == 0 && layouts[l].nans ? FILL_NANS : FILL_ROUGH);
                }
                both_devices(ops[i], layouts[l].name, &a, in, 1 + affine, out, 1, 0);
            }
        }
    }
}

/* attention (kernels/attention.h's order) bit for bit.  Heads of 32, 64 and 128; tiles and key blocks with
 * a tail (100 and 257 rows, one row); the heads of a [B, T, 3 * H * E]
 * projection viewed [B, H, T, E] as GPT splits them; scores sharp and
 * flat; causal or not; with NaNs now and then. */
static void attention_cases(void)
{
    static const struct {
        const char *name;
        int ndim;
        int64_t q[4], lk;
        bool split;
        double scale;
        Fill fill;
    } layouts[] = {
        {"heads 64", 4, {2, 3, 256, 64}, 256, false, 0.125, FILL_ROUGH},
        {"split heads 64", 4, {2, 3, 200, 64}, 200, true, 0.125, FILL_ROUGH},
        {"heads 32, 100 queries, 257 keys", 3, {3, 100, 32}, 257, false, 0.5, FILL_ROUGH},
        {"heads 128, 257 queries, 100 keys", 4, {1, 2, 257, 128}, 100, false, 0.0884, FILL_ROUGH},
        {"one row", 2, {1, 64}, 1, false, 0.125, FILL_ROUGH},
        {"sharp scores", 3, {4, 130, 64}, 130, false, 8.0, FILL_PLAIN},
        {"NaNs", 3, {2, 128, 64}, 128, false, 0.125, FILL_NANS},
    };
    for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
        for (int causal = 0; causal < 2; causal++) {
            int nd = layouts[l].ndim;
            int64_t shape[3][4];
            for (int k = 0; k < 3; k++) {
                memcpy(shape[k], layouts[l].q, sizeof shape[k]);
                if (k > 0)
                    shape[k][nd - 2] = layouts[l].lk;
            }
            Operand in[3], out[2];
            memset(out, 0, sizeof out);
            for (int k = 0; k < 3; k++) {
                if (layouts[l].split) {
                    /* [B, T, 3, H, E] storage, this operand's third */
                    const int64_t *q = shape[k];
                    const int64_t st[] = {q[2] * 3 * q[1] * q[3], q[3], 3 * q[1] * q[3], 1};
                    strided(&in[k], DT_FLOAT32, nd, shape[k], st, k * q[1] * q[3]);
                } else {
                    dense(&in[k], DT_FLOAT32, nd, shape[k]);
                }
            }
            dense(&out[0], DT_FLOAT32, nd, shape[0]);
            OpArgs a;
            memset(&a, 0, sizeof a);
            a.dtype = DT_FLOAT32;
            a.si[0] = causal;
            a.sf[0] = layouts[l].scale;
            char name[96];
            snprintf(name, sizeof name, "%s%s", layouts[l].name, causal ? ", causal" : "");
            for (int k = 0; k < 3; k++) {
                in[k].host = malloc((size_t)in[k].storage * sizeof(float));
                for (int64_t i = 0; i < in[k].storage; i++)
                    reduction_element(DT_FLOAT32, in[k].host + i * (int64_t)sizeof(float), layouts[l].fill);
            }
            both_devices(OP_attention, name, &a, in, 3, out, 1, 0);
        }
    }
}

/* attention with a mask bit for bit: a bool one [Lq, Lk] broadcast over
 * the heads, with a query left no key (zeros) and one whose first two key
 * blocks are masked; an additive float32 one [B, 1, 1, Lk] broadcast over
 * heads and queries, -inf now and then. */
static void masked_attention_cases(void)
{
    const int64_t q[4] = {2, 3, 130, 64}, kv[4] = {2, 3, 200, 64}, scores[4] = {2, 3, 130, 200};
    for (int kind = ATTN_MASK_BOOL; kind <= ATTN_MASK_ADD; kind++) {
        bool keep = kind == ATTN_MASK_BOOL;
        const int64_t st[4] = {keep ? 0 : 200, 0, keep ? 200 : 0, 1};
        Operand in[4], out[2];
        memset(out, 0, sizeof out);
        dense(&in[0], DT_FLOAT32, 4, q);
        dense(&in[1], DT_FLOAT32, 4, kv);
        dense(&in[2], DT_FLOAT32, 4, kv);
        strided(&in[3], keep ? DT_BOOL : DT_FLOAT32, 4, scores, st, 0);
        dense(&out[0], DT_FLOAT32, 4, q);
        for (int k = 0; k < 3; k++) {
            in[k].host = malloc((size_t)in[k].storage * sizeof(float));
            for (int64_t i = 0; i < in[k].storage; i++)
                reduction_element(DT_FLOAT32, in[k].host + i * (int64_t)sizeof(float), FILL_ROUGH);
        }
        in[3].host = malloc((size_t)in[3].storage * dtype_size(in[3].dtype));
        for (int64_t i = 0; i < in[3].storage; i++) {
            if (keep) {
                int64_t row = i / 200, col = i % 200;
                in[3].host[i] = row != 5 && !(row == 7 && col < 128) && (i * 7 + 3) % 5 != 0;
            } else {
                float b = (i * 11 + 2) % 13 == 0 ? -INFINITY : (float)((i * 37 % 101) - 50) / 25;
                memcpy(in[3].host + i * (int64_t)sizeof(float), &b, sizeof b);
            }
        }
        OpArgs a;
        memset(&a, 0, sizeof a);
        a.dtype = DT_FLOAT32;
        a.si[1] = kind;
        a.sf[0] = 0.125;
        both_devices(OP_attention, keep ? "bool mask" : "float mask", &a, in, 4, out, 1, 0);
    }
}

/* cdist (kernels/cdist.h's order) bit for bit, but general p within 8
 * ulps (CUDA's pow and powf are an ulp from glibc's at times, and a
 * distance sums K of them: 3 ulps of float32 and 5 of float64 seen on the
 * H200 at K 37): tiles, chunks and lanes with a tail (K 37), one row, batch dims
 * broadcast (stride 0), pdist's pairs (si[0]: in1 the same rows); p 0, 1,
 * 2, inf, 3 and 0.5; float32 and float64; values plain or with NaNs,
 * infinities and signed zeros. */
static void cdist_cases(void)
{
    static const struct {
        const char *name;
        int ndim;
        int64_t x1[4], x2[4], s1[4], s2[4];
        bool pdist;
    } layouts[] = {
        {"100 x 70 rows, K 37", 2, {100, 37}, {70, 37}, {37, 1}, {37, 1}, false},
        {"one row", 2, {1, 5}, {1, 5}, {5, 1}, {5, 1}, false},
        {"batches broadcast", 4, {2, 3, 33, 16}, {2, 3, 40, 16}, {33 * 16, 0, 16, 1}, {0, 40 * 16, 16, 1}, false},
        {"pdist, 70 rows", 2, {70, 20}, {70, 20}, {20, 1}, {20, 1}, true},
    };
    static const double ps[] = {0, 1, 2, INFINITY, 3, 0.5};
    static const Fill fills[] = {FILL_PLAIN, FILL_SORT};
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT64};
    for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++)
        for (size_t p = 0; p < sizeof ps / sizeof ps[0]; p++)
            for (size_t f = 0; f < sizeof fills / sizeof fills[0]; f++)
                for (size_t t = 0; t < sizeof dts / sizeof dts[0]; t++) {
                    int nd = layouts[l].ndim;
                    int64_t m = layouts[l].x1[nd - 2], shape[4];
                    memcpy(shape, layouts[l].x1, sizeof shape);
                    shape[nd - 1] = layouts[l].x2[nd - 2];
                    Operand in[2], out[2];
                    memset(out, 0, sizeof out);
                    strided(&in[0], dts[t], nd, layouts[l].x1, layouts[l].s1, 0);
                    strided(&in[1], dts[t], nd, layouts[l].x2, layouts[l].s2, 0);
                    if (layouts[l].pdist) {
                        int64_t pairs = m * (m - 1) / 2;
                        dense(&out[0], dts[t], 1, &pairs);
                    } else {
                        dense(&out[0], dts[t], nd, shape);
                    }
                    size_t es = dtype_size(dts[t]);
                    for (int k = 0; k < 2; k++) {
                        in[k].host = malloc((size_t)in[k].storage * es);
                        for (int64_t i = 0; i < in[k].storage; i++)
                            reduction_element(dts[t], in[k].host + i * (int64_t)es, fills[f]);
                    }
                    if (layouts[l].pdist)
                        memcpy(in[1].host, in[0].host, (size_t)in[0].storage * es);
                    OpArgs a;
                    memset(&a, 0, sizeof a);
                    a.dtype = dts[t];
                    a.sf[0] = ps[p];
                    a.si[0] = layouts[l].pdist;
                    char name[96];
                    snprintf(name, sizeof name, "%s, p %g, fill %d", layouts[l].name, ps[p], (int)fills[f]);
                    both_devices(OP_cdist, name, &a, in, 2, out, 1, ps[p] == 3 || ps[p] == 0.5 ? 8 : 0);
                }
}

/* max ... any of many outputs of many elements, bit for bit (indices
 * too): a block an output (the rows of a [300, 700] input) and 32
 * neighbouring column outputs a block (dim 0 of a [700, 300] one and of a
 * [2, 500, 40] one), with NaNs and without; 16-byte aligned rows of 4096
 * and 704, which the values road takes first (a warp a row, the
 * one-byte dtypes' extremes too). */
static void extreme_cases(void)
{
    static const OpCode reds[] = {OP_amax, OP_amin, OP_max, OP_min, OP_argmax, OP_argmin,
                                  OP_all, OP_any};
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT64, DT_BFLOAT16, DT_INT64, DT_INT8, DT_UINT8, DT_BOOL};
    static const struct {
        const char *name;
        int ndim;
        int64_t shape[3];
        int dim;
    } layouts[] = {
        {"rows 700", 2, {300, 700}, 1},
        {"cols 700", 2, {700, 300}, 0},
        {"cols 500 of 3-d", 3, {2, 500, 40}, 1},
        {"all 100003", 1, {100003}, 0},
        {"rows 70001", 2, {3, 70001}, 1},
        {"rows 4096", 2, {600, 4096}, 1},
        {"rows 704", 2, {300, 704}, 1},
    };
    for (size_t i = 0; i < sizeof reds / sizeof reds[0]; i++) {
        OpCode op = reds[i];
        for (size_t j = 0; j < sizeof dts / sizeof dts[0]; j++) {
            DType dt = dts[j];
            if (dt == DT_BOOL && (op == OP_argmax || op == OP_argmin))
                continue;       /* PyTorch's argmax takes no bool */
            for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
                for (int nans = 0; nans < (dtype_is_float(dt) ? 2 : 1); nans++) {
                    int nd = layouts[l].ndim, dim = layouts[l].dim;
                    Operand in, out[2];
                    OpArgs a;
                    memset(&a, 0, sizeof a);
                    memset(out, 0, sizeof out);
                    a.dtype = dt;
                    dense(&in, dt, nd, layouts[l].shape);
                    DType odt = op == OP_argmax || op == OP_argmin ? DT_INT64
                              : op == OP_all || op == OP_any ? DT_BOOL : dt;
                    int64_t kept[3], nk = 0;
                    for (int d = 0; d < nd; d++)
                        if (d != dim)
                            kept[nk++] = layouts[l].shape[d];
                    dense(&out[0], odt, (int)nk, kept);
                    /* out[0] viewed with in's shape: stride 0 along dim */
                    int64_t st[3], k = 0;
                    for (int d = 0; d < nd; d++)
                        st[d] = d == dim ? 0 : out[0].strides[k++];
                    out[0].ndim = nd;
                    for (int d = 0; d < nd; d++) {
                        out[0].shape[d] = layouts[l].shape[d];
                        out[0].strides[d] = st[d];
                    }
                    out[1] = out[0];
                    out[1].dtype = DT_INT64;
                    int nout = op == OP_max || op == OP_min ? 2 : 1;
                    reduction_case(op, layouts[l].name, &a, &in, out, nout, 0,
                                   nans ? FILL_NANS : FILL_PLAIN);
                }
            }
        }
    }
}

/* Matrix products through cuBLAS against the simulated device (OpenBLAS,
 * or float computed and rounded once): dense, a transposed left operand,
 * a transposed right one with a broadcast batch; within a few roundings
 * of the dtype relative to sum |x||y|. */
static void blas_cases(void)
{
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT64, DT_FLOAT16, DT_BFLOAT16};
    static const double tol[] = {2e-6, 1e-13, 2e-3, 1.6e-2};
    const int64_t B = 3, m = 129, k = 77, n = 65;
    int cases = 0;
    double worst[4] = {0, 0, 0, 0};
    for (int j = 0; j < 4; j++) {
        DType dt = dts[j];
        size_t es = dtype_size(dt);
        for (int l = 0; l < 3; l++) {
            Operand x, y, o;
            const int64_t xs[] = {B, m, k}, ys[] = {B, k, n}, os[] = {B, m, n};
            if (l == 1) {
                const int64_t st[] = {m * k, 1, m};
                strided(&x, dt, 3, xs, st, 0);
            } else if (l == 2) {
                const int64_t st[] = {0, k, 1};
                strided(&x, dt, 3, xs, st, 0);
            } else {
                dense(&x, dt, 3, xs);
            }
            if (l == 2) {
                const int64_t st[] = {k * n, 1, k};
                strided(&y, dt, 3, ys, st, 0);
            } else {
                dense(&y, dt, 3, ys);
            }
            dense(&o, dt, 3, os);
            Operand *ops3[3] = {&x, &y, &o};
            for (int q = 0; q < 3; q++) {
                Operand *p = ops3[q];
                size_t bytes = (size_t)p->storage * es;
                p->host = malloc(bytes);
                for (int64_t e = 0; e < p->storage; e++)
                    dtype_store_double(dt, p->host + e * (int64_t)es, q < 2 ? urand() - 0.5 : 0);
                if (!cu->alloc(0, bytes, cs0, &p->dev, &err) ||
                    !cu->copy(p->dev, p->host, bytes, COPY_HOST_TO_DEVICE, cs0, &err))
                    die("staging a matmul operand");
            }
            OpArgs h, d;
            memset(&h, 0, sizeof h);
            h.nout = 1;
            h.nin = 2;
            h.dtype = dt;
            h.si[0] = l != 0;
            d = h;
            h.out[0] = view(&o, o.host);
            h.in[0] = view(&x, x.host);
            h.in[1] = view(&y, y.host);
            d.out[0] = view(&o, o.dev);
            d.in[0] = view(&x, x.dev);
            d.in[1] = view(&y, y.dev);
            cpu_run(OP_matmul, &h);
            size_t bytes = (size_t)o.storage * es;
            unsigned char *got = malloc(bytes);
            if (!cu->launch(OP_matmul, &d, cs0, &err) ||
                !cu->copy(got, o.dev, bytes, COPY_DEVICE_TO_HOST, cs0, &err)) {
                FAIL("matmul %s layout %d: %s", dtype_name(dt), l, err.msg);
                err.msg[0] = 0;
            } else {
                int shown = 0;
                for (int64_t b = 0; b < B; b++)
                    for (int64_t i = 0; i < m; i++)
                        for (int64_t c = 0; c < n; c++) {
                            double sum = 0;
                            for (int64_t e = 0; e < k; e++)
                                sum += fabs(dtype_load_double(dt, x.host + (b * x.strides[0] + i * x.strides[1] + e * x.strides[2]) * (int64_t)es) *
                                            dtype_load_double(dt, y.host + (b * y.strides[0] + e * y.strides[1] + c * y.strides[2]) * (int64_t)es));
                            int64_t at = (b * o.strides[0] + i * o.strides[1] + c) * (int64_t)es;
                            double w = dtype_load_double(dt, o.host + at), g = dtype_load_double(dt, got + at);
                            double rel = sum > 0 ? fabs(w - g) / sum : fabs(w - g);
                            if (rel > worst[j])
                                worst[j] = rel;
                            if (!(rel <= tol[j]) && shown++ < 3)
                                FAIL("matmul %s layout %d [%lld,%lld,%lld]: sim %.9g, cuda %.9g",
                                     dtype_name(dt), l, (long long)b, (long long)i, (long long)c, w, g);
                        }
                cases++;
            }
            free(got);
            for (int q = 0; q < 3; q++) {
                cu->free(0, ops3[q]->dev, cs0);
                free(ops3[q]->host);
            }
        }
    }
    printf("matmul: %d cases against the simulated device, worst |cuda - sim| / sum|x*y|: "
           "float32 %.2g, float64 %.2g, float16 %.2g, bfloat16 %.2g\n",
           cases, worst[0], worst[1], worst[2], worst[3]);
}

/* A LINALG operand's values on the host: a random matrix made
 * well-conditioned (plus 2n on the diagonal, symmetric for Cholesky),
 * a random right-hand side, pivots that swap nothing, or zeros (a
 * result, poisoned by the kernel's writes). */
enum { FILL_MATRIX, FILL_SPD, FILL_RHS, FILL_NO_SWAPS, FILL_ZERO };

static void linalg_operand(Operand *o, DType dt, int ndim, const int64_t *shape, int fill)
{
    dense(o, dt, ndim, shape);
    size_t es = dtype_size(dt);
    o->host = calloc((size_t)o->storage, es);
    int64_t n = shape[ndim - 1];
    for (int64_t e = 0; e < o->storage; e++) {
        int64_t i = e / n % (ndim > 2 ? shape[1] : 1), j = e % n;
        if (fill == FILL_NO_SWAPS)
            ((int32_t *)o->host)[e] = (int32_t)(j + 1);
        else if (fill == FILL_SPD && j < i)
            dtype_store_double(dt, o->host + e * (int64_t)es,
                               dtype_load_double(dt, o->host + (e - (i - j) * n + (i - j)) * (int64_t)es));
        else if (fill != FILL_ZERO)
            dtype_store_double(dt, o->host + e * (int64_t)es,
                               urand() - 0.5 + (fill != FILL_RHS && i == j ? 2.0 * n : 0));
    }
}

/* A [B, rows, cols] result on the host, walked by its strides (a
 * transpose by swapping them). */
typedef struct Mat {
    DType dt;
    const unsigned char *p;
    int64_t rows, cols, sb, sr, sc;
} Mat;

static Mat mat_dense(DType dt, const unsigned char *p, int64_t rows, int64_t cols)
{
    return (Mat){dt, p, rows, cols, rows * cols, cols, 1};
}

static Mat mat_transposed(Mat x)
{
    return (Mat){x.dt, x.p, x.cols, x.rows, x.sb, x.sc, x.sr};
}

static double mat_at(const Mat *x, int64_t b, int64_t i, int64_t j)
{
    return dtype_load_double(x->dt, x->p + (b * x->sb + i * x->sr + j * x->sc) * (int64_t)dtype_size(x->dt));
}

/* The largest |x[:, :k] diag(d) y[:k, :] - a| of a batch of B, relative
 * to the largest |a| (d [B, 1, k]). */
static double reconstruction_error(const Mat *a, const Mat *x, const Mat *d, const Mat *y, int64_t B, int64_t k)
{
    double big = 0, diff = 0;
    for (int64_t b = 0; b < B; b++)
        for (int64_t i = 0; i < a->rows; i++)
            for (int64_t j = 0; j < a->cols; j++) {
                double sum = 0, want = mat_at(a, b, i, j);
                for (int64_t l = 0; l < k; l++)
                    sum += mat_at(x, b, i, l) * mat_at(d, b, 0, l) * mat_at(y, b, l, j);
                big = fmax(big, fabs(want));
                diff = fmax(diff, fabs(sum - want));
            }
    return big > 0 ? diff / big : diff;
}

/* The largest |x^T x - I| of a batch of B: whether x's columns are
 * orthonormal, all of them (a full SVD's extra ones too). */
static double orthonormal_error(const Mat *x, int64_t B)
{
    double diff = 0;
    for (int64_t b = 0; b < B; b++)
        for (int64_t p = 0; p < x->cols; p++)
            for (int64_t q = 0; q < x->cols; q++) {
                double dot = 0;
                for (int64_t i = 0; i < x->rows; i++)
                    dot += mat_at(x, b, i, p) * mat_at(x, b, i, q);
                diff = fmax(diff, fabs(dot - (p == q)));
            }
    return diff;
}

/* The device's eigenvectors or singular vectors (got, in ops' order: an
 * eigh's w and V of A, an SVD's S, U and Vh of A), whose signs are
 * free: they must rebuild A (V diag(w) V^T, U diag(S) Vh) and be
 * orthonormal. */
static void vectors_case(OpCode op, DType dt, Operand **ops, unsigned char **got, double tol, double *worst)
{
    bool eigh = op == OP_eigh;
    const Operand *in = ops[eigh ? 2 : 3];
    int64_t B = in->shape[0], m = in->shape[1], n = in->shape[2], k = m < n ? m : n;
    Mat a = mat_dense(dt, in->host, m, n), d = mat_dense(dt, got[0], 1, k);
    Mat x = mat_dense(dt, got[1], m, ops[1]->shape[2]);
    Mat y = eigh ? mat_transposed(x) : mat_dense(dt, got[2], ops[2]->shape[1], n), yt = mat_transposed(y);
    double rebuilt = reconstruction_error(&a, &x, &d, &y, B, k);
    double orthonormal = fmax(orthonormal_error(&x, B), orthonormal_error(&yt, B));
    *worst = fmax(*worst, fmax(rebuilt, orthonormal));
    if (!(rebuilt <= tol) || !(orthonormal <= tol))
        FAIL("%s %s [%lld, %lld, %lld] vectors: |A - rebuilt| / max|A| %.3g, |Q^T Q - I| %.3g", op_name(op),
             dtype_name(dt), (long long)B, (long long)m, (long long)n, rebuilt, orthonormal);
}

/* One LINALG kernel on the simulated device and through cuSOLVER or
 * cuBLAS on ops (nout results, then nin inputs, their host values filled): the
 * float results within tol of the largest magnitude (their magnitudes
 * when signs may differ, as a QR's), integer ones exact; eigenvectors
 * and singular vectors by what they rebuild (vectors_case). */
static void linalg_case(OpCode op, DType dt, Operand **ops, int nout, int nin, const int64_t *si, double tol,
                        double *worst)
{
    bool signless = op == OP_qr, vectors = (op == OP_eigh && nout == 2) || (op == OP_svd && nout == 3);
    OpArgs h, d;
    unsigned char *got[3] = {NULL, NULL, NULL};
    memset(&h, 0, sizeof h);
    h.nout = nout;
    h.nin = nin;
    h.dtype = dt;
    for (int i = 0; i < 3; i++)
        h.si[i] = si[i];
    d = h;
    for (int q = 0; q < nout + nin; q++) {
        Operand *p = ops[q];
        size_t bytes = (size_t)p->storage * dtype_size(p->dtype);
        if (!cu->alloc(0, bytes, cs0, &p->dev, &err) ||
            !cu->copy(p->dev, p->host, bytes, COPY_HOST_TO_DEVICE, cs0, &err))
            die("staging a linalg operand");
        DevTensor *ht = q < nout ? &h.out[q] : &h.in[q - nout], *dt_ = q < nout ? &d.out[q] : &d.in[q - nout];
        *ht = view(p, p->host);
        *dt_ = view(p, p->dev);
    }
    cpu_run(op, &h);
    if (!cu->launch(op, &d, cs0, &err)) {
        FAIL("%s %s: %s", op_name(op), dtype_name(dt), err.msg);
        err.msg[0] = 0;
    }
    for (int q = 0; q < nout; q++) {
        Operand *p = ops[q];
        size_t bytes = (size_t)p->storage * dtype_size(p->dtype);
        got[q] = malloc(bytes + 1);
        if (!got[q] || !cu->copy(got[q], p->dev, bytes, COPY_DEVICE_TO_HOST, cs0, &err))
            die("reading a linalg result");
    }
    for (int q = 0; q < (vectors ? 1 : nout); q++) {
        Operand *p = ops[q];
        size_t es = dtype_size(p->dtype);
        double big = 0, diff = 0;
        int64_t wrong = 0;
        for (int64_t e = 0; e < p->storage; e++) {
            if (!dtype_is_float(p->dtype)) {
                wrong += dtype_load_int(p->dtype, got[q] + e * (int64_t)es) !=
                         dtype_load_int(p->dtype, p->host + e * (int64_t)es);
                continue;
            }
            double w = dtype_load_double(p->dtype, p->host + e * (int64_t)es);
            double g = dtype_load_double(p->dtype, got[q] + e * (int64_t)es);
            if (signless) {
                w = fabs(w);
                g = fabs(g);
            }
            big = fmax(big, fabs(w));
            diff = fmax(diff, fabs(w - g));
        }
        double rel = big > 0 ? diff / big : diff;
        *worst = fmax(*worst, rel);
        if (wrong || !(rel <= tol))
            FAIL("%s %s [%lld, %lld, %lld] result %d: %lld integer elements differ, worst |cuda - sim| / max|sim| "
                 "%.3g",
                 op_name(op), dtype_name(dt), (long long)ops[nout]->shape[0], (long long)ops[nout]->shape[1],
                 (long long)ops[nout]->shape[2], q, (long long)wrong, rel);
    }
    if (vectors)
        vectors_case(op, dt, ops, got, tol, worst);
    for (int q = 0; q < nout; q++)
        free(got[q]);
    for (int q = 0; q < nout + nin; q++) {
        cu->free(0, ops[q]->dev, cs0);
        free(ops[q]->host);
    }
}

/* The LINALG kernels on a batch of B matrices of n (and of n + 7 by n
 * and the like) in dt, against the simulated device's LAPACK; the
 * number of cases. */
static int linalg_cases_of(DType dt, int64_t B, int64_t n, double tol, double *worst)
{
    const int64_t r = 5, mat[] = {B, n, n}, rhs[] = {B, n, r}, rhs_right[] = {B, r, n}, piv_in[] = {B, n},
                  info[] = {B, 1}, tall[] = {B, n + 7, n};
    int cases = 0;
    Operand a, o0, o1, o2, b;
    for (int shape = 0; shape < 2; shape++) {
        /* square (cuBLAS's batched getrf where PyTorch calls it), and tall (cuSOLVER's, a call each) */
        const int64_t *in = shape ? tall : mat, piv[] = {B, n + 1 + in[1]};
        linalg_operand(&o0, dt, 3, in, FILL_ZERO);
        linalg_operand(&o1, DT_INT32, 2, piv, FILL_ZERO);
        linalg_operand(&a, dt, 3, in, FILL_MATRIX);
        linalg_case(OP_lu_factor, dt, (Operand *[]){&o0, &o1, &a}, 2, 1, (const int64_t[]){0, 0, 0}, tol, worst);
        cases++;
    }
    for (int trans = 0; trans < 2; trans++) {
        Operand lu, p;
        linalg_operand(&o0, dt, 3, rhs, FILL_ZERO);
        linalg_operand(&lu, dt, 3, mat, FILL_MATRIX);
        linalg_operand(&p, DT_INT32, 2, piv_in, FILL_NO_SWAPS);
        linalg_operand(&b, dt, 3, rhs, FILL_RHS);
        linalg_case(OP_lu_solve, dt, (Operand *[]){&o0, &lu, &p, &b}, 1, 3, (const int64_t[]){trans, 0, 0}, tol,
                    worst);
        cases++;
    }
    for (int upper = 0; upper < 2; upper++) {
        linalg_operand(&o0, dt, 3, mat, FILL_ZERO);
        linalg_operand(&o1, DT_INT32, 2, info, FILL_ZERO);
        linalg_operand(&a, dt, 3, mat, FILL_SPD);
        linalg_case(OP_cholesky, dt, (Operand *[]){&o0, &o1, &a}, 2, 1, (const int64_t[]){upper, 0, 0}, tol, worst);
        cases++;
    }
    for (int form = 0; form < 8; form++) {
        bool upper = form & 1, left = form & 2, unit = form & 4;
        const int64_t *shape = left ? rhs : rhs_right;
        linalg_operand(&o0, dt, 3, shape, FILL_ZERO);
        linalg_operand(&a, dt, 3, mat, FILL_MATRIX);
        linalg_operand(&b, dt, 3, shape, FILL_RHS);
        linalg_case(OP_solve_triangular, dt, (Operand *[]){&o0, &a, &b}, 1, 2, (const int64_t[]){upper, left, unit},
                    tol, worst);
        cases++;
    }
    for (int complete = 0; complete < 2; complete++) {
        const int64_t q_shape[] = {B, n + 7, complete ? n + 7 : n}, r_shape[] = {B, complete ? n + 7 : n, n};
        linalg_operand(&o0, dt, 3, r_shape, FILL_ZERO);
        linalg_operand(&o1, dt, 3, q_shape, FILL_ZERO);
        linalg_operand(&a, dt, 3, tall, FILL_MATRIX);
        linalg_case(OP_qr, dt, (Operand *[]){&o0, &o1, &a}, 2, 1, (const int64_t[]){complete, 0, 0}, tol, worst);
        cases++;
    }
    const int64_t values[] = {B, n};
    for (int vectors = 0; vectors < 2; vectors++) {
        linalg_operand(&o0, dt, 2, values, FILL_ZERO);
        linalg_operand(&a, dt, 3, mat, FILL_SPD);
        if (vectors) {
            linalg_operand(&o1, dt, 3, mat, FILL_ZERO);
            linalg_case(OP_eigh, dt, (Operand *[]){&o0, &o1, &a}, 2, 1, (const int64_t[]){0, 0, 0}, tol, worst);
        } else {
            linalg_case(OP_eigh, dt, (Operand *[]){&o0, &a}, 1, 1, (const int64_t[]){0, 0, 0}, tol, worst);
        }
        cases++;
    }
    /* tall, wide and square; the halves of 32 are within gesvdjBatched's 32 x 32 */
    const int64_t svd_shapes[][2] = {{n + 7, n}, {n, n + 7}, {n, n}, {n, n / 2}, {n / 2, n}};
    for (int i = 0; i < 5; i++)
        for (int form = 0; form < 3; form++) {
            /* values alone; U, S, Vh; the full U and Vh */
            int64_t m = svd_shapes[i][0], c = svd_shapes[i][1], k = m < c ? m : c;
            bool full = form == 2;
            const int64_t in[] = {B, m, c}, s_shape[] = {B, k}, u_shape[] = {B, m, full ? m : k},
                          vh_shape[] = {B, full ? c : k, c};
            linalg_operand(&o0, dt, 2, s_shape, FILL_ZERO);
            linalg_operand(&a, dt, 3, in, FILL_MATRIX);
            if (form == 0) {
                linalg_case(OP_svd, dt, (Operand *[]){&o0, &a}, 1, 1, (const int64_t[]){0, 0, 0}, tol, worst);
            } else {
                linalg_operand(&o1, dt, 3, u_shape, FILL_ZERO);
                linalg_operand(&o2, dt, 3, vh_shape, FILL_ZERO);
                linalg_case(OP_svd, dt, (Operand *[]){&o0, &o1, &o2, &a}, 3, 1, (const int64_t[]){full, 0, 0}, tol,
                            worst);
            }
            cases++;
        }
    /* lstsq of a tall matrix of full rank: gelsy and the QR solve agree */
    const int64_t sol[] = {B, n, r}, tall_rhs[] = {B, n + 7, r}, ranks[] = {B};
    linalg_operand(&o0, dt, 3, sol, FILL_ZERO);
    linalg_operand(&o1, DT_INT64, 1, ranks, FILL_ZERO);
    linalg_operand(&a, dt, 3, tall, FILL_MATRIX);
    linalg_operand(&b, dt, 3, tall_rhs, FILL_RHS);
    linalg_case(OP_lstsq, dt, (Operand *[]){&o0, &o1, &a, &b}, 2, 2, (const int64_t[]){0, 0, 0}, tol, worst);
    return cases + 1;
}

/* The LINALG kernels (cuSOLVER's and cuBLAS's routines) against the
 * simulated device's LAPACK: within a few hundred roundings of the
 * largest magnitude, as their orders of operations differ; the pivots
 * and info exactly.  The batches take each road of solver.cu: 3 and 256
 * matrices of 33 and 32 (the libraries' batched routines), 3 and 1 of 64
 * and 1 of 16 (a call per matrix where PyTorch makes one; syevj, syevd). */
static void linalg_cases(void)
{
    static const DType dts[] = {DT_FLOAT32, DT_FLOAT64};
    static const double tol[] = {2e-4, 1e-11};
    static const int64_t sizes[][2] = {{3, 33}, {256, 32}, {3, 64}, {1, 64}, {1, 16}};
    double worst[2] = {0, 0};
    int cases = 0;
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 5; i++)
            cases += linalg_cases_of(dts[j], sizes[i][0], sizes[i][1], tol[j], &worst[j]);
    printf("linalg: %d cases against the simulated device, worst |cuda - sim| / max|sim| (vectors: their "
           "reconstruction's and orthonormality's errors): float32 %.2g, float64 %.2g\n",
           cases, worst[0], worst[1]);
}

/* Tracing's timer: two 20 ms sleeps on the default stream, timed by the
 * device and reported on the host's clock once a synchronize finds them
 * done; nothing reported once the timer is off. */
static int timer_tags[4], ntimer_tags;
static double timer_start[4], timer_end[4];
static void *timer_tag(void)
{
    return ntimer_tags < 4 ? &timer_tags[ntimer_tags++] : NULL;
}
static void timer_ran(void *tag, double start, double end)
{
    int i = (int)((int *)tag - timer_tags);
    timer_start[i] = start;
    timer_end[i] = end;
}

static void timer_tests(void)
{
    static const DevTimer timer = {timer_tag, timer_ran};
    if (!cu->set_timer) {
        FAIL("the CUDA backend has no timer");
        return;
    }
    OpArgs sl = sleep_args(20);
    double before = now() * 1e3;
    cu->set_timer(&timer);
    if (!cu->launch(OP_sleep, &sl, cs0, &err) || !cu->launch(OP_sleep, &sl, cs0, &err) ||
        !cu->stream_synchronize(cs0, &err))
        die("timed sleeps");
    double after = now() * 1e3;
    cu->set_timer(NULL);
    if (!cu->launch(OP_sleep, &sl, cs0, &err) || !cu->stream_synchronize(cs0, &err))
        die("untimed sleep");
    printf("timer: sleeps at +%.3f..+%.3f and +%.3f..+%.3f ms of a %.3f ms wait, %d tags\n",
           timer_start[0] - before, timer_end[0] - before, timer_start[1] - before,
           timer_end[1] - before, after - before, ntimer_tags);
    double d0 = timer_end[0] - timer_start[0], d1 = timer_end[1] - timer_start[1];
    if (ntimer_tags != 2 || d0 < 19.5 || d0 > 25 || d1 < 19.5 || d1 > 25 ||
        timer_start[1] < timer_end[0] - 0.05 || timer_start[0] < before - 0.5 ||
        timer_end[1] > after + 0.5)
        FAIL("timer: times out of place");
}

static OpArgs sleep_args(double ms)
{
    OpArgs a;
    memset(&a, 0, sizeof a);
    a.sf[0] = ms;
    return a;
}

static bool launch_fill_i32(void *p, int64_t n, int64_t v, DevStream *s)
{
    OpArgs a;
    memset(&a, 0, sizeof a);
    a.nout = 1;
    a.out[0].data = p;
    a.out[0].dtype = DT_INT32;
    a.out[0].ndim = 1;
    a.out[0].shape[0] = n;
    a.out[0].strides[0] = 1;
    a.dtype = DT_INT32;
    a.si[0] = v;
    return cu->launch(OP_fill, &a, s, &err);
}

static double interrupt_at;
static bool interrupt_due(void)
{
    return now() > interrupt_at;
}

static void stream_tests(void)
{
    int least, greatest;
    cu->priority_range(&least, &greatest);
    printf("\ndevice 0: %s, %d device(s), priorities [%d, %d]\n", cu->device_name(0),
           cu->device_count(), least, greatest);

    DevStream *s[4];
    for (int i = 0; i < 4; i++) {
        if (!cu->stream_create(0, i == 3 ? -100 : i == 2 ? 100 : -i, &s[i], &err))
            die("stream_create");
    }

    /* event timing and its errors */
    DevEvent *e1, *e2, *plain;
    if (!cu->event_create(0, true, false, &e1, &err) || !cu->event_create(0, true, false, &e2, &err) ||
        !cu->event_create(0, false, false, &plain, &err))
        die("event_create");
    OpArgs sl = sleep_args(50);
    if (!cu->event_record(e1, cs0, &err) || !cu->launch(OP_sleep, &sl, cs0, &err) ||
        !cu->event_record(e2, cs0, &err))
        die("timing");
    bool busy = !cu->stream_query(cs0);
    float ms = 0;
    Error e;
    bool early = cu->event_elapsed(e1, e2, &ms, &e);
    printf("elapsed before the end: %s\n", early ? "no error (WRONG)" : e.msg);
    if (early || strcmp(e.msg, "CUDA error: device not ready") != 0)
        FAIL("elapsed_time on a pending event: %s", e.msg);
    if (!cu->event_synchronize(e2, &err) || !cu->event_elapsed(e1, e2, &ms, &err))
        die("event_elapsed");
    printf("device_sleep(50): %.2f ms by events; stream busy while sleeping: %s, idle after: %s\n",
           ms, busy ? "yes" : "NO", cu->stream_query(cs0) ? "yes" : "NO");
    if (!busy || ms < 49 || ms > 60)
        FAIL("device_sleep(50) took %.2f ms", ms);
    if (!cu->event_record(plain, cs0, &err))
        die("record");
    if (cu->event_elapsed(e1, plain, &ms, &e) || strcmp(e.msg, "CUDA error: invalid resource handle"))
        FAIL("elapsed_time without timing: %s", e.msg);
    DevEvent *never;
    if (!cu->event_create(0, true, false, &never, &err))
        die("event_create");
    printf("never-recorded event: query %s, wait ok %s\n", cu->event_query(never) ? "true" : "false",
           cu->stream_wait_event(s[0], never, &err) ? "yes" : err.msg);

    /* four streams sleeping at once against one stream sleeping four times */
    OpArgs hundred = sleep_args(100);
    double t0 = now();
    for (int i = 0; i < 4; i++)
        cu->launch(OP_sleep, &hundred, s[0], &err);
    cu->device_synchronize(0, &err);
    double one = now() - t0;
    t0 = now();
    for (int i = 0; i < 4; i++)
        cu->launch(OP_sleep, &hundred, s[i], &err);
    cu->device_synchronize(0, &err);
    double four = now() - t0;
    printf("4 x device_sleep(100): one stream %.1f ms, four streams %.1f ms: %.2fx\n", one * 1e3,
           four * 1e3, one / four);
    if (one / four < 3.3)
        FAIL("four streams overlap only %.2fx", one / four);

    /* a free on the default stream waits for another stream's use */
    size_t bytes = (size_t)1 << 22;
    int64_t n = (int64_t)(bytes / 4);
    void *A, *B;
    DevEvent *ready;
    if (!cu->alloc(0, bytes, cs0, &A, &err) || !cu->event_create(0, false, false, &ready, &err) ||
        !cu->event_record(ready, cs0, &err) || !cu->stream_wait_event(s[1], ready, &err))
        die("cross-stream setup");
    OpArgs late = sleep_args(200);
    if (!cu->launch(OP_sleep, &late, s[1], &err) || !launch_fill_i32(A, n, 7, s[1]))
        die("cross-stream use");
    cu->free(0, A, cs0);
    if (!cu->alloc(0, bytes, cs0, &B, &err) || !launch_fill_i32(B, n, 3, cs0))
        die("reuse");
    int32_t *host = malloc(bytes);
    if (!cu->device_synchronize(0, &err) ||
        !cu->copy(host, B, bytes, COPY_DEVICE_TO_HOST, cs0, &err))
        die("reuse readback");
    int64_t sevens = 0;
    for (int64_t i = 0; i < n; i++)
        sevens += host[i] == 7;
    printf("cross-stream free: memory %s, %lld elements overwritten by the other stream\n",
           A == B ? "reused" : "not reused", (long long)sevens);
    if (sevens)
        FAIL("a freed block was reused before the other stream was done with it");
    cu->free(0, B, cs0);

    /* a stream of device 1 waits for an event of device 0 (cudaStreamWaitEvent
     * across devices, as Stream.wait_event and wait_stream do), and the
     * event is destroyed while the wait is pending, as wait_stream's is */
    if (cu->device_count() >= 2) {
        DevStream *other;
        DevEvent *mark;
        OpArgs nap = sleep_args(100);
        if (!cu->stream_create(1, 0, &other, &err) || !cu->event_create(0, false, false, &mark, &err) ||
            !cu->launch(OP_sleep, &nap, cs0, &err) || !cu->event_record(mark, cs0, &err) ||
            !cu->stream_wait_event(other, mark, &err))
            die("wait across devices");
        bool held = !cu->stream_query(other);
        cu->event_destroy(mark);
        if (!cu->stream_synchronize(other, &err))
            die("synchronize across devices");
        bool after = cu->stream_query(cs0);
        printf("device 1 waiting for device 0's event: held %s, device 0 done after it %s\n", held ? "yes" : "NO",
               after ? "yes" : "NO");
        if (!held || !after)
            FAIL("a stream of device 1 did not wait for an event of device 0");
        cu->stream_destroy(other);
    }

    /* memory statistics and out of memory */
    DevMemoryStats m0, m1;
    void *p;
    cu->memory_stats(0, &m0);
    if (!cu->alloc(0, 1000, cs0, &p, &err))
        die("alloc");
    cu->memory_stats(0, &m1);
    printf("memory_allocated grows by %zu for 1000 bytes; reserved %zu\n",
           m1.allocated - m0.allocated, m1.reserved);
    if (m1.allocated - m0.allocated != 1024)
        FAIL("memory_allocated counted %zu", m1.allocated - m0.allocated);
    cu->free(0, p, cs0);
    void *huge;
    if (cu->alloc(0, (size_t)1 << 50, cs0, &huge, &err))
        FAIL("a 1 PiB allocation succeeded");
    else
        printf("out of memory: %s\n", err.msg);
    if (!cu->alloc(0, 1 << 20, cs0, &p, &err))
        die("alloc after out of memory");
    cu->free(0, p, cs0);

    /* pinned memory: an asynchronous round trip */
    void *pin, *dev;
    if (!cu->host_alloc(bytes, &pin, &err) || !cu->alloc(0, bytes, s[2], &dev, &err))
        die("pinned");
    for (int64_t i = 0; i < n; i++)
        ((int32_t *)pin)[i] = (int32_t)i;
    if (!cu->copy(dev, pin, bytes, COPY_HOST_TO_DEVICE, s[2], &err) ||
        !launch_fill_i32(dev, 1, -5, s[2]) ||
        !cu->copy(pin, dev, bytes, COPY_DEVICE_TO_HOST, s[2], &err) ||
        !cu->stream_synchronize(s[2], &err))
        die("pinned round trip");
    printf("pinned round trip: %s\n",
           ((int32_t *)pin)[0] == -5 && ((int32_t *)pin)[n - 1] == (int32_t)(n - 1) ? "ok" : "WRONG");
    cu->free(0, dev, s[2]);
    cu->host_free(pin);

    /* Ctrl-C during a host wait */
    OpArgs long_sleep = sleep_args(2000);
    cu->launch(OP_sleep, &long_sleep, s[3], &err);
    interrupt_at = now() + 0.1;
    cu->set_interrupt(interrupt_due);
    t0 = now();
    bool waited = cu->stream_synchronize(s[3], &e);
    printf("interrupted wait: %s after %.0f ms\n", waited ? "not interrupted" : e.msg,
           (now() - t0) * 1e3);
    if (waited || strcmp(e.msg, "interrupted") != 0)
        FAIL("a host wait was not interrupted");
    cu->set_interrupt(NULL);
    cu->device_synchronize(0, &err);

    for (int i = 0; i < 4; i++)
        cu->stream_destroy(s[i]);
    cu->event_destroy(e1);
    cu->event_destroy(e2);
    cu->event_destroy(plain);
    cu->event_destroy(never);
    cu->event_destroy(ready);
    free(host);
}

/* ------------------------------------------------------------- timings */

static OpArgs add_args(void *out, void *x, void *y, int64_t n, DType dt)
{
    OpArgs a;
    memset(&a, 0, sizeof a);
    a.nout = 1;
    a.nin = 2;
    a.dtype = dt;
    DevTensor *ts[3] = {&a.out[0], &a.in[0], &a.in[1]};
    void *ps[3] = {out, x, y};
    for (int k = 0; k < 3; k++) {
        ts[k]->data = ps[k];
        ts[k]->dtype = dt;
        ts[k]->ndim = 1;
        ts[k]->shape[0] = n;
        ts[k]->strides[0] = 1;
    }
    return a;
}

/* µs per `c = a + b` on 5-element float32 tensors through a backend on
 * stream s (NULL: the default stream), enqueued and then waited for:
 * mode 0 allocates the result, launches and frees it (what the op costs
 * the interpreter), 1 launches only, 2 launches an empty kernel, 3
 * allocates and frees only.  *enqueue gets the time before the wait. */
static double tiny_op(const Backend *be, DevStream *s, int mode, int reps, double *enqueue)
{
    if (!s)
        s = be->default_stream(0);
    void *x, *y, *out;
    if (!be->alloc(0, 20, s, &x, &err) || !be->alloc(0, 20, s, &y, &err) ||
        !be->alloc(0, 20, s, &out, &err))
        die("tiny alloc");
    OpArgs a = add_args(out, x, y, 5, DT_FLOAT32), z = sleep_args(0);
    be->device_synchronize(0, &err);
    double t0 = now();
    for (int i = 0; i < reps; i++) {
        if (mode == 0 || mode == 3) {
            void *c;
            if (!be->alloc(0, 20, s, &c, &err))
                die("alloc");
            a.out[0].data = c;
            if (mode == 0 && !be->launch(OP_add, &a, s, &err))
                die("launch");
            be->free(0, c, s);
        } else if (mode == 1) {
            if (!be->launch(OP_add, &a, s, &err))
                die("launch");
        } else {
            if (!be->launch(OP_sleep, &z, s, &err))
                die("launch");
        }
    }
    if (enqueue)
        *enqueue = (now() - t0) / reps * 1e6;
    if (!be->device_synchronize(0, &err))
        die("sync");
    double us = (now() - t0) / reps * 1e6;
    be->free(0, x, s);
    be->free(0, y, s);
    be->free(0, out, s);
    return us;
}

/* Median time of reps launches of a, by timing events. */
static double kernel_ms(OpCode op, OpArgs *a, int reps)
{
    DevEvent *e0, *e1;
    float best[32];
    if (!cu->event_create(0, true, false, &e0, &err) || !cu->event_create(0, true, false, &e1, &err))
        die("events");
    cu->launch(op, a, cs0, &err);   /* warm-up */
    for (int r = 0; r < reps; r++) {
        cu->event_record(e0, cs0, &err);
        if (!cu->launch(op, a, cs0, &err))
            die("bandwidth launch");
        cu->event_record(e1, cs0, &err);
        cu->event_synchronize(e1, &err);
        cu->event_elapsed(e0, e1, &best[r], &err);
    }
    for (int i = 1; i < reps; i++)
        for (int j = i; j > 0 && best[j - 1] > best[j]; j--) {
            float t = best[j];
            best[j] = best[j - 1];
            best[j - 1] = t;
        }
    cu->event_destroy(e0);
    cu->event_destroy(e1);
    return best[reps / 2];
}

static void bandwidth(void)
{
    const int64_t n = (int64_t)1 << 28;
    void *x, *y, *z;
    if (!cu->alloc(0, (size_t)n * 4, cs0, &x, &err) || !cu->alloc(0, (size_t)n * 4, cs0, &y, &err) ||
        !cu->alloc(0, (size_t)n * 4, cs0, &z, &err))
        die("bandwidth alloc");
    OpArgs f = add_args(x, NULL, NULL, n, DT_FLOAT32);
    f.nin = 0;
    f.sf[0] = 1.25;
    cu->launch(OP_fill, &f, cs0, &err);
    f.out[0].data = y;
    f.sf[0] = 0.5;
    cu->launch(OP_fill, &f, cs0, &err);

    printf("\nbandwidth on 2^28 elements (median of 9, counting bytes read + written):\n");
    OpArgs a = add_args(z, x, y, n, DT_FLOAT32);
    double ms = kernel_ms(OP_add, &a, 9);
    printf("  add float32        %7.3f ms  %5.2f TB/s\n", ms, 12.0 * n / ms / 1e9);
    ms = kernel_ms(OP_mul, &a, 9);
    printf("  mul float32        %7.3f ms  %5.2f TB/s\n", ms, 12.0 * n / ms / 1e9);
    a.nin = 1;
    ms = kernel_ms(OP_exp, &a, 9);
    printf("  exp float32        %7.3f ms  %5.2f TB/s\n", ms, 8.0 * n / ms / 1e9);
    ms = kernel_ms(OP_copy, &a, 9);
    printf("  copy float32       %7.3f ms  %5.2f TB/s\n", ms, 8.0 * n / ms / 1e9);
    OpArgs h = add_args(z, x, y, n, DT_FLOAT16);
    ms = kernel_ms(OP_add, &h, 9);
    printf("  add float16        %7.3f ms  %5.2f TB/s\n", ms, 6.0 * n / ms / 1e9);
    OpArgs c = add_args(z, x, NULL, n, DT_FLOAT16);
    c.nin = 1;
    c.in[0].dtype = DT_FLOAT32;
    ms = kernel_ms(OP_copy, &c, 9);
    printf("  float32->float16   %7.3f ms  %5.2f TB/s (strided kernel, 1-d)\n", ms, 6.0 * n / ms / 1e9);
    /* the strided kernel: a transposed input */
    OpArgs t = add_args(z, x, y, n, DT_FLOAT32);
    for (int k = 0; k < 3; k++) {
        DevTensor *d = k == 0 ? &t.out[0] : &t.in[k - 1];
        d->ndim = 2;
        d->shape[0] = d->shape[1] = 1 << 14;
        d->strides[0] = 1 << 14;
        d->strides[1] = 1;
    }
    t.in[0].strides[0] = 1;
    t.in[0].strides[1] = 1 << 14;
    ms = kernel_ms(OP_add, &t, 5);
    printf("  add, one input transposed %7.3f ms  %5.2f TB/s (strided kernel)\n", ms,
           12.0 * n / ms / 1e9);
    cu->free(0, x, cs0);
    cu->free(0, y, cs0);
    cu->free(0, z, cs0);
}

static void timings(void)
{
    const int reps = 100000;
    static const char *what[] = {"alloc+launch+free", "launch only", "empty kernel",
                                 "alloc+free only"};
    DevStream *side;
    if (!cu->stream_create(0, 0, &side, &err))
        die("stream");
    tiny_op(cu, NULL, 0, 1000, NULL);
    printf("\ntiny op, %d x c = a + b on 5 float32 (through the Backend, no interpreter), "
           "us/op enqueued / done:\n", reps);
    for (int mode = 0; mode < 4; mode++) {
        double enq, done = tiny_op(cu, NULL, mode, reps, &enq);
        printf("  cuda %-18s %6.2f / %6.2f\n", what[mode], enq, done);
    }
    double enq, done = tiny_op(cu, side, 1, reps, &enq);
    printf("  cuda %-18s %6.2f / %6.2f (on a created non-blocking stream)\n", "launch only", enq,
           done);
    for (int mode = 0; mode < 2; mode++) {
        done = tiny_op(sim, NULL, mode, reps, &enq);
        printf("  sim  %-18s %6.2f / %6.2f\n", what[mode], enq, done);
    }
    cu->stream_destroy(side);
    bandwidth();
}

/* Every elementwise op of ops.def, in every compute dtype it has a loop for. */
static void elementwise_all(void)
{
    for (int op = 0; op < OP_COUNT; op++) {
        if (op_info((OpCode)op)->group != GROUP_EW)
            continue;
        for (int dt = 0; dt < DT_COUNT; dt++) {
            if (op_info((OpCode)op)->kinds & kind_of((DType)dt))
                elementwise_cases((OpCode)op, (DType)dt);
        }
    }
}

/* The groups of checks, in the order they run.  Named on the command
 * line, only those run: a device call can check what a change touched in
 * seconds, where the whole set takes minutes. */
static const struct Group {
    const char *name;
    void (*run)(void);
} groups[] = {
    {"elementwise", elementwise_all},
    {"copy", copy_cases},
    {"cat", cat_cases},
    {"creation", creation_cases},
    {"random", random_cases},
    {"reduction", reduction_cases},
    {"big_reduction", big_reduction_cases},
    {"extreme", extreme_cases},
    {"split", split_cases},
    {"fold", fold_cases},
    {"scan", scan_cases},
    {"sort", sort_cases},
    {"cumextreme", cumextreme_cases},
    {"mode", mode_cases},
    {"kth", kth_cases},
    {"multinomial", multinomial_cases},
    {"dropout", dropout_cases},
    {"rand_map", rand_map_cases},
    {"bernoulli", bernoulli_cases},
    {"poisson", poisson_cases},
    {"index", index_cases},
    {"advanced_index", advanced_index_cases},
    {"index_sum", index_sum_cases},
    {"index_copy", index_copy_cases},
    {"index_terms", index_terms_cases},
    {"bounds", bounds_cases},
    {"own_check", own_check_cases},
    {"gather_rows", gather_rows_cases},
    {"outside", outside_cases},
    {"runs", runs_cases},
    {"sorted_runs", sorted_runs_cases},
    {"nonzero", nonzero_cases},
    {"pool", pool_cases},
    {"pool3d", pool3d_cases},
    {"adaptive", adaptive_cases},
    {"cross", cross_cases},
    {"nll", nll_cases},
    {"bag", bag_cases},
    {"resize", resize_cases},
    {"pad", pad_cases},
    {"conv", conv_cases},
    {"search", search_cases},
    {"softmax", softmax_cases},
    {"norm", norm_cases},
    {"norm_linear", norm_linear_cases},
    {"attention", attention_cases},
    {"masked_attention", masked_attention_cases},
    {"cdist", cdist_cases},
    {"line", line_cases},
    {"accuracy", accuracy_tests},
    {"reduced", reduced_exhaustive_tests},
    {"blas", blas_cases},
    {"linalg", linalg_cases},
    {"stream", stream_tests},
    {"timer", timer_tests},
};
enum { GROUPS = sizeof groups / sizeof groups[0] };

/* Whether group g runs: every group when none is named. */
static bool wanted(const struct Group *g, char **names, int n)
{
    for (int i = 0; i < n; i++) {
        if (strcmp(names[i], g->name) == 0)
            return true;
    }
    return n == 0;
}

static bool known(const char *name)
{
    for (int g = 0; g < GROUPS; g++) {
        if (strcmp(groups[g].name, name) == 0)
            return true;
    }
    return false;
}

int main(int argc, char **argv)
{
    bool probe = argc > 1 && strcmp(argv[1], "--probe") == 0;
    bool bench = !(argc > 1 && strcmp(argv[1], "--no-bench") == 0);
    char **names = argv + 1 + (probe || !bench);
    int named = argc - 1 - (probe || !bench);
    for (int i = 0; i < named; i++) {
        if (!known(names[i])) {
            printf("test_cuda: no group '%s'; the groups are:", names[i]);
            for (int g = 0; g < GROUPS; g++)
                printf(" %s", groups[g].name);
            printf("\n");
            return 2;
        }
    }
    if (!cuda_backend_load(&cu, &err)) {
        printf("no usable GPU: %s\n", err.msg);
        return 77;
    }
    if (probe) {
        printf("%d CUDA device(s): %s\n", cu->device_count(), cu->device_name(0));
        return 0;
    }
    sim = sim_backend(1);
    cs0 = cu->default_stream(0);
    double t0 = now();
    void *first;
    if (!cu->alloc(0, 4, cs0, &first, &err))
        die("first allocation");
    cu->free(0, first, cs0);
    printf("first use of the device (context, module load): %.0f ms\n", (now() - t0) * 1e3);
    t0 = now();
    for (int g = 0; g < GROUPS; g++) {
        if (wanted(&groups[g], names, named))
            groups[g].run();
    }
    kernel_report();
    printf("(checks ran in %.1f s)\n", now() - t0);
    if (bench && named == 0)
        timings();
    /* Shutting down with work queued abandons it rather than waiting. */
    OpArgs long_sleep = sleep_args(3000);
    cu->launch(OP_sleep, &long_sleep, cs0, &err);
    t0 = now();
    cu->shutdown();
    printf("shutdown with a 3 s kernel queued: %.0f ms\n", (now() - t0) * 1e3);
    printf("%s: %d failure(s)\n", failures ? "FAILED" : "ok", failures);
    return failures ? 1 : 0;
}

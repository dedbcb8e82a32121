/* test_kernels.c: every case of kernels.txt (PyTorch's results, written by
 * kernels.py) run through dispatch.c twice: on cpu tensors, and on device 0
 * of the simulated device with the result copied back.
 *
 * Integer and bool results must match exactly, and so must float results,
 * bit for bit (any NaN matches any NaN), except:
 *  - exp, log, log2, sin, cos, tanh, sigmoid and pow may differ by one unit
 *    in the last place: PyTorch's CPU kernels use SLEEF's vectorised
 *    functions (within 1 ulp), we round the C library's double ones (as
 *    the GPU does);
 *  - so may arange and linspace, whose PyTorch CPU values depend on the
 *    vector width (ours are computed element by element, as CUDA does),
 *    and float16/bfloat16 floordiv, mod and rsqrt, which PyTorch's CPU
 *    kernels round to 16 bits at every step (ours compute in float and
 *    round once, as CUDA's do);
 *  - maximum and minimum may give either zero for (-0.0, 0.0): PyTorch's
 *    own vectorised and scalar paths disagree there.
 * Errors must match PyTorch's message exactly on the cpu; on the device
 * the op must fail too (kernel names there say _cuda, as on a GPU).
 * Then the float32 functions taken four at a time (cpu/vmath.h) against
 * the C library's scalar ones, bit for bit, over a sweep of every float
 * bit pattern, hypot and glu over special and random pairs, the
 * activations of vmath.h over the same sweep, and every float16 widened
 * by cpu_convert.  Last, poisson's draws in a GPU warp's order (the
 * CUDA kernel's) against philox_poisson's. */
#include <math.h>
#include <stdlib.h>

#include "base/buf.h"
#include "cpu/iter.h"
#include "cpu/vmath.h"
#include "check.h"
#include "philox.h"
#include "tensor/dispatch.h"
#include "sim/sim.h"

static const Backend *be;
static int cases, ulp_matches;

typedef struct Parsed {
    Operand xs[4];
    Tensor *host[4];      /* tensors parsed from the line (cpu) */
    bool absent[4];
    bool has_dtype[4];
    DType dtypes[4];      /* 'd' operands */
    int n;
} Parsed;

static uint64_t element_bits(const Tensor *t, int64_t i)
{
    uint64_t v = 0;
    const char *p = (const char *)tensor_data(t) + i * t->strides[0] * (int64_t)dtype_size(t->dtype);
    memcpy(&v, p, dtype_size(t->dtype));
    return v;
}

/* "DTYPE HEX,HEX,..." into a new cpu tensor of ndim 1 (or 0). */
static Tensor *parse_tensor(char **save, int ndim)
{
    DType dt;
    char *name = strtok_r(NULL, " ", save), *list = strtok_r(NULL, " \n", save);
    if (!name || !list || !dtype_lookup(name, &dt))
        return NULL;
    uint64_t vals[1024];
    int64_t n = 0;
    for (char *s = list; *s && *s != '-' && n < 1024; n++) {
        vals[n] = strtoull(s, &s, 16);
        if (*s == ',')
            s++;
    }
    Tensor *t;
    Error err;
    if (!tensor_empty(NULL, -1, NULL, dt, ndim, &n, &t, &err))
        return NULL;
    for (int64_t i = 0; i < n; i++)
        memcpy((char *)tensor_data(t) + i * (int64_t)dtype_size(dt), &vals[i], dtype_size(dt));
    return t;
}

static bool parse_operands(char *text, Parsed *p)
{
    char *save;
    memset(p, 0, sizeof *p);
    for (char *k = strtok_r(text, " ", &save); k; k = strtok_r(NULL, " ", &save)) {
        int i = p->n++;
        if (i >= 4)
            return false;
        if (strcmp(k, "t") == 0 || strcmp(k, "z") == 0) {
            p->host[i] = parse_tensor(&save, k[0] == 't' ? 1 : 0);
            if (!p->host[i])
                return false;
            p->xs[i] = operand_tensor(p->host[i]);
        } else if (strcmp(k, "b") == 0) {
            p->xs[i] = operand_bool(atoi(strtok_r(NULL, " ", &save)));
        } else if (strcmp(k, "i") == 0) {
            p->xs[i] = operand_int(strtoll(strtok_r(NULL, " ", &save), NULL, 10));
        } else if (strcmp(k, "f") == 0) {
            p->xs[i] = operand_float(strtod(strtok_r(NULL, " ", &save), NULL));
        } else if (strcmp(k, "n") == 0) {
            p->absent[i] = true;
        } else if (strcmp(k, "d") == 0) {
            if (!dtype_lookup(strtok_r(NULL, " \n", &save), &p->dtypes[i]))
                return false;
            p->has_dtype[i] = p->absent[i] = true;
        } else {
            return false;
        }
    }
    return true;
}

static bool op_lookup(const char *name, OpCode *op)
{
    for (int i = 0; i < OP_COUNT; i++) {
        if (strcmp(op_name((OpCode)i), name) == 0) {
            *op = (OpCode)i;
            return true;
        }
    }
    return false;
}

/* Runs the case on dev; tensors of rank 1 move to the device first (0-d
 * ones stay on the cpu, as the Python operands did). */
static bool run(const char *name, Parsed *p, int dev, Tensor **out, Error *err)
{
    Operand xs[4];
    Tensor *moved[4] = {NULL};
    bool ok = true;
    for (int i = 0; i < p->n; i++) {
        xs[i] = p->xs[i];
        if (p->host[i] && p->host[i]->ndim > 0 && dev >= 0) {
            ok = ok && dispatch_to(be, NULL, p->host[i], dev, p->host[i]->dtype, false, &moved[i], err);
            if (ok)
                xs[i] = operand_tensor(moved[i]);
        }
    }
    OpCode op;
    if (!ok) {
        /* a failed move: err says why */
    } else if (strcmp(name, "clamp") == 0) {
        ok = dispatch_clamp(be, NULL, xs[0].t, p->absent[1] ? NULL : &xs[1],
                            p->absent[2] ? NULL : &xs[2], out, err);
    } else if (strcmp(name, "copy") == 0) {
        ok = dispatch_to(be, NULL, xs[0].t, dev, p->dtypes[1], false, out, err);
    } else if (strcmp(name, "arange") == 0) {
        DType dt = p->has_dtype[3] ? p->dtypes[3] : DT_COUNT;
        ok = dispatch_arange(be, NULL, dev, dt, xs[0], xs[1], xs[2], out, err);
    } else if (strcmp(name, "linspace") == 0) {
        DType dt = p->has_dtype[3] ? p->dtypes[3] : DT_COUNT;
        ok = dispatch_linspace(be, NULL, dev, dt, xs[0], xs[1], xs[2].i, out, err);
    } else if (op_lookup(name, &op)) {
        ok = dispatch_op(be, NULL, op, xs, p->n, out, err);
    } else {
        error_set(err, "unknown op %s", name);
        ok = false;
    }
    for (int i = 0; i < p->n; i++)
        tensor_release(moved[i]);
    return ok;
}

/* Where one unit in the last place is allowed (see the top of the file). */
static bool is_ulp_op(const char *op, DType dt)
{
    static const char *const ops[] = {"exp", "log", "log2", "sin", "cos", "tanh", "sigmoid",
                                      "pow", "arange", "linspace"};
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        if (strcmp(op, ops[i]) == 0)
            return true;
    }
    bool reduced = dt == DT_FLOAT16 || dt == DT_BFLOAT16;
    return reduced && (strcmp(op, "floordiv") == 0 || strcmp(op, "mod") == 0 ||
                       strcmp(op, "rsqrt") == 0);
}

/* Float bits as a sign-magnitude integer, so neighbours differ by 1. */
static int64_t ordered(uint64_t bits, size_t size)
{
    uint64_t sign = (uint64_t)1 << (size * 8 - 1);
    int64_t mag = (int64_t)(bits & (sign - 1));
    return bits & sign ? -mag : mag;
}

static bool same_element(const char *op, DType dt, uint64_t got, uint64_t want)
{
    if (got == want)
        return true;
    if (!dtype_is_float(dt))
        return false;
    double g = dtype_load_double(dt, &got), w = dtype_load_double(dt, &want);
    if (isnan(g) && isnan(w))
        return true;
    if ((strcmp(op, "maximum") == 0 || strcmp(op, "minimum") == 0) && g == 0 && w == 0)
        return true;
    if (is_ulp_op(op, dt) && isfinite(g) && isfinite(w) &&
        llabs(ordered(got, dtype_size(dt)) - ordered(want, dtype_size(dt))) <= 1) {
        ulp_matches++;
        return true;
    }
    return false;
}

static void check_case(const char *line, int lineno)
{
    char *buf = xstrdup(line);
    char *arrow = strstr(buf, " => ");
    char *sp = strchr(buf, ' ');
    if (!CHECK(arrow && sp && sp <= arrow)) {
        free(buf);
        return;
    }
    *arrow = '\0';
    *sp = '\0';
    const char *name = buf;
    char *result = arrow + 4;
    result[strcspn(result, "\n")] = '\0';
    Parsed p;
    if (!CHECK(parse_operands(sp + 1, &p))) {
        free(buf);
        return;
    }
    cases++;
    Tensor *want = NULL;
    if (result[0] == 't') {
        char *save;
        strtok_r(result, " ", &save);
        want = parse_tensor(&save, 1);
        if (!CHECK(want != NULL)) {
            free(buf);
            return;
        }
    }
    for (int dev = -1; dev <= 0; dev++) {
        Tensor *got = NULL, *host = NULL;
        Error err = {"", ERR_RUNTIME};
        bool ok = run(name, &p, dev, &got, &err);
        if (!want) {
            const char *msg = result + 2;
            bool same = dev >= 0 || strcmp(err.msg, msg) == 0;
            if (!check_at(!ok && same, name, "kernels.txt", lineno))
                fprintf(stderr, "    on %s: got %s, want error: %s\n", dev < 0 ? "cpu" : "cuda:0",
                        ok ? "a result" : err.msg, msg);
            tensor_release(got);
            continue;
        }
        if (!check_at(ok, name, "kernels.txt", lineno)) {
            fprintf(stderr, "    on %s: %s\n", dev < 0 ? "cpu" : "cuda:0", err.msg);
            continue;
        }
        if (!dispatch_to(be, NULL, got, -1, got->dtype, false, &host, &err)) {
            CHECK(false);
            tensor_release(got);
            continue;
        }
        bool same = host->dtype == want->dtype && tensor_numel(host) == tensor_numel(want);
        int64_t bad = -1;
        for (int64_t i = 0; same && i < tensor_numel(want); i++) {
            if (!same_element(name, want->dtype, element_bits(host, i), element_bits(want, i))) {
                same = false;
                bad = i;
            }
        }
        if (!check_at(same, name, "kernels.txt", lineno)) {
            fprintf(stderr, "    on %s: got %s[%lld], want %s[%lld]", dev < 0 ? "cpu" : "cuda:0",
                    dtype_name(host->dtype), (long long)tensor_numel(host), dtype_name(want->dtype),
                    (long long)tensor_numel(want));
            if (bad >= 0)
                fprintf(stderr, "; element %lld: got %llx, want %llx", (long long)bad,
                        (unsigned long long)element_bits(host, bad),
                        (unsigned long long)element_bits(want, bad));
            fprintf(stderr, "\n");
        }
        tensor_release(host);
        tensor_release(got);
    }
    tensor_release(want);
    for (int i = 0; i < p.n; i++)
        tensor_release(p.host[i]);
    free(buf);
}

/* Every 4099th bit pattern (NaNs, infinities, subnormals and both zeros
 * among them) through each function, four at a time and one at a time. */
static void check_vmath(void)
{
    static double (*const scalar[VM_COUNT])(double) = {
        [VM_tan] = tan, [VM_atan] = atan, [VM_sinh] = sinh, [VM_cosh] = cosh,
        [VM_acosh] = acosh, [VM_log10] = log10, [VM_exp2] = exp2, [VM_tanh] = tanh,
        [VM_sin] = sin, [VM_cos] = cos, [VM_expm1] = expm1, [VM_log1p] = log1p,
        [VM_exp] = exp, [VM_log] = log, [VM_log2] = log2,
    };
    enum { N = 1 << 12, STEP = 4099 };
    static float x[N], y[N];
    for (int fn = 0; fn < VM_COUNT; fn++) {
        int64_t differ = 0;
        for (uint64_t u = 0; u < ((uint64_t)1 << 32);) {
            int n = 0;
            for (; n < N && u < ((uint64_t)1 << 32); n++, u += STEP) {
                uint32_t bits = (uint32_t)u;
                memcpy(&x[n], &bits, sizeof bits);
            }
            if (u == (uint64_t)n * STEP) {
                /* Infinities and domain errors of both signs too. */
                const float special[] = {INFINITY, -INFINITY, 2, -2, 1, -1, 0.5f, -0.5f, 1e30f, -1e30f};
                memcpy(x, special, sizeof special);
            }
            cpu_vmath_f32(y, x, n, (VmathFn)fn);
            for (int i = 0; i < n; i++) {
                float want = (float)scalar[fn]((double)x[i]);
                differ += memcmp(&want, &y[i], sizeof want) != 0;
            }
        }
        if (!CHECK(differ == 0))
            fprintf(stderr, "    vmath function %d: %lld values differ\n", fn, (long long)differ);
    }
}

/* The activations' exact functions, as elementwise.c has them. */
static float silu_exact(float x, const double *p)
{
    (void)p;
    return (float)((double)x / (exp(-(double)x) + 1.0));
}
static float mish_exact(float x, const double *p)
{
    (void)p;
    return (float)((double)x * tanh(log1p(exp((double)x))));
}
static float selu_exact(float x, const double *p)
{
    (void)p;
    double y = x > 0 ? (double)x : expm1((double)x) * 1.6732632423543772848170429916717;
    return (float)(y * 1.0507009873554804934193349852946);
}
static float elu_exact(float x, const double *p)
{
    return (float)(x > 0 ? (double)x : expm1((double)x / p[1]) * p[0]);
}

/* Every 4099th bit pattern and the edges of each road's reach through
 * the activations eight at a time (cpu_vmath_act_f32), in runs of odd
 * lengths, against their exact functions, bit for bit: elu as elu and as
 * celu (alpha 0.7, and -0.5). */
static void check_vmath_act(void)
{
    static const struct {
        VmathAct fn;
        float (*exact)(float, const double *);
        double params[2];
    } acts[] = {
        {VA_silu, silu_exact, {0, 0}}, {VA_mish, mish_exact, {0, 0}}, {VA_selu, selu_exact, {0, 0}},
        {VA_elu, elu_exact, {1, 1}}, {VA_elu, elu_exact, {0.7, 0.7}}, {VA_elu, elu_exact, {-0.5, -0.5}},
    };
    static const float special[] = {
        0.0f, -0.0f, INFINITY, -INFINITY, NAN, -NAN, 0x1p-149f, -0x1p-149f, 700, -700, 700.5f, -700.5f,
        40, 40.5f, 20, -20, 88.7f, -103.9f, 3.4028235e38f, -3.4028235e38f,
    };
    enum { NS = sizeof special / sizeof *special, N = 1 << 20, STEP = 4099 };
    static float x[N], y[N];
    int n = 0;
    for (; n < NS; n++)
        x[n] = special[n];
    for (uint64_t u = 0; n < N && u < ((uint64_t)1 << 32); n++, u += STEP) {
        uint32_t bits = (uint32_t)u;
        memcpy(&x[n], &bits, sizeof bits);
    }
    for (size_t k = 0; k < sizeof acts / sizeof *acts; k++) {
        for (int i = 0, len = 1; i < n; i += len, len = len % 997 + 1)
            cpu_vmath_act_f32(y + i, x + i, i + len < n ? len : n - i, acts[k].fn, acts[k].params, acts[k].exact);
        int64_t differ = 0;
        for (int i = 0; i < n; i++) {
            float want = acts[k].exact(x[i], acts[k].params);
            differ += memcmp(&want, &y[i], sizeof want) != 0;
        }
        if (!CHECK(differ == 0))
            fprintf(stderr, "    vmath activation %zu: %lld values differ\n", k, (long long)differ);
    }
}

/* glu's exact function, as elementwise.c has it. */
static float glu_exact(float x, float y)
{
    return (float)((double)x * (1.0 / (1.0 + exp(-(double)y))));
}

/* hypot and glu eight at a time (cpu/vmath.h) against their
 * scalar functions, bit for bit: every pair of special values (zeros,
 * infinities, NaN, subnormals, extremes), and random pairs of bit
 * patterns, of magnitudes from 1e-45 to 1e38, of neighbours (the second a
 * few ulp from the first, or its negation), in runs of odd lengths. */
static void check_vmath2(void)
{
    static const float special[] = {
        0.0f, -0.0f, INFINITY, -INFINITY, NAN, -NAN, 1, -1, 0x1p-149f, -0x1p-149f, 0x1p-126f,
        -0x1p-126f, 3.4028235e38f, -3.4028235e38f, 2, -0.5f, 88.7f, -103.9f, 600, -600, 700, 1e-30f,
    };
    enum { NS = sizeof special / sizeof *special, N = 1 << 20 };
    static float x[N], y[N], got[N];
    uint64_t r = 0x9E3779B97F4A7C15u;
    int n = 0;
    for (int i = 0; i < NS; i++)
        for (int j = 0; j < NS; j++, n++) {
            x[n] = special[i];
            y[n] = special[j];
        }
    for (; n < N; n++) {
        r ^= r << 13, r ^= r >> 7, r ^= r << 17;
        uint32_t bits = (uint32_t)(r >> 32), other = (uint32_t)r;
        switch (r % 5) {
        case 0: memcpy(&x[n], &bits, 4); memcpy(&y[n], &other, 4); break;
        case 1:
            x[n] = (float)((r >> 40 & 1 ? -1 : 1) * pow(10, -45 + 83 * (double)(bits % 100000) / 1e5));
            y[n] = (float)((r >> 41 & 1 ? -1 : 1) * pow(10, -45 + 83 * (double)(other % 100000) / 1e5));
            break;
        case 2: memcpy(&x[n], &bits, 4); other = bits + other % 9 - 4; memcpy(&y[n], &other, 4); break;
        case 3: x[n] = (float)((int)(bits % 20001) - 10000) / 7; y[n] = other & 1 ? -x[n] : x[n]; break;
        default: x[n] = (float)((int)(bits % 140001) - 70000) / 100; y[n] = (float)((int)(other % 140001) - 70000) / 100;
        }
    }
    for (int glu = 0; glu < 2; glu++) {
        for (int i = 0, len = 1; i < N; i += len, len = len % 997 + 1) {
            int m = i + len < N ? len : N - i;
            if (glu)
                cpu_vmath_glu_f32(got + i, x + i, y + i, m, glu_exact);
            else
                cpu_vmath_hypot_f32(got + i, x + i, y + i, m);
        }
        int64_t differ = 0;
        for (int i = 0; i < N; i++) {
            float want = glu ? glu_exact(x[i], y[i]) : (float)hypot((double)x[i], (double)y[i]);
            /* (glu's NaN of two NaNs is either, as the compiler orders the product) */
            bool both_nan = glu && want != want && got[i] != got[i];
            differ += !both_nan && memcmp(&want, &got[i], sizeof want) != 0;
        }
        if (!CHECK(differ == 0))
            fprintf(stderr, "    vmath2 %s: %lld values differ\n", glu ? "glu" : "hypot", (long long)differ);
    }
}

/* Every float16 bit pattern widened by cpu_convert (eight at a time where
 * the processor can) against dtype_half_to_float, NaN payloads included,
 * and a sweep of float bit patterns narrowed against dtype_float_to_half. */
static void check_widen_half(void)
{
    static uint16_t h[1 << 16];
    static float f[1 << 16];
    for (int i = 0; i < 1 << 16; i++)
        h[i] = (uint16_t)i;
    cpu_convert(f, DT_FLOAT32, 1, h, DT_FLOAT16, 1, 1 << 16);
    int differ = 0;
    for (int i = 0; i < 1 << 16; i++) {
        float want = dtype_half_to_float(h[i]);
        differ += memcmp(&want, &f[i], sizeof want) != 0;
    }
    if (!CHECK(differ == 0))
        fprintf(stderr, "    float16 widening: %d values differ\n", differ);
    /* And back: every 61st float bit pattern. */
    enum { N = 1 << 12 };
    static float x[N];
    static uint16_t got[N];
    differ = 0;
    for (uint64_t u = 0; u < ((uint64_t)1 << 32);) {
        int n = 0;
        for (; n < N && u < ((uint64_t)1 << 32); n++, u += 61) {
            uint32_t bits = (uint32_t)u;
            memcpy(&x[n], &bits, sizeof bits);
        }
        cpu_convert(got, DT_FLOAT16, 1, x, DT_FLOAT32, 1, n);
        for (int i = 0; i < n; i++)
            differ += got[i] != dtype_float_to_half(x[i]);
    }
    if (!CHECK(differ == 0))
        fprintf(stderr, "    float16 narrowing: %d values differ\n", differ);
}

/* kernels/cuda/random.cu's k_poisson for one warp of 32 lanes, lane l
 * drawing elements l, l + 32, ...: each lane steps at its own pace, and
 * the waiting lanes take their slow tests at once when they are at least
 * as many as the stepping ones.  Its draws must be philox_poisson's, bit
 * for bit: rates in [0, 20) and a few edges (0, 9.99, 10, 10.01, 10^4,
 * 10^9, inf, NaN). */
static void check_poisson_lanes(void)
{
    enum { LANES = 32, N = 1 << 16 };
    static const double edges[] = {0, 9.99, 10, 10.01, 1e4, 1e9, INFINITY, NAN};
    static double rate[N], got[N];
    uint64_t seed = 77, block = 1234567, r = 1;
    for (int64_t j = 0; j < N; j++) {
        r = r * 6364136223846793005u + 1442695040888963407u;
        rate[j] = j % 97 < 8 ? edges[j % 97] : (double)(r >> 11) * 0x1p-53 * 20;
    }
    PhiloxPoisson d[LANES] = {{0}};
    int64_t j[LANES];
    bool begin[LANES];
    for (int l = 0; l < LANES; l++)
        j[l] = l, begin[l] = true;
    for (;;) {
        int waiting = 0, busy = 0;
        for (int l = 0; l < LANES; l++) {
            if (begin[l] && j[l] < N)
                philox_poisson_begin(&d[l], rate[j[l]]);
            waiting += j[l] < N && d[l].waiting;
            busy += j[l] < N && !d[l].waiting;
        }
        if (waiting + busy == 0)
            break;
        for (int l = 0; l < LANES; l++) {
            bool drawn = false;
            double v = 0;
            if (waiting >= busy) {
                if (j[l] < N && d[l].waiting) {
                    drawn = philox_poisson_test(&d[l]);
                    v = d[l].k;
                }
            } else if (j[l] < N && !d[l].waiting) {
                drawn = philox_poisson_step(&d[l], block + (uint64_t)j[l], seed, &v);
            }
            if (drawn) {
                got[j[l]] = v;
                j[l] += LANES;
            }
            begin[l] = drawn;
        }
    }
    int differ = 0;
    for (int64_t i = 0; i < N; i++) {
        double want = philox_poisson(rate[i], block + (uint64_t)i, seed);
        differ += memcmp(&want, &got[i], sizeof want) != 0;
    }
    if (!CHECK(differ == 0))
        fprintf(stderr, "    poisson in a warp's order: %d of %d draws differ\n", differ, N);
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "tests/unit/kernels.txt";
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        return 2;
    }
    be = sim_backend(1);
    char *line = NULL;
    size_t cap = 0;
    int lineno = 0;
    while (getline(&line, &cap, f) > 0) {
        lineno++;
        if (line[0] != '#' && line[0] != '\n')
            check_case(line, lineno);
    }
    free(line);
    fclose(f);
    printf("kernels: %d cases from PyTorch, each on cpu and cuda:0; %d float elements within 1 ulp, "
           "the rest exact\n", cases, ulp_matches);
    check_vmath();
    check_vmath2();
    check_vmath_act();
    check_widen_half();
    check_poisson_lanes();
    return check_done("kernels");
}

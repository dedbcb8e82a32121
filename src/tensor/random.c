/* random.c: the random generator's state and the dispatch of rand, randn,
 * randint, dropout, bernoulli, poisson and multinomial (random.h, which documents the mapping from seed and offset
 * to values; kernels/sim/philox.c computes it). */
#include "tensor/random.h"

#include <string.h>

#include "dist.h"
#include "philox.h"
#include "tensor/dispatch_reduce.h"
#include "tensor/dispatch_sort.h"

static Generator default_generator;

Generator *random_default(void)
{
    return &default_generator;
}

void random_seed(Generator *g, uint64_t seed)
{
    g->seed = seed;
    g->offset = 0;
}

/* A graph replays its kernels with the arguments they were captured with:
 * a draw captured would give the same numbers at every replay, where
 * PyTorch's replays draw anew.  cst refuses it rather than repeat them. */
static bool refuse_in_capture(const Backend *be, DevStream *s, Error *err)
{
    if (!s || !be->capture_active || !be->capture_active(s))
        return true;
    error_set(err, "random numbers cannot be drawn inside a CUDA graph capture in cst (each replay would repeat "
                   "the captured draws): draw them outside and copy_ them into a captured tensor");
    return false;
}

/* The 32-bit words a launch of op takes for n values, per_value a value
 * (a pair, for randn's draws). */
static uint64_t words_for(OpCode op, const OpArgs *a, int64_t n, uint64_t per_value)
{
    bool pairs = op == OP_randn || (op == OP_rand_map && dist_normal((int)a->si[2]));
    return pairs ? (uint64_t)(n + 1) / 2 * per_value : (uint64_t)n * per_value;
}

/* Launches generator op into out, from the words at g's offset, and moves
 * the offset past the ones it uses. */
static bool draw_into(const Backend *be, DevStream *s, Generator *g, int dev, DType dt, OpCode op, OpArgs *a,
                      uint64_t per_value, Tensor *out, Error *err)
{
    int64_t n = tensor_numel(out);
    if (n == 0)
        return true;
    uint64_t words = words_for(op, a, n, per_value);
    a->si[0] = (int64_t)g->seed;
    a->si[1] = (int64_t)g->offset;
    g->offset += (words + 3) / 4 * 4;
    tensor_dev(out, &a->out[0]);
    a->nout = 1;
    a->dtype = dt;
    return dispatch_launch(be, s, dev, op, a, err);
}

/* Launches generator op into a new tensor (draw_into). */
static bool generate(const Backend *be, DevStream *s, Generator *g, int dev, DType dt, int ndim,
                     const int64_t *shape, OpCode op, OpArgs *a, uint64_t per_value,
                     Tensor **out, Error *err)
{
    if (!refuse_in_capture(be, s, err) || !tensor_empty(be, dev, s, dt, ndim, shape, out, err))
        return false;
    if (!draw_into(be, s, g, dev, dt, op, a, per_value, *out, err)) {
        tensor_release(*out);
        return false;
    }
    return true;
}

static bool float_only(const char *name, DType dt, Error *err)
{
    if (dtype_is_float(dt))
        return true;
    error_set(err, "\"%s\" not implemented for '%s'", name, tensor_type_name(dt));
    return false;
}

bool random_rand(const Backend *be, DevStream *s, Generator *g, int dev, DType dt, int ndim,
                 const int64_t *shape, Tensor **out, Error *err)
{
    if (dt == DT_COUNT)
        dt = dtype_default_float();
    if (!float_only("check_uniform_bounds", dt, err))
        return false;
    OpArgs a;
    memset(&a, 0, sizeof a);
    return generate(be, s, g, dev, dt, ndim, shape, OP_rand, &a, dt == DT_FLOAT64 ? 2 : 1, out, err);
}

bool random_randn(const Backend *be, DevStream *s, Generator *g, int dev, DType dt, int ndim,
                  const int64_t *shape, Tensor **out, Error *err)
{
    if (dt == DT_COUNT)
        dt = dtype_default_float();
    if (!float_only(dev < 0 ? "normal_kernel_cpu" : "normal_kernel_cuda", dt, err))
        return false;
    OpArgs a;
    memset(&a, 0, sizeof a);
    return generate(be, s, g, dev, dt, ndim, shape, OP_randn, &a, dt == DT_FLOAT64 ? 4 : 2, out,
                    err);
}

/* c10's names of the element types in randint's bounds messages. */
static const char *const type_names[DT_COUNT] = {
    "bool", "unsigned char", "signed char", "short", "int", "long", "c10::Half",
    "c10::BFloat16", "float", "double",
};

/* The values dt holds exactly, as PyTorch's check_from_to_in_range sees them. */
static void dtype_range(DType dt, double *lo, double *hi)
{
    static const double digits[DT_COUNT] = {
        [DT_FLOAT16] = 2048.0, [DT_BFLOAT16] = 256.0, [DT_FLOAT32] = 16777216.0,
        [DT_FLOAT64] = 9007199254740992.0,
    };
    switch (dt) {
    case DT_BOOL: *lo = 0; *hi = 1; return;
    case DT_UINT8: *lo = 0; *hi = 255; return;
    case DT_INT8: *lo = -128; *hi = 127; return;
    case DT_INT16: *lo = -32768; *hi = 32767; return;
    case DT_INT32: *lo = -2147483648.0; *hi = 2147483647.0; return;
    case DT_INT64: *lo = -9223372036854775808.0; *hi = 9223372036854775807.0; return;
    default: *lo = -digits[dt]; *hi = digits[dt]; return;
    }
}

bool random_int_range(DType dt, int64_t low, int64_t high, uint64_t *range, Error *err)
{
    if (low >= high) {
        error_set(err, "random_ expects 'from' to be less than 'to', but got from=%lld >= to=%lld",
                  (long long)low, (long long)high);
        return false;
    }
    double lo, hi;
    dtype_range(dt, &lo, &hi);
    if (dt != DT_INT64 && ((double)low < lo || (double)low > hi)) {
        error_set(err, "from is out of bounds for %s", type_names[dt]);
        return false;
    }
    if (dt != DT_INT64 && ((double)(high - 1) < lo || (double)(high - 1) > hi)) {
        error_set(err, "to - 1 is out of bounds for %s", type_names[dt]);
        return false;
    }
    *range = (uint64_t)high - (uint64_t)low;
    return true;
}

bool random_randint(const Backend *be, DevStream *s, Generator *g, int dev, DType dt, int64_t low,
                    int64_t high, int ndim, const int64_t *shape, Tensor **out, Error *err)
{
    uint64_t range;
    if (dt == DT_COUNT)
        dt = DT_INT64;
    return random_int_range(dt, low, high, &range, err) &&
           random_range(be, s, g, dev, dt, low, range, ndim, shape, out, err);
}

void random_default_range(DType dt, int64_t *low, uint64_t *range)
{
    double lo, hi;
    dtype_range(dt, &lo, &hi);
    *low = 0;
    *range = dt == DT_INT64 ? (uint64_t)1 << 63 : (uint64_t)hi + 1;
}

/* randint's args for range values from low on; its words a value. */
static uint64_t range_args(OpArgs *a, int64_t low, uint64_t range)
{
    memset(a, 0, sizeof *a);
    a->si[2] = low;
    a->si[3] = (int64_t)((uint64_t)low + range);  /* high, wrapping: the kernels take high - low modulo 2^64 */
    return range >= ((uint64_t)1 << 32) ? 2 : 1;
}

bool random_range(const Backend *be, DevStream *s, Generator *g, int dev, DType dt, int64_t low,
                  uint64_t range, int ndim, const int64_t *shape, Tensor **out, Error *err)
{
    OpArgs a;
    uint64_t per_value = range_args(&a, low, range);
    return generate(be, s, g, dev, dt, ndim, shape, OP_randint, &a, per_value, out, err);
}

bool random_range_fill(const Backend *be, DevStream *s, Generator *g, Tensor *t, int64_t low, uint64_t range,
                       Tensor **out, Error *err)
{
    int dev = tensor_device(t);
    if (!tensor_is_contiguous(t))
        return random_range(be, s, g, dev, t->dtype, low, range, t->ndim, t->shape, out, err);
    OpArgs a;
    uint64_t per_value = range_args(&a, low, range);
    if (!refuse_in_capture(be, s, err) || !draw_into(be, s, g, dev, t->dtype, OP_randint, &a, per_value, t, err))
        return false;
    *out = tensor_retain(t);
    return true;
}

bool random_dropout(const Backend *be, DevStream *s, Tensor *x, double p, Tensor **out, Error *err)
{
    Tensor *in;
    int dev = tensor_device(x);
    if (!dispatch_contiguous(be, s, x, &in, err))
        return false;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(in, &a.in[0]);
    a.nin = 1;
    a.sf[1] = p;
    unsigned char scale[8];
    dtype_store_double(x->dtype, scale, 1 / (1 - p));
    a.sf[0] = dtype_load_double(x->dtype, scale);
    bool ok = generate(be, s, &default_generator, dev, x->dtype, x->ndim, x->shape, OP_dropout, &a,
                       x->dtype == DT_FLOAT64 ? 2 : 1, out, err);
    tensor_release(in);
    return ok;
}

bool random_bernoulli(const Backend *be, DevStream *s, Generator *g, Tensor *t, Tensor *p, DType draw,
                      Tensor **out, Error *err)
{
    Tensor *in;
    int dev = tensor_device(t);
    if (!refuse_in_capture(be, s, err) || !dispatch_contiguous(be, s, p, &in, err))
        return false;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(in, &a.in[0]);
    a.nin = 1;
    a.si[2] = draw;
    uint64_t per_value = draw == DT_FLOAT64 ? 2 : 1;
    bool ok;
    if (tensor_is_contiguous(t) && tensor_overlap(t, p) == TENSOR_OVERLAP_NO) {
        ok = draw_into(be, s, g, dev, t->dtype, OP_bernoulli, &a, per_value, t, err);
        *out = ok ? tensor_retain(t) : NULL;
    } else {
        ok = generate(be, s, g, dev, t->dtype, t->ndim, t->shape, OP_bernoulli, &a, per_value, out, err);
    }
    tensor_release(in);
    return ok;
}

bool random_map(const Backend *be, DevStream *s, Generator *g, Tensor *t, int map, double p0, double p1,
                Tensor **out, Error *err)
{
    DType dt = t->dtype == DT_FLOAT64 ? DT_FLOAT64 : DT_FLOAT32;
    int dev = tensor_device(t);
    OpArgs a;
    memset(&a, 0, sizeof a);
    a.si[2] = map;
    a.sf[0] = p0;
    a.sf[1] = p1;
    uint64_t per_value = dist_normal(map) ? (dt == DT_FLOAT64 ? 4 : 2) : (dt == DT_FLOAT64 ? 2 : 1);
    if (!tensor_is_contiguous(t) || t->dtype != dt)
        return generate(be, s, g, dev, dt, t->ndim, t->shape, OP_rand_map, &a, per_value, out, err);
    if (!refuse_in_capture(be, s, err) || !draw_into(be, s, g, dev, dt, OP_rand_map, &a, per_value, t, err))
        return false;
    *out = tensor_retain(t);
    return true;
}

bool random_poisson(const Backend *be, DevStream *s, Generator *g, Tensor *rates, Tensor **out, Error *err)
{
    Tensor *in;
    int dev = tensor_device(rates);
    if (!dispatch_contiguous(be, s, rates, &in, err))
        return false;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(in, &a.in[0]);
    a.nin = 1;
    bool ok = generate(be, s, g, dev, rates->dtype, rates->ndim, rates->shape, OP_poisson, &a, 4, out, err);
    tensor_release(in);
    return ok;
}

bool random_multinomial(const Backend *be, DevStream *s, Generator *g, Tensor *w, int64_t k, bool replacement,
                        Tensor **out, Error *err)
{
    int dev = tensor_device(w);
    int64_t rows = w->shape[0], n = w->shape[1];
    if (!refuse_in_capture(be, s, err) || !tensor_empty(be, dev, s, DT_INT64, 2, (int64_t[]){rows, k}, out, err))
        return false;
    if (rows * n * k == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    a.dtype = DT_FLOAT64;
    a.si[0] = (int64_t)g->seed;
    a.si[1] = (int64_t)g->offset;
    a.si[2] = replacement;
    tensor_dev(*out, &a.out[0]);
    /* with replacement the running sums in cumsum's order, then a binary
     * search a draw; without, a key a category, of which the kernels order
     * k, topk more */
    Tensor *t;
    bool ok = replacement ? dispatch_cumulative(be, s, OP_cumsum, w, 1, DT_FLOAT64, &t, err)
                          : tensor_empty(be, dev, s, DT_FLOAT64, 2, w->shape, &t, err);
    if (!ok) {
        tensor_release(*out);
        return false;
    }
    tensor_dev(replacement ? t : w, &a.in[0]);
    tensor_dev(w, &a.in[1]);
    tensor_dev(t, &a.out[1]);
    a.nin = replacement ? 2 : 1;
    a.nout = replacement ? 1 : 2;
    a.si[3] = k <= MULTINOMIAL_SELECT;
    g->offset += ((uint64_t)(replacement ? rows * k * 2 : rows * n) + 3) / 4 * 4;
    ok = dispatch_launch(be, s, dev, OP_multinomial, &a, err);
    if (ok && !replacement && !a.si[3]) {
        Tensor *keys;
        tensor_release(*out);
        ok = dispatch_topk(be, s, t, k, 1, true, &keys, out, err);
        if (ok)
            tensor_release(keys);
        else
            *out = NULL;
    }
    tensor_release(t);
    if (!ok && *out)
        tensor_release(*out);
    return ok;
}

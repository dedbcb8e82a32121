/* tensor_fill.c: random draws beyond rand, randn and randint: a
 * tensor's in-place fills (t.normal_, t.uniform_, t.bernoulli_,
 * t.random_, t.exponential_, t.cauchy_, t.geometric_, t.log_normal_),
 * torch.bernoulli, torch.normal, torch.poisson (its own kernel: a
 * draw takes as many uniforms as its rejections need) and
 * torch.multinomial.  The fills are
 * rand or randn of t's shape (randint for random_) carried through the
 * distribution's inverse (as PyTorch's transformations), then copied
 * into t on the current stream; the continuous ones draw and map in one
 * operation (random_map, kernels/dist.h, in float with its own log, tan
 * and exp for float32).  The numbers are cst's generator's (cst(7),
 * "Random numbers"), not PyTorch's. */
#include "values/tensor_fill.h"

#include "dist.h"

#include "tensor/random.h"
#include "values/args.h"
#include "values/builtins.h"
#include "values/module.h"
#include "base/error.h"
#include "values/compose.h"
#include "values/deferred.h"
#include "values/generator_value.h"
#include "values/tensor_value.h"

/* Parameter i, a number, as a double, or TypeError naming it. */
static bool number(Interp *in, const Args *a, int i, double *out)
{
    Value v = a->p[i];
    if (!value_is_number(v))
        return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' must be float, not %s", a->fn->name, args_name(a, i),
                              value_type_name(v));
    *out = v.kind == V_FLOAT ? v.u.f : (double)(v.kind == V_INT ? v.u.i : v.u.b);
    return true;
}

/* w's steps released after an error: false. */
static bool abandon(Work *w)
{
    Value ignored;
    work_done(w, value_none(), &ignored);
    return false;
}

/* ------------------------------------------- distributions by their inverse */

/* The dtype a fill of t draws and computes in: float64 for float64, else
 * float32 (float16 and bfloat16 round as the result is stored, and
 * integer fills take the float results' integers). */
static DType work_dtype(const Tensor *t)
{
    return t->dtype == DT_FLOAT64 ? DT_FLOAT64 : DT_FLOAT32;
}

/* PyTorch's error for its kernel `name` (name_cpu or name_cuda, by t's
 * device) unless t has a float dtype. */
static bool float_kernel(Interp *in, const char *name, const Tensor *t)
{
    if (dtype_is_float(t->dtype)) return true;
    return error_raise(in, "\"%s_%s\" not implemented for '%s'", name, tensor_device(t) < 0 ? "cpu" : "cuda",
                       tensor_type_name(t->dtype));
}

/* Draws of like's shape in dtype dt: uniform on [0, 1), standard normal
 * when normal; from the generator that the call's generator= (gen)
 * names. */
static Value draw(Work *w, const Tensor *like, DType dt, bool normal, Value gen)
{
    Value r = value_none();
    if (!w->ok) return r;
    return work_keep(w, generator_draw(w->in, w->a->fn->name, like, dt, normal, gen, &r), r);
}

/* self.copy_(r): self, in *out. */
static bool store(Work *w, Value self, Value r, Value *out)
{
    work_method(w, self, "copy_", 1, &r);
    return work_done(w, self, out);
}

/* self = map (kernels/dist.h, parameters p0 and p1) of draws like self
 * in its work_dtype, from the call's generator= (gen), in one operation
 * (random_map), copied into self where it could not write there. */
static bool map_fill(Interp *in, const Args *a, Value self, int map, double p0, double p1, Value gen,
                     Value *out)
{
    Tensor *t = value_as_tensor(self), *r;
    const Backend *be;
    Generator *g;
    Error err;
    int dev = tensor_device(t);
    if (!generator_for(in, a->fn->name, gen, dev, &g) || !tensor_backend(in, &be)) return false;
    if (!random_map(be, tensor_stream(dev), g, t, map, p0, p1, &r, &err)) return tensor_fail(in, &err);
    if (r == t) {
        tensor_release(r);
        *out = value_retain(self);
        return true;
    }
    Work w = work_new(in, a);
    return store(&w, self, work_keep(&w, true, value_tensor(r)), out);
}

/* self = random * scale + shift (random: randn_like of self when normal,
 * else rand_like, from the call's generator=); in one operation for
 * float32 and float64, whose draws are those of the map's dtype. */
static bool fill(Interp *in, const Args *a, Value self, bool normal, double scale, double shift, Value *out)
{
    DType dt = value_as_tensor(self)->dtype;
    if (dt == DT_FLOAT32 || dt == DT_FLOAT64)
        return map_fill(in, a, self, normal ? DIST_NORMAL : DIST_UNIFORM, scale, shift, a->p[3], out);
    Value r, t;
    if (!generator_draw_like(in, a->fn->name, self, normal, a->p[3], &r)) return false;
    bool ok = value_binary(in, OP_MUL, r, value_float(scale), &t);
    value_release(r);
    if (!ok) return false;
    ok = value_binary(in, OP_ADD, t, value_float(shift), &r);
    value_release(t);
    if (!ok) return false;
    ok = builtins_call_method(in, a, self, "copy_", 1, &r, &t);
    value_release(r);
    if (!ok) return false;
    value_release(t);
    *out = value_retain(self);
    return true;
}

static bool bi_normal_(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    double mean = 0, std = 0;
    if (!number(in, a, 1, &mean) || !number(in, a, 2, &std)) return false;
    if (!(std >= 0)) return error_raise(in, "normal expects std >= 0.0, but found std %g", std);
    return fill(in, a, p[0], true, std, mean, out);
}

static bool bi_uniform_(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    double lo = 0, hi = 0;
    if (!number(in, a, 1, &lo) || !number(in, a, 2, &hi)) return false;
    if (lo > hi)
        return error_raise(in, "uniform_ expects to return a [from, to) range, but found from=%g > to=%g", lo, hi);
    return fill(in, a, p[0], false, hi - lo, lo, out);
}

/* Whether some element of the bool tensor cond is false: a host read
 * (false once a step has failed: its error stands). */
static bool some_false(Work *w, Value cond)
{
    Value r = work_method(w, work_method(w, cond, "all", 0, NULL), "item", 0, NULL);
    return w->ok && r.kind == V_BOOL && !r.u.b;
}

/* Whether a and b have one shape on one device. */
static bool alike(const Tensor *a, const Tensor *b)
{
    if (a->ndim != b->ndim || tensor_device(a) != tensor_device(b)) return false;
    for (int d = 0; d < a->ndim; d++)
        if (a->shape[d] != b->shape[d]) return false;
    return true;
}

/* self = (u < p) for p a float tensor of self's shape, u rand's values
 * in dtype dt, in one operation (random_bernoulli); w's steps done. */
static bool draw_bernoulli(Work *w, Value self, Tensor *p, DType dt, Value gen, Value *out)
{
    Tensor *t = value_as_tensor(self), *r;
    const Backend *be;
    Generator *g;
    Error err;
    int dev = tensor_device(t);
    if (!generator_for(w->in, w->a->fn->name, gen, dev, &g) || !tensor_backend(w->in, &be)) return abandon(w);
    if (!random_bernoulli(be, tensor_stream(dev), g, t, p, dt, &r, &err)) {
        abandon(w);
        return tensor_fail(w->in, &err);
    }
    if (r == t) {
        tensor_release(r);
        return work_done(w, self, out);
    }
    return store(w, self, work_keep(w, true, value_tensor(r)), out);
}

/* self = (u < p) for u uniform on [0, 1) in self's shape: 1 with
 * probability p, a number in [0, 1] or a float tensor that broadcasts to
 * self (PyTorch's checks; a tensor's range by deferred.h, as PyTorch's
 * kernel asserts). */
static bool bernoulli_into(Interp *in, const Args *a, Value self, Value p, Value gen, Value *out)
{
    Tensor *t = value_as_tensor(self);
    DType dt = work_dtype(t);
    if (p.kind == V_TENSOR) {
        Tensor *pt = value_as_tensor(p);
        if (!dtype_is_float(pt->dtype))
            return error_raise(in, "\"bernoulli_tensor_%s_p_\" not implemented for '%s'",
                               tensor_device(pt) < 0 ? "cpu" : "cuda", tensor_type_name(pt->dtype));
        if (pt->dtype == DT_FLOAT64) dt = DT_FLOAT64;
    } else {
        double q = 0;
        if (!number(in, a, 1, &q)) return false;
        if (!(q >= 0 && q <= 1)) return error_raise(in, "bernoulli_ expects p to be in [0, 1], but got p=%g", q);
    }
    if (p.kind == V_TENSOR &&
        !deferred_range_check(in, value_as_tensor(p), 0, 1, ERR_RUNTIME,
                              "Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message "
                              "be improved?  If so, please report an enhancement request to PyTorch.)"))
        return false;
    Work w = work_new(in, a);
    if (p.kind == V_TENSOR && alike(value_as_tensor(p), t))
        return draw_bernoulli(&w, self, value_as_tensor(p), dt, gen, out);
    return store(&w, self, work_binary(&w, OP_LT, draw(&w, t, dt, false, gen), p), out);
}

/* bernoulli(input, p=None, *, generator=None): a tensor like input of
 * draws with probability input (or p) each. */
static bool bi_bernoulli(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    Value like, p = a->p[1].kind == V_NONE ? a->p[0] : a->p[1];
    if (!builtins_call_name(in, a, "empty_like", 1, &a->p[0], 0, NULL, NULL, &like)) return false;
    bool ok = bernoulli_into(in, a, like, p, a->p[2], out);
    value_release(like);
    return ok;
}

static bool bi_bernoulli_(Interp *in, const Args *a, Value *out)
{
    return bernoulli_into(in, a, a->p[0], a->p[1], a->p[2], out);
}

/* normal(mean, std=1.0, size=None, *, generator=None, dtype=None,
 * device=None, requires_grad=False): mean + std * randn, each a tensor
 * or a number (both numbers: of size), broadcast. */
static bool bi_normal(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool mt = p[0].kind == V_TENSOR, st = p[1].kind == V_TENSOR;
    double sd = 0;
    if (!mt && !st && p[2].kind == V_NONE)
        return error_raise_as(in, ERR_TYPE,
            "normal() received an invalid combination of arguments - got (%s, %s), but expected one of:\n"
            " * (Tensor mean, Tensor std, *, torch.Generator generator, Tensor out)\n"
            " * (Tensor mean, float std, *, torch.Generator generator, Tensor out)\n"
            " * (float mean, Tensor std, *, torch.Generator generator, Tensor out)\n"
            " * (float mean, float std, tuple of ints size, *, torch.Generator generator, Tensor out, torch.dtype "
            "dtype, torch.layout layout, torch.device device, bool pin_memory, bool requires_grad)\n",
            value_type_name(p[0]), value_type_name(p[1]));
    if (!st && !number(in, a, 1, &sd)) return false;
    if (!st && !(sd >= 0)) return error_raise(in, "normal expects std >= 0.0, but found std %g", sd);
    DType mdt = mt ? value_as_tensor(p[0])->dtype : DT_COUNT;
    if (mt && !st && (mdt == DT_FLOAT32 || mdt == DT_FLOAT64)) {
        /* PyTorch's normal_(0, std) then add_(mean): the draw and its
         * scale in one operation (map_fill's), not three */
        Value e, z;
        if (!builtins_call_name(in, a, "empty_like", 1, &p[0], 0, NULL, NULL, &e)) return false;
        bool ok = map_fill(in, a, e, DIST_NORMAL, sd, 0, p[3], &z);
        value_release(e);
        if (!ok) return false;
        ok = value_binary(in, OP_ADD, z, p[0], out);
        value_release(z);
        return ok;
    }
    Work w = work_new(in, a);
    if (st && some_false(&w, work_binary(&w, OP_GE, p[1], value_int(0)))) {
        abandon(&w);
        return error_raise(in, "normal expects all elements of std >= 0.0");
    }
    Value z;
    if (!mt && !st) {
        static const char *const names[] = {"dtype", "device", "requires_grad", "generator"};
        z = work_call_kw(&w, "randn", 1, &p[2], 4, names, (Value[]){p[4], p[5], p[6], p[3]});
    } else {
        /* the result's shape and dtype: mean + std's, with its broadcast errors */
        Value like = mt && st ? work_binary(&w, OP_ADD, p[0], p[1]) : p[mt ? 0 : 1];
        Tensor *t = w.ok ? value_as_tensor(like) : NULL;
        z = t ? draw(&w, t, t->dtype, true, p[3]) : value_none();
    }
    return work_done(&w, work_binary(&w, OP_ADD, work_binary(&w, OP_MUL, z, p[1]), p[0]), out);
}

/* random_(from=None, to=None, *, generator=None): integers in [from, to),
 * or in [0, to) given one number; given none, in t's dtype's default
 * range (random_default_range). */
static bool bi_random_(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t = value_as_tensor(p[0]), *r;
    int64_t lo = 0, hi = 0;
    uint64_t range = 0;
    /* one number is to, as PyTorch's overload random_(to) takes it */
    Value from = p[2].kind == V_NONE ? value_none() : p[1], to = p[2].kind == V_NONE ? p[1] : p[2];
    bool whole = to.kind == V_NONE;
    if ((from.kind != V_NONE && from.kind != V_INT) || (!whole && to.kind != V_INT))
        return error_raise_as(in, ERR_TYPE,
                              "random_() received an invalid combination of arguments - got (%s%s%s), but expected "
                              "one of:\n * (*, torch.Generator generator)\n * (int from, int to, *, torch.Generator "
                              "generator)\n * (int to, *, torch.Generator generator)\n",
                              from.kind == V_NONE ? "" : value_type_name(from), from.kind == V_NONE ? "" : ", ",
                              value_type_name(to));
    lo = from.kind == V_INT ? from.u.i : 0;
    hi = whole ? 0 : to.u.i;
    const Backend *be;
    Generator *g;
    Error err;
    int dev = tensor_device(t);
    if (!tensor_backend(in, &be) || !generator_for(in, "random_", p[3], dev, &g)) return false;
    if (whole) random_default_range(t->dtype, &lo, &range);
    if ((!whole && !random_int_range(t->dtype, lo, hi, &range, &err)) ||
        !random_range_fill(be, tensor_stream(dev), g, t, lo, range, &r, &err))
        return tensor_fail(in, &err);
    if (r == t) {
        tensor_release(r);
        *out = value_retain(p[0]);
        return true;
    }
    Work w = work_new(in, a);
    return store(&w, p[0], work_keep(&w, true, value_tensor(r)), out);
}

/* exponential_(lambd=1.0): -log(1 - u) / lambd, as log(1 - u) times
 * -1 / lambd. */
static bool bi_exponential_(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]);
    double lambd = 0;
    if (!number(in, a, 1, &lambd) || !float_kernel(in, "exponential", t)) return false;
    if (!(lambd >= 0)) return error_raise(in, "exponential_ expects lambda >= 0.0, but found lambda=%g", lambd);
    return map_fill(in, a, a->p[0], DIST_EXPONENTIAL, -1 / lambd, 0, a->p[2], out);
}

/* cauchy_(median=0.0, sigma=1.0): median + sigma * tan(pi (u - 1/2)). */
static bool bi_cauchy_(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]);
    double median = 0, sigma = 0;
    if (!number(in, a, 1, &median) || !number(in, a, 2, &sigma) || !float_kernel(in, "cauchy", t)) return false;
    return map_fill(in, a, a->p[0], DIST_CAUCHY, sigma, median, a->p[3], out);
}

/* geometric_(p): the number of trials to the first success,
 * ceil(log(1 - u) / log(1 - p)) (times the reciprocal), at least 1
 * (1 - u = 1 gives 0). */
static bool bi_geometric_(Interp *in, const Args *a, Value *out)
{
    double q = 0;
    if (!number(in, a, 1, &q)) return false;
    if (!(q > 0 && q < 1)) return error_raise(in, "geometric_ expects p to be in (0, 1), but got p=%g", q);
    return map_fill(in, a, a->p[0], DIST_GEOMETRIC, 1 / log1p(-q), 0, a->p[2], out);
}

/* log_normal_(mean=1.0, std=2.0): exp(mean + std * z). */
static bool bi_log_normal_(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]);
    double mean = 0, std = 0;
    if (!number(in, a, 1, &mean) || !number(in, a, 2, &std) || !float_kernel(in, "log_normal", t)) return false;
    if (!(std > 0)) return error_raise(in, "log_normal_ expects std > 0.0, but found std=%g", std);
    return map_fill(in, a, a->p[0], DIST_LOG_NORMAL, std, mean, a->p[3], out);
}

/* poisson(input, generator=None): a Poisson draw of each rate of input,
 * a float tensor of rates >= 0 (a range check, deferred.h, as PyTorch's
 * CPU kernel makes; a NaN fails it too); inf gives inf. */
static bool bi_poisson(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *r;
    if (!args_tensor(in, a, 0, &t) || !float_kernel(in, "poisson", t) ||
        !deferred_range_check(in, t, 0, INFINITY, ERR_RUNTIME, "invalid Poisson rate, expected rate to be non-negative"))
        return false;
    const Backend *be;
    Generator *g;
    Error err;
    int dev = tensor_device(t);
    if (!tensor_backend(in, &be) || !generator_for(in, "poisson", a->p[1], dev, &g)) return false;
    if (!random_poisson(be, tensor_stream(dev), g, t, &r, &err)) return tensor_fail(in, &err);
    return args_give(out, r);
}

/* ------------------------------------------------------- multinomial */

/* multinomial(input, num_samples, replacement=False, *, generator=None):
 * PyTorch's checks, in its order (the values' through a host read, as
 * its CPU kernel reads them), then random_multinomial on float64 rows. */
static bool bi_multinomial(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t k;
    bool repl;
    if (!args_tensor(in, a, 0, &t) || !value_truth(in, a->p[2], &repl) || !args_int(in, a, 1, &k)) return false;
    if (t->ndim < 1 || t->ndim > 2) return error_raise(in, "prob_dist must be 1 or 2 dim");
    if (!dtype_is_float(t->dtype))
        return error_raise(in, "multinomial only supports floating-point dtypes for input, got: %s",
                           tensor_type_name(t->dtype));
    if (k <= 0) return error_raise(in, "cannot sample n_sample <= 0 samples");
    int64_t n = t->shape[t->ndim - 1], rows = t->ndim == 2 ? t->shape[0] : 1;
    if (!repl && k > n) return error_raise(in, "cannot sample n_sample > prob_dist.size(-1) samples without replacement");
    if (n > (int64_t)1 << 24) return error_raise(in, "number of categories cannot exceed 2^24");
    Work w = work_new(in, a);
    Value p = work_method(&w, work_method(&w, a->p[0], "double", 0, NULL), "reshape", 2,
                          (Value[]){value_int(rows), value_int(n)});
    p = work_method(&w, p, "contiguous", 0, NULL);
    /* PyTorch's checks of the values, in its order, read back at once:
     * with replacement, < 0 (or NaN), then inf; without, any of them;
     * then a row whose sum is not positive.  Three reductions of the
     * input find them: its min is below 0 or NaN where an element is
     * (min passes a NaN on), its max is inf where one is and no NaN, and a
     * row of no negative element sums to 0 just where its max is 0 */
    static const char *const bad[2][3] = {
        {"probability tensor contains either `inf`, `nan` or element < 0", NULL,
         "invalid multinomial distribution (sum of probabilities <= 0)"},
        {"invalid multinomial distribution (encountering probability entry < 0)",
         "invalid multinomial distribution (encountering probability entry = infinity or NaN)",
         "invalid multinomial distribution (sum of probabilities <= 0)"},
    };
    const char *fault = NULL;
    if (w.ok && rows * n > 0) {
        Value q = work_method(&w, a->p[0], "reshape", 2, (Value[]){value_int(rows), value_int(n)});
        Value lo = work_method(&w, q, "min", 0, NULL), hi = work_method(&w, q, "max", 0, NULL);
        Value neg = work_binary(&w, OP_BITOR, work_binary(&w, OP_LT, lo, value_int(0)), work_call(&w, "isnan", 1, &lo));
        Value inf = work_call(&w, "isinf", 1, &hi);
        if (!repl) neg = work_binary(&w, OP_BITOR, neg, inf);
        Value empty = work_binary(&w, OP_LE, work_method(&w, work_method(&w, q, "amax", 1, (Value[]){value_int(-1)}),
                                                         "min", 0, NULL), value_int(0));
        Value list = work_keep(&w, true, value_list_new(V_LIST, 3));
        Value parts[] = {neg, inf, empty};
        for (int i = 0; w.ok && i < 3; i++) value_list_push(list, value_retain(parts[i]));
        Value found = work_method(&w, work_call(&w, "stack", 1, &list), "tolist", 0, NULL);
        List *f = w.ok ? value_as_list(found) : NULL;
        for (int i = 0; f && !fault && i < 3; i++)
            if (f->items[i].kind == V_BOOL && f->items[i].u.b && bad[repl][i]) fault = bad[repl][i];
    }
    if (!w.ok || fault) {
        abandon(&w);
        return fault ? error_raise(in, "%s", fault) : false;
    }
    const Backend *be;
    Error err;
    Tensor *r;
    Tensor *pt = value_as_tensor(p);
    Generator *g;
    if (!tensor_backend(in, &be) || !generator_arg(in, "multinomial", a->p[3], &g)) return abandon(&w);
    if (!random_multinomial(be, tensor_stream(tensor_device(pt)), g, pt, k, repl, &r, &err)) {
        abandon(&w);
        return tensor_fail(in, &err);
    }
    Value result = work_keep(&w, true, value_tensor(r));
    if (t->ndim == 1) result = work_method(&w, result, "reshape", 1, (Value[]){value_int(k)});
    return work_done(&w, result, out);
}

static const Builtin rows[] = {
    {"bernoulli", V_TENSOR, BI_FUNC | BI_METHOD, bi_bernoulli, "input, p=None, *, generator=None", 0,
     "0 or 1 in input's shape and dtype, 1 with probability input's element (or p)"},
    {"bernoulli_", V_TENSOR, BI_METHOD, bi_bernoulli_, "p=0.5, *, generator=None", 0,
     "fill t with 0 or 1, 1 with probability p (a number or a tensor broadcast to t), in place"},
    {"normal", V_NONE, BI_FUNC, bi_normal,
     "mean, std=1.0, size=None, *, generator=None, dtype=None, device=None, requires_grad=False", 0,
     "normal draws of mean and std (tensors or numbers, broadcast; both numbers: of size)"},
    {"poisson", V_NONE, BI_FUNC, bi_poisson, "input, generator=None", 0,
     "a Poisson draw of each rate of input (float, each >= 0), in input's dtype"},
    {"random_", V_TENSOR, BI_METHOD, bi_random_, "from=None, to=None, *, generator=None", 0,
     "fill t with integers in [from, to), [0, to) or t's dtype's default range, in place"},
    {"exponential_", V_TENSOR, BI_METHOD, bi_exponential_, "lambd=1.0, *, generator=None", 0,
     "fill t with exponential draws of rate lambd, in place"},
    {"cauchy_", V_TENSOR, BI_METHOD, bi_cauchy_, "median=0.0, sigma=1.0, *, generator=None", 0,
     "fill t with Cauchy draws, in place"},
    {"geometric_", V_TENSOR, BI_METHOD, bi_geometric_, "p, *, generator=None", 0,
     "fill t with the trials to a first success of probability p, in place"},
    {"log_normal_", V_TENSOR, BI_METHOD, bi_log_normal_, "mean=1.0, std=2.0, *, generator=None", 0,
     "fill t with exp of normal draws of mean and std, in place"},
    {"normal_", V_TENSOR, BI_METHOD, bi_normal_, "mean=0.0, std=1.0, *, generator=None", 0,
     "fill t with normal random numbers, in place"},
    {"multinomial", V_TENSOR, BI_FUNC | BI_METHOD, bi_multinomial,
     "input, num_samples, replacement=False, *, generator=None", 0,
     "num_samples int64 category indices a row, drawn with the row's weights"},
    {"uniform_", V_TENSOR, BI_METHOD, bi_uniform_, "from=0.0, to=1.0, *, generator=None", 0,
     "fill t with uniform random numbers in [from, to), in place"},
};

void tensor_fill_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
